import { describe, expect, it } from "vitest";
import { buildGame, click, elementAction, goTo, on, rule } from "@exitgame/engine/testing/builder";
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

  it("an input that changes nothing keeps the stored wake-up; one that does looks ahead", async () => {
    const started = await playTurn(game, fresh, 0, { type: "start" }, never);
    // The start is looked ahead from at once: the countdown's end, not its next second.
    expect(started.wakeAt).toBe(5_000);
    const progress = { ...fresh, snapshot: started.snapshot, scenesReached: started.scenesReached };
    // Nothing listens to a click on the timer, and a late effect report finds nobody waiting.
    const click = await playTurn(
      game,
      progress,
      2_500,
      { type: "click", elementId: "clock" },
      never,
    );
    expect(click).toMatchObject({ significant: false, wakeAt: "unchanged" });
    const report = { type: "effectCompleted", effectId: "fx99" } as const;
    expect((await playTurn(game, progress, 2_500, report, never)).wakeAt).toBe("unchanged");
    // Refused (another scene's element): nothing applied, nothing changed.
    const refused = await playTurn(game, progress, 2_500, { type: "click", elementId: "x" }, never);
    expect(refused).toMatchObject({ refusal: "unknownElement", wakeAt: "unchanged" });
    // An input on a game not started yet starts it: never "unchanged".
    const first = await playTurn(game, fresh, 0, { type: "click", elementId: "clock" }, never);
    expect(first.wakeAt).toBe(5_000);
  });

  it("an effect report that resumes a rule into a wait is no quiet input (its delay is due first)", async () => {
    // A 10-minute countdown ticks every second; a click rings a bell, then (once the device
    // reports the sound done) waits 30 s and opens scene two.
    const doors = new GameEntry(
      buildGame(registry, {
        scenes: [
          {
            id: "one",
            elements: [
              {
                type: "timer",
                id: "clock",
                props: { startTimeInSeconds: 600, countDirection: "down", autoStart: true },
              },
              { type: "text", id: "door" },
              { type: "audio", id: "bell", props: { src: "bell" } },
            ],
          },
          { id: "two" },
        ],
        rules: [
          rule("open", {
            sceneId: "one",
            triggers: [click("door")],
            actions: [
              elementAction("bell", "play", undefined, true),
              { type: "await", durationMs: 30_000 },
              goTo("two"),
            ],
          }),
        ],
      }),
    );
    const started = await playTurn(doors, fresh, 0, { type: "start" }, never);
    // Nothing matters within the lookahead (30 seconds of the countdown): look again after it.
    expect(started.wakeAt).toBe(31_000);
    const progress = { ...fresh, snapshot: started.snapshot, scenesReached: ["one"] };
    const clicked = await playTurn(
      doors,
      progress,
      1_500,
      { type: "click", elementId: "door" },
      never,
    );
    expect(clicked.significant).toBe(true);
    const effectId = clicked.snapshot.continuations[0]!.waiting[0]!;
    const after = { ...progress, snapshot: clicked.snapshot };
    const done = await playTurn(doors, after, 2_000, { type: "effectCompleted", effectId }, never);
    // No rule fired, nothing anyone sees changed, the next second is still the next timer: but a
    // delay was scheduled, and the stored wake-up (30 s) would be too late for it.
    expect(done.significant).toBe(false);
    expect(done.nextDueAt).toBe(3_000);
    expect(done.wakeAt).toBe(32_000);
  });

  it("a quiet input changes nothing stored: the stored state run to its time is the live one", async () => {
    const started = await playTurn(game, fresh, 0, { type: "start" }, never);
    expect(started.quiet).toBe(false);
    const progress = { ...fresh, snapshot: started.snapshot, scenesReached: started.scenesReached };
    // A click nothing listens to, 2.5 s later: the countdown ticked twice meanwhile.
    const clicked = await playTurn(
      game,
      progress,
      2_500,
      { type: "click", elementId: "clock" },
      never,
    );
    expect(clicked.quiet).toBe(true);
    expect(clicked.snapshot).not.toEqual(started.snapshot);
    // The stored (older) snapshot, restored and run to the same time, is the same state...
    const replayed = await playTurn(game, progress, 2_500, null, never);
    expect(replayed.snapshot).toEqual(clicked.snapshot);
    // ...and the next input gives the same on either (here the countdown's end, at 5 s).
    const live = await playTurn(
      game,
      { ...progress, snapshot: clicked.snapshot },
      5_200,
      null,
      never,
    );
    const fromStored = await playTurn(game, progress, 5_200, null, never);
    expect(fromStored.snapshot).toEqual(live.snapshot);
    expect(live).toMatchObject({ sceneId: "two", quiet: false });
    // Refused inputs are quiet too; a wake and the first input of a game are not.
    const refused = await playTurn(game, progress, 2_500, { type: "click", elementId: "x" }, never);
    expect(refused.quiet).toBe(true);
    expect((await playTurn(game, progress, 2_500, null, never)).quiet).toBe(false);
    const first = await playTurn(game, fresh, 0, { type: "click", elementId: "clock" }, never);
    expect(first.quiet).toBe(false);
  });

  it("an input that changes the state without any reported change is not quiet", async () => {
    // A click plays a sound and waits for it; the state is made to wait for a second effect too
    // (a rule waits for every effect its action started): the first report changes only what
    // the rule waits for (no change, no effect, no rule fired, nothing scheduled).
    const sounds = new GameEntry(
      buildGame(registry, {
        scenes: [
          {
            id: "one",
            elements: [
              { type: "text", id: "door" },
              { type: "audio", id: "bell", props: { src: "bell" } },
            ],
          },
          { id: "two" },
        ],
        rules: [
          rule("open", {
            sceneId: "one",
            triggers: [click("door")],
            actions: [elementAction("bell", "play", undefined, true), goTo("two")],
          }),
        ],
      }),
    );
    const started = await playTurn(sounds, fresh, 0, { type: "start" }, never);
    const progress = { ...fresh, snapshot: started.snapshot, scenesReached: ["one"] };
    const clicked = await playTurn(
      sounds,
      progress,
      500,
      { type: "click", elementId: "door" },
      never,
    );
    const [continuation] = clicked.snapshot.continuations;
    const first = continuation!.waiting[0]!;
    const waitsForTwo = {
      ...clicked.snapshot,
      continuations: [{ ...continuation!, waiting: [first, "fx-other"] }],
    };
    const done = await playTurn(
      sounds,
      { ...progress, snapshot: waitsForTwo },
      600,
      { type: "effectCompleted", effectId: first },
      never,
    );
    expect(done.wakeAt).toBe("unchanged");
    expect(done.snapshot.continuations[0]!.waiting).toEqual(["fx-other"]);
    expect(done.quiet).toBe(false);
  });
});
