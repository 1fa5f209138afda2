/**
 * Behaviour an author tripped over (issue 9, "Engine behaviour to fix"); each block failed
 * before its fix.
 */
import { describe, expect, it } from "vitest";
import type { Rule } from "../document/rule-schema";
import type { GameDocument } from "../document/schema";
import { validate } from "../rules/validate";
import {
  animation,
  boolVar,
  buildGame,
  click,
  cond,
  goTo,
  numberVar,
  on,
  prop,
  ref,
  rule,
  setVar,
  val,
  variableChanged,
  type ElementSpec,
} from "../testing/builder";
import { createFixtureRegistry } from "../testing/fixtures";
import { TestRuntime } from "../testing/test-runtime";

const registry = createFixtureRegistry();

function game(
  rules: Rule[],
  extra: { elements?: ElementSpec[]; variables?: GameDocument["variables"] } = {},
) {
  const doc = buildGame(registry, {
    scenes: [
      {
        id: "a",
        name: "Hall",
        elements: [
          { type: "box", id: "box", x: 0, y: 0, width: 100, height: 100 },
          { type: "box", id: "door", x: 300, y: 0, width: 100, height: 100 },
          { type: "text", id: "label" },
          { type: "timer", id: "timer", props: { startTimeInSeconds: 3, autoStart: false } },
          ...(extra.elements ?? []),
        ],
      },
      { id: "b", name: "Library", elements: [{ type: "box", id: "bBox" }] },
      { id: "c", name: "Vault" },
    ],
    variables: [boolVar("hit"), numberVar("n", 0), ...(extra.variables ?? [])],
    rules,
  });
  const t = new TestRuntime(doc, { registry });
  t.start();
  return t;
}
const add = (variableId: string, by: number) =>
  ({ type: "increaseVariable", variableId, by: val(by) }) as const;

describe("partialAnd needing more matches than it has", () => {
  const rules = [
    rule("r", {
      triggers: [click("box")],
      operator: "partialAnd",
      requiredCount: 3,
      conditions: [cond(ref("n"), "eq", val(0)), cond(ref("hit"), "is", val(false))],
      actions: [setVar("hit", true)],
    }),
  ];

  it("never fires, even when every condition holds", () => {
    const t = game(rules);
    t.click("box");
    expect(t.variable("hit")).toBe(false);
    expect(t.firedRules).toEqual([]);
  });

  it("agrees with validate(), which warns that it can never hold", () => {
    const t = game(rules);
    expect(validate(t.document, registry).map((d) => [d.code, d.params["reason"]])).toContainEqual([
      "conditionNeverHolds",
      "tooFewConditions",
    ]);
  });

  it("still fires when it needs as many as it has or fewer", () => {
    const t = game([{ ...rules[0]!, conditions: { ...rules[0]!.conditions, requiredCount: 2 } }]);
    t.click("box");
    expect(t.variable("hit")).toBe(true);
  });
});

