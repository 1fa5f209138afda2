/**
 * The teacher's time control during a competition: extra minutes per team, pausing and resuming
 * the whole class or one team, ending a team's (or everyone's) game early. The state lives in the
 * database (CompetitionSession.extraMinutes/pausedAt/pausedMs/endedAt, Competition.pausedAt), so
 * it survives a restart and holds on every instance; every call is idempotent and leaves an
 * audit row (CompetitionAudit: who, what, when).
 *
 * A team's clock: its game time is the time since it joined minus its pauses; its end is the
 * competition's end plus its extra minutes plus its pauses (a pause moves the end, it costs the
 * team nothing), or the moment the teacher ended its game. While paused, the server accepts no
 * input of the team and its timers and delays wait (the scheduler skips paused teams and a resume
 * moves their wake-up by the pause). `teamTiming` is the one function everyone asks (the runtime,
 * the board, the projector, the debrief, LTI).
 */
import { Prisma, type PrismaClient } from "../generated/prisma/client";
import type { MessageKey } from "../i18n/messages";

/** At most 24 hours of extra time. */
export const EXTRA_MINUTES_MAX = 24 * 60;

export interface TeamClockFields {
  createdAt: Date;
  finishedAt: Date | null;
  extraMinutes: number;
  pausedAt: Date | null;
  pausedMs: number;
  endedAt: Date | null;
}

export interface TeamTiming {
  /** When the team's game ends (moves on while it is paused). */
  endsAt: Date;
  paused: boolean;
  /** Over: finished, ended by the teacher, or its time is up. */
  over: boolean;
  /** Its game takes no more input: ended by the teacher or its time is up (a finished team may
   * still look around until then). */
  stopped: boolean;
  /** The team's game clock (ms since it joined, pauses not counted). */
  gameTime: number;
  /** Pauses in all so far, the current one included (ms). */
  pausedMs: number;
}

/** A team's end, pause state and game clock at `now` (pure: no database). */
export function teamTiming(
  team: TeamClockFields,
  competition: { endDate: Date },
  now: Date,
): TeamTiming {
  const current = team.pausedAt ? Math.max(0, now.getTime() - team.pausedAt.getTime()) : 0;
  const pausedMs = team.pausedMs + current;
  let endsAt = new Date(competition.endDate.getTime() + team.extraMinutes * 60_000 + pausedMs);
  if (team.endedAt && team.endedAt < endsAt) endsAt = team.endedAt;
  const stopped = team.endedAt !== null || now >= endsAt;
  const over = team.finishedAt !== null || stopped;
  const clockEnd = Math.min(now.getTime(), endsAt.getTime());
  return {
    endsAt,
    paused: team.pausedAt !== null && !over,
    over,
    stopped,
    gameTime: Math.max(0, clockEnd - team.createdAt.getTime() - pausedMs),
    pausedMs,
  };
}

/** The SQL of a team's end (alias `s` the session, `c` the competition) at `now`. */
export function teamEndSql(s: string, c: string, now: Date): Prisma.Sql {
  const S = Prisma.raw(`"${s}"`);
  const C = Prisma.raw(`"${c}"`);
  return Prisma.sql`LEAST(COALESCE(${S}."endedAt", 'infinity'::timestamptz),
    ${C}."endDate" + (${S}."extraMinutes"::bigint * 60000 + ${S}."pausedMs"
      + CASE WHEN ${S}."pausedAt" IS NULL THEN 0
             ELSE GREATEST(0, floor(extract(epoch FROM (${now}::timestamptz - ${S}."pausedAt")) * 1000))
        END) * interval '1 millisecond')`;
}

const TEAM_CLOCK_SELECT = {
  id: true,
  createdAt: true,
  finishedAt: true,
  extraMinutes: true,
  pausedAt: true,
  pausedMs: true,
  endedAt: true,
} as const;

/**
 * A team's effective end and pause state, read from the database (for the debrief, LTI grade
 * passback and anything else that needs "when does this team's game end"). Null: no such team.
 */
export async function loadTeamTiming(
  prisma: Pick<PrismaClient, "competitionSession">,
  sessionId: string,
  now: Date,
): Promise<TeamTiming | null> {
  const team = await prisma.competitionSession.findUnique({
    where: { id: sessionId },
    select: { ...TEAM_CLOCK_SELECT, competition: { select: { endDate: true } } },
  });
  return team ? teamTiming(team, team.competition, now) : null;
}

/** A refusal of the teacher's action, with its message key (translated by the GraphQL layer). */
export class TimeControlError extends Error {
  constructor(
    readonly code: "NOT_FOUND" | "BAD_USER_INPUT" | "CONFLICT",
    readonly key: MessageKey,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
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
  /** Teams changed: their devices, the board and the projector hear of it. */
  changed(competitionId: string, sessionIds: string[]): void;
}

interface Target {
  competitionId: string;
  /** One team; absent: the whole competition. */
  sessionId?: string | null;
  /** The manager acting (the audit row). */
  userId: string;
}

export class TimeControl {
  constructor(private deps: TimeControlDeps) {}

