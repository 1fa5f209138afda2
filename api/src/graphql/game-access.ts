/**
 * Who may edit a game, for the editor's co-authoring paths (applyGameOperations, the editor's live
 * channel): owner, accepted co-authors and admins, as the one rule in games/access.ts decides.
 */
import type { PrismaClient } from "../generated/prisma/client";
import { canEditGame } from "../games/access";

export interface EditorViewer {
  id: string;
  roles: readonly string[];
}

/** Whether `viewer` may edit game `gameId` (false also when the game does not exist or is in the bin). */
export async function mayEditGame(
  prisma: Pick<PrismaClient, "game" | "gameShare">,
  viewer: EditorViewer | null,
  gameId: number,
): Promise<boolean> {
  if (!viewer || !Number.isSafeInteger(gameId) || gameId < 1 || gameId > 2_147_483_647)
    return false;
  return canEditGame(prisma, viewer, gameId);
}
