import { describe, expect, it } from "vitest";
import { buildGame, elementAction, on, rule, setVar, boolVar } from "../testing/builder";
import { createFixtureRegistry } from "../testing/fixtures";
import { TestRuntime } from "../testing/test-runtime";
import { checkAnswerIn } from "./check";
import { answerMatches, normalizeAnswer, type AnswerSpec } from "./match";

const tolerant = (expected: string, alternatives: string[] = []): AnswerSpec => ({
  expected,
  alternatives,
  tolerant: true,
});

describe("answerMatches (tolerant)", () => {
  it.each([
    ["Müller", "Muller", true],
    ["Muller", "Müller", true],
    ["Mueller", "Muller", false],
    ["Café", "cafe", true],
    ["Müller", "Mueller", true],
    ["Mueller", "Müller", true],
    ["Müller", "müller", true],
    ["Müller", "  MÜLLER ", true],
    ["Straße", "Strasse", true],
    ["Strasse", "STRASSE", true],
    ["Straße", "Strase", false],
    ["Österreich", "Oesterreich", true],
    ["Ärger", "aerger", true],
    ["3,5", "3.5", true],
    ["3.5", "3,5", true],
    ["3.5", "3.50", true],
    ["3.5", "35", false],
    ["42", "042", true],
    ["Rom", "Rome", false],
    ["New  York", "new york", true],
  ])("%s accepts %s: %s", (expected, value, accepted) => {
    expect(answerMatches(tolerant(expected), value)).toBe(accepted);
  });

  it("strict matching does not fold umlauts; an alternative can", () => {
    const strict = { expected: "Müller", alternatives: ["Mueller"], tolerant: false };
    expect(answerMatches(strict, "Mueller")).toBe(true);
    expect(answerMatches(strict, "Muller")).toBe(false);
  });

  it("accepts any alternative", () => {
    const spec = tolerant("Paris", ["Lutetia", "Parigi"]);
    expect(answerMatches(spec, "parigi")).toBe(true);
    expect(answerMatches(spec, "Lutetia ")).toBe(true);
    expect(answerMatches(spec, "Berlin")).toBe(false);
  });

  it("never accepts anything for an empty answer", () => {
    expect(answerMatches(tolerant(""), "")).toBe(false);
    expect(answerMatches(tolerant("  "), "")).toBe(false);
  });

  it("normalizes to one comparable form", () => {
    expect(normalizeAnswer("  Große   Straße 3,5 ")).toBe("grosse strasse 3.5");
  });
});

describe("answerMatches (strict)", () => {
  it("compares exactly, or regardless of case", () => {
    expect(answerMatches({ expected: "Müller", tolerant: false }, "Mueller")).toBe(false);
    expect(answerMatches({ expected: "Müller", tolerant: false }, "müller")).toBe(false);
    expect(answerMatches({ expected: "Müller", tolerant: false }, "Müller")).toBe(true);
    expect(answerMatches({ expected: "A7#", tolerant: false, caseSensitive: false }, "a7#")).toBe(
      true,
    );
    expect(answerMatches({ expected: "3,5", tolerant: false }, "3.5")).toBe(false);
    expect(answerMatches({ expected: "x", alternatives: ["y"], tolerant: false }, "y")).toBe(true);
  });
});

const registry = createFixtureRegistry();
function lockGame() {
  return buildGame(registry, {
    scenes: [
      {
        id: "a",
        name: "Hall",
        elements: [
          {
            type: "number-code-input",
            id: "lock",
            props: { expectedCode: "42", autoValidate: false },
          },
        ],
      },
    ],
    variables: [boolVar("open"), boolVar("wrong")],
    rules: [
      rule("right", {
        triggers: [on("lock", "validatedCorrectly")],
        actions: [setVar("open", true)],
      }),
      rule("wrong", {
        triggers: [on("lock", "validatedIncorrectly")],
        actions: [setVar("wrong", true)],
      }),
    ],
  });
}

