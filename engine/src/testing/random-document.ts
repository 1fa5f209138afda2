/**
 * Random valid game documents for property tests (fast-check): scenes with elements, global
 * elements, variables (global and element), and rules that validate against the document.
 */
import fc from "fast-check";
import { ALL_SCENES } from "../document/constants";
import type { Action, Condition, Rule, Trigger } from "../document/rule-schema";
import type { GameDocument, Variable } from "../document/schema";
import { listVariables } from "../elements/vocabulary";
import { buildGame } from "./builder";
import { createFixtureRegistry } from "./fixtures";

const registry = createFixtureRegistry();
export const TYPES = ["box", "text", "timer"] as const;
const VAR_TYPES = ["number", "string", "boolean"] as const;
const DEFAULTS = { number: 0, string: "", boolean: false } as const;

/** Deterministic ids for one run. */
export class Ids {
  n = 0;
  next = (prefix: string) => `${prefix}${++this.n}`;
}

export const docSpecArb = fc.record({
  scenes: fc.array(fc.array(fc.constantFrom(...TYPES), { maxLength: 5 }), {
    minLength: 1,
    maxLength: 4,
  }),
  globals: fc.array(fc.constantFrom(...TYPES), { maxLength: 2 }),
  variables: fc.array(fc.constantFrom(...VAR_TYPES), { maxLength: 3 }),
  elementVariables: fc.array(fc.nat(), { maxLength: 3 }),
  rules: fc.array(fc.array(fc.nat(), { minLength: 8, maxLength: 8 }), { maxLength: 6 }),
});
export type DocSpec = typeof docSpecArb extends fc.Arbitrary<infer T> ? T : never;

export function buildDocument(spec: DocSpec, ids: Ids): GameDocument {
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

export const pick = <T>(list: readonly T[], n: number): T | undefined =>
  list.length === 0 ? undefined : list[n % list.length];

/** A rule that validates without errors against `doc`, chosen by the seed numbers. */
export function randomRule(
  doc: GameDocument,
  seed: readonly number[],
  ids: Ids,
  id?: string,
): Rule {
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
