/**
 * Who may do what with a game: the one rule every GraphQL field, asset permission and REST
 * route asks ("may this viewer edit game X?").
 *
 *  - owner     everything: edit, publish, versions, share, delete (bin), restore from the bin;
 *  - coauthor  (shared with "edit") edit the document, rename, publish/unpublish, versions
 *              (create, restore), copy; never delete the game or change its sharing;
 *  - viewer    (shared with "view") open read-only (document, versions, preview) and copy;
 *              never write.
 *  Admins count as owners of every game. A share counts once it is accepted (userId set).
 *  A game in the bin (deletedAt set) is its owner's alone: nobody else sees it, and only
 *  `restoreGame` and the bin list reach it (`includeDeleted`).
 */
import type { PrismaClient } from "../generated/prisma/client";

export type GameRole = "owner" | "coauthor" | "viewer";

export interface AccessViewer {
  id: string;
  roles: readonly string[];
}

/** What each role may do. */
export const CAN = {
  read: (role: GameRole | null) => role !== null,
  edit: (role: GameRole | null) => role === "owner" || role === "coauthor",
  manage: (role: GameRole | null) => role === "owner",
} as const;
export type GameAbility = keyof typeof CAN;

type Db = Pick<PrismaClient, "game" | "gameShare">;

/**
 * The viewer's role in game `gameId`, or null (no such game, not theirs, in the bin).
 * One query for the game and the viewer's accepted share.
 */
export async function gameRole(
  prisma: Db,
  viewer: AccessViewer | null | undefined,
  gameId: number,
  options: { includeDeleted?: boolean } = {},
): Promise<GameRole | null> {
  if (!viewer || !Number.isSafeInteger(gameId)) return null;
  const game = await prisma.game.findUnique({
    where: { id: gameId },
    select: {
      ownerId: true,
      deletedAt: true,
      shares: { where: { userId: viewer.id }, select: { role: true }, take: 1 },
    },
  });
  if (!game) return null;
  return roleOf(viewer, game, options);
}

/** The role from a loaded game row (ownerId, deletedAt and the viewer's accepted share). */
export function roleOf(
  viewer: AccessViewer | null | undefined,
  game: { ownerId: string; deletedAt: Date | null; shares?: { role: string }[] },
  options: { includeDeleted?: boolean } = {},
): GameRole | null {
  if (!viewer) return null;
  const owner = game.ownerId === viewer.id || viewer.roles.includes("ADMIN");
  if (game.deletedAt && !options.includeDeleted) return null;
  if (game.deletedAt) return owner ? "owner" : null;
  if (owner) return "owner";
  const share = game.shares?.[0]?.role;
  return share === "COAUTHOR" ? "coauthor" : share === "VIEWER" ? "viewer" : null;
}

/** Whether the viewer may edit game `gameId` (owner, co-author, admin). */
export async function canEditGame(
  prisma: Db,
  viewer: AccessViewer | null | undefined,
  gameId: number,
): Promise<boolean> {
  return CAN.edit(await gameRole(prisma, viewer, gameId));
}

/**
 * Prisma `where` for the games the viewer may edit (owner or accepted co-author), not in the bin:
 * for list queries and SQL-free checks.
 */
export function editableGamesWhere(viewerId: string) {
  return {
    deletedAt: null,
    OR: [
      { ownerId: viewerId },
      { shares: { some: { userId: viewerId, role: "COAUTHOR" as const } } },
    ],
  };
}
