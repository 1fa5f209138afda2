import { describe, expect, test } from "vitest";
import type { GameDocument } from "../document/schema";
import { buildGame } from "../testing/builder";
import { createFixtureRegistry } from "../testing/fixtures";
import { applyOperation } from "./apply";
import { composeOperations, History } from "./history";
import type { Operation } from "./types";

const registry = createFixtureRegistry();
const start = () =>
  buildGame(registry, {
    scenes: [
      {
        id: "a",
        elements: [
          { type: "box", id: "b1" },
          { type: "text", id: "t1" },
        ],
      },
    ],
  });

/** A tiny editor store: document + selection + history, as the scene editor wraps it. */
class Store {
  doc: GameDocument = start();
  selection: readonly string[] = [];
  constructor(readonly history = new History()) {}
  dispatch(op: Operation, selectionAfter = this.selection, squashKey?: string) {
    const result = applyOperation(this.doc, op, { registry });
    if (!result.ok) throw new Error(result.error.code);
    this.history.record(
      {
        op: result.applied,
        inverse: result.inverse,
        selectionBefore: this.selection,
        selectionAfter,
      },
      { squashKey },
    );
    this.doc = result.doc;
    this.selection = selectionAfter;
  }
  undo() {
    const move = this.history.undo(this.doc);
    if (move) ({ doc: this.doc, selection: this.selection } = move);
    return move !== null;
  }
  redo() {
    const move = this.history.redo(this.doc);
    if (move) ({ doc: this.doc, selection: this.selection } = move);
    return move !== null;
  }
}
const x = (doc: GameDocument) => doc.scenes[0]!.elements[0]!.x;
const text = (doc: GameDocument) => (doc.scenes[0]!.elements[1]!.props as { text: string }).text;
const move = (to: number): Operation => ({ type: "updateElements", ids: ["b1"], patch: { x: to } });

describe("History", () => {
  test("undo and redo restore the document and the selection", () => {
    const s = new Store();
    const original = s.doc;
    s.dispatch(move(10), ["b1"]);
    s.dispatch(move(20), ["b1"]);
    expect(s.undo()).toBe(true);
    expect(x(s.doc)).toBe(10);
    expect(s.selection).toEqual(["b1"]);
    expect(s.undo()).toBe(true);
    expect(s.doc).toEqual(original);
    expect(s.selection).toEqual([]);
    expect(s.undo()).toBe(false);
    expect(s.redo()).toBe(true);
    expect(s.selection).toEqual(["b1"]);
    expect(s.redo()).toBe(true);
    expect(x(s.doc)).toBe(20);
    expect(s.redo()).toBe(false);
  });

  test("a new change after undo clears redo", () => {
    const s = new Store();
    s.dispatch(move(10));
    s.undo();
    s.dispatch(move(30));
    expect(s.history.canRedo).toBe(false);
  });

  test("a drag is one step: squashToMark merges what was recorded since the mark", () => {
    const s = new Store();
    const before = x(s.doc);
    const mark = s.history.mark();
    for (let i = 1; i <= 20; i++) s.dispatch(move(i), ["b1"]);
    s.history.squashToMark(mark);
    expect(s.history.undoCount).toBe(1);
    s.undo();
    expect(x(s.doc)).toBe(before);
    expect(s.selection).toEqual([]);
    s.redo();
    expect(x(s.doc)).toBe(20);
  });

  test("Escape bails to the mark: the gesture is taken back and cannot be redone", () => {
    const s = new Store();
    s.dispatch(move(5));
    const mark = s.history.mark();
    s.dispatch(move(6), ["b1"]);
    s.dispatch({ type: "setLocked", ids: ["b1"], locked: true }, ["b1"]);
    const back = s.history.bailToMark(s.doc, mark);
    expect(back && x(back.doc)).toBe(5);
    expect(back?.doc.scenes[0]!.elements[0]!.locked).toBe(false);
    expect(back?.selection).toEqual([]);
    expect(s.history.undoCount).toBe(1);
    expect(s.history.canRedo).toBe(false);
    expect(s.history.bailToMark(s.doc, mark)).toBeNull();
  });

  test("a typing burst in one field is one step; another field starts a new one", () => {
    const s = new Store();
    for (const t of ["H", "Ha", "Hal", "Hall", "Hallo"])
      s.dispatch({ type: "updateProps", ids: ["t1"], patch: { text: t } }, ["t1"], "t1.text");
    s.dispatch(move(3), ["t1"], "b1.x");
    expect(s.history.undoCount).toBe(2);
    s.undo();
    s.undo();
    expect(text(s.doc)).toBe("Click to edit");
    s.redo();
    expect(text(s.doc)).toBe("Hallo");
  });

  test("a mark separates two bursts with the same key", () => {
    const s = new Store();
    s.dispatch(move(1), [], "x");
    s.history.mark();
    s.dispatch(move(2), [], "x");
    expect(s.history.undoCount).toBe(2);
  });

  test("the length is capped; the oldest steps go first", () => {
    const s = new Store(new History({ limit: 3 }));
    for (let i = 1; i <= 5; i++) s.dispatch(move(i));
    expect(s.history.undoCount).toBe(3);
    while (s.undo());
    expect(x(s.doc)).toBe(2);
  });

  test("squashing a batch of different operations still undoes exactly", () => {
    const s = new Store();
    const original = s.doc;
    const mark = s.history.mark();
    s.dispatch(move(50));
    s.dispatch({ type: "reorderElements", ids: ["b1"], to: "front" });
    s.dispatch({ type: "updateProps", ids: ["t1"], patch: { text: "x" } });
    s.dispatch({ type: "removeElements", ids: ["t1"] });
    s.history.squashToMark(mark);
    expect(s.history.undoCount).toBe(1);
    s.undo();
    expect(s.doc).toEqual(original);
  });

  test("a burst stays one small operation: field updates of the same elements merge", () => {
    const a = applyOperation(start(), {
      type: "updateElements",
      ids: ["b1", "t1"],
      patch: { x: 1 },
    });
    if (!a.ok) throw new Error(a.error.code);
    const b = applyOperation(a.doc, {
      type: "updateElements",
      ids: ["b1", "t1"],
      patch: { x: 2, y: 3 },
    });
    if (!b.ok) throw new Error(b.error.code);
    expect(composeOperations(a.applied, b.applied)).toEqual({
      type: "updateElements",
      ids: ["b1", "t1"],
      patch: { x: 2, y: 3 },
    });
    const inverse = composeOperations(b.inverse, a.inverse);
    expect(inverse.type).toBe("updateEachElement");
    const back = applyOperation(b.doc, inverse);
    expect(back.ok && back.doc).toEqual(start());
    expect(
      composeOperations(
        { type: "renameScene", id: "a", name: "x" },
        { type: "moveScene", id: "a", index: 0 },
      ).type,
    ).toBe("batch");
  });
});
