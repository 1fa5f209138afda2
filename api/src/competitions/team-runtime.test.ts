import { describe, expect, it } from "vitest";
import { buildGame, goTo, on, rule } from "@exitgame/engine/testing/builder";
import { registry } from "@exitgame/element-plugins/definitions";
import { GameEntry, nextWakeAt, playTurn, wakeTurn, type TeamProgress } from "./team-runtime";

/** A 5-second countdown on scene one; when it has elapsed the team is sent to scene two. */
const game = new GameEntry(
  buildGame(registry, {
    scenes: [
      {
        id: "one",
        elements: [
          {
            type: "timer",
            id: "clock",
            props: { startTimeInSeconds: 5, countDirection: "down", autoStart: true },
          },
        ],
      },
      { id: "two" },
    ],
    rules: [
      rule("late", { sceneId: "one", triggers: [on("clock", "elapsed")], actions: [goTo("two")] }),
    ],
  }),
);
const fresh: TeamProgress = {
  snapshot: null,
  scenesReached: [],
  wrongEntries: [],
  solvedLocks: [],
  finished: false,
};
const never = () => Promise.resolve("unavailable" as const);

describe("the server's runtime of a team", () => {
  it("sleeps through a countdown's seconds and wakes when it ends", async () => {
    const started = await playTurn(game, fresh, 0, { type: "start" }, never);
    expect(started.nextDueAt).toBe(1_000);
    // The ticks change only the timer (each device counts down itself): the next wake-up that
    // matters is the end of the countdown, not the next second.
    expect(nextWakeAt(game, started.snapshot, 1_200)).toBe(5_000);
    const progress = { ...fresh, snapshot: started.snapshot, scenesReached: started.scenesReached };
    const quiet = await playTurn(game, progress, 2_500, null, never);
    expect(quiet.significant).toBe(false);
    const ended = await playTurn(game, progress, 5_000, null, never);
    expect(ended).toMatchObject({ significant: true, sceneId: "two" });
    expect(ended.scenesReached).toEqual(["one", "two"]);
  });

  it("wakes: a quiet wake says when the next unit that matters is due, on the same runtime", async () => {
    const started = await playTurn(game, fresh, 0, { type: "start" }, never);
    const progress = { ...fresh, snapshot: started.snapshot, scenesReached: started.scenesReached };
    const quiet = await wakeTurn(game, progress, 1_200);
    expect(quiet.result.significant).toBe(false);
    expect(quiet.next).toBe(5_000);
    const ended = await wakeTurn(game, progress, 5_000);
    expect(ended.result).toMatchObject({ significant: true, sceneId: "two" });
    expect(ended.next).toBe(ended.result.nextDueAt);
  });
});
