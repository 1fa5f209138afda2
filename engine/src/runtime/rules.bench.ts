/**
 * Interpreter performance against plain JavaScript doing the same work, in the same run.
 *   pnpm bench   (or: pnpm vitest bench --run engine)
 * Prints condition evaluations per second, the 500-rule dispatch time and the ratios.
 * Budgets (issue 21): condition evaluation ≤ 1.1× and 500-rule dispatch ≤ 1.2× the time of the
 * hand-written code, as the median ratio of 41 rounds that time both sides one after the
 * other (so a loaded machine slows both alike).
 */
import { expect, test } from "vitest";
import type { Rule } from "../document/rule-schema";
import {
  compileCondition,
  type ElementSlot,
  type Slots,
  type VariableSlot,
} from "../rules/compile";
import { buildGame, click, cond, numberVar, prop, ref, rule, val } from "../testing/builder";
import { boxFixture, createFixtureRegistry } from "../testing/fixtures";
import { FakeClock } from "../testing/fake-clock";
import { createRuntime } from "./runtime";

// ------------------------------------------------------------------ conditions
// 200 conditions of mixed kinds (number, boolean and string comparisons on variables and on
// element properties), evaluated one after the other through one call site, as a dispatch
// does: no single closure can be inlined, which a tight loop over one condition would allow.
const CONDITIONS = 200;
const numberVars = Array.from({ length: 10 }, (_, i): VariableSlot => ({
  id: `n${i}`,
  type: "number",
  value: i,
}));
const flag: VariableSlot = { id: "flag", type: "boolean", value: true };
const word: VariableSlot = { id: "word", type: "string", value: "Paris" };
const box: ElementSlot = {
  id: "box",
  name: "box",
  type: "box",
  def: boxFixture,
  sceneId: "a",
  x: 100,
  y: 50,
  width: 10,
  height: 10,
  rotation: 0,
  opacity: 1,
  visible: true,
  props: {},
  state: {},
};
const variableSlots = new Map([...numberVars, flag, word].map((v) => [v.id, v]));
const slots: Slots = {
  element: (id) => (id === "box" ? box : undefined),
  variable: (id) => variableSlots.get(id),
};
const NUMBER_OPS = ["gt", "lt", "eq", "neq", "gte", "lte"] as const;
type Spec =
  | { kind: "var"; id: string; op: (typeof NUMBER_OPS)[number]; value: number }
  | { kind: "prop"; property: "x" | "y"; op: (typeof NUMBER_OPS)[number]; value: number }
  | { kind: "flag" }
  | { kind: "word"; value: string };
const specs: Spec[] = Array.from({ length: CONDITIONS }, (_, i): Spec => {
  const op = NUMBER_OPS[i % NUMBER_OPS.length]!;
  switch (i % 4) {
    case 0:
      return { kind: "var", id: `n${i % 10}`, op, value: i % 7 };
    case 1:
      return { kind: "prop", property: i % 8 === 1 ? "x" : "y", op, value: 60 + (i % 50) };
    case 2:
      return { kind: "flag" };
    default:
      return { kind: "word", value: i % 8 === 3 ? "Paris" : "Rome" };
  }
});
const compiledConditions = specs.map((spec, i) => {
  const id = `c${i}`;
  switch (spec.kind) {
    case "var":
      return compileCondition(
        { id, left: ref(spec.id), comparator: spec.op, right: val(spec.value) },
        slots,
      );
    case "prop":
      return compileCondition(
        { id, left: prop("box", spec.property), comparator: spec.op, right: val(spec.value) },
        slots,
      );
    case "flag":
      return compileCondition({ id, left: ref("flag"), comparator: "is", right: val(true) }, slots);
    case "word":
      return compileCondition(
        { id, left: ref("word"), comparator: "eq", right: val(spec.value) },
        slots,
      );
  }
});
// the same 200 conditions written by hand over plain objects
const plain = {
  vars: Object.fromEntries([...numberVars, flag, word].map((v) => [v.id, v.value])) as Record<
    string,
    number | boolean | string
  >,
  box: { x: 100, y: 50 },
};
const compare = (op: (typeof NUMBER_OPS)[number], a: number, b: number) =>
  op === "gt"
    ? a > b
    : op === "lt"
      ? a < b
      : op === "eq"
        ? a === b
        : op === "neq"
          ? a !== b
          : op === "gte"
            ? a >= b
            : a <= b;
