/**
 * Teams' time-control actions (extra time, pause, resume, end) as one SQL statement: the
 * manager's competition (ownership), each team's clock before, its refusal, the update, one
 * audit row per team and each team's new clock for its devices and the board, in one round trip.
 * One statement serves one team or many teams of one competition acted on by one manager with
 * one kind of action (team-control-batch gathers the teacher's concurrent per-team calls:
 * 200 teams acted on one by one at once, issue 24, cost a few statements instead of 200). No
 * competition row is locked: the update locks the teams' rows only, the audit's foreign key
 * takes a shared key lock.
 *
 * The refusals are the ones TimeControl gives the whole class (same keys, same order), per
 * team: a refused team is not written and not audited, the others are. An action that had
 * already been done (nothing changed) is audited like the others (`teams: 0`).
 */
import { randomBytes } from "node:crypto";
import { Prisma, type PrismaClient } from "../generated/prisma/client";
import type { TeamControlRow } from "./control-events";
import { teamEndSql } from "./team-clock";

export type TeamAction =
  | { kind: "setTeamExtraTime"; minutes: number }
  | { kind: "pauseCompetition" }
  | { kind: "resumeCompetition" }
  | { kind: "endTeamGame" };

export type TeamRefusal = "noCompetition" | "noTeam" | "teamEnded" | "competitionEnded";

/** One team's part of a statement. */
export interface TeamActionItem {
  sessionId: string;
  /** setTeamExtraTime: the minutes (checked by the caller: 0..EXTRA_MINUTES_MAX). */
  minutes?: number;
}

export interface TeamActionResult {
  refusal: TeamRefusal | null;
  /** The team's clock after the action; null when nothing changed (or refused). */
  changed: TeamControlRow | null;
  /** What the team's devices need of the competition (null: no such competition). */
  competition: { endDate: Date; announcement: string | null; announcedAt: Date | null } | null;
}

/** A time-ordered UUID (version 7), as Prisma's `@default(uuid(7))` makes for the audit rows. */
export function uuidv7(now: number = Date.now()): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

interface Row {
  ord: bigint | number;
  refusal: TeamRefusal | null;
  id: string | null;
  snapshotSeq: number | null;
  currentSceneId: string | null;
  createdAt: Date | null;
  finishedAt: Date | null;
  extraMinutes: number | null;
  pausedAt: Date | null;
  pausedMs: number | null;
  endedAt: Date | null;
  endDate: Date | null;
  announcement: string | null;
  announcedAt: Date | null;
}

/**
 * One kind of action on `items` (each team at most once: a team named twice would be updated
 * once and audited twice; team-control-batch never does that). Results in the items' order.
 */
