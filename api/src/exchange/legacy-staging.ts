/**
 * Crash safety of the Legacy import (one request that may run for minutes): every asset it
 * creates is staged in an ImportSession marked with the host and process running it, and staged
 * assets stay out of every library until the import ends. The game is created in one
 * transaction (commitImport); only then the staging goes. A process killed hard (SIGKILL, power
 * loss) leaves a session behind: the next start discards it with the assets nothing uses, and
 * removes the temporary files of processes that are gone (temp-file.ts). Sessions of another
 * host are discarded once their expiry, pushed back after every asset, has passed.
 */
import os from "node:os";
import type { AssetService } from "../assets/service";
import { removeStaleTempFiles } from "../assets/temp-file";
import type { Prisma, PrismaClient } from "../generated/prisma/client";
import type { Logger } from "../logger";
import { importSessions } from "./import-sessions";

/** How long a Legacy import may go without storing an asset before it counts as dead. */
export const LEGACY_HEARTBEAT_MS = 10 * 60 * 1000;

/** Assets a running (or crashed) Legacy import created: no library shows them. */
export const notStagedByLegacyImport: Prisma.AssetWhereInput = {
  importSessions: { none: { created: true, import: { legacyPid: { not: null } } } },
};

export interface LegacyStaging {
  /** Records an asset the import created (before anything else happens). */
  add(fileAssetId: string, assetId: string): Promise<void>;
  /** The import ended (committed, or its assets removed): the staging goes. */
  close(): Promise<void>;
}

export async function openLegacyStaging(
  prisma: PrismaClient,
  ownerId: string,
  targetGameId: number | null,
): Promise<LegacyStaging> {
  const expiry = () => new Date(Date.now() + LEGACY_HEARTBEAT_MS);
  const { id } = await prisma.importSession.create({
    data: {
      ownerId,
      targetGameId,
      legacyHost: os.hostname(),
      legacyPid: process.pid,
      expiresAt: expiry(),
    },
    select: { id: true },
  });
  return {
    async add(fileAssetId, assetId) {
      await prisma.importSession.update({
        where: { id },
        data: {
          expiresAt: expiry(),
          assets: {
            upsert: {
              where: { importId_fileAssetId: { importId: id, fileAssetId } },
              create: { fileAssetId, assetId, created: true },
              update: { assetId, created: true },
            },
          },
        },
      });
    },
    async close() {
      await prisma.importSession.deleteMany({ where: { id } });
    },
  };
}

function processGone(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
}

/**
 * What crashed Legacy imports left behind: their staged assets that no game uses, and the
 * temporary files of processes that are gone. Run at every start.
 */
export async function cleanupCrashedImports(deps: {
  prisma: PrismaClient;
  assets: Pick<AssetService, "remove">;
  tempDir?: string;
}): Promise<{ imports: number; assets: number; tempFiles: number }> {
  const { prisma } = deps;
  const sessions = await prisma.importSession.findMany({
    where: { legacyPid: { not: null } },
    select: { id: true, legacyHost: true, legacyPid: true, expiresAt: true },
  });
  const here = os.hostname();
  const dead = sessions.filter((s) =>
    s.legacyHost === here ? processGone(s.legacyPid!) : s.expiresAt.getTime() < Date.now(),
  );
  const staging = importSessions({ prisma, assets: deps.assets });
  let assets = 0;
  for (const session of dead) assets += await staging.discard(session.id);
  const tempFiles = await removeStaleTempFiles(deps.tempDir);
  return { imports: dead.length, assets, tempFiles };
}

/** Starts the cleanup and logs what it found (never fails the start). */
export function cleanupCrashedImportsInBackground(
  deps: Parameters<typeof cleanupCrashedImports>[0] & { logger: Pick<Logger, "info" | "warn"> },
): Promise<void> {
  return cleanupCrashedImports(deps).then(
    (found) => {
      if (found.imports || found.tempFiles)
        deps.logger.info(found, "cleaned up after imports a crash interrupted");
    },
    (error: unknown) => deps.logger.warn({ err: error }, "cleanup after crashed imports failed"),
  );
}