describe("numbers compare with a relative tolerance of 1e-9", () => {
  // 0.1 added ten times is 0.9999999999999999
  const tenTimes = Array.from({ length: 10 }, () => add("n", 0.1));

  it.each([
    ["eq", 1, true],
    ["neq", 1, false],
    ["gte", 1, true],
    ["lte", 1, true],
    ["lt", 1, false],
    ["gt", 1, false],
    ["gt", 0.999, true],
  ] as const)("0.1 ten times %s %d in a condition: %s", (comparator, right, expected) => {
    const t = game([
      rule("sum", { triggers: [click("box")], actions: tenTimes }),
      rule("check", {
        triggers: [click("door")],
        conditions: [cond(ref("n"), comparator, val(right))],
        actions: [setVar("hit", true)],
      }),
    ]);
    t.click("box");
    expect(t.variable("n")).not.toBe(1);
    t.click("door");
    expect(t.variable("hit")).toBe(expected);
  });

  it("between two variables as well", () => {
    const t = game(
      [
        rule("sum", { triggers: [click("box")], actions: tenTimes }),
        rule("check", {
          triggers: [click("door")],
          conditions: [cond(ref("n"), "eq", ref("one"))],
          actions: [setVar("hit", true)],
        }),
      ],
      { variables: [numberVar("one", 1)] },
    );
    t.click("box");
    t.click("door");
    expect(t.variable("hit")).toBe(true);
  });

  it("'variable changed to 1' fires for 0.1 added ten times", () => {
    const t = game([
      rule("sum", { triggers: [click("box")], actions: tenTimes }),
      rule("check", { triggers: [variableChanged("n", 1)], actions: [setVar("hit", true)] }),
    ]);
    t.click("box");
    expect(t.variable("hit")).toBe(true);
  });

  it("an element trigger 'changed to' compares the same way", () => {
    const t = game([
      rule("check", {
        triggers: [on("timer", "timeChanged", 0.3)],
        actions: [setVar("hit", true)],
      }),
    ]);
    t.trigger("timer", "timeChanged", 0.1 + 0.2);
    expect(t.variable("hit")).toBe(true);
  });

  it("validate() compares the same way: 0.1 + 0.2 is no contradiction to 0.3", () => {
    const t = game(
      [
        rule("r", {
          triggers: [click("box")],
          conditions: [
            cond(ref("third"), "eq", val(0.3)),
            cond(ref("third"), "eq", val(0.1 + 0.2)),
          ],
          actions: [setVar("hit", true)],
        }),
      ],
      { variables: [numberVar("third", 0.1 + 0.2)] },
    );
    expect(validate(t.document, registry).filter((d) => d.code === "conditionNeverHolds")).toEqual(
      [],
    );
    t.click("box");
    expect(t.variable("hit")).toBe(true);
  });

  it("is relative for big numbers and not looser than 1e-9 near zero", () => {
    const t = game(
      [
        rule("big", {
          triggers: [click("box")],
          conditions: [cond(ref("big"), "eq", val(1e12 + 1e-4))],
          actions: [setVar("hit", true)],
        }),
        rule("small", {
          triggers: [click("door")],
          conditions: [cond(ref("small"), "eq", val(0))],
          actions: [add("n", 1)],
        }),
      ],
      { variables: [numberVar("big", 1e12), numberVar("small", 1e-6)] },
    );
    t.click("box");
    expect(t.variable("hit")).toBe(true);
    t.click("door");
    expect(t.variable("n")).toBe(0);
  });
});

describe("leaving a scene cancels the pending actions of rules scoped to it", () => {
  const delayedExit = rule("late", {
    sceneId: "a",
    triggers: [click("box")],
    actions: [{ type: "await", durationMs: 5000 }, goTo("c")],
  });
  const door = rule("door", { sceneId: "a", triggers: [click("door")], actions: [goTo("b")] });

  it("an awaited go-to-scene does not pull the player back", () => {
    const t = game([delayedExit, door]);
    t.click("box");
    t.click("door");
    expect(t.sceneId).toBe("b");
    t.advance(6000);
    expect(t.sceneId).toBe("b");
    expect(t.runtime.nextDueAt()).toBeUndefined();
    expect(t.runtime.snapshot().continuations).toEqual([]);
  });

  it("a rule waiting for an effect is dropped too", () => {
    const doc = game([
      rule("wait", {
        sceneId: "a",
        triggers: [click("box")],
        actions: [
          {
            type: "animate",
            elementId: "box",
            shouldAwait: true,
            animation: animation({ name: "moveBy", axis: "x", x: 10, y: 0 }),
          },
          setVar("hit", true),
        ],
      }),
      door,
    ]).document;
    const t = new TestRuntime(doc, { registry, autoCompleteEffects: false });
    t.start();
    t.click("box");
    const animate = t.effects.find((e) => e.type === "animate")!;
    t.click("door");
    t.completeEffect(animate.id);
    expect(t.sceneId).toBe("b");
    expect(t.variable("hit")).toBe(false);
  });

  it("rules for all scenes and the run that leaves keep going", () => {
    const t = game([
      rule("anywhere", {
        triggers: [click("box")],
        actions: [{ type: "await", durationMs: 1000 }, setVar("hit", true)],
      }),
      rule("leave", {
        sceneId: "a",
        triggers: [click("door")],
        actions: [goTo("b"), { type: "await", durationMs: 1000 }, add("n", 1)],
      }),
    ]);
    t.click("box");
    t.click("door");
    t.advance(1000);
    expect(t.variable("hit")).toBe(true);
    expect(t.variable("n")).toBe(1);
  });
});

