/**
 * Property tests: for random documents and random sequences of operations,
 * - every result passes checkGameDocument (no errors);
 * - applying the inverse gives back the document before the operation exactly (deep equal);
 * - applying `applied` (what redo applies) to the same document gives the same result;
 * - both survive a round trip through JSON (operations are plain data);
 * - the input document is never mutated (it is deep-frozen);
 * - a History undoes the whole sequence back to the start and redoes it to the end.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { ALL_SCENES } from "../document/constants";
import { createElement } from "../document/create";
import type { Action, Condition, Rule, Trigger } from "../document/rule-schema";
import type { Element, GameDocument, Variable } from "../document/schema";
import { listVariables } from "../elements/vocabulary";
import { checkGameDocument } from "../rules/check";
import { buildGame } from "../testing/builder";
import { createFixtureRegistry } from "../testing/fixtures";
import { applyOperation } from "./apply";
import { History } from "./history";
import type { Operation, ReorderTarget } from "./types";

const registry = createFixtureRegistry();
const TYPES = ["box", "text", "timer"] as const;
const VAR_TYPES = ["number", "string", "boolean"] as const;
const DEFAULTS = { number: 0, string: "", boolean: false } as const;

/** Deterministic ids for one run. */
class Ids {
  n = 0;
  next = (prefix: string) => `${prefix}${++this.n}`;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

// ------------------------------------------------------------------ random documents

const docSpecArb = fc.record({
  scenes: fc.array(fc.array(fc.constantFrom(...TYPES), { maxLength: 5 }), {
    minLength: 1,
    maxLength: 4,
  }),
  globals: fc.array(fc.constantFrom(...TYPES), { maxLength: 2 }),
  variables: fc.array(fc.constantFrom(...VAR_TYPES), { maxLength: 3 }),
  elementVariables: fc.array(fc.nat(), { maxLength: 3 }),
  rules: fc.array(fc.array(fc.nat(), { minLength: 8, maxLength: 8 }), { maxLength: 6 }),
});
type DocSpec = typeof docSpecArb extends fc.Arbitrary<infer T> ? T : never;

function buildDocument(spec: DocSpec, ids: Ids): GameDocument {
  let doc = buildGame(registry, {
    scenes: spec.scenes.map((types, s) => ({
      id: `s${s}`,
      elements: types.map((type, e) => ({ type, id: `e${s}_${e}`, x: e * 10, y: s * 10 })),
    })),
    globalElements: spec.globals.map((type, g) => ({ type, id: `g${g}` })),
    variables: spec.variables.map((type, i): Variable => ({
      id: `v${i}`,
      name: `v${i}`,
      type,
      initialValue: DEFAULTS[type],
    })),
  });
  const elements = [...doc.scenes.flatMap((s) => s.elements), ...doc.globalElements];
  spec.elementVariables.forEach((k, i) => {
    const owner = elements[k % Math.max(1, elements.length)];
    if (owner)
      owner.variables.push({ id: `ev${i}`, name: `ev${i}`, type: "number", initialValue: 1 });
  });
  doc = { ...doc, rules: spec.rules.map((seed) => randomRule(doc, seed, ids)) };
  return doc;
}

const pick = <T>(list: readonly T[], n: number): T | undefined =>
  list.length === 0 ? undefined : list[n % list.length];

/** A rule that validates without errors against `doc`, chosen by the seed numbers. */
function randomRule(doc: GameDocument, seed: readonly number[], ids: Ids, id?: string): Rule {
  const [scope = 0, t = 0, t2 = 0, c = 0, c2 = 0, a = 0, a2 = 0, flags = 0] = seed;
  const elements = [...doc.scenes.flatMap((s) => s.elements), ...doc.globalElements];
  const scenes = doc.scenes.map((s) => s.id);
  const variables = listVariables(doc);
  const numbers = variables.filter((v) => v.type === "number");

  // each kind falls back to the next one when the document lacks what it needs
  const trigger = (n: number): Trigger => {
    const el = pick(elements, n >> 2);
    const v = pick(variables, n >> 2);
    const kind = n % 3;
    if (kind === 0 && el) return { type: "element", elementId: el.id, trigger: "click" };
    if (kind <= 1 && v) return { type: "variableChanged", variableId: v.id };
    return { type: "sceneChanged", direction: n % 2 ? "to" : "from", sceneId: pick(scenes, n)! };
  };
  const condition = (n: number): Condition | undefined => {
    const el = pick(elements, n >> 2);
    const v = pick(variables, n >> 2);
    if (n % 2 === 0 && el)
      return {
        id: ids.next("c"),
        left: { kind: "property", elementId: el.id, property: "x" },
        comparator: "lt",
        right: { kind: "value", value: n % 100 },
      };
    if (v)
      return {
        id: ids.next("c"),
        left: { kind: "variable", variableId: v.id },
        comparator: v.type === "boolean" ? "is" : "eq",
        right: { kind: "value", value: DEFAULTS[v.type] },
      };
    return undefined;
  };
  const action = (n: number): Action => {
    const base = { id: ids.next("a"), shouldAwait: false };
    const el = pick(elements, n >> 3);
    const v = pick(variables, n >> 3);
    const num = pick(numbers, n >> 3);
    const kind = n % 6;
    if (kind === 0 && el) return { ...base, type: "hide", elementId: el.id };
    if (kind <= 1 && el)
      return {
        ...base,
        type: "setProperty",
        elementId: el.id,
        property: "x",
        value: num ? { kind: "variable", variableId: num.id } : { kind: "value", value: 5 },
      };
    if (kind <= 2 && v)
      return {
        ...base,
        type: "setVariable",
        variableId: v.id,
        value: { kind: "value", value: DEFAULTS[v.type] },
      };
    if (kind <= 3 && num && el)
      return {
        ...base,
        type: "increaseVariable",
        variableId: num.id,
        by: { kind: "property", elementId: el.id, property: "y" },
      };
    if (kind <= 4) return { ...base, type: "goToScene", sceneId: pick(scenes, n)! };
    return { ...base, type: "await", durationMs: 10 };
  };
  const triggers = [trigger(t), ...(flags & 1 ? [trigger(t2)] : [])];
  const conditions = [condition(c), ...(flags & 2 ? [condition(c2)] : [])].filter(
    (x): x is Condition => x !== undefined,
  );
  const partial = flags & 4 && conditions.length > 1;
  return {
    id: id ?? ids.next("r"),
    enabled: (flags & 8) === 0,
    sceneId: scope % 3 === 0 ? ALL_SCENES : pick(scenes, scope)!,
    triggers,
    conditions: partial
      ? { operator: "partialAnd", requiredCount: 2, items: conditions }
      : { operator: flags & 16 ? "or" : "and", items: conditions },
    actions: [action(a), ...(flags & 32 ? [action(a2)] : [])],
  };
}

// ------------------------------------------------------------------ random operations

const stepArb = fc.record({
  kind: fc.nat(25),
  a: fc.nat(1000),
  b: fc.nat(1000),
  c: fc.integer({ min: -50, max: 50 }),
  flag: fc.boolean(),
  seed: fc.array(fc.nat(), { minLength: 8, maxLength: 8 }),
});
type Step = typeof stepArb extends fc.Arbitrary<infer T> ? T : never;

const REORDER: ReorderTarget[] = ["front", "back", "forward", "backward"];

function makeOperation(doc: GameDocument, step: Step, ids: Ids): Operation | undefined {
  const { kind, a, b, c, flag, seed } = step;
  const located = [
    ...doc.scenes.flatMap((s) => s.elements.map((element) => ({ element, sceneId: s.id }))),
    ...doc.globalElements.map((element) => ({ element, sceneId: null as string | null })),
  ];
  const elements: Element[] = located.map((l) => l.element);
  const el = pick(elements, a);
  const el2 = pick(elements, b);
  const someIds = el ? [...new Set([el.id, ...(flag && el2 ? [el2.id] : [])])] : undefined;
  const scene = pick(doc.scenes, a)!;
  const rule = pick(doc.rules, a);
  const variable = pick(listVariables(doc), a);
  const container = flag && b % 3 === 0 ? null : pick(doc.scenes, b)!.id;
  const newElement = (global: boolean) =>
    createElement(registry, pick(TYPES, a)!, {
      locale: "de",
      id: ids.next("n"),
      global,
      x: c,
    });
  switch (kind) {
    case 0:
      return {
        type: "addElements",
        sceneId: container,
        elements: [newElement(container === null)],
      };
    case 1:
      if (!someIds) return undefined;
      return {
        type: "pasteElements",
        sceneId: container,
        elements: elements.filter((e) => someIds.includes(e.id)),
        rules: rule ? [rule] : [],
        offset: { x: c, y: c },
      };
    case 2:
      return someIds && { type: "duplicateElements", ids: someIds, offset: { x: 10, y: 10 } };
    case 3:
      return someIds && { type: "removeElements", ids: someIds };
    case 4:
      return (
        someIds && {
          type: "updateElements",
          ids: someIds,
          patch: flag ? { x: c, y: a } : { opacity: (a % 11) / 10, name: `n${b}` },
        }
      );
    case 5: {
      const text = elements.find((e, i) => e.type === "text" && i >= a % elements.length);
      const timer = elements.find((e) => e.type === "timer");
      if (text) return { type: "updateProps", ids: [text.id], patch: { text: `t${c}` } };
      if (timer)
        return {
          type: "updateProps",
          ids: [timer.id],
          patch: { startTimeInSeconds: a, autoStart: flag },
        };
      return undefined;
    }
    case 6:
      return (
        el && {
          type: "updateEachElement",
          changes: [{ id: el.id, patch: { rotation: c, visible: flag } }],
        }
      );
    case 7:
      return (
        someIds && {
          type: "reorderElements",
          ids: someIds,
          to: b % 5 === 4 ? { index: 0 } : REORDER[b % 4]!,
        }
      );
    case 8:
      return someIds && { type: "setLocked", ids: someIds, locked: flag };
    case 9:
      if (!el) return undefined;
      return el.global
        ? { type: "setGlobal", ids: [el.id], global: false, sceneId: scene.id }
        : { type: "setGlobal", ids: [el.id], global: true };
    case 10: {
      if (!el) return undefined;
      const target = pick(doc.scenes, b)!;
      return {
        type: "placeElements",
        placements: [{ id: el.id, sceneId: target.id, index: 0 }],
      };
    }
    case 11:
      return {
        type: "addScene",
        scene: {
          id: ids.next("ns"),
          name: `Scene ${a}`,
          elements: flag ? [newElement(false)] : [],
          preload: false,
          transition: { type: "none", durationMs: 0 },
        },
        after: flag ? null : scene.id,
      };
    case 12:
      return { type: "renameScene", id: scene.id, name: flag ? `Room ${b}` : " " };
    case 13:
      return { type: "moveScene", id: scene.id, index: b % doc.scenes.length };
    case 14:
      return { type: "duplicateScene", id: scene.id, withRules: flag, name: `Copy ${b}` };
    case 15:
      return { type: "deleteScene", id: scene.id };
    case 16:
      return {
        type: "updateSceneSettings",
        id: scene.id,
        patch: flag
          ? { preload: !scene.preload }
          : { transition: { type: b % 2 ? "crossFade" : "slideLeft", durationMs: a } },
      };
    case 17:
      return { type: "addRule", rule: randomRule(doc, seed, ids), index: flag ? 0 : undefined };
    case 18:
      return rule && { type: "updateRule", rule: randomRule(doc, seed, ids, rule.id) };
    case 19:
      return rule && { type: "deleteRules", ids: [rule.id] };
    case 20:
      return rule && { type: "setRulesEnabled", ids: [rule.id], enabled: flag };
    case 21:
      return rule && { type: "moveRule", id: rule.id, index: b % doc.rules.length };
    case 22: {
      const type = VAR_TYPES[b % 3]!;
      const owner = flag && el ? el.id : null;
      return {
        type: "addVariable",
        elementId: owner,
        // names from a small pool, so that clashes are tried too
        variable: { id: ids.next("nv"), name: `v${a % 6}`, type, initialValue: DEFAULTS[type] },
      };
    }
    case 23:
      if (!variable) return undefined;
      return {
        type: "updateVariable",
        id: variable.id,
        patch:
          b % 3 === 0
            ? { name: `v${a % 6}` }
            : b % 3 === 1
              ? { type: VAR_TYPES[a % 3]! }
              : { description: flag ? `d${c}` : null },
      };
    case 24:
      return variable && { type: "deleteVariable", id: variable.id };
    default: {
      // the second operation is chosen against the document the first one leaves
      const first = makeOperation(doc, { ...step, kind: a % 25 }, ids);
      const between = first && applyOperation(doc, first, { registry, createId: ids.next });
      if (!between?.ok) return undefined;
      const second = makeOperation(between.doc, { ...step, kind: b % 25, a: b, b: a }, ids);
      return second && { type: "batch", ops: [between.applied, second] };
    }
  }
}

// ------------------------------------------------------------------ properties

function errorsOf(doc: GameDocument) {
  const checked = checkGameDocument(structuredClone(doc), registry);
  return checked.ok ? [] : checked.errors.map((e) => `${e.code} at ${e.path}`);
}

describe("operations on random documents", () => {
  test("random documents are valid to begin with", () => {
    fc.assert(
      fc.property(docSpecArb, (spec) => {
        expect(errorsOf(buildDocument(spec, new Ids()))).toEqual([]);
      }),
      { numRuns: 200 },
    );
  }, 30_000);

  test("inverse restores exactly, redo repeats, every result is valid, input never mutated", () => {
    let applied = 0;
    let refused = 0;
    fc.assert(
      fc.property(docSpecArb, fc.array(stepArb, { minLength: 1, maxLength: 15 }), (spec, steps) => {
        const ids = new Ids();
        const createId = ids.next;
        const first = deepFreeze(buildDocument(spec, ids));
        const history = new History<number>({ limit: 100 });
        let doc = first;
        const docs = [first];
        for (const [i, step] of steps.entries()) {
          const op = makeOperation(doc, step, ids);
          if (!op) continue;
          const snapshot = structuredClone(doc);
          const result = applyOperation(doc, op, { registry, createId });
          if (!result.ok) {
            refused++;
            continue;
          }
          applied++;
          expect(doc).toEqual(snapshot);
          expect(errorsOf(result.doc), `${op.type} gave an invalid document`).toEqual([]);
          // operations are data: they survive JSON (history could be stored or sent)
          const inverse = JSON.parse(JSON.stringify(result.inverse)) as Operation;
          const back = applyOperation(result.doc, inverse, { registry });
          expect(back.ok, `inverse of ${op.type}`).toBe(true);
          if (back.ok) expect(back.doc).toEqual(doc);
          const redo = JSON.parse(JSON.stringify(result.applied)) as Operation;
          const again = applyOperation(doc, redo, { registry });
          expect(again.ok && again.doc).toEqual(result.doc);
          history.record({
            op: result.applied,
            inverse: result.inverse,
            selectionBefore: i,
            selectionAfter: i + 1,
          });
          doc = deepFreeze(result.doc);
          docs.push(doc);
        }
        // undo everything, then redo everything
        let current = doc;
        for (let k = docs.length - 2; k >= 0; k--) {
          const move = history.undo(current)!;
          current = move.doc;
          expect(current).toEqual(docs[k]);
        }
        expect(history.canUndo).toBe(false);
        while (history.canRedo) current = history.redo(current)!.doc;
        expect(current).toEqual(doc);
      }),
      { numRuns: 200 },
    );
    // the generator must mostly produce operations that apply
    expect(applied).toBeGreaterThan(refused);
  }, 60_000);

  test("gestures: squashed or bailed, undo walks back one gesture at a time", () => {
    const gestureArb = fc.record({
      steps: fc.array(stepArb, { minLength: 1, maxLength: 4 }),
      // end: squash to one step, bail (Escape), or merge by a shared squash key
      end: fc.constantFrom("squash", "bail", "key"),
    });
    fc.assert(
      fc.property(
        docSpecArb,
        fc.array(gestureArb, { minLength: 1, maxLength: 6 }),
        (spec, gestures) => {
          const ids = new Ids();
          const history = new History<string>();
          let doc = deepFreeze(buildDocument(spec, ids));
          // the document after each undo step, oldest first (the model of the undo stack)
          const stack = [doc];
          for (const [g, gesture] of gestures.entries()) {
            const before = doc;
            const mark = history.mark();
            let recorded = 0;
            for (const step of gesture.steps) {
              const op = makeOperation(doc, step, ids);
              const result = op && applyOperation(doc, op, { registry, createId: ids.next });
              if (!result?.ok) continue;
              history.record(
                {
                  op: result.applied,
                  inverse: result.inverse,
                  selectionBefore: `before ${g}`,
                  selectionAfter: `after ${g}`,
                },
                { squashKey: gesture.end === "key" ? `gesture ${g}` : undefined },
              );
              recorded++;
              doc = deepFreeze(result.doc);
            }
            if (gesture.end === "bail") {
              const back = history.bailToMark(doc, mark);
              expect(back === null).toBe(recorded === 0);
              if (back) {
                expect(back.doc).toEqual(before);
                expect(back.selection).toBe(`before ${g}`);
                doc = back.doc;
              }
              continue;
            }
            if (gesture.end === "squash") history.squashToMark(mark);
            if (recorded > 0) stack.push(doc);
          }
          expect(history.undoCount).toBe(stack.length - 1);
          let current = doc;
          for (let k = stack.length - 2; k >= 0; k--) {
            current = history.undo(current)!.doc;
            expect(current).toEqual(stack[k]);
          }
          for (let k = 1; k < stack.length; k++) {
            current = history.redo(current)!.doc;
            expect(current).toEqual(stack[k]);
          }
        },
      ),
      { numRuns: 100 },
    );
  }, 60_000);
});
