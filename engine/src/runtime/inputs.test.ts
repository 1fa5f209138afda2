import { describe, expect, it } from "vitest";
import { buildGame, click, goTo, on, rule } from "../testing/builder";
import { createFixtureRegistry } from "../testing/fixtures";
import { createRuntime } from "./runtime";
import { inputRefusal, isPlayerEvent, PlayerInputSchema, type PlayerInput } from "./inputs";

const registry = createFixtureRegistry();
const doc = buildGame(registry, {
  scenes: [
    {
      id: "one",
      elements: [
        { type: "number-code-input", id: "lock" },
        { type: "box", id: "crate", draggable: true },
        { type: "box", id: "wall" },
        { type: "box", id: "secret", visible: false },
        { type: "jsx-graph", id: "graph" },
      ],
    },
    { id: "two", elements: [{ type: "box", id: "door" }] },
  ],
  rules: [
    rule("open", { triggers: [on("lock", "validatedCorrectly")], actions: [goTo("two")] }),
    rule("skip", { triggers: [click("secret")], actions: [goTo("two")] }),
  ],
});

function started() {
  const runtime = createRuntime(doc, { registry, clock: { now: () => 0 } });
  runtime.start();
  return runtime;
}
const refusal = (input: PlayerInput) => inputRefusal(started(), registry, input);

describe("what a player may send to a runtime someone else decides", () => {
  it("accepts what the player can do: click what it sees, type, move what is movable", () => {
    expect(refusal({ type: "click", elementId: "wall" })).toBeNull();
    expect(refusal({ type: "dragEnd", elementId: "crate", x: 1, y: 2 })).toBeNull();
    expect(
      refusal({ type: "elementAction", elementId: "lock", action: "type", args: { value: "1" } }),
    ).toBeNull();
    expect(refusal({ type: "elementAction", elementId: "lock", action: "validate" })).toBeNull();
    expect(
      refusal({ type: "trigger", elementId: "graph", trigger: "messageSent", value: "hi" }),
    ).toBeNull();
    expect(refusal({ type: "effectCompleted", effectId: "fx1" })).toBeNull();
  });

  it("refuses elements of other scenes, hidden ones, unmovable moves and what only rules do", () => {
    expect(refusal({ type: "click", elementId: "door" })).toBe("notShown");
    expect(refusal({ type: "click", elementId: "secret" })).toBe("notShown");
    expect(refusal({ type: "click", elementId: "nothing" })).toBe("unknownElement");
    expect(refusal({ type: "dragEnd", elementId: "wall", x: 1, y: 2 })).toBe("notMovable");
    expect(refusal({ type: "rotateEnd", elementId: "crate", rotation: 9 })).toBe("notMovable");
    expect(refusal({ type: "elementAction", elementId: "lock", action: "reset" })).toBe(
      "notFromPlayer",
    );
    expect(refusal({ type: "trigger", elementId: "lock", trigger: "validatedCorrectly" })).toBe(
      "notFromPlayer",
    );
  });

  it("has no verdicts and no clock in its vocabulary", () => {
    expect(
      PlayerInputSchema.safeParse({ type: "answerChecked", effectId: "fx1", verdict: "correct" })
        .success,
    ).toBe(false);
    expect(PlayerInputSchema.safeParse({ type: "tick" }).success).toBe(false);
    expect(isPlayerEvent({ type: "answerChecked", effectId: "fx1", verdict: "correct" })).toBe(
      false,
    );
    expect(isPlayerEvent({ type: "click", elementId: "wall" })).toBe(true);
  });
});
