/**
 * One team's time-control action (extra time, pause, resume, end) as one SQL statement: the
 * manager's competition (ownership), the team's clock before, the refusal, the update, the
 * audit row and the team's new clock for its devices and the board, in one round trip. 200
 * teams acted on one by one at once (issue 24) then cost 200 statements instead of six queries
 * each (the pool queued them). No competition row is locked: the update locks the team's row
 * only, the audit's foreign key takes a shared key lock.
 *
 * The refusals are the ones TimeControl gives the whole class (same keys, same order): nothing
 * is written when refused. An action that had already been done (nothing changed) is audited
 * like the others (`teams: 0`).
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

export async function runTeamAction(
  prisma: Pick<PrismaClient, "$queryRaw">,
  input: {
    competitionId: string;
    sessionId: string;
    /** The manager acting (the audit row). */
    userId: string;
    /** Only a competition of this user (null: any, an admin). */
    ownerId: string | null;
    now: Date;
    action: TeamAction;
  },
): Promise<TeamActionResult> {
  const { competitionId, sessionId, userId, ownerId, now, action } = input;
  const at = Prisma.sql`${now}::timestamptz`;
  const over = Prisma.sql`(s."finishedAt" IS NOT NULL OR s."endedAt" IS NOT NULL
    OR ${at} >= ${teamEndSql("s", "c", now)})`;
  const pauseMs = Prisma.sql`CASE WHEN s."pausedAt" IS NULL THEN 0
    ELSE GREATEST(0, floor(extract(epoch FROM (${at} - s."pausedAt")) * 1000))::int END`;
  const playing = Prisma.sql`s."finishedAt" IS NULL AND s."endedAt" IS NULL
    AND ${at} < ${teamEndSql("s", "c", now)}`;
  // The refusal from the team's clock before (the competition and the team exist).
  let refusal: Prisma.Sql;
  let update: Prisma.Sql;
  let details: Prisma.Sql;
  switch (action.kind) {
    case "setTeamExtraTime":
      refusal = Prisma.sql`CASE WHEN t."over" THEN 'teamEnded' END`;
      update = Prisma.sql`SET "extraMinutes" = ${action.minutes}, "updatedAt" = ${at}
        FROM c WHERE s."id" = ${sessionId} AND s."competitionId" = c."id"
          AND s."extraMinutes" <> ${action.minutes} AND ${playing}`;
      details = Prisma.sql`jsonb_build_object('minutes', ${action.minutes}::int, 'teams', (SELECT count(*)::int FROM u))`;
      break;
    case "pauseCompetition":
      refusal = Prisma.sql`CASE WHEN t."over" AND ${at} >= t."endDate" THEN 'competitionEnded'
        WHEN t."over" THEN 'teamEnded' END`;
      update = Prisma.sql`SET "pausedAt" = ${at}, "updatedAt" = ${at}
        FROM c WHERE s."id" = ${sessionId} AND s."competitionId" = c."id"
          AND s."pausedAt" IS NULL AND ${playing}`;
      details = Prisma.sql`jsonb_build_object('teams', (SELECT count(*)::int FROM u))`;
      break;
    case "resumeCompetition":
      // The pause is added to the team's paused time; its next timer moves by it.
      refusal = Prisma.sql`NULL`;
      update = Prisma.sql`SET "pausedMs" = s."pausedMs" + ${pauseMs},
          "wakeAt" = s."wakeAt" + ${pauseMs} * interval '1 millisecond',
          "progressAt" = s."progressAt" + ${pauseMs} * interval '1 millisecond',
          "wrongStreakSince" = s."wrongStreakSince" + ${pauseMs} * interval '1 millisecond',
          "pausedAt" = NULL, "updatedAt" = ${at}
        FROM c WHERE s."id" = ${sessionId} AND s."competitionId" = c."id"
          AND s."pausedAt" IS NOT NULL`;
      details = Prisma.sql`jsonb_build_object('teams', (SELECT count(*)::int FROM u))`;
      break;
    case "endTeamGame":
      // Its pause so far counts; its timers stop.
      refusal = Prisma.sql`NULL`;
      update = Prisma.sql`SET "endedAt" = ${at}, "wakeAt" = NULL, "updatedAt" = ${at},
          "pausedMs" = s."pausedMs" + ${pauseMs}, "pausedAt" = NULL
        FROM c WHERE s."id" = ${sessionId} AND s."competitionId" = c."id"
          AND s."endedAt" IS NULL AND s."finishedAt" IS NULL`;
      details = Prisma.sql`jsonb_build_object('teams', (SELECT count(*)::int FROM u))`;
      break;
  }
  const rows = await prisma.$queryRaw<Row[]>`
    WITH c AS (
      SELECT "id", "endDate", "announcement", "announcedAt" FROM "Competition"
      WHERE "id" = ${competitionId} AND (${ownerId}::text IS NULL OR "createdById" = ${ownerId}::text)
    ), t AS (
      SELECT c."endDate", ${over} AS "over"
      FROM "CompetitionSession" s JOIN c ON c."id" = s."competitionId"
      WHERE s."id" = ${sessionId}
    ), v AS (
      SELECT CASE WHEN NOT EXISTS (SELECT 1 FROM c) THEN 'noCompetition'
                  WHEN NOT EXISTS (SELECT 1 FROM t) THEN 'noTeam'
                  ELSE (SELECT ${refusal} FROM t) END AS "refusal"
    ), u AS (
      UPDATE "CompetitionSession" s ${update} AND (SELECT "refusal" FROM v) IS NULL
      RETURNING s."id", s."snapshotSeq", s."currentSceneId", s."createdAt", s."finishedAt",
        s."extraMinutes", s."pausedAt", s."pausedMs", s."endedAt"
    ), a AS (
      INSERT INTO "CompetitionAudit" ("id", "competitionId", "userId", "action", "sessionId", "details", "createdAt")
      SELECT ${uuidv7(now.getTime())}, ${competitionId}, ${userId}, ${action.kind}, ${sessionId}, ${details}, ${at}
      FROM v WHERE v."refusal" IS NULL
      RETURNING 1
    )
    SELECT v."refusal", u.*, c."endDate", c."announcement", c."announcedAt"
    FROM v LEFT JOIN u ON true LEFT JOIN c ON true`;
  const row = rows[0]!;
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
