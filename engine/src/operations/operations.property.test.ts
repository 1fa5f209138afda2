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
import type { GameDocument } from "../document/schema";
import { checkGameDocument } from "../rules/check";
import { buildDocument, docSpecArb, Ids } from "../testing/random-document";
import { deepFreeze, makeOperation, registry, stepArb } from "../testing/random-operations";
import { applyOperation } from "./apply";
import { History } from "./history";
import type { Operation } from "./types";

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
