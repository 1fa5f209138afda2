/**
 * Staging for the batched import: an ImportSession remembers which stored asset each archive
 * asset became. Assets the session created are owned by the importing user; when a session
 * expires without its assets being used by a game (dialog closed, import failed, browser gone),
 * cleanup deletes them, so an abandoned import leaves no orphaned assets.
 */
import type { PrismaClient } from "../generated/prisma/client";
import type { AssetService } from "../assets/service";

/** How long an unfinished import may pause between two requests. */
export const IMPORT_SESSION_TTL_MS = 60 * 60 * 1000;
/** How long a committed import stays open for retrying its failed assets. */
export const IMPORT_RETRY_TTL_MS = 60 * 60 * 1000;

export function importSessions(deps: {
  prisma: PrismaClient;
  assets: Pick<AssetService, "remove">;
  now?: () => number;
}) {
  const { prisma, assets } = deps;
  const now = deps.now ?? Date.now;
  const expiry = (ms = IMPORT_SESSION_TTL_MS) => new Date(now() + ms);

  /**
   * Deletes the session and the assets it created that no game's gallery or document uses and no
   * other open import holds. Returns how many assets were deleted.
   */
  async function discard(importId: string): Promise<number> {
    const staged = await prisma.importSessionAsset.findMany({
      where: { importId, created: true },
      select: { assetId: true },
    });
    await prisma.importSession.deleteMany({ where: { id: importId } });
    let removed = 0;
    for (const { assetId } of staged) {
      const [inGallery, inOtherImport] = await Promise.all([
        prisma.gameAsset.count({ where: { assetId } }),
        prisma.importSessionAsset.count({ where: { assetId } }),
      ]);
      if (inGallery > 0 || inOtherImport > 0) continue;
      const inDocument = await prisma.$queryRaw<{ one: number }[]>`
        SELECT 1 AS one FROM "Game" WHERE strpos(document::text, ${`"${assetId}"`}) > 0 LIMIT 1`;
      if (inDocument.length > 0) continue;
      try {
        await assets.remove(assetId);
        removed++;
      } catch {
        // already gone (removed by its owner in the gallery meanwhile)
      }
    }
    return removed;
  }

  return {
    discard,
    async create(ownerId: string, targetGameId: number | null) {
      return prisma.importSession.create({
        data: { ownerId, targetGameId, expiresAt: expiry() },
        select: { id: true, expiresAt: true },
      });
    },
    /** The viewer's open session (and its expiry pushed back: the import is alive). */
    async touch(importId: string, ownerId: string) {
      const { count } = await prisma.importSession.updateMany({
        where: { id: importId, ownerId, expiresAt: { gt: new Date(now()) } },
        data: { expiresAt: expiry() },
      });
      if (count === 0) return null;
      return prisma.importSession.findUniqueOrThrow({ where: { id: importId } });
    },
    async stage(importId: string, fileAssetId: string, assetId: string, created: boolean) {
      await prisma.importSessionAsset.upsert({
        where: { importId_fileAssetId: { importId, fileAssetId } },
        create: { importId, fileAssetId, assetId, created },
        update: { assetId, created },
      });
    },
    async staged(importId: string) {
      const rows = await prisma.importSessionAsset.findMany({ where: { importId } });
      return new Map(rows.map((r) => [r.fileAssetId, r.assetId]));
    },
    /** Expired sessions go, with the assets only they held. */
    async cleanup(): Promise<{ sessions: number; assets: number }> {
      const expired = await prisma.importSession.findMany({
        where: { expiresAt: { lt: new Date(now()) } },
        select: { id: true },
        take: 100,
      });
      let removedAssets = 0;
      for (const { id } of expired) removedAssets += await discard(id);
      return { sessions: expired.length, assets: removedAssets };
    },
    retryWindow: () => expiry(IMPORT_RETRY_TTL_MS),
  };
}
export type ImportSessions = ReturnType<typeof importSessions>;
