/**
 * Versions of a game's document (issue 26 item 4). A version is kept
 *  - at every publish (PUBLISH),
 *  - on save, when the last automatic version is older than 10 minutes (AUTO),
 *  - on demand, with a name (NAMED),
 *  - at every restore (RESTORE: the restored document; the document it replaced is kept first
 *    as an AUTO version when no version holds it yet, so nothing is ever overwritten).
 * Each stores what changed since the version before it (engine diffDocuments), worded when listed.
 *
 * Thinning (after every new version, `versionsToThin`): named, publish and restore versions are
 * kept; automatic ones are all kept for a day, then the newest of each day for 30 days, then the
 * newest of each month. Storage bound per game: at most MAX_AUTO_VERSIONS automatic versions and
 * MAX_AUTO_BYTES of their documents (the oldest go first; the newest is always kept).
 */
import { diffDocuments } from "@exitgame/engine";
import type { PrismaClient } from "../generated/prisma/client";

export const AUTO_VERSION_INTERVAL_MS = 10 * 60_000;
export const MAX_AUTO_VERSIONS = 200;
export const MAX_AUTO_BYTES = 50 * 1024 * 1024;
const DAY_MS = 24 * 3_600_000;

export type VersionKind = "AUTO" | "PUBLISH" | "NAMED" | "RESTORE";

export interface ThinnableVersion {
  id: string;
  kind: VersionKind;
  createdAt: Date;
  bytes: number;
}

/**
 * The ids of the automatic versions to delete at `now` (see the file's comment). Pure: the rule
 * is tested with a test clock.
 */
export function versionsToThin(
  versions: readonly ThinnableVersion[],
  now: Date,
  bounds: { maxCount: number; maxBytes: number } = {
    maxCount: MAX_AUTO_VERSIONS,
    maxBytes: MAX_AUTO_BYTES,
  },
): string[] {
  const autos = versions
    .filter((v) => v.kind === "AUTO")
    .toSorted((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1));
  const drop: string[] = [];
  const seen = new Set<string>();
  const kept: ThinnableVersion[] = [];
  for (const version of autos) {
    const age = now.getTime() - version.createdAt.getTime();
    const iso = version.createdAt.toISOString();
    // Within a day: all. Up to 30 days: one per (UTC) day. Older: one per month.
    const bucket =
      age < DAY_MS ? null : age < 30 * DAY_MS ? `d${iso.slice(0, 10)}` : `m${iso.slice(0, 7)}`;
    if (bucket !== null && seen.has(bucket)) drop.push(version.id);
    else {
      if (bucket !== null) seen.add(bucket);
      kept.push(version);
    }
  }
  let bytes = 0;
  kept.forEach((version, index) => {
    bytes += version.bytes;
    if (index > 0 && (index >= bounds.maxCount || bytes > bounds.maxBytes)) drop.push(version.id);
  });
  return drop;
}

type Db = Pick<PrismaClient, "$queryRaw" | "$executeRaw" | "gameVersion" | "game">;

/** Deletes what `versionsToThin` names for game `gameId`; returns how many. */
export async function thinVersions(prisma: Db, gameId: number, now: Date): Promise<number> {
  const versions = await prisma.gameVersion.findMany({
    where: { gameId, kind: "AUTO" },
    select: { id: true, kind: true, createdAt: true, bytes: true },
  });
  const drop = versionsToThin(versions, now);
  if (!drop.length) return 0;
  const { count } = await prisma.gameVersion.deleteMany({ where: { id: { in: drop } } });
  return count;
}

/**
 * Keeps the game's current document as a version of `kind`; returns its id (null: no such game).
 * `onlyIfChanged`: not when the newest version already holds this documentVersion.
 */
/** Documents up to this size are compared with the version before (the list's sentences). */
const SUMMARY_MAX_BYTES = 256 * 1024;

