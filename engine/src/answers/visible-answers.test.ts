import { describe, expect, it } from "vitest";
import { applyOperation } from "../operations";
import { validate } from "../rules/validate";
import { buildGame, click, cond, on, prop, rule, setVar, stringVar, val } from "../testing/builder";
import { createFixtureRegistry } from "../testing/fixtures";
import { TestRuntime } from "../testing/test-runtime";
import { convertVisibleAnswer } from "./visible-answers";

const registry = createFixtureRegistry();

function game(rules: Parameters<typeof buildGame>[1]["rules"]) {
  return buildGame(registry, {
    scenes: [
      {
        id: "a",
        elements: [
          {
            type: "number-code-input",
            id: "lock",
            name: "Safe",
            props: { expectedCode: "1", autoValidate: true },
          },
          { type: "box", id: "button" },
        ],
      },
    ],
    variables: [stringVar("state", "closed")],
    rules,
  });
}

const literalRule = rule("open", {
  triggers: [on("lock", "valueChanged")],
  conditions: [cond(prop("lock", "currentValue"), "eq", val("4711"))],
  actions: [setVar("state", "open")],
});

describe("answers visible in rules", () => {
  it("warns about a condition comparing an entry with a literal, at the condition", () => {
    const warnings = validate(game([literalRule]), registry).filter(
      (d) => d.code === "answerVisible",
    );
    expect(warnings).toEqual([
      expect.objectContaining({
        severity: "warning",
        path: "rules.0.conditions.items.0",
        params: expect.objectContaining({ element: "Safe", conditionNumber: 1 }),
      }),
    ]);
  });

  it("warns about a trigger filtering the entry on a literal", () => {
    const doc = game([
      rule("t", {
        triggers: [on("lock", "valueChanged", "4711")],
        actions: [setVar("state", "open")],
      }),
    ]);
    expect(validate(doc, registry).filter((d) => d.code === "answerVisible")).toEqual([
      expect.objectContaining({ path: "rules.0.triggers.0" }),
    ]);
  });

  it("says nothing about other comparisons", () => {
    const doc = game([
      rule("n", {
        triggers: [click("button")],
        conditions: [
          cond(prop("lock", "incorrectAttempts"), "gt", val(3)),
          cond(prop("lock", "currentValue"), "neq", val("")),
        ],
        actions: [setVar("state", "x")],
      }),
    ]);
    expect(validate(doc, registry).filter((d) => d.code === "answerVisible")).toEqual([]);
  });

  it("converts in one operation: the literal becomes the secret answer, the rule reacts to validatedCorrectly", () => {
    const doc = game([literalRule]);
    const conversion = convertVisibleAnswer(
      doc,
      registry,
      doc.rules[0]!,
      { kind: "condition", index: 0 },
      true,
    )!;
    const applied = applyOperation(doc, conversion.operation, { registry });
    if (!applied.ok) throw new Error(JSON.stringify(applied.error));
    const next = applied.doc;
    expect(next.scenes[0]!.elements[0]!.props).toMatchObject({ expectedCode: "4711" });
    expect(next.rules[0]!.triggers).toEqual([
      { type: "element", elementId: "lock", trigger: "validatedCorrectly" },
    ]);
    expect(next.rules[0]!.conditions.items).toEqual([]);
    expect(validate(next, registry).filter((d) => d.code === "answerVisible")).toEqual([]);
    // Undo brings both back.
    const undone = applyOperation(next, applied.inverse);
    expect(undone.ok && undone.doc).toEqual(doc);
    // And it plays the same: 4711 opens, 4712 does not.
    for (const [code, state] of [
      ["4712", "closed"],
      ["4711", "open"],
    ] as const) {
      const t = new TestRuntime(next, { registry });
      t.start();
      t.type("lock", code);
      expect(t.variable("state"), code).toBe(state);
    }
  });

  it("converts a trigger filter too; refuses what it cannot convert cleanly", () => {
    const doc = game([
      rule("t", {
        triggers: [on("lock", "valueChanged", "4711")],
        actions: [setVar("state", "open")],
      }),
    ]);
    const converted = convertVisibleAnswer(
      doc,
      registry,
      doc.rules[0]!,
      { kind: "trigger", index: 0 },
      true,
    );
    expect(converted?.rule.triggers).toEqual([
      { type: "element", elementId: "lock", trigger: "validatedCorrectly" },
    ]);
    const orRule = rule("or", {
      triggers: [on("lock", "valueChanged")],
      operator: "or",
      conditions: [
        cond(prop("lock", "currentValue"), "eq", val("4711")),
        cond(prop("lock", "incorrectAttempts"), "gt", val(3)),
      ],
      actions: [setVar("state", "open")],
    });
    expect(
      convertVisibleAnswer(game([orRule]), registry, orRule, { kind: "condition", index: 0 }, true),
    ).toBeNull();
    const spaced = rule("empty", {
      triggers: [on("lock", "valueChanged")],
      conditions: [cond(prop("lock", "currentValue"), "eq", val(""))],
      actions: [setVar("state", "open")],
    });
    // The fixture lock refuses an empty code.
    expect(
      convertVisibleAnswer(game([spaced]), registry, spaced, { kind: "condition", index: 0 }, true),
    ).toBeNull();
  });
});
