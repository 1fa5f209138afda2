/**
 * Tells a competition's teams (their devices, over the team channel) and its board and projector
 * that the teacher changed their clock (extra time, pause, resume, end) or pushed an
 * announcement. The team's state itself is as it was: the event carries no snapshot
 * (`controlOnly`), only the version it belongs to and the clock fields. One query for the class;
 * none when the caller already has the rows (one team's action returns them: team-control-sql).
 */
import type { PrismaClient } from "../generated/prisma/client";
import type { BoardEvents } from "./board";
import { teamTiming } from "./team-clock";

/** What a team's devices hear of its clock. */
export interface TeamControlRow {
  id: string;
  snapshotSeq: number;
  currentSceneId: string | null;
  createdAt: Date;
  finishedAt: Date | null;
  extraMinutes: number;
  pausedAt: Date | null;
  pausedMs: number;
  endedAt: Date | null;
}

export interface CompetitionControlRow {
  endDate: Date;
  announcement: string | null;
  announcedAt: Date | null;
}

/**
 * The board and projector of a competition hear of teacher actions at most once per tick: a
 * teacher acting on 200 teams one by one at once sends the board one change per tick instead
 * of 200 (each a reload per watching board, and a Redis message per instance). The teams' own
 * events go out at once.
 */
export const BOARD_TICK_MS = 50;
const pendingBoards = new WeakMap<object, Set<string>>();

export function publishBoardSoon(
  board: Pick<BoardEvents, "publish">,
  competitionId: string,
  tickMs = BOARD_TICK_MS,
): void {
  let pending = pendingBoards.get(board);
  if (!pending) pendingBoards.set(board, (pending = new Set()));
  if (pending.has(competitionId)) return;
  pending.add(competitionId);
  setTimeout(() => {
    pending.delete(competitionId);
    board.publish(competitionId);
  }, tickMs).unref?.();
}

/** Publishes the teams' clocks and the board's change from rows already read (no query). */
export function publishTeamRows(
  board: Pick<BoardEvents, "publish" | "publishTeam">,
  now: Date,
  competitionId: string,
  competition: CompetitionControlRow,
  teams: TeamControlRow[],
): void {
  const announcement =
    competition.announcement && competition.announcedAt
      ? { text: competition.announcement, at: competition.announcedAt.toISOString() }
      : null;
  for (const s of teams) {
    const timing = teamTiming(s, competition, now);
    board.publishTeam({
      sessionId: s.id,
      version: s.snapshotSeq,
      sceneId: s.currentSceneId,
      snapshot: null,
      gameTime: timing.gameTime,
      finished: s.finishedAt !== null,
      paused: timing.paused,
      endsAt: timing.endsAt.toISOString(),
      over: timing.stopped,
      announcement,
      controlOnly: true,
    });
  }
  publishBoardSoon(board, competitionId);
}

export async function publishTeamControl(
  prisma: Pick<PrismaClient, "competition">,
  board: Pick<BoardEvents, "publish" | "publishTeam">,
  now: Date,
  competitionId: string,
  /** The teams to tell (null: every team of the competition). */
  sessionIds: string[] | null,
): Promise<void> {
  const competition = await prisma.competition.findUnique({
    where: { id: competitionId },
    select: {
      endDate: true,
      announcement: true,
      announcedAt: true,
      sessions: {
        where: sessionIds ? { id: { in: sessionIds } } : {},
        select: {
          id: true,
          snapshotSeq: true,
          currentSceneId: true,
          createdAt: true,
          finishedAt: true,
          extraMinutes: true,
          pausedAt: true,
          pausedMs: true,
          endedAt: true,
        },
      },
    },
  });
  if (!competition) return;
  publishTeamRows(board, now, competitionId, competition, competition.sessions);
}
