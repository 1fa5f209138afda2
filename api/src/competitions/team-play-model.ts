/**
 * The shapes of server-decided competition play (team-play.ts): what a team's devices get, what an
 * input is answered with, the team's row as the server keeps it, and the pure helpers around them.
 */
import { PlayerInputSchema, type PlayerInput } from "@exitgame/engine";
import type { AnswerService } from "../answers/service";
import type { ServerClock } from "../clock";
import type { PrismaClient } from "../generated/prisma/client";
import type { Logger } from "../logger";
import { CompetitionApiError } from "./errors";
import { HintInputSchema, type GivenHint, type HintInput } from "./team-hints";
import type { TurnResult, Verdict } from "./team-runtime";

/** The team's state as its devices get it (answers redacted). */
export interface TeamStateView {
  sessionId: string;
  /** Raised by every change the server applies; a device ignores anything older than it has. */
  version: number;
  sceneId: string | null;
  snapshot: unknown;
  /** The game's clock (ms since the team started) when this view was made. */
  gameTime: number;
  finished: boolean;
  /**
   * The hints the team was given, oldest first (their texts: they are no secret any more).
   * Absent on control-only messages (the teacher's time control): the devices keep theirs.
   */
  hints?: GivenHint[];
  /** Seconds the team's hints add to its time (absent on control-only messages). */
  penaltySeconds?: number;
  /** Paused by the teacher (no input is accepted meanwhile). */
  paused: boolean;
  /** When the team's game ends (extra time and pauses included; ISO). */
  endsAt: string;
  /** The team's game takes no more input (ended by the teacher, or its time is up). */
  over: boolean;
  /** The teacher's last announcement to the class. */
  announcement: { text: string; at: string } | null;
  /** Only the teacher's time control or announcement changed (no snapshot: the state is as it was). */
  controlOnly?: true;
}

export interface InputReply {
  seq: number;
  /** False: a repeated or late input (nothing changed twice), or one that no longer applies. */
  applied: boolean;
  /** A repeated or late number: this device's inputs up to `deviceSeq` are already applied. */
  duplicate?: true;
  /** The device's last applied input number (two tabs sharing a cookie renumber after it). */
  deviceSeq: number;
  refusal?: string;
  /** The hint this input asked for (a hint request). */
  hint?: GivenHint;
  /** The verdicts on the answers this input sent (by the runtime's effect id). */
  verdicts: { effectId: string; elementId: string; verdict: Verdict }[];
  state: TeamStateView;
}

export interface TeamPlayDeps {
  prisma: PrismaClient;
  clock: ServerClock;
  logger: Pick<Logger, "warn" | "error">;
  answers: Pick<AnswerService, "check">;
  /** A team's state changed (its devices and the board hear of it). */
  publish?: (competitionId: string, view: TeamStateView) => void;
}

export interface TeamRow {
  id: string;
  competitionId: string;
  createdAt: Date;
  startDate: Date;
  endDate: Date;
  gameId: number;
  documentVersion: number;
  snapshot: unknown;
  snapshotSeq: number;
  scenesReached: string[];
  wrongEntries: string[];
  solvedLocks: string[];
  finishedAt: Date | null;
  hints: GivenHint[];
  penaltySeconds: number;
  extraMinutes: number;
  pausedAt: Date | null;
  pausedMs: number;
  endedAt: Date | null;
  progressAt: Date | null;
  wrongStreakElement: string | null;
  wrongStreakCount: number;
  wrongStreakSince: Date | null;
  announcement: string | null;
  announcedAt: Date | null;
  /**
   * The game time of the snapshot in the database when `snapshot` is a newer one kept only here
   * (quiet inputs store no snapshot, see STORED_SNAPSHOT_MAX_AGE_MS); absent: `snapshot` is stored.
   */
  storedTime?: number;
}

/** Team states kept in memory (a few classes); the database has them all. */
export const ROWS_MAX = 2_000;
export const CLAIMS_MAX = 20_000;
/** Compare-and-set retries when another instance changed the team meanwhile. */
export const RETRIES = 4;
/**
 * A quiet input (one that changes nothing of the team's state but the clock) stores only its log
 * row, the device's number and the ranking, not the snapshot (a few kilobytes), unless the stored
 * snapshot is older than this in game time: a restore then replays at most this much of the
 * team's timers (a countdown's seconds) to reach the same state.
 */
export const STORED_SNAPSHOT_MAX_AGE_MS = 60_000;

/** The game time of a stored snapshot (0 before the start). */
export function snapshotTime(snapshot: unknown): number {
  const time = (snapshot as { time?: unknown } | null)?.time;
  return typeof time === "number" ? time : 0;
}

const bodyError = () => new CompetitionApiError(400, "competitionApi.invalidBody");

export function parseInputBody(body: unknown): { seq: number; input: PlayerInput | HintInput } {
  if (typeof body !== "object" || body === null) throw bodyError();
  const { seq, input } = body as { seq?: unknown; input?: unknown };
  if (typeof seq !== "number" || !Number.isSafeInteger(seq) || seq < 1 || seq > 2_000_000_000)
    throw bodyError();
  const hint = HintInputSchema.safeParse(input);
  if (hint.success) return { seq, input: hint.data };
  const parsed = PlayerInputSchema.safeParse(input);
  if (!parsed.success) throw bodyError();
  return { seq, input: parsed.data };
}

/** The TeamPlay of a database (GraphQL's pushHint reaches the teams' ordering through it). */

/**
 * The board's stuck alerts: the team's last progress (a new scene, a solved lock) and its wrong
 * answers in a row on one lock (reset by progress or a right answer there).
 */
export function stuckState(
  row: Pick<
    TeamRow,
    | "scenesReached"
    | "solvedLocks"
    | "progressAt"
    | "wrongStreakElement"
    | "wrongStreakCount"
    | "wrongStreakSince"
  >,
  result: Pick<TurnResult, "scenesReached" | "solvedLocks" | "verdicts">,
  now: Date,
) {
  const progressed =
    result.scenesReached.length > row.scenesReached.length ||
    result.solvedLocks.length > row.solvedLocks.length;
  let element = progressed ? null : row.wrongStreakElement;
  let count = progressed ? 0 : row.wrongStreakCount;
  let since = progressed ? null : row.wrongStreakSince;
  for (const v of result.verdicts) {
    if (v.verdict === "correct") {
      element = null;
      count = 0;
      since = null;
    } else if (v.verdict === "incorrect") {
      if (element === v.elementId) count++;
      else {
        element = v.elementId;
        count = 1;
        since = now;
      }
    }
  }
  return {
    progressAt: progressed ? now : row.progressAt,
    wrongStreakElement: element,
    wrongStreakCount: count,
    wrongStreakSince: since,
  };
}
