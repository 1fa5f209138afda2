import { describe, expect, it } from "vitest";
import { buildGame, goTo, on, rule } from "@exitgame/engine/testing/builder";
import { registry } from "@exitgame/element-plugins/definitions";
import {
  GameEntry,
  LiveRuntimes,
  nextWakeAt,
  playOn,
  playTurn,
  wakeTurn,
  type TeamProgress,
} from "./team-runtime";

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

  it("a team going on from its live runtime reaches the states restoring each turn reaches", async () => {
    const live = new LiveRuntimes(2);
    let restored = fresh;
    let kept = fresh;
    let version = 0;
    const turns: [number, { type: "start" } | null][] = [
      [0, { type: "start" }],
      [700, null],
      [1_300, null],
      [3_900, null],
      [5_100, null],
      [6_000, null],
    ];
    for (const [at, input] of turns) {
      const a = await playTurn(game, restored, at, input, never);
      const pooled = live.take("team", game, version) ?? game.acquire(kept.snapshot);
      const b = await playOn(pooled, game, kept, at, input, never);
      live.keep("team", game, ++version, pooled);
      expect(b).toEqual(a);
      restored = { ...restored, snapshot: a.snapshot, scenesReached: a.scenesReached };
      kept = { ...kept, snapshot: b.snapshot, scenesReached: b.scenesReached };
    }
    expect(kept.snapshot).toMatchObject({ sceneId: "two" });
  });

  it("keeps live runtimes only at their version, and only so many", () => {
    const live = new LiveRuntimes(2);
    const runtime = () => game.acquire(null);
    const a = runtime();
    live.keep("a", game, 3, a);
    // Another version was stored meanwhile (a hint, another instance): the runtime is not used.
    expect(live.take("a", game, 4)).toBeUndefined();
    expect(live.take("a", game, 3)).toBeUndefined();
    live.keep("a", game, 4, a);
    expect(live.take("a", game, 4)).toBe(a);
    live.keep("a", game, 5, a);
    live.keep("b", game, 1, runtime());
    live.keep("c", game, 1, runtime());
    expect(live.size).toBe(2);
    // The least recently kept went first.
    expect(live.take("a", game, 5)).toBeUndefined();
    expect(live.take("c", game, 1)).toBeDefined();
  });
});