  /** The competition and its teams with their clocks (refusals when the team is unknown). */
  private async load(target: Target, now: Date) {
    const competition = await this.deps.prisma.competition.findUnique({
      where: { id: target.competitionId },
      select: {
        id: true,
        endDate: true,
        pausedAt: true,
        sessions: {
          where: target.sessionId ? { id: target.sessionId } : {},
          select: TEAM_CLOCK_SELECT,
        },
      },
    });
    if (!competition) throw new TimeControlError("NOT_FOUND", "competition.managerNotFound");
    if (target.sessionId && competition.sessions.length === 0)
      throw new TimeControlError("NOT_FOUND", "competitionControl.teamNotFound");
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

  private done(target: Target, changed: string[]): TimeControlResult {
    // A team changed, or the class (its pause, its end): the teams, board and projector hear of it.
    if (changed.length > 0 || !target.sessionId) this.deps.changed(target.competitionId, changed);
    return { changed };
  }

  /** Sets (not adds) a team's extra minutes, or every playing team's. 0..24 h. */
  async setExtraTime(target: Target, minutes: number): Promise<TimeControlResult> {
    if (!Number.isSafeInteger(minutes) || minutes < 0 || minutes > EXTRA_MINUTES_MAX)
      throw new TimeControlError("BAD_USER_INPUT", "competitionControl.extraTimeInvalid", {
        max: EXTRA_MINUTES_MAX,
      });
    const now = this.deps.now();
    const { teams, ended } = await this.load(target, now);
    if (target.sessionId && teams[0]!.timing.over)
      throw new TimeControlError("CONFLICT", "competitionControl.teamEnded");
    if (!target.sessionId && ended)
      throw new TimeControlError("CONFLICT", "competitionControl.competitionEnded");
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
    const now = this.deps.now();
    const { teams, ended } = await this.load(target, now);
    if (ended) throw new TimeControlError("CONFLICT", "competitionControl.competitionEnded");
    if (target.sessionId && teams[0]!.timing.over)
      throw new TimeControlError("CONFLICT", "competitionControl.teamEnded");
    if (!target.sessionId)
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
    const now = this.deps.now();
    await this.load(target, now);
    if (!target.sessionId)
      await this.deps.prisma.competition.updateMany({
        where: { id: target.competitionId, pausedAt: { not: null } },
        data: { pausedAt: null },
      });
    const which = target.sessionId
      ? Prisma.sql`s."id" = ${target.sessionId}`
      : Prisma.sql`s."competitionId" = ${target.competitionId}`;
    const rows = await this.deps.prisma.$queryRaw<{ id: string }[]>`
      UPDATE "CompetitionSession" s
      SET "pausedMs" = s."pausedMs" + p.ms,
          "wakeAt" = s."wakeAt" + p.ms * interval '1 millisecond',
          "progressAt" = s."progressAt" + p.ms * interval '1 millisecond',
          "wrongStreakSince" = s."wrongStreakSince" + p.ms * interval '1 millisecond',
          "pausedAt" = NULL, "updatedAt" = ${now}
      FROM (SELECT "id", GREATEST(0, floor(extract(epoch FROM (${now}::timestamptz - "pausedAt")) * 1000))::int AS ms
            FROM "CompetitionSession" WHERE "pausedAt" IS NOT NULL) p
      WHERE p."id" = s."id" AND ${which} AND s."pausedAt" IS NOT NULL
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
    const now = this.deps.now();
    await this.load(target, now);
    if (!target.sessionId)
      await this.deps.prisma.competition.updateMany({
        where: { id: target.competitionId, endDate: { gt: now } },
        data: { endDate: now },
      });
    const which = target.sessionId
      ? Prisma.sql`s."id" = ${target.sessionId}`
      : Prisma.sql`s."competitionId" = ${target.competitionId}`;
    const rows = await this.deps.prisma.$queryRaw<{ id: string }[]>`
      UPDATE "CompetitionSession" s
      SET "endedAt" = ${now}, "wakeAt" = NULL, "updatedAt" = ${now},
          "pausedMs" = s."pausedMs" + CASE WHEN s."pausedAt" IS NULL THEN 0
            ELSE GREATEST(0, floor(extract(epoch FROM (${now}::timestamptz - s."pausedAt")) * 1000))::int END,
          "pausedAt" = NULL
      WHERE ${which} AND s."endedAt" IS NULL AND s."finishedAt" IS NULL
      RETURNING s."id"`;
    const changed = rows.map((r) => r.id);
    await this.audit(target, "endTeamGame", now, { teams: changed.length });
    return this.done(target, changed);
  }
}
