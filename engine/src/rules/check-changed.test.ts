/**
 * The changed-document check gives the whole check's verdict: for random documents, random
 * operation sequences and random corruptions (a broken element, a duplicate id, a global flag in
 * the wrong place, a rule naming a missing scene, an empty scene name), `checkChangedDocument`
 * answers as `checkGameDocument` does — the same document when valid, the same errors when not.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import type { GameDocument } from "../document/schema";
import { buildDocument, docSpecArb, Ids } from "../testing/random-document";
import { makeOperation, registry, stepArb } from "../testing/random-operations";
import { applyOperation } from "../operations/apply";
import { checkGameDocument } from "./check";
import { checkChangedDocument, measureJson } from "./check-changed";
import { jsonByteLength } from "../document/limits";

const CORRUPTIONS = 6;

/** A copy of `doc` with one thing broken (sharing the rest, as operations do). */
function corrupt(doc: GameDocument, kind: number, n: number): GameDocument | null {
  const scene = doc.scenes[n % doc.scenes.length]!;
  const element = scene.elements[n % Math.max(1, scene.elements.length)];
  const withElement = (patch: Record<string, unknown>) =>
    element && {
      ...doc,
      scenes: doc.scenes.map((s) =>
        s === scene
          ? { ...s, elements: s.elements.map((e) => (e === element ? { ...e, ...patch } : e)) }
          : s,
      ),
    };
  switch (kind) {
    case 0:
      return withElement({ x: "left" }) ?? null;
    case 1:
      return withElement({ id: scene.id }) ?? null;
    case 2:
      return withElement({ global: true }) ?? null;
    case 3:
      return withElement({ props: null }) ?? null;
    case 4:
      return doc.rules[0]
        ? { ...doc, rules: [{ ...doc.rules[0], sceneId: "gone" }, ...doc.rules.slice(1)] }
        : null;
    default:
      return { ...doc, scenes: doc.scenes.map((s) => (s === scene ? { ...s, name: "" } : s)) };
  }
}

const verdict = (checked: ReturnType<typeof checkChangedDocument>) =>
  checked.ok ? { ok: true, document: checked.document } : { ok: false, errors: checked.errors };

describe("checkChangedDocument", () => {
  test("gives the whole check's verdict on random operations and corruptions", () => {
    let fast = 0;
    let refused = 0;
    fc.assert(
      fc.property(
        docSpecArb,
        fc.array(fc.tuple(stepArb, fc.nat(9), fc.nat(100)), { minLength: 1, maxLength: 12 }),
        (spec, steps) => {
          const ids = new Ids();
          const first = checkGameDocument(buildDocument(spec, ids), registry);
          if (!first.ok) return;
          let doc = first.document;
          for (const [step, choice, n] of steps) {
            let next: GameDocument | null;
            if (choice < CORRUPTIONS && choice === n % 10) next = corrupt(doc, choice, n);
            else {
              const op = makeOperation(doc, step, ids);
              const result = op && applyOperation(doc, op, { registry, createId: ids.next });
              next = result && result.ok ? result.doc : null;
            }
            if (!next) continue;
            const changed = checkChangedDocument(next, registry);
            const whole = checkGameDocument(structuredClone(next), registry);
            expect(verdict(changed)).toEqual(
              whole.ok
                ? { ok: true, document: whole.document }
                : { ok: false, errors: whole.errors },
            );
            if (!changed.ok) {
              refused++;
              continue;
            }
            // The fast way keeps the checked elements it did not check again.
            const before = new Set(doc.scenes.flatMap((s) => s.elements));
            if (changed.document.scenes.some((s) => s.elements.some((e) => before.has(e)))) fast++;
            doc = changed.document;
          }
        },
      ),
      {
        numRuns: Number(process.env["FC_NUM_RUNS"] ?? 150),
        ...(process.env["FC_SEED"] ? { seed: Number(process.env["FC_SEED"]) } : {}),
      },
    );
    expect(fast).toBeGreaterThan(50);
    expect(refused).toBeGreaterThan(5);
  }, 60_000);
});

describe("measureJson", () => {
  const heightOf = (value: unknown): number =>
    value === null || typeof value !== "object"
      ? -1
      : Math.max(0, ...Object.values(value).map((v) => heightOf(v) + 1));

  test("the UTF-8 size and nesting of JSON.stringify's text, as the limits count them", () => {
    const strings = fc.oneof(
      fc.string({ unit: "grapheme" }),
      fc.string({ unit: "binary" }), // lone surrogates, control characters
      fc.constantFrom('a "quoted" \\ back', "Übergröße €", "😀\ud800x\udfff", "\n\t\u0001"),
    );
    const json = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: "small" },
        strings,
        fc.double(),
        fc.boolean(),
        fc.constant(null),
        fc.array(tie("value")),
        fc.dictionary(strings, tie("value")),
      ),
    })).value;
    fc.assert(
      fc.property(fc.dictionary(strings, json), (value) => {
        const measured = measureJson(JSON.stringify(value));
        expect(measured).toEqual({ bytes: jsonByteLength(value), height: heightOf(value) });
      }),
      { numRuns: 500 },
    );
  });
});
