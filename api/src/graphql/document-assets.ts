/**
 * A game document may only name assets its owner may use: the owner's own, the curated library
 * and the game's gallery. Checked at every save and publish (imports check the same in
 * exchange/commit-import.ts), so that nobody can publish another user's private file by writing
 * its id into an element. Ids of assets that no longer exist are left alone (they serve nothing).
 */
import type { GameDocument } from "@exitgame/engine";
import { assetReferences } from "@exitgame/engine/exchange/prepare-import";
import { registry } from "@exitgame/element-plugins/definitions";
import type { GraphQLContext } from "./context";
import { userError } from "./errors";

export async function assertUsableDocumentAssets(
  ctx: Pick<GraphQLContext, "prisma" | "locale">,
  gameId: number,
  document: GameDocument,
): Promise<void> {
  /** The first element naming each asset (for the message). */
  const users = new Map<string, { id: string; name: string }>();
  const elements = [...document.scenes.flatMap((s) => s.elements), ...document.globalElements];
  for (const element of elements)
    for (const assetId of assetReferences(registry, element))
      if (!users.has(assetId)) users.set(assetId, { id: element.id, name: element.name });
  if (users.size === 0) return;
  const game = await ctx.prisma.game.findUnique({
    where: { id: gameId },
    select: { ownerId: true },
  });
  if (!game) return;
  const foreign = await ctx.prisma.asset.findMany({
    where: {
      id: { in: [...users.keys()] },
      curated: false,
      OR: [{ ownerId: null }, { ownerId: { not: game.ownerId } }],
      games: { none: { gameId } },
    },
    select: { id: true },
  });
  const refused = [...users.entries()].find(([assetId]) => foreign.some((a) => a.id === assetId));
  if (!refused) return;
  const [assetId, element] = refused;
  throw userError(
    ctx,
    "BAD_USER_INPUT",
    "game.assetNotAllowed",
    { element: element.name || element.id },
    { elementId: element.id, assetId },
  );
}