export async function recordVersion(
  prisma: Db,
  input: {
    gameId: number;
    kind: VersionKind;
    authorId: string | null;
    now: Date;
    name?: string | null;
    onlyIfChanged?: boolean;
  },
): Promise<string | null> {
  // The document is copied inside the database (never parsed or serialised here), and compared
  // with the version before only when both are small: a 4.5 MB game would hold the event loop.
  const [game] = await prisma.$queryRaw<{ documentVersion: number; bytes: number }[]>`
    SELECT "documentVersion", octet_length("document"::text) AS "bytes"
      FROM "Game" WHERE "id" = ${input.gameId}`;
  if (!game) return null;
  const previous = await prisma.gameVersion.findFirst({
    where: { gameId: input.gameId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { documentVersion: true, bytes: true, id: true },
  });
  if (input.onlyIfChanged && previous?.documentVersion === game.documentVersion) return null;
  let changes: object[] = [{ kind: "notSummarised" }];
  if (Number(game.bytes) <= SUMMARY_MAX_BYTES && (previous?.bytes ?? 0) <= SUMMARY_MAX_BYTES) {
    const [current, before] = await Promise.all([
      prisma.game.findUnique({ where: { id: input.gameId }, select: { document: true } }),
      previous
        ? prisma.gameVersion.findUnique({ where: { id: previous.id }, select: { document: true } })
        : null,
    ]);
    if (current) changes = diffDocuments(before?.document ?? null, current.document) as object[];
  }
  // The row first (its id from Prisma: time-ordered), then the document copied into it in SQL.
  const created = await prisma.gameVersion.create({
    data: {
      gameId: input.gameId,
      kind: input.kind,
      name: input.name ?? null,
      document: {},
      documentVersion: game.documentVersion,
      bytes: Number(game.bytes),
      changes,
      authorId: input.authorId,
      createdAt: input.now,
    },
    select: { id: true },
  });
  await prisma.$executeRaw`
    UPDATE "GameVersion" v
       SET "document" = g."document", "documentVersion" = g."documentVersion",
           "bytes" = octet_length(g."document"::text)
      FROM "Game" g
     WHERE v."id" = ${created.id} AND g."id" = ${input.gameId}`;
  await thinVersions(prisma, input.gameId, input.now);
  return created.id;
}

/**
 * When the newest automatic version of a game was made, as this instance last learnt it (per
 * database client, by game). Another instance can only have made a newer one, and thinning keeps
 * the newest: while this is under 10 minutes old, no version is due and saves skip the query.
 */
const lastAutoSeen = new WeakMap<object, Map<number, number>>();
const LAST_AUTO_GAMES = 1_000;

function rememberAuto(prisma: object, gameId: number, at: Date) {
  let games = lastAutoSeen.get(prisma);
  if (!games) lastAutoSeen.set(prisma, (games = new Map()));
  games.delete(gameId);
  games.set(gameId, at.getTime());
  if (games.size > LAST_AUTO_GAMES) games.delete(games.keys().next().value!);
}

/** After a save: an AUTO version when the last automatic one is older than 10 minutes (or none). */
export async function saveVersionIfDue(
  prisma: Db,
  input: { gameId: number; authorId: string | null; now: Date },
): Promise<string | null> {
  const known = lastAutoSeen.get(prisma)?.get(input.gameId);
  const recent = (at: number) => input.now.getTime() - at < AUTO_VERSION_INTERVAL_MS;
  if (known !== undefined && recent(known)) return null;
  const last = await prisma.gameVersion.findFirst({
    where: { gameId: input.gameId, kind: "AUTO" },
    orderBy: { createdAt: "desc" },
    select: { createdAt: true },
  });
  if (last) rememberAuto(prisma, input.gameId, last.createdAt);
  if (last && recent(last.createdAt.getTime())) return null;
  const id = await recordVersion(prisma, { ...input, kind: "AUTO" });
  if (id) rememberAuto(prisma, input.gameId, input.now);
  return id;
}