const handConditions = specs.map((spec): (() => boolean) => {
  switch (spec.kind) {
    case "var": {
      const { id, op, value } = spec;
      if (op === "gt") return () => (plain.vars[id] as number) > value;
      if (op === "lt") return () => (plain.vars[id] as number) < value;
      if (op === "eq") return () => plain.vars[id] === value;
      if (op === "neq") return () => plain.vars[id] !== value;
      if (op === "gte") return () => (plain.vars[id] as number) >= value;
      return () => (plain.vars[id] as number) <= value;
    }
    case "prop": {
      const { property, op, value } = spec;
      return () => compare(op, plain.box[property], value);
    }
    case "flag":
      return () => plain.vars["flag"] === true;
    case "word": {
      const { value } = spec;
      return () => plain.vars["word"] === value;
    }
  }
});

const ROUNDS = 5000;
/** ROUNDS × CONDITIONS evaluations; the state changes every round so nothing is constant. */
function runCompiled(): number {
  let hits = 0;
  for (let r = 0; r < ROUNDS; r++) {
    numberVars[r % 10]!.value = r % 13;
    box.y = 40 + (r % 80);
    for (let i = 0; i < compiledConditions.length; i++) if (compiledConditions[i]!()) hits++;
  }
  return hits;
}
function runHand(): number {
  let hits = 0;
  for (let r = 0; r < ROUNDS; r++) {
    plain.vars[`n${r % 10}`] = r % 13;
    plain.box.y = 40 + (r % 80);
    for (let i = 0; i < handConditions.length; i++) if (handConditions[i]!()) hits++;
  }
  return hits;
}
const EVALUATIONS = ROUNDS * CONDITIONS;

// ------------------------------------------------------------------ 500-rule dispatch
const registry = createFixtureRegistry();
const RULES = 500;
const COUNTERS = 50;
const rules: Rule[] = Array.from({ length: RULES }, (_, i) =>
  rule(`r${i}`, {
    sceneId: i % 5 === 0 ? "b" : "all",
    triggers: [click("box")],
    conditions: [
      cond(ref(`v${i % COUNTERS}`), "gte", val(0)),
      cond(prop("box", "x"), "lt", val(i % 2 === 0 ? 1e9 : -1)),
    ],
    actions: [{ type: "increaseVariable", variableId: `v${i % COUNTERS}`, by: val(1) }],
  }),
);
const document = buildGame(registry, {
  scenes: [{ id: "a", elements: [{ type: "box", id: "box" }] }, { id: "b" }],
  variables: Array.from({ length: COUNTERS }, (_, i) => numberVar(`v${i}`)),
  rules,
});
const runtime = createRuntime(document, { registry, clock: new FakeClock() });
runtime.start();
const clickBox = { type: "click", elementId: "box" } as const;

// the same dispatch by hand: rules indexed by trigger, scene filter, two conditions, one
// variable increase recorded as a change, and the variable-changed lookup that follows
interface HandRule {
  id: string;
  sceneId: string;
  counter: string;
  limit: number;
}
const handIndex = new Map<string, HandRule[]>([
  [
    "e:box:click",
    rules.map((r, i) => ({
      id: r.id,
      sceneId: r.sceneId,
      counter: `v${i % COUNTERS}`,
      limit: i % 2 === 0 ? 1e9 : -1,
    })),
  ],
]);
const handState = {
  sceneId: "a",
  vars: Object.fromEntries(Array.from({ length: COUNTERS }, (_, i) => [`v${i}`, 0])) as Record<
    string,
    number
  >,
  box: { x: 100 },
};
function handDispatch(key: string) {
  const changes: { kind: "variable"; variableId: string; from: number; to: number }[] = [];
  const firedRules: string[] = [];
  const queue = [key];
  for (let q = 0; q < queue.length; q++) {
    const list = handIndex.get(queue[q]!);
    if (!list) continue;
    for (const r of list) {
      if (r.sceneId !== "all" && r.sceneId !== handState.sceneId) continue;
      if (!(handState.vars[r.counter]! >= 0 && handState.box.x < r.limit)) continue;
      firedRules.push(r.id);
      const from = handState.vars[r.counter]!;
      handState.vars[r.counter] = from + 1;
      changes.push({ kind: "variable", variableId: r.counter, from, to: from + 1 });
      queue.push(`v:${r.counter}`);
    }
  }
  return { changes, firedRules };
}

