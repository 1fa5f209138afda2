/**
 * The teacher's time control during a competition: extra minutes per team, pausing and resuming
 * the whole class or one team, ending a team's (or everyone's) game early. The state lives in the
 * database (CompetitionSession.extraMinutes/pausedAt/pausedMs/endedAt, Competition.pausedAt), so
 * it survives a restart and holds on every instance; every call is idempotent and leaves an
 * audit row (CompetitionAudit: who, what, when). One team's action is one SQL statement
 * (team-control-sql), shared by the calls on other teams arriving with it (team-control-batch:
 * 200 teams acted on one by one at once stay within 1 s); the whole class's reads the class,
 * then updates it.
 *
 * The clock itself is in team-clock (teamTiming). While paused, the server accepts no input of
 * the team and its timers and delays wait (the scheduler skips paused teams and a resume moves
 * their wake-up by the pause).
 */
import { Prisma, type PrismaClient } from "../generated/prisma/client";
import { ApiError } from "../errors";
import type { MessageKey } from "../i18n/messages";
import type { CompetitionControlRow, TeamControlRow } from "./control-events";
import { teamEndSql, teamTiming, TEAM_CLOCK_SELECT } from "./team-clock";
import { teamActionsFor } from "./team-control-batch";
import type { TeamAction, TeamRefusal } from "./team-control-sql";

export {
  EXTRA_MINUTES_MAX,
  loadTeamTiming,
  teamEndSql,
  teamTiming,
  type TeamClockFields,
  type TeamTiming,
} from "./team-clock";
import { EXTRA_MINUTES_MAX } from "./team-clock";

/** A refusal of the teacher's action, with its message key (translated by the GraphQL layer). */
export class TimeControlError extends ApiError {
  constructor(
    code: "NOT_FOUND" | "BAD_USER_INPUT" | "CONFLICT",
    key: MessageKey,
    params: Record<string, string | number> = {},
  ) {
    super(code, { key, params });
    this.name = "TimeControlError";
  }
}

export type TimeAction =
  | "setTeamExtraTime"
  | "pauseCompetition"
  | "resumeCompetition"
  | "endTeamGame"
  | "pushCompetitionAnnouncement"
  | "updateCompetitionLiveSettings";

export interface TimeControlResult {
  /** Teams whose state this call changed (none: it had already been done). */
  changed: string[];
}

export interface TimeControlDeps {
  prisma: PrismaClient;
  now(): Date;
  /**
   * Teams changed: their devices, the board and the projector hear of it. `known`: their new
   * clocks, already read (one team's action), so that nothing needs to be read again.
   */
  changed(
    competitionId: string,
    sessionIds: string[],
    known?: { competition: CompetitionControlRow; teams: TeamControlRow[] },
  ): void;
}

interface Target {
  competitionId: string;
  /** One team; absent: the whole competition. */
  sessionId?: string | null;
  /** The manager acting (the audit row). */
  userId: string;
  /** Only a competition of this user (absent or null: any, an admin). */
  ownerId?: string | null;
}

/** One team's refusals (team-control-sql), with the class's keys. */
const REFUSALS: Record<TeamRefusal, ["NOT_FOUND" | "CONFLICT", MessageKey]> = {
  noCompetition: ["NOT_FOUND", "competition.managerNotFound"],
  noTeam: ["NOT_FOUND", "competitionControl.teamNotFound"],
  teamEnded: ["CONFLICT", "competitionControl.teamEnded"],
  competitionEnded: ["CONFLICT", "competitionControl.competitionEnded"],
};

export class TimeControl {
  constructor(private deps: TimeControlDeps) {}

