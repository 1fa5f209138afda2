/**
 * Who may do what: one function per permission, asked by the GraphQL scope loaders
 * (graphql/builder.ts: `gameEditor(gameId)`, `gameViewer(gameId)`, `competitionManager(id)`,
 * `moderator`, …), by resolvers that need the row they checked, and by the REST routes.
 * Refusals are ApiErrors: no role at all is NOT_FOUND (ids of others' games and competitions do
 * not leak), a role that may not is FORBIDDEN with the reason. The game roles themselves (owner,
 * co-author, viewer) are defined in games/access.ts.
 */
import type { Locale } from "@exitgame/engine";
import { sharedRead } from "./db/shared-read";
import { ApiError } from "./errors";
import type { Prisma, PrismaClient } from "./generated/prisma/client";
import { CAN, canEditGame, roleOf, type GameAbility, type GameRole } from "./games/access";

export interface PermissionViewer {
  id: string;
  roles: readonly string[];
  /** Unverified accounts hold a session but no rights beyond verifying it. */
  emailVerified?: boolean;
}

export type AccountRole = "ADMIN" | "MODERATOR" | "COMPETITION_MANAGER";

/** A verified viewer with the account role (admins are not implied: callers say `admin` too). */
export function hasRole(viewer: PermissionViewer | null | undefined, role: AccountRole): boolean {
  return Boolean(viewer && viewer.emailVerified !== false && viewer.roles.includes(role));
}

export const isAdmin = (viewer: PermissionViewer | null | undefined) => hasRole(viewer, "ADMIN");
export const isModerator = (viewer: PermissionViewer | null | undefined) =>
  hasRole(viewer, "MODERATOR");
/** A verified competition manager or admin (the role; which competitions: `competitionWhere`). */
export const isCompetitionManager = (viewer: PermissionViewer | null | undefined) =>
  hasRole(viewer, "COMPETITION_MANAGER") || isAdmin(viewer);

const INT4_MAX = 2_147_483_647;

/**
 * Whether the viewer may edit game `gameId` (owner, accepted co-author, admin); false also when
 * the game does not exist, is in the bin or the id is no game id at all.
 */
export async function mayEditGame(
  prisma: Pick<PrismaClient, "game" | "gameShare">,
  viewer: PermissionViewer | null | undefined,
  gameId: number,
): Promise<boolean> {
  if (!viewer || !Number.isSafeInteger(gameId) || gameId < 1 || gameId > INT4_MAX) return false;
  return canEditGame(prisma, viewer, gameId);
}

export interface PermissionContext {
  prisma: Pick<PrismaClient, "game" | "competition">;
  viewer: PermissionViewer | null;
  locale: Locale;
}

export interface GameCheckOptions {
  /** A game in the bin counts (its owner's alone): restoring it. */
  includeDeleted?: boolean;
  /** A role that may not is refused as NOT_FOUND too (the bin: others learn nothing of it). */
  hideRefusal?: boolean;
}

type RoleRow = { ownerId: string; deletedAt: Date | null; shares?: { role: string }[] };

const validGameId = (id: number) => Number.isSafeInteger(id) && id >= 1 && id <= INT4_MAX;
const viewerShare = (viewer: PermissionViewer) => ({
  where: { userId: viewer.id },
  select: { role: true },
  take: 1,
});

/** The viewer's role in a game row read with their share, or the refusal. */
function decide(
  ctx: PermissionContext,
  game: RoleRow | null,
  ability: GameAbility,
  options: GameCheckOptions,
): GameRole {
  const role: GameRole | null = game ? roleOf(ctx.viewer, game, options) : null;
  if (!role) throw notFound(ctx, "game.notFound");
  if (!CAN[ability](role)) {
    if (options.hideRefusal) throw notFound(ctx, "game.notFound");
    const key = ability === "edit" ? "game.readOnly" : "game.ownerOnly";
    throw new ApiError("FORBIDDEN", { key, locale: ctx.locale, extensions: { messageKey: key } });
  }
  return role;
}

/**
 * The game if the viewer may do `ability` with it (read: viewer, co-author, owner; edit:
 * co-author, owner; manage: owner; admins: any game), with the viewer's role. Else NOT_FOUND
 * (no role) or FORBIDDEN (`game.readOnly`, `game.ownerOnly`).
 */
