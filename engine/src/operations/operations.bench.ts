/**
 * Document operations against a hand-written structural copy of the changed path, in the same run.
 *   pnpm bench   (or: pnpm vitest bench --run engine)
 * 10 000 small operations (move, text edit, lock, one step forward) on a document of
 * 20 scenes x 300 elements, applied one after the other as an editor does, then undone in
 * reverse order. Prints the median time per operation and per undo and the ratios.
 * Targets: under 1 ms per operation, within 2x of the hand-written copy.
 */
import { expect, test } from "vitest";
import { FORMAT_VERSION } from "../document/migrations";
import type { Element, GameDocument, Scene } from "../document/schema";
import { createElement } from "../document/create";
import { createFixtureRegistry } from "../testing/fixtures";
import { applyOperation } from "./apply";
import type { Operation } from "./types";

const SCENES = 20;
const PER_SCENE = 300;
const OPERATIONS = 10_000;

const registry = createFixtureRegistry();
const box = createElement(registry, "box", { locale: "en" });
const text = createElement(registry, "text", { locale: "en" });
const scenes: Scene[] = Array.from({ length: SCENES }, (_, s) => ({
  id: `s${s}`,
  name: `Scene ${s}`,
  preload: false,
  transition: { type: "none", durationMs: 0 },
  focusOrder: [],
  elements: Array.from({ length: PER_SCENE }, (_, e): Element => {
    const template = e % 3 === 0 ? text : box;
    return { ...template, id: `e${s}_${e}`, name: `e${s}_${e}`, x: e, y: s };
  }),
}));
const start: GameDocument = {
  formatVersion: FORMAT_VERSION,
  scenes,
  globalElements: [],
  variables: [],
  rules: [],
  settings: { playerTimeChoices: false },
};

// a fixed pseudo-random sequence: which element, which kind of edit
let seed = 42;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed / 2 ** 31);
type Kind = "move" | "typing" | "lock" | "forward";
const plan = Array.from({ length: OPERATIONS }, (_, i) => {
  const s = Math.floor(random() * SCENES);
  const kind: Kind = (["move", "typing", "lock", "forward"] as const)[i % 4]!;
  // text edits go to text elements (every third one)
  const e =
    kind === "typing"
      ? 3 * Math.floor(random() * (PER_SCENE / 3))
      : Math.floor(random() * PER_SCENE);
  return { kind, id: `e${s}_${e}`, value: i };
});
const ops: Operation[] = plan.map(({ kind, id, value }): Operation => {
  switch (kind) {
    case "move":
      return { type: "updateElements", ids: [id], patch: { x: value, y: value / 2 } };
    case "typing":
      return { type: "updateProps", ids: [id], patch: { text: `t${value}` } };
    case "lock":
      return { type: "setLocked", ids: [id], locked: value % 8 === 2 };
    case "forward":
      return { type: "reorderElements", ids: [id], to: "forward" };
  }
});

// ------------------------------------------------------------------ engine
function runOperations(): { doc: GameDocument; inverses: Operation[] } {
  let doc = start;
  const inverses: Operation[] = Array.from({ length: OPERATIONS });
  for (let i = 0; i < OPERATIONS; i++) {
    const result = applyOperation(doc, ops[i]!);
    if (!result.ok) throw new Error(result.error.code);
    doc = result.doc;
    inverses[i] = result.inverse;
  }
  return { doc, inverses };
}
const forward = runOperations();
function runUndo(): GameDocument {
  let doc = forward.doc;
  for (let i = OPERATIONS - 1; i >= 0; i--) {
    const result = applyOperation(doc, forward.inverses[i]!);
    if (!result.ok) throw new Error(result.error.code);
    doc = result.doc;
  }
  return doc;
}

// ------------------------------------------------------------------ by hand
// The same edits written directly: find the element, copy document -> scenes -> scene ->
// elements -> element, keep what undo needs.
function find(doc: GameDocument, id: string): [number, number] {
  for (let s = 0; s < doc.scenes.length; s++) {
    const elements = doc.scenes[s]!.elements;
    for (let e = 0; e < elements.length; e++) if (elements[e]!.id === id) return [s, e];
  }
  throw new Error(id);
}
function withElements(doc: GameDocument, s: number, elements: Element[]): GameDocument {
  const scenes = doc.scenes.slice();
  scenes[s] = { ...scenes[s]!, elements };
  return { ...doc, scenes };
}
type Undo =
  | { kind: "fields"; id: string; fields: Partial<Element> }
  | { kind: "index"; id: string; index: number };