  /** The competition (the manager's) and all its teams with their clocks. */
  private async load(target: Target, now: Date) {
    const competition = await this.deps.prisma.competition.findFirst({
      where: {
        id: target.competitionId,
        ...(target.ownerId ? { createdById: target.ownerId } : {}),
      },
      select: { id: true, endDate: true, pausedAt: true, sessions: { select: TEAM_CLOCK_SELECT } },
    });
    if (!competition) throw new TimeControlError("NOT_FOUND", "competition.managerNotFound");
    const teams = competition.sessions.map((s) => ({
      ...s,
      timing: teamTiming(s, competition, now),
    }));
    // Ended: its end has passed and no team plays on (extra time, pauses).
    const ended = now >= competition.endDate && teams.every((t) => t.timing.over);
    return { competition, teams, ended };
  }

  async audit(
    target: Target,
    action: TimeAction,
    now: Date,
    details: Record<string, unknown>,
  ): Promise<void> {
    await this.deps.prisma.competitionAudit.create({
      data: {
        competitionId: target.competitionId,
        userId: target.userId,
        action,
        sessionId: target.sessionId ?? null,
        details: details as Prisma.InputJsonValue,
        createdAt: now,
      },
    });
  }

  /**
   * One team's action: one statement (team-control-sql), shared with the same action on other
   * teams arriving at the same time (team-control-batch); its refusal, or its change published.
   */
  private async teamAction(
    target: Target,
    sessionId: string,
    action: TeamAction,
  ): Promise<TimeControlResult> {
    const now = this.deps.now();
    const result = await teamActionsFor(this.deps.prisma).act({
      competitionId: target.competitionId,
      sessionId,
      userId: target.userId,
      ownerId: target.ownerId ?? null,
      now,
      action,
    });
    if (result.refusal) throw new TimeControlError(...REFUSALS[result.refusal]);
    if (!result.changed || !result.competition) return { changed: [] };
    const changed = [result.changed.id];
    this.deps.changed(target.competitionId, changed, {
      competition: result.competition,
      teams: [result.changed],
    });
    return { changed };
  }

  /** The whole class changed (its pause, its end, teams): teams, board and projector hear of it. */
  private done(target: Target, changed: string[]): TimeControlResult {
    this.deps.changed(target.competitionId, changed);
    return { changed };
  }

  /** Sets (not adds) a team's extra minutes, or every playing team's. 0..24 h. */
  async setExtraTime(target: Target, minutes: number): Promise<TimeControlResult> {
    if (!Number.isSafeInteger(minutes) || minutes < 0 || minutes > EXTRA_MINUTES_MAX)
      throw new TimeControlError("BAD_USER_INPUT", "competitionControl.extraTimeInvalid", {
        max: EXTRA_MINUTES_MAX,
      });
    if (target.sessionId)
      return this.teamAction(target, target.sessionId, { kind: "setTeamExtraTime", minutes });
    const now = this.deps.now();
    const { teams, ended } = await this.load(target, now);
    if (ended) throw new TimeControlError("CONFLICT", "competitionControl.competitionEnded");
    const ids = teams.filter((t) => !t.timing.over && t.extraMinutes !== minutes).map((t) => t.id);
    const rows = ids.length
      ? await this.deps.prisma.$queryRaw<{ id: string }[]>`
          UPDATE "CompetitionSession" s SET "extraMinutes" = ${minutes}, "updatedAt" = ${now}
          FROM "Competition" c
          WHERE s."id" = ANY(${ids}::text[]) AND c."id" = s."competitionId"
            AND s."finishedAt" IS NULL AND s."endedAt" IS NULL
            AND ${now}::timestamptz < ${teamEndSql("s", "c", now)}
          RETURNING s."id"`
      : [];
    const changed = rows.map((r) => r.id);
    await this.audit(target, "setTeamExtraTime", now, { minutes, teams: changed.length });
    return this.done(target, changed);
  }

