import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  animation,
  boolVar,
  buildGame,
  click,
  cond,
  elementAction,
  goTo,
  numberVar,
  on,
  ref,
  rule,
  sceneTo,
  setVar,
  stringVar,
  val,
  variableChanged,
} from "../testing/builder";
import { createFixtureRegistry } from "../testing/fixtures";
import { TestRuntime } from "../testing/test-runtime";
import { SnapshotError, type GameSnapshot } from "./snapshot";
import type { DispatchResult } from "./types";

const registry = createFixtureRegistry();

const document = buildGame(registry, {
  scenes: [
    {
      id: "a",
      elements: [
        { type: "box", id: "box", draggable: true },
        { type: "box", id: "goal", x: 600, y: 300, width: 200, height: 200 },
        { type: "timer", id: "timer", props: { startTimeInSeconds: 8, autoStart: true } },
        { type: "input", id: "answer" },
        {
          type: "number-code-input",
          id: "lock",
          props: { expectedCode: "12", autoValidate: true },
        },
        { type: "audio", id: "sound" },
      ],
    },
    { id: "b", elements: [{ type: "box", id: "back" }] },
  ],
  variables: [numberVar("n"), boolVar("flag"), stringVar("s")],
  rules: [
    rule("clickBox", {
      triggers: [click("box")],
      actions: [
        { type: "increaseVariable", variableId: "n", by: val(1) },
        {
          type: "animate",
          elementId: "box",
          shouldAwait: true,
          animation: animation({ name: "moveBy", axis: "xy", x: 40, y: 10 }),
        },
        setVar("flag", true),
      ],
    }),
    rule("clickGoal", {
      sceneId: "a",
      triggers: [click("goal")],
      actions: [
        { type: "await", durationMs: 1500 },
        setVar("s", "late"),
        goTo("b", { shouldAwait: true }),
        elementAction("sound", "play", undefined, true),
        setVar("flag", false),
      ],
    }),
    rule("tick", {
      triggers: [on("timer", "timeChanged")],
      conditions: [cond(ref("flag"), "is", val(true))],
      actions: [{ type: "increaseVariable", variableId: "n", by: val(10) }],
    }),
    rule("three", {
      triggers: [variableChanged("n", 3)],
      actions: [elementAction("timer", "addSeconds", { seconds: 2 })],
    }),
    rule("drop", {
      triggers: [on("box", "dragEnd")],
      conditions: [
        cond({ kind: "property", elementId: "box", property: "collision" }, "overlaps", {
          kind: "element",
          elementId: "goal",
        }),
      ],
      actions: [setVar("s", "dropped"), elementAction("timer", "stop")],
    }),
    rule("solved", {
      triggers: [on("lock", "validatedCorrectly")],
      actions: [
        setVar("s", ref("s")),
        elementAction("timer", "resetAndStart"),
        { type: "await", durationMs: 700 },
        setVar("flag", true),
      ],
    }),
    rule("typed", {
      triggers: [on("answer", "valueChanged")],
      actions: [setVar("s", { kind: "property", elementId: "answer", property: "value" })],
    }),
    rule("back", {
      sceneId: "b",
      triggers: [click("back"), sceneTo("b")],
      actions: [{ type: "await", durationMs: 2000 }, goTo("a")],
    }),
  ],
});

type Command =
  | { kind: "click"; target: "box" | "goal" | "back" }
  | { kind: "drag"; x: number; y: number }
  | { kind: "type"; value: string }
  | { kind: "code"; value: string }
  | { kind: "advance"; ms: number }
  | { kind: "complete"; index: number };

const commandArb: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    kind: fc.constant("click" as const),
    target: fc.constantFrom("box" as const, "goal" as const, "back" as const),
  }),
  fc.record({
    kind: fc.constant("drag" as const),
    x: fc.integer({ min: 0, max: 1200 }),
    y: fc.integer({ min: 0, max: 700 }),
  }),
  fc.record({ kind: fc.constant("type" as const), value: fc.constantFrom("", "a", "Paris") }),
  fc.record({ kind: fc.constant("code" as const), value: fc.constantFrom("1", "12", "13") }),
  fc.record({ kind: fc.constant("advance" as const), ms: fc.integer({ min: 0, max: 3000 }) }),
  fc.record({ kind: fc.constant("complete" as const), index: fc.nat(4) }),
);

