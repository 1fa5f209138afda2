/**
 * Random operations for property tests: one valid-looking operation for a document, chosen by a
 * fast-check step (some may still be refused by applyOperation, which the tests allow).
 */
import fc from "fast-check";
import { createElement } from "../document/create";
import type { Element, GameDocument } from "../document/schema";
import { listVariables } from "../elements/vocabulary";
import { applyOperation } from "../operations/apply";
import type { Operation, ReorderTarget } from "../operations/types";
import { Ids, pick, randomRule } from "./random-document";
import { createFixtureRegistry } from "./fixtures";

export const registry = createFixtureRegistry();
const TYPES = ["box", "text", "timer"] as const;
const VAR_TYPES = ["number", "string", "boolean"] as const;
const DEFAULTS = { number: 0, string: "", boolean: false } as const;

export function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

// ------------------------------------------------------------------ random operations

export const stepArb = fc.record({
  kind: fc.nat(25),
  a: fc.nat(1000),
  b: fc.nat(1000),
  c: fc.integer({ min: -50, max: 50 }),
  flag: fc.boolean(),
  seed: fc.array(fc.nat(), { minLength: 8, maxLength: 8 }),
});
export type Step = typeof stepArb extends fc.Arbitrary<infer T> ? T : never;

const REORDER: ReorderTarget[] = ["front", "back", "forward", "backward"];

export function makeOperation(doc: GameDocument, step: Step, ids: Ids): Operation | undefined {
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
          focusOrder: [],
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
