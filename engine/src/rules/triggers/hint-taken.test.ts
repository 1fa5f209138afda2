import { describe, expect, it } from "vitest";
import type { GameDocument } from "../../document/schema";
import { buildGame, numberVar, rule, setVar, val } from "../../testing/builder";
import { createFixtureRegistry } from "../../testing/fixtures";
import { TestRuntime } from "../../testing/test-runtime";
import { isPlayerEvent } from "../../runtime/inputs";
import { validate } from "../validate";
import type { Trigger } from "../../document/rule-schema";

const registry = createFixtureRegistry();

function game(triggers: Trigger[]): GameDocument {
  return buildGame(registry, {
    scenes: [
      {
        id: "hall",
        name: "Hall",
        elements: [
          { type: "number-code-input", id: "lock" },
          { type: "box", id: "door" },
        ],
      },
      { id: "vault", name: "Vault", elements: [] },
    ],
    variables: [numberVar("helped"), numberVar("second")],
    rules: [
      rule("any", {
        sceneId: "hall",
        triggers: [triggers[0]!],
        actions: [{ type: "increaseVariable", variableId: "helped", by: val(1) }],
      }),
      rule("two", { sceneId: "hall", triggers: [triggers[1]!], actions: [setVar("second", 2)] }),
    ],
  });
}

const onLock = (to?: number): Trigger => ({
  type: "hintTaken",
  targetKind: "element",
  targetId: "lock",
  ...(to ? { to } : {}),
});

describe("the 'hint taken' trigger", () => {
  it("fires for every hint of its riddle, `to` only for that one; counts survive a snapshot", () => {
    const play = new TestRuntime(game([onLock(), onLock(2)]), { registry });
    play.start();
    play.dispatch({ type: "hintTaken", targetId: "lock" });
    expect(play.runtime.variable("helped")).toBe(1);
    expect(play.runtime.variable("second")).toBe(0);
    const saved = play.runtime.snapshot();
    expect(saved.hints).toEqual({ lock: 1 });
    const other = new TestRuntime(game([onLock(), onLock(2)]), { registry });
    other.runtime.restore(saved);
    other.dispatch({ type: "hintTaken", targetId: "lock" });
    expect(other.runtime.variable("helped")).toBe(2);
    expect(other.runtime.variable("second")).toBe(2);
    // another riddle's hint does not fire it
    other.dispatch({ type: "hintTaken", targetId: "hall" });
    expect(other.runtime.variable("helped")).toBe(2);
  });

  it("conditions compare the riddle's count (its property hintsTaken)", () => {
    const doc = game([onLock(), onLock(9)]);
    doc.rules[0]!.conditions.items.push({
      id: "c1",
      left: { kind: "property", elementId: "lock", property: "hintsTaken" },
      comparator: "gte",
      right: { kind: "value", value: 2 },
    });
    const play = new TestRuntime(doc, { registry });
    play.start();
    play.dispatch({ type: "hintTaken", targetId: "lock" });
    expect(play.runtime.element("lock")!.state.hintsTaken).toBe(1);
    expect(play.runtime.variable("helped")).toBe(0);
    play.dispatch({ type: "hintTaken", targetId: "lock" });
    expect(play.runtime.variable("helped")).toBe(1);
  });

  it("a scene's hints fire the scene's trigger", () => {
    const play = new TestRuntime(
      game([{ type: "hintTaken", targetKind: "scene", targetId: "hall" }, onLock(5)]),
      { registry },
    );
    play.start();
    play.dispatch({ type: "hintTaken", targetId: "hall" });
    expect(play.runtime.variable("helped")).toBe(1);
  });

  it("only the host raises it: a player's device never forwards it", () => {
    expect(isPlayerEvent({ type: "hintTaken", targetId: "lock" })).toBe(false);
  });

  it("validate: the riddle must exist and have a hint list", () => {
    const codes = (t: Trigger) =>
      validate(game([t, onLock()]), registry)
        .filter((d) => d.severity === "error")
        .map((d) => `${d.code}@${d.path}`);
    expect(codes(onLock())).toEqual([]);
    expect(codes({ type: "hintTaken", targetKind: "element", targetId: "ghost" })).toEqual([
      "unknownElement@rules.0.triggers.0.targetId",
    ]);
    expect(codes({ type: "hintTaken", targetKind: "element", targetId: "door" })).toEqual([
      "unknownTrigger@rules.0.triggers.0.targetId",
    ]);
    expect(codes({ type: "hintTaken", targetKind: "scene", targetId: "nowhere" })).toEqual([
      "unknownScene@rules.0.triggers.0.targetId",
    ]);
  });
});