// ------------------------------------------------------------------ benchmarks
const fmt = (n: number, digits = 1) => n.toFixed(digits);
const ROUNDS_OF_COMPARISON = 41;
const CONDITION_BUDGET = 1.1;
const DISPATCH_BUDGET = 1.2;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
/**
 * Same-run comparison that a loaded machine cannot tilt: rounds alternate both sides (in
 * alternating order), each side timed over a batch long enough for the timer; the ratio is taken
 * per round and the median ratio of all rounds reported, with the median times per side.
 */
function compareMedian(interpreter: () => void, hand: () => void, batch: number) {
  const time = (fn: () => void) => {
    const t0 = performance.now();
    for (let i = 0; i < batch; i++) fn();
    return (performance.now() - t0) / batch;
  };
  for (let i = 0; i < 3; i++) {
    time(interpreter);
    time(hand);
  }
  const a: number[] = [];
  const b: number[] = [];
  const ratios: number[] = [];
  for (let round = 0; round < ROUNDS_OF_COMPARISON; round++) {
    const first = round % 2 === 0;
    const x = first ? time(interpreter) : 0;
    const y = time(hand);
    const z = first ? x : time(interpreter);
    a.push(z);
    b.push(y);
    ratios.push(z / y);
  }
  const sorted = [...ratios].sort((x, y) => x - y);
  const quartiles = [sorted[sorted.length >> 2]!, sorted[(3 * sorted.length) >> 2]!];
  return {
    interpreter: median(a),
    hand: median(b),
    ratio: median(ratios),
    rounds: ratios.length,
    quartiles,
  };
}
const verdict = (ratio: number, budget: number) =>
  ratio <= budget ? `budget ≤ ${budget}x met` : `budget ≤ ${budget}x NOT met`;

test("condition evaluation: interpreter vs hand-written", () => {
  expect(runCompiled()).toBe(runHand());
  const { interpreter, hand, ratio, rounds, quartiles } = compareMedian(
    () => void runCompiled(),
    () => void runHand(),
    1,
  );
  const evalsPerSecond = EVALUATIONS / (interpreter / 1000);
  console.log(
    `conditions: ${fmt(evalsPerSecond / 1e6)} M simple condition evaluations/s (interpreter), ` +
      `${fmt(EVALUATIONS / (hand / 1000) / 1e6)} M/s (hand-written); interpreter/hand-written time ratio ${fmt(ratio, 2)}x ` +
      `(median of ${rounds} same-run rounds, quartiles ${quartiles.map((q) => fmt(q, 2)).join("–")}): ${verdict(ratio, CONDITION_BUDGET)}`,
  );
  expect(evalsPerSecond).toBeGreaterThan(5e6);
  expect(ratio).toBeLessThanOrEqual(CONDITION_BUDGET);
});

test("500-rule dispatch: interpreter vs hand-written", () => {
  // both fire the same 400 rules that pass the scene filter and 200 of them whose conditions hold
  expect(runtime.dispatch(clickBox).firedRules).toEqual(handDispatch("e:box:click").firedRules);
  expect(handDispatch("e:box:click").firedRules).toHaveLength(200);
  const { interpreter, hand, ratio, rounds, quartiles } = compareMedian(
    () => void runtime.dispatch(clickBox),
    () => void handDispatch("e:box:click"),
    250,
  );
  console.log(
    `500-rule dispatch: ${fmt(interpreter * 1000)} µs (interpreter), ${fmt(hand * 1000)} µs (hand-written); ratio ${fmt(ratio, 2)}x ` +
      `(median of ${rounds} same-run rounds, quartiles ${quartiles.map((q) => fmt(q, 2)).join("–")}): ${verdict(ratio, DISPATCH_BUDGET)}`,
  );
  expect(interpreter).toBeLessThan(0.5);
  expect(ratio).toBeLessThanOrEqual(DISPATCH_BUDGET);
});