  /** Pauses one team, or the whole class (teams joining meanwhile start paused). */
  async pause(target: Target): Promise<TimeControlResult> {
    if (target.sessionId)
      return this.teamAction(target, target.sessionId, { kind: "pauseCompetition" });
    const now = this.deps.now();
    const { teams, ended } = await this.load(target, now);
    if (ended) throw new TimeControlError("CONFLICT", "competitionControl.competitionEnded");
    await this.deps.prisma.competition.updateMany({
      where: { id: target.competitionId, pausedAt: null },
      data: { pausedAt: now },
    });
    const ids = teams.filter((t) => !t.timing.over && t.pausedAt === null).map((t) => t.id);
    const rows = ids.length
      ? await this.deps.prisma.$queryRaw<{ id: string }[]>`
          UPDATE "CompetitionSession" s SET "pausedAt" = ${now}, "updatedAt" = ${now}
          FROM "Competition" c
          WHERE s."id" = ANY(${ids}::text[]) AND c."id" = s."competitionId"
            AND s."pausedAt" IS NULL AND s."finishedAt" IS NULL AND s."endedAt" IS NULL
            AND ${now}::timestamptz < ${teamEndSql("s", "c", now)}
          RETURNING s."id"`
      : [];
    const changed = rows.map((r) => r.id);
    await this.audit(target, "pauseCompetition", now, { teams: changed.length });
    return this.done(target, changed);
  }

  /**
   * Resumes one team, or everyone (the class's pause and every team's). The pause is added to the
   * team's paused time (its end moves by it) and its next timer moves by it too.
   */
  async resume(target: Target): Promise<TimeControlResult> {
    if (target.sessionId)
      return this.teamAction(target, target.sessionId, { kind: "resumeCompetition" });
    const now = this.deps.now();
    await this.load(target, now);
    await this.deps.prisma.competition.updateMany({
      where: { id: target.competitionId, pausedAt: { not: null } },
      data: { pausedAt: null },
    });
    const rows = await this.deps.prisma.$queryRaw<{ id: string }[]>`
      UPDATE "CompetitionSession" s
      SET "pausedMs" = s."pausedMs" + p.ms,
          "wakeAt" = s."wakeAt" + p.ms * interval '1 millisecond',
          "progressAt" = s."progressAt" + p.ms * interval '1 millisecond',
          "wrongStreakSince" = s."wrongStreakSince" + p.ms * interval '1 millisecond',
          "pausedAt" = NULL, "updatedAt" = ${now}
      FROM (SELECT "id", GREATEST(0, floor(extract(epoch FROM (${now}::timestamptz - "pausedAt")) * 1000))::int AS ms
            FROM "CompetitionSession"
            WHERE "competitionId" = ${target.competitionId} AND "pausedAt" IS NOT NULL) p
      WHERE p."id" = s."id" AND s."competitionId" = ${target.competitionId} AND s."pausedAt" IS NOT NULL
      RETURNING s."id"`;
    const changed = rows.map((r) => r.id);
    await this.audit(target, "resumeCompetition", now, { teams: changed.length });
    return this.done(target, changed);
  }

  /**
   * Ends one team's game now, or everyone's (the competition then ends now: nobody joins any
   * more). A team's pause so far counts; its timers stop.
   */
  async endGame(target: Target): Promise<TimeControlResult> {
    if (target.sessionId) return this.teamAction(target, target.sessionId, { kind: "endTeamGame" });
    const now = this.deps.now();
    await this.load(target, now);
    await this.deps.prisma.competition.updateMany({
      where: { id: target.competitionId, endDate: { gt: now } },
      data: { endDate: now },
    });
    const rows = await this.deps.prisma.$queryRaw<{ id: string }[]>`
      UPDATE "CompetitionSession" s
      SET "endedAt" = ${now}, "wakeAt" = NULL, "updatedAt" = ${now},
          "pausedMs" = s."pausedMs" + CASE WHEN s."pausedAt" IS NULL THEN 0
            ELSE GREATEST(0, floor(extract(epoch FROM (${now}::timestamptz - s."pausedAt")) * 1000))::int END,
          "pausedAt" = NULL
      WHERE s."competitionId" = ${target.competitionId} AND s."endedAt" IS NULL AND s."finishedAt" IS NULL
      RETURNING s."id"`;
    const changed = rows.map((r) => r.id);
    await this.audit(target, "endTeamGame", now, { teams: changed.length });
    return this.done(target, changed);
  }
}