export async function requireGame(
  ctx: PermissionContext,
  id: number,
  ability: GameAbility,
  options: GameCheckOptions = {},
) {
  const viewer = ctx.viewer;
  const game =
    viewer && validGameId(id)
      ? await ctx.prisma.game.findUnique({
          where: { id },
          include: { shares: viewerShare(viewer) },
        })
      : null;
  const role = decide(ctx, game, ability, options);
  const { shares: _shares, ...row } = game!;
  return Object.assign(row, { role });
}

/**
 * The same check as `requireGame` reading only the owner and the viewer's share (never the
 * document): the GraphQL scope loaders `gameViewer(id)`, `gameEditor(id)`, `gameOwner(id)` and
 * REST routes that read the game themselves. Returns the viewer's role.
 */
export async function checkGame(
  ctx: PermissionContext,
  id: number,
  ability: GameAbility,
  options: GameCheckOptions = {},
): Promise<GameRole> {
  const viewer = ctx.viewer;
  const game =
    viewer && validGameId(id)
      ? await ctx.prisma.game.findUnique({
          where: { id },
          select: { ownerId: true, deletedAt: true, shares: viewerShare(viewer) },
        })
      : null;
  return decide(ctx, game, ability, options);
}

/** Whether the viewer is the owner `ownerId` of a row (a game, an asset): "mine", no rights implied. */
export function isOwner(
  viewer: PermissionViewer | null | undefined,
  ownerId: string | null,
): boolean {
  return Boolean(viewer && ownerId !== null && viewer.id === ownerId);
}

/**
 * Whether the viewer owns a thing whose owner is `ownerId` (a game, a competition), or is an
 * admin: the owner's rights over a row already read.
 */
export function ownsOrAdmin(viewer: PermissionViewer | null | undefined, ownerId: string): boolean {
  return Boolean(viewer && (viewer.id === ownerId || isAdmin(viewer)));
}

/** The game's owner (or an admin): LTI scores and other owner-only reads; NOT_FOUND otherwise. */
export async function requireGameOwner(ctx: PermissionContext, gameId: number): Promise<void> {
  const viewer = ctx.viewer;
  const game =
    viewer && Number.isSafeInteger(gameId)
      ? await ctx.prisma.game.findUnique({ where: { id: gameId }, select: { ownerId: true } })
      : null;
  if (!game || !ownsOrAdmin(viewer, game.ownerId)) throw notFound(ctx, "game.notFound");
}

/** The competitions a manager may see and change: their own; admins: all. */
export function competitionWhere(viewer: PermissionViewer): Prisma.CompetitionWhereInput {
  return isAdmin(viewer) ? {} : { createdById: viewer.id };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The competition if the viewer manages it (creator or admin); NOT_FOUND otherwise. */
export async function requireCompetition(ctx: PermissionContext, id: string) {
  const viewer = ctx.viewer;
  // Calls of one manager on one competition arriving together share the read (db/shared-read);
  // each gets its own copy.
  const owner = viewer ? (isAdmin(viewer) ? "*" : viewer.id) : "";
  const found =
    viewer && UUID.test(id)
      ? await sharedRead(ctx.prisma, `ownCompetition:${id}:${owner}`, () =>
          ctx.prisma.competition.findFirst({ where: { id, ...competitionWhere(viewer) } }),
        )
      : null;
  if (!found) throw notFound(ctx, "competition.managerNotFound");
  return { ...found };
}

/**
 * A REST route's competition of the viewer's (creator; admins: any): UNAUTHENTICATED without a
 * login, FORBIDDEN without the competition manager role, else `requireCompetition`'s answer, the
 * same the GraphQL scope `competitionManager(id)` asks.
 */
export async function requireManagedCompetition(ctx: PermissionContext, id: string) {
  if (!ctx.viewer) throw refused(ctx, "UNAUTHENTICATED", "common.unauthenticated");
  if (!isCompetitionManager(ctx.viewer)) throw refused(ctx, "FORBIDDEN", "common.forbidden");
  return requireCompetition(ctx, id);
}

function refused(
  ctx: PermissionContext,
  code: "UNAUTHENTICATED" | "FORBIDDEN",
  key: "common.unauthenticated" | "common.forbidden",
) {
  return new ApiError(code, { key, locale: ctx.locale, extensions: { messageKey: key } });
}

function notFound(ctx: PermissionContext, key: "game.notFound" | "competition.managerNotFound") {
  return new ApiError("NOT_FOUND", { key, locale: ctx.locale, extensions: { messageKey: key } });
}
