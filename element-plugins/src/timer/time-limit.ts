/**
 * What the player needs to adjust a game's time limit (WCAG 2.2.1) without knowing the timer
 * type: which elements are countdowns, whether one runs, and the timer actions that stop or
 * extend it (the same actions rules use, so rules see the same time changes).
 */
import type { GameDocument } from "@exitgame/engine";
import { allElements } from "@exitgame/engine/document/element-index";
import type { TimerProps, TimerState } from "./definition";

/** The countdown timers of a game: a game with one is timed. */
export function countdownTimers(document: GameDocument): string[] {
  return allElements(document)
    .filter(
      (el) =>
        el.type === "timer" &&
        (el.props as Partial<TimerProps> | undefined)?.countDirection === "down",
    )
    .map((el) => el.id);
}

/** Whether a countdown's play state says it runs. */
export function countdownRunning(state: unknown): boolean {
  return (state as Partial<TimerState> | undefined)?.running === true;
}

export const stopCountdown = { action: "stop" } as const;
export const extendCountdown = (seconds: number) =>
  ({ action: "addSeconds", args: { seconds } }) as const;