describe("checking an answer is an effect", () => {
  it("the runtime asks its host and fires the trigger of the verdict", () => {
    const game = new TestRuntime(lockGame(), { registry, autoCompleteEffects: false });
    game.start();
    game.type("lock", "41");
    const result = game.act("lock", "validate");
    const check = result.effects.find((e) => e.type === "checkAnswer");
    expect(check).toMatchObject({ type: "checkAnswer", elementId: "lock", value: "41" });
    // Nothing is decided before the host answers.
    expect(game.variable("wrong")).toBe(false);
    expect(game.runtime.pendingChecks()).toHaveLength(1);
    game.answerCheck(check!.id, "incorrect");
    expect(game.variable("wrong")).toBe(true);
    expect(game.element("lock").state).toMatchObject({ incorrectAttempts: 1, unlocked: false });

    game.type("lock", "42");
    const next = game.act("lock", "validate").effects.find((e) => e.type === "checkAnswer")!;
    game.answerCheck(next.id, "correct");
    expect(game.variable("open")).toBe(true);
    expect(game.element("lock").state).toMatchObject({ unlocked: true });
  });

  it("an unavailable verdict (throttled) counts as nothing", () => {
    const game = new TestRuntime(lockGame(), { registry, autoCompleteEffects: false });
    game.start();
    game.type("lock", "41");
    const check = game.act("lock", "validate").effects.find((e) => e.type === "checkAnswer")!;
    game.answerCheck(check.id, "unavailable");
    expect(game.variable("wrong")).toBe(false);
    expect(game.element("lock").state).toMatchObject({ incorrectAttempts: 0 });
    expect(game.runtime.pendingChecks()).toEqual([]);
  });

  it("effectCompleted does not stand in for a verdict; an unknown verdict is ignored", () => {
    const game = new TestRuntime(lockGame(), { registry, autoCompleteEffects: false });
    game.start();
    game.type("lock", "42");
    const check = game.act("lock", "validate").effects.find((e) => e.type === "checkAnswer")!;
    game.completeEffect(check.id);
    expect(game.runtime.pendingChecks()).toHaveLength(1);
    game.dispatch({ type: "answerChecked", effectId: "fx999", verdict: "correct" });
    expect(game.variable("open")).toBe(false);
    game.answerCheck(check.id, "correct");
    expect(game.variable("open")).toBe(true);
  });

  it("a pending check survives snapshot and restore", () => {
    const doc = lockGame();
    const game = new TestRuntime(doc, { registry, autoCompleteEffects: false });
    game.start();
    game.type("lock", "42");
    const check = game.act("lock", "validate").effects.find((e) => e.type === "checkAnswer")!;
    const restored = TestRuntime.restore(doc, game.snapshot(), {
      registry,
      autoCompleteEffects: false,
    });
    expect(restored.runtime.pendingChecks()).toEqual([
      { effectId: check.id, elementId: "lock", value: "42" },
    ]);
    restored.answerCheck(check.id, "correct");
    expect(restored.variable("open")).toBe(true);
  });

  it("an awaited validate holds its rule until the verdict", () => {
    const doc = lockGame();
    doc.rules.push(
      rule("await", {
        triggers: [on("lock", "valueChanged")],
        actions: [elementAction("lock", "validate", undefined, true), setVar("wrong", true)],
      }),
    );
    const game = new TestRuntime(doc, { registry, autoCompleteEffects: false });
    game.start();
    const check = game.type("lock", "42").effects.find((e) => e.type === "checkAnswer")!;
    expect(game.variable("wrong")).toBe(false);
    game.answerCheck(check.id, "correct");
    expect(game.variable("open")).toBe(true);
    expect(game.variable("wrong")).toBe(true);
  });

  it("TestRuntime checks locally against its document, as the API does", () => {
    const doc = lockGame();
    const game = new TestRuntime(doc, { registry });
    game.start();
    game.type("lock", "42");
    game.act("lock", "validate");
    expect(game.variable("open")).toBe(true);
    expect(checkAnswerIn(doc, registry, "lock", "42")).toBe("correct");
    expect(checkAnswerIn(doc, registry, "lock", "41")).toBe("incorrect");
    expect(checkAnswerIn(doc, registry, "nope", "42")).toBeNull();
  });
});
