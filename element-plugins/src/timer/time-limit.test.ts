import { registry } from "../definitions";
import { buildGame } from "@exitgame/engine/testing/builder";
import { describe, expect, it } from "vitest";
import { countdownRunning, countdownTimers, extendCountdown, stopCountdown } from "./time-limit";

describe("time limit (for the player's WCAG 2.2.1 choices)", () => {
  it("finds the countdowns of a game, not timers that count up or other elements", () => {
    const doc = buildGame(registry, {
      scenes: [
        {
          id: "s",
          elements: [
            { type: "timer", id: "down", props: { countDirection: "down" } },
            { type: "timer", id: "up", props: { countDirection: "up" } },
            { type: "text", id: "t" },
          ],
        },
      ],
    });
    expect(countdownTimers(doc)).toEqual(["down"]);
    expect(countdownRunning({ running: true, currentTimeInSeconds: 5 })).toBe(true);
    expect(countdownRunning({ running: false })).toBe(false);
    expect(countdownRunning(undefined)).toBe(false);
  });

  it("stops and extends with the timer's own actions", () => {
    expect(stopCountdown).toEqual({ action: "stop" });
    expect(extendCountdown(600)).toEqual({ action: "addSeconds", args: { seconds: 600 } });
  });
});
