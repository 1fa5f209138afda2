/**
 * Fires competition teams' timers and delays on the server's clock when no input arrives: every
 * quarter second it asks the database which teams are due (their stored wakeAt has come) and
 * wakes them. The due time lives in the database, so a restart or another instance picks it up;
 * two instances waking one team are safe (the compare-and-set in TeamPlay lets one win).
 * A round wakes its teams a few at a time, letting waiting requests run between two wakes: a
 * class whose timers fall due together never holds up the teams' inputs for a whole round.
 */
import type { Logger } from "../logger";
import type { TeamPlay } from "./team-play";

export interface TeamScheduler {
  stop(): Promise<void>;
}

/** Teams woken at the same time within a round. */
export const WAKE_LANES = 4;

export function startTeamScheduler(
  teams: Pick<TeamPlay, "dueTeams" | "wake">,
  logger: Pick<Logger, "warn">,
  intervalMs = 250,
): TeamScheduler {
  let running: Promise<void> | null = null;
  let stopped = false;
  const round = async () => {
    const due = await teams.dueTeams();
    let next = 0;
    const lane = async () => {
      while (next < due.length) {
        // stop() ends the round after the wakes under way.
        if (stopped) return;
        const id = due[next++]!;
        await teams
          .wake(id)
          .catch((err: unknown) => logger.warn({ err, id }, "waking a team failed"));
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
    };
    await Promise.all(Array.from({ length: Math.min(WAKE_LANES, due.length) }, lane));
  };
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = round()
      .catch((err: unknown) => logger.warn({ err }, "team scheduler round failed"))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
