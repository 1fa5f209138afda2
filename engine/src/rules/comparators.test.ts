import { describe, expect, it } from "vitest";
import type { Comparator, Scalar } from "../document/rule-schema";
import {
  boolVar,
  buildGame,
  click,
  cond,
  el,
  numberVar,
  prop,
  ref,
  rule,
  setVar,
  stringVar,
  val,
} from "../testing/builder";
import { createFixtureRegistry } from "../testing/fixtures";
import { TestRuntime } from "../testing/test-runtime";

const registry = createFixtureRegistry();

/** Runs a rule whose single condition compares variable `v` (holding `left`) with `right`. */
function holds(left: Scalar, comparator: Comparator, right: Scalar, viaVariable: boolean): boolean {
  const variable =
    typeof left === "number"
      ? numberVar("v", left)
      : typeof left === "string"
        ? stringVar("v", left)
        : boolVar("v", left);
  const other =
    typeof right === "number"
      ? numberVar("w", right)
      : typeof right === "string"
        ? stringVar("w", right)
        : boolVar("w", right);
  const doc = buildGame(registry, {
    scenes: [{ id: "a", elements: [{ type: "box", id: "box" }] }],
    variables: [variable, other, boolVar("hit")],
    rules: [
      rule("r", {
        triggers: [click("box")],
        conditions: [cond(ref("v"), comparator, viaVariable ? ref("w") : val(right))],
        actions: [setVar("hit", true)],
      }),
    ],
  });
  const t = new TestRuntime(doc, { registry });
  t.start();
  t.click("box");
  expect(t.diagnostics).toEqual([]);
  return t.variable("hit") as boolean;
}

describe("value comparators", () => {
  it.each<[Scalar, Comparator, Scalar, boolean]>([
    [true, "is", true, true],
    [true, "is", false, false],
    [false, "isNot", true, true],
    [false, "isNot", false, false],
    [3, "eq", 3, true],
    [3, "eq", 4, false],
    [3, "neq", 4, true],
    [3, "neq", 3, false],
    [5, "gt", 4, true],
    [4, "gt", 4, false],
    [3, "lt", 4, true],
    [4, "lt", 4, false],
    [4, "gte", 4, true],
    [3, "gte", 4, false],
    [4, "lte", 4, true],
    [5, "lte", 4, false],
    [-0.5, "lt", 0, true],
    ["Paris", "eq", "Paris", true],
    ["Paris", "eq", "paris", false],
    ["a", "neq", "b", true],
    ["a", "neq", "a", false],
  ])("%j %s %j → %s", (left, comparator, right, expected) => {
    expect(holds(left, comparator, right, false)).toBe(expected);
    expect(holds(left, comparator, right, true)).toBe(expected);
  });
});

describe("number comparators read in place", () => {
  // A variable or an element's x, y, … against a literal is compiled without a getter
  // (compile-numbers.ts); it must answer as the getter path does, tolerance included.
  const OPS: Comparator[] = ["eq", "neq", "gt", "lt", "gte", "lte"];
  const PAIRS: [number, number][] = [
    [3, 4],
    [4, 4],
    [5, 4],
    [0.1 + 0.2, 0.3],
    [0.3, 0.1 + 0.2],
    [-1, -1 + 1e-12],
  ];
  const COMMON = ["x", "y", "width", "height", "rotation", "opacity"] as const;
  function propertyHolds(
    property: (typeof COMMON)[number],
    left: number,
    comparator: Comparator,
    right: number,
  ): boolean {
    const doc = buildGame(registry, {
      scenes: [{ id: "a", elements: [{ type: "box", id: "box", [property]: left }] }],
      variables: [boolVar("hit")],
      rules: [
        rule("r", {
          triggers: [click("box")],
          conditions: [cond(prop("box", property), comparator, val(right))],
          actions: [setVar("hit", true)],
        }),
      ],
    });
    const t = new TestRuntime(doc, { registry });
    t.start();
    t.click("box");
    expect(t.diagnostics).toEqual([]);
    return t.variable("hit") as boolean;
  }
  it.each(OPS.flatMap((op) => PAIRS.map(([a, b]) => [a, op, b] as const)))(
    "%d %s %d",
    (left, comparator, right) => {
      const viaVariable = holds(left, comparator, right, true);
      expect(holds(left, comparator, right, false)).toBe(viaVariable);
      for (const property of COMMON)
        expect(propertyHolds(property, left, comparator, right), property).toBe(viaVariable);
    },
  );
  it("tolerates rounding: 0.1 + 0.2 equals 0.3 and is not greater", () => {
    expect(holds(0.1 + 0.2, "eq", 0.3, false)).toBe(true);
    expect(holds(0.1 + 0.2, "gt", 0.3, false)).toBe(false);
    expect(propertyHolds("y", 0.1 + 0.2, "lte", 0.3)).toBe(true);
  });
});

