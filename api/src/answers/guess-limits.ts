/**
 * The guessing bounds of every answer check (plain play and competition teams alike), counted
 * BEFORE the answer is checked: a team sending 400 checks at once gets exactly its budget
 * answered and 429 for the rest. A right answer gives its points back; a wrong one keeps them.
 *
 *   answerSession       wrong answers per play session (or team) and element and minute
 *   answerGuessAddress  wrong answers per address, game and element and 24 hours (all sessions)
 *   answerAddress       all checks per address and game and minute (anonymous players only: a
 *                       team is known by its cookie and cannot make up new sessions)
 *
 * Call `reserveAnswerAttempt` before deciding an answer and `settle(correct)` after; a check that
 * is not decided after all (unknown element, …) calls `release()`.
 */
import { ApiError } from "../errors";
import { RateLimitedError, type LimitName, type RateLimits } from "../auth/rate-limit";

export type GuessLimitScope = "session" | "address";

/** The attempt was refused: wait `seconds`; `scope` says whose budget is spent. */
/** A spent guessing budget; answers/service.ts words it for the player (answerLimitError). */
export class GuessLimitedError extends ApiError {
  constructor(
    readonly scope: GuessLimitScope,
    readonly seconds: number,
  ) {
    super("RATE_LIMITED", { key: "answers.tooManyAttempts", params: { seconds } });
    this.name = "GuessLimitedError";
  }
}

export interface AnswerAttemptKey {
  /** The player's address (req.ip). */
  ip: string;
  gameId: number;
  elementId: string;
  /** The competition team, when a team checks. */
  teamId?: string | null;
  /** The play session id an anonymous player makes per game start. */
  playSession?: string;
}

export interface AnswerAttemptReservation {
  /** The answer was decided: a right one gives its points back. */
  settle(correct: boolean): Promise<void>;
  /** The attempt was not decided (nothing to check): every point goes back. */
  release(): Promise<void>;
}

type Limits = Pick<RateLimits, "consume" | "reward">;

export function answerAttemptKeys(key: AnswerAttemptKey): {
  wrong: [LimitName, string][];
  all: [LimitName, string][];
} {
  const who = key.teamId ? `team:${key.teamId}` : `play:${key.playSession ?? ""}`;
  return {
    // Spent by wrong answers only (given back for right ones).
    wrong: [
      ["answerSession", `${who}:${key.elementId}`],
      ["answerGuessAddress", `${key.ip}:${key.gameId}:${key.elementId}`],
    ],
    // Spent by every check.
    all: key.teamId ? [] : [["answerAddress", `${key.ip}:${key.gameId}`]],
  };
}

/**
 * Takes one point of every budget the attempt counts against, in order, or none: when one is
 * spent the points already taken go back and GuessLimitedError says how long to wait.
 */
export async function reserveAnswerAttempt(
  limits: Limits,
  key: AnswerAttemptKey,
): Promise<AnswerAttemptReservation> {
  const { wrong, all } = answerAttemptKeys(key);
  const taken: [LimitName, string][] = [];
  const giveBack = (entries: [LimitName, string][]) =>
    Promise.all(entries.map(([name, k]) => limits.reward(name, k))).then(() => undefined);
  for (const entry of [...wrong, ...all]) {
    try {
      await limits.consume(entry[0], entry[1]);
      taken.push(entry);
    } catch (error) {
      await giveBack(taken);
      if (error instanceof RateLimitedError)
        throw new GuessLimitedError(
          entry[0] === "answerSession" ? "session" : "address",
          Math.max(1, error.retryAfterSeconds),
        );
      throw error;
    }
  }
  let done = false;
  return {
    async settle(correct) {
      if (done) return;
      done = true;
      if (correct) await giveBack(taken.filter((t) => wrong.includes(t)));
    },
    async release() {
      if (done) return;
      done = true;
      await giveBack(taken);
    },
  };
}
