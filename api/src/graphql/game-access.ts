/**
 * Who may edit a game: its owner and admins. The one place that decides it for the editor's
 * co-authoring paths (applyGameOperations, the editor's live channel); co-authors of a shared game
 * join here.
 */
import type { PrismaClient } from "../generated/prisma/client";

export interface EditorViewer {
  id: string;
  roles: readonly string[];
}

/** Whether `viewer` may edit game `gameId` (false also when the game does not exist). */
export async function mayEditGame(
  prisma: Pick<PrismaClient, "game">,
  viewer: EditorViewer | null,
  gameId: number,
): Promise<boolean> {
  if (!viewer || !Number.isSafeInteger(gameId) || gameId < 1 || gameId > 2_147_483_647)
    return false;
  const game = await prisma.game.findUnique({ where: { id: gameId }, select: { ownerId: true } });
  if (!game) return false;
  return game.ownerId === viewer.id || viewer.roles.includes("ADMIN");
}
