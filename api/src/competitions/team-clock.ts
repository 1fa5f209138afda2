/**
 * A team's clock (issue 24): its game time is the time since it joined minus its pauses; its end
 * is the competition's end plus its extra minutes plus its pauses (a pause moves the end, it
 * costs the team nothing), or the moment the teacher ended its game. `teamTiming` is the one
 * function everyone asks (the runtime, the board, the projector, the debrief, LTI); `teamEndSql`
 * is the same end in SQL. Re-exported by time-control.
 */
import { Prisma, type PrismaClient } from "../generated/prisma/client";

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

export const TEAM_CLOCK_SELECT = {
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