function handApply(doc: GameDocument, i: number): { doc: GameDocument; undo: Undo } {
  const { kind, id, value } = plan[i]!;
  const [s, e] = find(doc, id);
  const elements = doc.scenes[s]!.elements.slice();
  const el = elements[e]!;
  switch (kind) {
    case "move":
      elements[e] = { ...el, x: value, y: value / 2 };
      return {
        doc: withElements(doc, s, elements),
        undo: { kind: "fields", id, fields: { x: el.x, y: el.y } },
      };
    case "typing":
      elements[e] = { ...el, props: { ...(el.props as object), text: `t${value}` } };
      return {
        doc: withElements(doc, s, elements),
        undo: { kind: "fields", id, fields: { props: el.props } },
      };
    case "lock":
      elements[e] = { ...el, locked: value % 8 === 2 };
      return {
        doc: withElements(doc, s, elements),
        undo: { kind: "fields", id, fields: { locked: el.locked } },
      };
    case "forward":
      if (e < elements.length - 1) [elements[e], elements[e + 1]] = [elements[e + 1]!, el];
      return { doc: withElements(doc, s, elements), undo: { kind: "index", id, index: e } };
  }
}
function handUndo(doc: GameDocument, undo: Undo): GameDocument {
  const [s, e] = find(doc, undo.id);
  const elements = doc.scenes[s]!.elements.slice();
  if (undo.kind === "fields") elements[e] = { ...elements[e]!, ...undo.fields };
  else elements.splice(undo.index, 0, ...elements.splice(e, 1));
  return withElements(doc, s, elements);
}
function runHand(): { doc: GameDocument; undos: Undo[] } {
  let doc = start;
  const undos: Undo[] = Array.from({ length: OPERATIONS });
  for (let i = 0; i < OPERATIONS; i++) {
    const result = handApply(doc, i);
    doc = result.doc;
    undos[i] = result.undo;
  }
  return { doc, undos };
}
const hand = runHand();
function runHandUndo(): GameDocument {
  let doc = hand.doc;
  for (let i = OPERATIONS - 1; i >= 0; i--) doc = handUndo(doc, hand.undos[i]!);
  return doc;
}

// ------------------------------------------------------------------ benchmarks
const fmt = (n: number, digits = 1) => n.toFixed(digits);
const ROUNDS = 9;

/**
 * Median milliseconds per call of each function, measured in alternating rounds: on a shared
 * machine the load changes from second to second, and alternating exposes both sides to it alike.
 */
function medians(a: () => unknown, b: () => unknown): [number, number] {
  a();
  b();
  const ta: number[] = [];
  const tb: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    let t = performance.now();
    a();
    ta.push(performance.now() - t);
    t = performance.now();
    b();
    tb.push(performance.now() - t);
  }
  const median = (xs: number[]) => xs.sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
  return [median(ta), median(tb)];
}

test("10 000 operations on 20 scenes x 300 elements: engine vs hand-written", () => {
  // both do the same work and undo it exactly
  expect(forward.doc).toEqual(hand.doc);
  expect(runUndo()).toEqual(start);
  expect(runHandUndo()).toEqual(start);
  const [engineRun, handRun] = medians(runOperations, runHand);
  const engine = engineRun / OPERATIONS;
  const byHand = handRun / OPERATIONS;
  console.log(
    `operations: ${fmt(engine * 1000, 2)} µs per operation (engine), ${fmt(byHand * 1000, 2)} µs (hand-written copy of the path); ratio ${fmt(engine / byHand, 2)}x`,
  );
  expect(engine).toBeLessThan(1);
});

test("undoing 10 000 operations: engine vs hand-written", () => {
  const [engineRun, handRun] = medians(runUndo, runHandUndo);
  const engine = engineRun / OPERATIONS;
  const byHand = handRun / OPERATIONS;
  console.log(
    `undo: ${fmt(engine * 1000, 2)} µs per undo (engine), ${fmt(byHand * 1000, 2)} µs (hand-written); ratio ${fmt(engine / byHand, 2)}x`,
  );
  expect(engine).toBeLessThan(1);
});