function apply(t: TestRuntime, command: Command): void {
  switch (command.kind) {
    case "click":
      // the player only lets the current scene's elements be clicked
      if (t.runtime.visibleElementIds().includes(command.target)) t.click(command.target);
      return;
    case "drag":
      if (t.runtime.visibleElementIds().includes("box")) t.drag("box", command.x, command.y);
      return;
    case "type":
      t.type("answer", command.value);
      return;
    case "code":
      t.act("lock", "type", { value: command.value });
      return;
    case "advance":
      t.advance(command.ms);
      return;
    case "complete": {
      const effect = t.pendingEffects[command.index % Math.max(1, t.pendingEffects.length)];
      if (effect) t.completeEffect(effect.id);
      return;
    }
  }
}

const strip = (results: DispatchResult[]) => JSON.parse(JSON.stringify(results)) as unknown;

describe("snapshot / restore", () => {
  it("restoring at any point and continuing behaves exactly as uninterrupted play", () => {
    fc.assert(
      fc.property(
        fc.array(commandArb, { minLength: 1, maxLength: 40 }),
        fc.nat(),
        (commands, cut) => {
          const k = cut % (commands.length + 1);
          const straight = new TestRuntime(document, { registry, autoCompleteEffects: false });
          straight.start();
          commands.slice(0, k).forEach((c) => apply(straight, c));
          const snapshot = JSON.parse(JSON.stringify(straight.snapshot())) as GameSnapshot;
          const pending = [...straight.pendingEffects];
          const before = straight.results.length;
          commands.slice(k).forEach((c) => apply(straight, c));

          const resumed = TestRuntime.restore(document, snapshot, {
            registry,
            autoCompleteEffects: false,
          });
          // the host's adapters still hold the effects that were running
          resumed.pendingEffects.push(...pending);
          commands.slice(k).forEach((c) => apply(resumed, c));

          expect(resumed.snapshot()).toEqual(straight.snapshot());
          expect(strip(resumed.results)).toEqual(strip(straight.results.slice(before)));
        },
      ),
      { numRuns: 150 },
    );
  });

  it("snapshots are plain versioned JSON with scene, variables, element states, timers and locks", () => {
    const t = new TestRuntime(document, { registry });
    t.start();
    t.act("lock", "type", { value: "13" });
    t.click("goal");
    t.advance(1000);
    const snap = t.snapshot();
    expect(JSON.parse(JSON.stringify(snap))).toEqual(snap);
    expect(snap).toMatchObject({
      kind: "exitgame-snapshot",
      snapshotVersion: 1,
      sceneId: "a",
      started: true,
      time: 1000,
      variables: { n: 0, flag: false, s: "" },
      elements: {
        lock: { state: { currentValue: "13", unlocked: false, incorrectAttempts: 1 } },
        timer: { state: { remaining: 7, running: true } },
      },
    });
    expect(snap.schedules.map((s) => [s.kind, s.dueAt])).toEqual([
      ["resume", 1500],
      ["element", 2000],
    ]);
    expect(snap.continuations).toHaveLength(1);
  });

  it("refuses invalid snapshots and snapshots of another game", () => {
    const t = new TestRuntime(document, { registry });
    t.start();
    const snap = t.snapshot();
    expect(() => t.runtime.restore({ ...snap, snapshotVersion: 2 })).toThrow(SnapshotError);
    expect(() => t.runtime.restore({ ...snap, sceneId: "nope" })).toThrow(/does not belong/);
    const { n: _n, ...fewer } = snap.variables;
    expect(() => t.runtime.restore({ ...snap, variables: fewer })).toThrow(/variables differ/);
    expect(() =>
      t.runtime.restore({ ...snap, variables: { ...snap.variables, n: "one" } }),
    ).toThrow(/not a number/);
    const other = buildGame(registry, {
      scenes: [{ id: "a", elements: [{ type: "box", id: "box" }] }],
    });
    expect(() => new TestRuntime(other, { registry }).runtime.restore(snap)).toThrow(
      /elements differ/,
    );
  });

  it("restores a trusted snapshot without the schema's parse, still checked against the game", () => {
    const t = new TestRuntime(document, { registry });
    t.start();
    const snap = t.snapshot();
    const other = new TestRuntime(document, { registry });
    other.runtime.restore(snap, { trusted: true });
    expect(other.snapshot()).toEqual(snap);
    // Not this game's: refused as without trust.
    expect(() => t.runtime.restore({ ...snap, sceneId: "nope" }, { trusted: true })).toThrow(
      /does not belong/,
    );
    const { n: _n, ...fewer } = snap.variables;
    expect(() => t.runtime.restore({ ...snap, variables: fewer }, { trusted: true })).toThrow(
      /variables differ/,
    );
    // Another snapshot version or no snapshot at all: parsed as any other (and refused).
    expect(() => t.runtime.restore({ ...snap, snapshotVersion: 2 }, { trusted: true })).toThrow(
      SnapshotError,
    );
    expect(() => t.runtime.restore("nope", { trusted: true })).toThrow(SnapshotError);
  });
});
