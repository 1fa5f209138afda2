/**
 * The batched import (the browser reads the .exitgame file and drives these steps):
 *
 * POST   /api/imports                   { targetGameId? } → { importId }
 * POST   /api/imports/:id/known         { assets: [{ fileAssetId, sha256, kind }] } → the ones
 *                                       already in the viewer's library (or the curated one):
 *                                       reused without uploading ("cloned")
 * POST   /api/imports/:id/assets?fileAssetId&kind&fileName
 *                                       one asset file as the body, streamed to disk and checked
 *                                       by content like a gallery upload → { assetId, duplicate }
 * POST   /api/imports/:id/commit        { document, name?, sceneIds?, newerArchive?, fileAssetIds }
 *                                       creates the game (or inserts the scenes) in one transaction
 * POST   /api/imports/:id/fill          after "completed with errors": retried assets fill the
 *                                       references their failure left empty
 * DELETE /api/imports/:id               abandons the import: the assets it created go again
 *
 * Errors are the one REST body `{ error: { code, message, params? } }`; the dialog words `code`. Server memory does not
 * grow with the archive: the browser sends one asset per request, and each is streamed to a
 * temporary file.
 */
import type { Registry } from "@exitgame/engine";
import { hasBadCharacters, INT4_MAX } from "../graphql/input-hygiene";
import express, { Router, type Request, type Response } from "express";
import { z } from "zod";
import type { Auth } from "../auth";
import { readCookie, SESSION_COOKIE } from "../auth/cookies";
import type { PrismaClient } from "../generated/prisma/client";
import type { Logger } from "../logger";
import type { Job } from "../jobs";
import {
  toMb,
  uploadLimitFor,
  UploadRefused,
  type AssetService,
  type Viewer,
} from "../assets/service";
import { receiveUpload, removeTempFile } from "../assets/temp-file";
import { commitImport, fillPendingReferences, ImportError } from "./commit-import";
import { importSessions, type ImportSessions } from "./import-sessions";
import { mayEditGame } from "../permissions";
import { ApiError, codeForStatus, sendError } from "../errors";
import { requestLocale } from "../http/client-errors";
import { importMessage } from "./commit-import";

export const IMPORTS_PATH = "/api/imports";
/** How often expired import sessions are cleaned up. */
export const CLEANUP_INTERVAL_MS = 10 * 60 * 1000;

/** Expired import sessions go, with the assets only they held: one of the scheduled jobs (jobs.ts). */
export function importCleanupJob(sessions: ImportSessions, logger: Pick<Logger, "info">): Job {
  return {
    name: "import-session-cleanup",
    everyMs: CLEANUP_INTERVAL_MS,
    run: async () => {
      const r = await sessions.cleanup();
      if (r.sessions) logger.info(r, "expired imports cleaned up");
    },
  };
}

const Kind = z.enum(["IMAGE", "VIDEO", "AUDIO", "CAPTIONS"]);
const FileAssetId = z.string().min(1).max(64);
const Sha256 = z.string().regex(/^[0-9a-f]{64}$/);

const CreateBody = z.object({
  targetGameId: z.number().int().positive().max(INT4_MAX).nullish(),
});
const KnownBody = z.object({
  assets: z.array(z.object({ fileAssetId: FileAssetId, sha256: Sha256, kind: Kind })).max(2_000),
});
const UploadQuery = z.object({
  fileAssetId: FileAssetId,
  kind: Kind,
  // A NUL byte: PostgreSQL cannot store it (refused before anything is read or stored).
  fileName: z
    .string()
    .min(1)
    .max(255)
    .refine((name) => !hasBadCharacters(name)),
});
const CommitBody = z.object({
  document: z.unknown(),
  name: z.string().max(500).nullish(),
  sceneIds: z.array(z.string().min(1).max(64)).max(1_000).nullish(),
  newerArchive: z.boolean().optional(),
  fileAssetIds: z.array(FileAssetId).max(2_000),
});

export interface ImportRouteDeps {
  prisma: PrismaClient;
  assets: AssetService;
  auth?: Pick<Auth, "service">;
  registry: Registry;
  logger: Pick<Logger, "warn" | "error" | "info">;
  /** Test-only fault injection (TEST_CLOCK): POST /api/_test/import-faults. */
  testFaults?: boolean;
}