describe("invisible elements fire no pointer triggers", () => {
  const pointerRules = (id: string) => [
    rule("click", { triggers: [click(id)], actions: [add("n", 1)] }),
    rule("enter", { triggers: [on(id, "mouseEnter")], actions: [add("n", 10)] }),
    rule("leave", { triggers: [on(id, "mouseLeave")], actions: [add("n", 100)] }),
    rule("drag", { triggers: [on(id, "dragEnd")], actions: [add("n", 1000)] }),
    rule("rotate", { triggers: [on(id, "rotateEnd")], actions: [add("n", 10_000)] }),
    rule("resize", { triggers: [on(id, "resizeEnd")], actions: [add("n", 100_000)] }),
  ];
  const pointAt = (t: TestRuntime, id: string) => {
    t.click(id);
    t.hover(id);
    t.leave(id);
    t.drag(id, 50, 60);
    t.rotate(id, 45);
    t.resize(id, 10, 10);
  };

  it("an element hidden in the document", () => {
    const t = game(pointerRules("ghost"), {
      elements: [{ type: "box", id: "ghost", visible: false, x: 5, y: 5 }],
    });
    pointAt(t, "ghost");
    expect(t.variable("n")).toBe(0);
    expect(t.element("ghost")).toMatchObject({ x: 5, y: 5, rotation: 0 });
  });

  it("an element a rule has just hidden", () => {
    const t = game([
      ...pointerRules("door"),
      rule("hide", { triggers: [click("box")], actions: [{ type: "hide", elementId: "door" }] }),
    ]);
    t.click("door");
    expect(t.variable("n")).toBe(1);
    t.click("box");
    pointAt(t, "door");
    expect(t.variable("n")).toBe(1);
  });

  it("an element of another scene", () => {
    const t = game(pointerRules("bBox"));
    pointAt(t, "bBox");
    expect(t.variable("n")).toBe(0);
  });
});

describe("property changes stay inside the schema's range (clamped)", () => {
  const setProp = (
    elementId: string,
    property: string,
    value: ReturnType<typeof val | typeof ref>,
  ) => ({ type: "setProperty", elementId, property, value }) as const;

  it("common properties by value: opacity 150 → 1, width −20 → 0", () => {
    const t = game([
      rule("r", {
        triggers: [click("box")],
        actions: [setProp("door", "opacity", val(150)), setProp("door", "width", val(-20))],
      }),
    ]);
    const result = t.click("box");
    expect(t.element("door")).toMatchObject({ opacity: 1, width: 0 });
    expect(
      result.diagnostics.map((d) => [d.code, d.params["property"], d.params["result"]]),
    ).toEqual([
      ["propertyValueClamped", "opacity", 1],
      ["propertyValueClamped", "width", 0],
    ]);
    expect(result.diagnostics[0]).toMatchObject({ ruleId: "r", path: "rules.0.actions.0" });
  });

  it("plugin props by variable: below the minimum, and an integer field is rounded", () => {
    const t = game(
      [
        rule("r", {
          triggers: [click("box")],
          actions: [
            setProp("label", "fontSizeInRem", ref("neg")),
            setProp("timer", "startTimeInSeconds", ref("half")),
          ],
        }),
      ],
      { variables: [numberVar("neg", -5), numberVar("half", 2.6)] },
    );
    t.click("box");
    expect(t.element("label").props).toMatchObject({ fontSizeInRem: 0.1 });
    expect(t.element("timer").props).toMatchObject({ startTimeInSeconds: 3 });
  });

  it("a value in range is written as it is, and reading it back gives the clamped value", () => {
    const t = game([
      rule("r", {
        triggers: [click("box")],
        actions: [setProp("door", "opacity", val(0.5)), setProp("door", "x", val(-300))],
      }),
      rule("big", {
        triggers: [click("door")],
        actions: [setProp("door", "opacity", val(7)), setVar("n", prop("door", "opacity"))],
      }),
    ]);
    expect(t.click("box").diagnostics).toEqual([]);
    expect(t.element("door")).toMatchObject({ opacity: 0.5, x: -300 });
    t.click("door");
    expect(t.variable("n")).toBe(1);
  });

  it("a value no range can hold (Infinity where there is no bound) is refused", () => {
    const t = game(
      [
        rule("r", {
          triggers: [click("box")],
          actions: [setProp("door", "x", ref("inf"))],
        }),
      ],
      { variables: [numberVar("inf", Number.POSITIVE_INFINITY)] },
    );
    const result = t.click("box");
    expect(t.element("door").x).toBe(300);
    expect(result.diagnostics.map((d) => d.code)).toEqual(["invalidPropertyValue"]);
  });
});