describe("collision comparators in rules", () => {
  // small sits inside big; far is away from both; edge straddles big's border
  const boxes = [
    { type: "box", id: "big", x: 100, y: 100, width: 200, height: 200 },
    { type: "box", id: "small", x: 150, y: 150, width: 20, height: 20 },
    { type: "box", id: "far", x: 900, y: 500, width: 50, height: 50 },
    { type: "box", id: "edge", x: 290, y: 150, width: 40, height: 40 },
    { type: "box", id: "button", x: 0, y: 0, width: 1, height: 1 },
  ];
  it.each<[string, Comparator, string, boolean]>([
    ["big", "overlaps", "small", true],
    ["big", "overlaps", "far", false],
    ["big", "overlaps", "edge", true],
    ["big", "notOverlaps", "far", true],
    ["big", "notOverlaps", "edge", false],
    ["big", "encloses", "small", true],
    ["big", "encloses", "edge", false],
    ["small", "encloses", "big", false],
    ["big", "notEncloses", "edge", true],
    ["big", "notEncloses", "small", false],
    ["small", "enclosedBy", "big", true],
    ["edge", "enclosedBy", "big", false],
    ["edge", "notEnclosedBy", "big", true],
    ["small", "notEnclosedBy", "big", false],
  ])("%s %s %s → %s", (a, comparator, b, expected) => {
    const doc = buildGame(registry, {
      scenes: [{ id: "s", elements: boxes }],
      variables: [boolVar("hit")],
      rules: [
        rule("r", {
          triggers: [click("button")],
          conditions: [cond(prop(a, "collision"), comparator, el(b))],
          actions: [setVar("hit", true)],
        }),
      ],
    });
    const t = new TestRuntime(doc, { registry });
    t.start();
    t.click("button");
    expect(t.diagnostics).toEqual([]);
    expect(t.variable("hit")).toBe(expected);
  });

  it("sees play-time geometry: dragging and rotating change the outcome", () => {
    const doc = buildGame(registry, {
      scenes: [{ id: "s", elements: boxes }],
      variables: [boolVar("hit")],
      rules: [
        rule("r", {
          triggers: [
            { type: "element", elementId: "edge", trigger: "dragEnd" },
            { type: "element", elementId: "edge", trigger: "rotateEnd" },
          ],
          conditions: [cond(prop("edge", "collision"), "enclosedBy", el("big"))],
          actions: [setVar("hit", true)],
        }),
        rule("reset", { triggers: [click("button")], actions: [setVar("hit", false)] }),
      ],
    });
    const t = new TestRuntime(doc, { registry });
    t.start();
    t.drag("edge", 255, 150);
    expect(t.variable("hit")).toBe(true);
    t.click("button");
    t.drag("edge", 258, 150); // 258..298 fits; rotated 45° it reaches 278 + 28.3 > 300
    expect(t.variable("hit")).toBe(true);
    t.click("button");
    t.rotate("edge", 45);
    expect(t.variable("hit")).toBe(false);
  });

  it("refuses value comparators on collision and collision comparators on values", () => {
    const doc = buildGame(registry, {
      scenes: [{ id: "s", elements: boxes }],
      variables: [numberVar("n")],
      rules: [
        rule("r", {
          triggers: [click("button")],
          conditions: [
            cond(prop("big", "collision"), "eq", el("small")),
            cond(ref("n"), "overlaps", val(1)),
            cond(prop("big", "collision"), "overlaps", val(1)),
          ],
          actions: [],
        }),
      ],
    });
    expect(
      new TestRuntime(doc, { registry }).runtime.compileDiagnostics.map((d) => d.code),
    ).toEqual(["invalidComparator", "invalidComparator", "typeMismatch"]);
  });
});