export async function runTeamActions(
  prisma: Pick<PrismaClient, "$queryRaw">,
  input: {
    competitionId: string;
    /** The manager acting (the audit rows). */
    userId: string;
    /** Only a competition of this user (null: any, an admin). */
    ownerId: string | null;
    now: Date;
    kind: TeamAction["kind"];
    items: readonly TeamActionItem[];
  },
): Promise<TeamActionResult[]> {
  const { competitionId, userId, ownerId, now, kind, items } = input;
  if (items.length === 0) return [];
  const at = Prisma.sql`${now}::timestamptz`;
  const over = Prisma.sql`(s."finishedAt" IS NOT NULL OR s."endedAt" IS NOT NULL
    OR ${at} >= ${teamEndSql("s", "c", now)})`;
  const pauseMs = Prisma.sql`CASE WHEN s."pausedAt" IS NULL THEN 0
    ELSE GREATEST(0, floor(extract(epoch FROM (${at} - s."pausedAt")) * 1000))::int END`;
  const playing = Prisma.sql`s."finishedAt" IS NULL AND s."endedAt" IS NULL
    AND ${at} < ${teamEndSql("s", "c", now)}`;
  // The refusal from the team's clock before (the competition and the team exist).
  let refusal = Prisma.sql`NULL`;
  let set: Prisma.Sql;
  let where: Prisma.Sql;
  let details = Prisma.sql`jsonb_build_object('teams', (SELECT count(*)::int FROM u WHERE u."ord" = v."ord"))`;
  switch (kind) {
    case "setTeamExtraTime":
      refusal = Prisma.sql`CASE WHEN t."over" THEN 'teamEnded' END`;
      set = Prisma.sql`SET "extraMinutes" = v."minutes", "updatedAt" = ${at}`;
      where = Prisma.sql`s."extraMinutes" <> v."minutes" AND ${playing}`;
      details = Prisma.sql`jsonb_build_object('minutes', v."minutes",
        'teams', (SELECT count(*)::int FROM u WHERE u."ord" = v."ord"))`;
      break;
    case "pauseCompetition":
      refusal = Prisma.sql`CASE WHEN t."over" AND ${at} >= t."endDate" THEN 'competitionEnded'
        WHEN t."over" THEN 'teamEnded' END`;
      set = Prisma.sql`SET "pausedAt" = ${at}, "updatedAt" = ${at}`;
      where = Prisma.sql`s."pausedAt" IS NULL AND ${playing}`;
      break;
    case "resumeCompetition":
      // The pause is added to the team's paused time; its next timer moves by it.
      set = Prisma.sql`SET "pausedMs" = s."pausedMs" + ${pauseMs},
          "wakeAt" = s."wakeAt" + ${pauseMs} * interval '1 millisecond',
          "progressAt" = s."progressAt" + ${pauseMs} * interval '1 millisecond',
          "wrongStreakSince" = s."wrongStreakSince" + ${pauseMs} * interval '1 millisecond',
          "pausedAt" = NULL, "updatedAt" = ${at}`;
      where = Prisma.sql`s."pausedAt" IS NOT NULL`;
      break;
    case "endTeamGame":
      // Its pause so far counts; its timers stop.
      set = Prisma.sql`SET "endedAt" = ${at}, "wakeAt" = NULL, "updatedAt" = ${at},
          "pausedMs" = s."pausedMs" + ${pauseMs}, "pausedAt" = NULL`;
      where = Prisma.sql`s."endedAt" IS NULL AND s."finishedAt" IS NULL`;
      break;
  }
  const sessionIds = items.map((i) => i.sessionId);
  const minutes = items.map((i) => i.minutes ?? null);
  const auditIds = items.map(() => uuidv7(now.getTime()));
  const rows = await prisma.$queryRaw<Row[]>`
    WITH c AS (
      SELECT "id", "endDate", "announcement", "announcedAt" FROM "Competition"
      WHERE "id" = ${competitionId} AND (${ownerId}::text IS NULL OR "createdById" = ${ownerId}::text)
    ), i AS (
      SELECT * FROM unnest(${sessionIds}::text[], ${minutes}::int[], ${auditIds}::text[])
        WITH ORDINALITY AS i("sessionId", "minutes", "auditId", "ord")
    ), t AS (
      SELECT i."ord", c."endDate", ${over} AS "over"
      FROM i JOIN "CompetitionSession" s ON s."id" = i."sessionId" JOIN c ON c."id" = s."competitionId"
    ), v AS (
      SELECT i.*, CASE WHEN NOT EXISTS (SELECT 1 FROM c) THEN 'noCompetition'
                       WHEN t."ord" IS NULL THEN 'noTeam'
                       ELSE ${refusal} END AS "refusal"
      FROM i LEFT JOIN t ON t."ord" = i."ord"
    ), u AS (
      UPDATE "CompetitionSession" s ${set}
      FROM c, v
      WHERE ${where} AND s."id" = v."sessionId" AND s."competitionId" = c."id" AND v."refusal" IS NULL
      RETURNING v."ord", s."id", s."snapshotSeq", s."currentSceneId", s."createdAt", s."finishedAt",
        s."extraMinutes", s."pausedAt", s."pausedMs", s."endedAt"
    ), a AS (
      INSERT INTO "CompetitionAudit" ("id", "competitionId", "userId", "action", "sessionId", "details", "createdAt")
      SELECT v."auditId", ${competitionId}, ${userId}, ${kind}, v."sessionId", ${details}, ${at}
      FROM v WHERE v."refusal" IS NULL
      RETURNING 1
    )
    SELECT v."ord", v."refusal", u."id", u."snapshotSeq", u."currentSceneId", u."createdAt",
      u."finishedAt", u."extraMinutes", u."pausedAt", u."pausedMs", u."endedAt",
      c."endDate", c."announcement", c."announcedAt"
    FROM v LEFT JOIN u ON u."ord" = v."ord" LEFT JOIN c ON true
    ORDER BY v."ord"`;
  return rows.map(resultOf);
}

/** One team's action (a statement of its own). */
export async function runTeamAction(
  prisma: Pick<PrismaClient, "$queryRaw">,
  input: {
    competitionId: string;
    sessionId: string;
    userId: string;
    ownerId: string | null;
    now: Date;
    action: TeamAction;
  },
): Promise<TeamActionResult> {
  const { action, sessionId, ...rest } = input;
  const minutes = action.kind === "setTeamExtraTime" ? action.minutes : undefined;
  const [result] = await runTeamActions(prisma, {
    ...rest,
    kind: action.kind,
    items: [{ sessionId, minutes }],
  });
  return result!;
}

function resultOf(row: Row): TeamActionResult {
  return {
    refusal: row.refusal,
    changed:
      row.id === null
        ? null
        : {
            id: row.id,
            snapshotSeq: row.snapshotSeq!,
            currentSceneId: row.currentSceneId,
            createdAt: row.createdAt!,
            finishedAt: row.finishedAt,
            extraMinutes: row.extraMinutes!,
            pausedAt: row.pausedAt,
            pausedMs: row.pausedMs!,
            endedAt: row.endedAt,
          },
    competition: row.endDate
      ? { endDate: row.endDate, announcement: row.announcement, announcedAt: row.announcedAt }
      : null,
  };
}
