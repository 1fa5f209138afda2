/**
 * A game document may only name assets its owner may use: the owner's own, the curated library
 * and the game's gallery. Checked at every save and publish (imports check the same in
 * exchange/commit-import.ts), so that nobody can publish another user's private file by writing
 * its id into an element. Ids of assets that no longer exist are left alone (they serve nothing).
 */
import type { GameDocument } from "@exitgame/engine";
import { documentAssetUses, type AssetUse } from "./document-asset-uses";
import type { GraphQLContext } from "./context";
import { userError } from "./errors";

export { documentAssetUses, type AssetUse };

export async function assertUsableDocumentAssets(
  ctx: Pick<GraphQLContext, "prisma" | "locale">,
  gameId: number,
  document: GameDocument | readonly AssetUse[],
): Promise<void> {
  const uses = Array.isArray(document)
    ? (document as readonly AssetUse[])
    : documentAssetUses(document as GameDocument);
  if (uses.length === 0) return;
  const game = await ctx.prisma.game.findUnique({
    where: { id: gameId },
    select: { ownerId: true },
  });
  if (!game) return;
  const foreign = await ctx.prisma.asset.findMany({
    where: {
      id: { in: uses.map((u) => u.assetId) },
      curated: false,
      OR: [{ ownerId: null }, { ownerId: { not: game.ownerId } }],
      games: { none: { gameId } },
    },
    select: { id: true },
  });
  const refused = uses.find((u) => foreign.some((a) => a.id === u.assetId));
  if (!refused) return;
  throw userError(
    ctx,
    "BAD_USER_INPUT",
    "game.assetNotAllowed",
    { element: refused.elementName || refused.elementId },
    { elementId: refused.elementId, assetId: refused.assetId },
  );
}