export function importRoutes(deps: ImportRouteDeps): Router & { sessions: ImportSessions } {
  const { prisma, assets, registry } = deps;
  const sessions = importSessions({ prisma, assets });
  const router = Router() as Router & { sessions: ImportSessions };
  router.sessions = sessions;
  /** Test fault: the next `failUploads` uploads of one asset (the first one to come) are refused. */
  let failUploads = 0;
  let failFor: string | null = null;

  async function viewerOf(req: Request): Promise<Viewer | null> {
    const token = readCookie(req.headers.cookie, SESSION_COOKIE);
    if (!token || !deps.auth) return null;
    const session = await deps.auth.service.sessions.validate(token);
    return session?.user ?? null;
  }
  /** A refusal: `code` is what the import dialog words (invalidFile, conflict, …). */
  const fail = (res: Response, status: number, code: string, extra: Record<string, unknown> = {}) =>
    sendError(
      res,
      new ApiError(codeForStatus(status), { status, reason: code, key: importMessage(code) }),
      requestLocale(res.req),
      extra,
    );

  /** The signed-in, verified viewer, or an answer has been sent. */
  async function requireViewer(req: Request, res: Response) {
    res.setHeader("Cache-Control", "no-store");
    const viewer = await viewerOf(req);
    if (!viewer) return fail(res, 401, "unauthenticated");
    if (!viewer.emailVerified) return fail(res, 403, "forbidden");
    return viewer;
  }
  async function requireSession(req: Request, res: Response, viewer: Viewer) {
    const id = String(req.params["id"] ?? "");
    if (!/^[0-9a-f-]{36}$/.test(id)) return fail(res, 404, "importNotFound");
    const session = await sessions.touch(id, viewer.id);
    if (!session) return fail(res, 404, "importNotFound");
    return session;
  }
  const wrap =
    (handler: (req: Request, res: Response) => Promise<void>) =>
    (req: Request, res: Response, next: (error?: unknown) => void) =>
      void handler(req, res).catch(next);
  const json = express.json({ limit: "6mb" });

  router.post(
    IMPORTS_PATH,
    json,
    wrap(async (req, res) => {
      const viewer = await requireViewer(req, res);
      if (!viewer) return;
      const body = CreateBody.safeParse(req.body ?? {});
      if (!body.success) return fail(res, 400, "invalidRequest");
      const targetGameId = body.data.targetGameId ?? null;
      if (targetGameId) {
        if (!(await mayEditGame(prisma, viewer, targetGameId)))
          return fail(res, 404, "gameNotFound");
      }
      const created = await sessions.create(viewer.id, targetGameId);
      res.status(201).json({ importId: created.id, expiresAt: created.expiresAt });
    }),
  );

  router.post(
    `${IMPORTS_PATH}/:id/known`,
    json,
    wrap(async (req, res) => {
      const viewer = await requireViewer(req, res);
      if (!viewer) return;
      const session = await requireSession(req, res, viewer);
      if (!session) return;
      const body = KnownBody.safeParse(req.body);
      if (!body.success) return fail(res, 400, "invalidRequest");
      // Only the viewer's own library and the curated one: a hash alone never opens someone
      // else's file.
      const hashes = [...new Set(body.data.assets.map((a) => a.sha256))];
      const found = hashes.length
        ? await prisma.asset.findMany({
            where: {
              OR: [{ sourceSha256: { in: hashes } }, { storageKey: { in: hashes } }],
              AND: [{ OR: [{ ownerId: viewer.id, curated: false }, { curated: true }] }],
            },
            select: { id: true, kind: true, sourceSha256: true, storageKey: true, curated: true },
            orderBy: { createdAt: "asc" },
          })
        : [];
      const cloned: { fileAssetId: string; assetId: string }[] = [];
      for (const a of body.data.assets) {
        const matches = found.filter(
          (f) => f.kind === a.kind && (f.sourceSha256 === a.sha256 || f.storageKey === a.sha256),
        );
        // the viewer's own copy first, the curated one else
        const match = matches.find((m) => !m.curated) ?? matches[0];
        if (!match) continue;
        await sessions.stage(session.id, a.fileAssetId, match.id, false);
        cloned.push({ fileAssetId: a.fileAssetId, assetId: match.id });
      }
      res.json({ cloned });
    }),
  );

  router.post(
    `${IMPORTS_PATH}/:id/assets`,
    wrap(async (req, res) => {
      const viewer = await requireViewer(req, res);
      if (!viewer) return void req.resume();
      const session = await requireSession(req, res, viewer);
      if (!session) return void req.resume();
      const query = UploadQuery.safeParse(req.query);
      if (!query.success) {
        req.resume();
        return fail(res, 400, "invalidRequest");
      }
      const { fileAssetId, kind, fileName } = query.data;
      if (failUploads > 0 && (failFor === null || failFor === fileAssetId)) {
        failFor = fileAssetId;
        failUploads--;
        res.setHeader("Connection", "close");
        req.resume();
        return fail(res, 503, "testFault");
      }
      const max = uploadLimitFor(assets.limits, kind);
      const upload = await receiveUpload(req, res, max, () =>
        fail(res, 413, "tooLarge", { maxMb: toMb(max) }),
      );
      if (!upload) return;
      try {
        if (upload.size === 0) return fail(res, 422, "invalid");
        const { asset, duplicate } = await assets.ingest({
          source: upload,
          fileName,
          kind,
          ownerId: viewer.id,
          curated: false,
        });
        await sessions.stage(session.id, fileAssetId, asset.id, !duplicate);
        res.status(201).json({ assetId: asset.id, duplicate });
      } catch (error) {
        if (!(error instanceof UploadRefused)) throw error;
        fail(res, error.reason === "tooLarge" ? 413 : 422, error.reason, {
          maxMb: error.maxMb ?? 0,
        });
      } finally {
        await removeTempFile(upload);
      }
    }),
  );

  router.post(
    `${IMPORTS_PATH}/:id/commit`,
    json,
    wrap(async (req, res) => {
      const viewer = await requireViewer(req, res);
      if (!viewer) return;
      const session = await requireSession(req, res, viewer);
      if (!session) return;
      if (session.gameId) return fail(res, 409, "alreadyCommitted");
      const body = CommitBody.safeParse(req.body);
      if (!body.success) return fail(res, 400, "invalidRequest");
      try {
        const result = await commitImport(prisma, {
          viewer,
          registry,
          document: body.data.document,
          name: body.data.name ?? null,
          targetGameId: session.targetGameId,
          sceneIds: body.data.sceneIds ?? null,
          newerArchive: body.data.newerArchive ?? false,
          assets: await sessions.staged(session.id),
          fileAssetIds: new Set(body.data.fileAssetIds),
          importId: session.id,
        });
        await prisma.importSession.update({
          where: { id: session.id },
          data: { expiresAt: sessions.retryWindow() },
        });
        res.status(201).json(result);
      } catch (error) {
        if (!(error instanceof ImportError)) throw error;
        fail(res, error.status, error.reason, {
          issues: error.issues.slice(0, 5),
        });
      }
    }),
  );

  router.post(
    `${IMPORTS_PATH}/:id/fill`,
    wrap(async (req, res) => {
      const viewer = await requireViewer(req, res);
      if (!viewer) return;
      const session = await requireSession(req, res, viewer);
      if (!session) return;
      try {
        res.json(await fillPendingReferences(prisma, { viewer, importId: session.id }));
      } catch (error) {
        if (!(error instanceof ImportError)) throw error;
        fail(res, 404, error.reason);
      }
    }),
  );

  router.delete(
    `${IMPORTS_PATH}/:id`,
    wrap(async (req, res) => {
      const viewer = await requireViewer(req, res);
      if (!viewer) return;
      const id = String(req.params["id"] ?? "");
      const own = await prisma.importSession.findFirst({ where: { id, ownerId: viewer.id } });
      if (!own) return fail(res, 404, "importNotFound");
      const removed = await sessions.discard(id);
      res.json({ removedAssets: removed });
    }),
  );

  if (deps.testFaults) {
    router.post("/api/_test/import-faults", express.json(), (req, res) => {
      const remote = req.socket.remoteAddress ?? "";
      if (!["127.0.0.1", "::1", "::ffff:127.0.0.1"].includes(remote))
        return void sendError(res, new ApiError("FORBIDDEN"), requestLocale(req));
      const n = Number((req.body as { failUploads?: unknown } | undefined)?.failUploads);
      failUploads = Number.isInteger(n) && n >= 0 ? n : 0;
      failFor = null;
      res.json({ failUploads });
    });
  }
  return router;
}
