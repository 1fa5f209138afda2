/**
 * `footprint` skips element lists that did not change and compares aligned lists place by place;
 * its answer (keys and their order) must be the one of the straightforward diff it replaced, kept
 * here as the reference: for random documents and random operation sequences, both directions,
 * and equal copies (other objects, same content).
 */
import fc from "fast-check";
import { expect, test } from "vitest";
import type { GameDocument } from "../document/schema";
import { buildDocument, docSpecArb, Ids } from "../testing/random-document";
import { makeOperation, registry, stepArb } from "../testing/random-operations";
import { applyOperation } from "./apply";
import {
  footprint,
  locatedElements,
  locatedVariables,
  sameValue,
  type Footprint,
} from "./footprint";

interface Located {
  value: Record<string, unknown>;
  container: string;
}

const ELEMENT_SKIP = new Set(["id", "props", "variables"]);

function diffFields(
  key: string,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  skip: ReadonlySet<string>,
  out: Set<string>,
) {
  if (before === after) return;
  for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (skip.has(field)) continue;
    if (!sameValue(before[field], after[field])) out.add(`${key}/${field}`);
  }
}

function diffEntities(
  kind: string,
  before: Map<string, Located>,
  after: Map<string, Located>,
  skip: ReadonlySet<string>,
  out: Set<string>,
  onBoth?: (id: string, b: Located, a: Located) => void,
) {
  for (const [id, b] of before) {
    const a = after.get(id);
    if (!a) {
      out.add(`${kind}/${id}`);
      continue;
    }
    if (a.container !== b.container) out.add(`${kind}/${id}/container`);
    if (a.value === b.value) continue;
    diffFields(`${kind}/${id}`, b.value, a.value, skip, out);
    onBoth?.(id, b, a);
  }
  for (const id of after.keys()) if (!before.has(id)) out.add(`${kind}/${id}`);
}

const idsOf = (list: readonly { id: string }[]) => list.map((x) => x.id).join("\u0000");

/** The footprint as it was computed before issue 26 (every element through maps): the reference. */
function referenceFootprint(before: GameDocument, after: GameDocument): Footprint {
  const writes = new Set<string>();
  const orders = new Set<string>();
  if (before === after) return { writes: [], orders: [] };
  // Elements
  if (before.scenes !== after.scenes || before.globalElements !== after.globalElements) {
    diffEntities(
      "element",
      locatedElements(before),
      locatedElements(after),
      ELEMENT_SKIP,
      writes,
      (id, b, a) => {
        const bp = (b.value.props ?? {}) as Record<string, unknown>;
        const ap = (a.value.props ?? {}) as Record<string, unknown>;
        diffFields(`element/${id}/props`, bp, ap, new Set(), writes);
        const bv = b.value.variables as { id: string }[];
        const av = a.value.variables as { id: string }[];
        if (idsOf(bv) !== idsOf(av)) orders.add(`order/element/${id}/variables`);
      },
    );
    const containers = (doc: GameDocument) =>
      new Map<string, string>([
        ...doc.scenes.map((s) => [`order/scene/${s.id}`, idsOf(s.elements)] as [string, string]),
        ["order/global", idsOf(doc.globalElements)],
      ]);
    const cb = containers(before);
    const ca = containers(after);
    for (const [key, ids] of ca) if (cb.has(key) && cb.get(key) !== ids) orders.add(key);
  }
  // Variables (global and element variables)
  diffEntities(
    "variable",
    locatedVariables(before),
    locatedVariables(after),
    new Set(["id"]),
    writes,
  );
  if (idsOf(before.variables) !== idsOf(after.variables)) orders.add("order/variables");
  // Scenes
  if (before.scenes !== after.scenes) {
    const scenes = (doc: GameDocument) =>
      new Map(
        doc.scenes.map((s) => [
          s.id,
          { value: s as unknown as Record<string, unknown>, container: "" },
        ]),
      );
    diffEntities("scene", scenes(before), scenes(after), new Set(["id", "elements"]), writes);
    if (idsOf(before.scenes) !== idsOf(after.scenes)) orders.add("order/scenes");
  }
  // Rules
  if (before.rules !== after.rules) {
    const rules = (doc: GameDocument) =>
      new Map(
        doc.rules.map((r) => [
          r.id,
          { value: r as unknown as Record<string, unknown>, container: "" },
        ]),
      );
    diffEntities("rule", rules(before), rules(after), new Set(["id"]), writes);
    if (idsOf(before.rules) !== idsOf(after.rules)) orders.add("order/rules");
  }
  return { writes: [...writes], orders: [...orders] };
}

test("footprint answers as the whole diff does, key for key and in order", () => {
  let changedElements = 0;
  fc.assert(
    fc.property(
      docSpecArb,
      fc.array(fc.tuple(stepArb, fc.nat(3)), { minLength: 1, maxLength: 10 }),
      (spec, steps) => {
        const ids = new Ids();
        const first = buildDocument(spec, ids);
        const docs: GameDocument[] = [first];
        for (const [step, copy] of steps) {
          const doc = docs.at(-1)!;
          const op = makeOperation(doc, step, ids);
          const result = op && applyOperation(doc, op, { registry, createId: ids.next });
          if (!result || !result.ok) continue;
          // Sometimes a copy: the same content in other objects.
          docs.push(copy === 0 ? structuredClone(result.doc) : result.doc);
        }
        const last = docs.at(-1)!;
        const pairs: [GameDocument, GameDocument][] = [
          [first, last],
          [last, first],
          ...docs.slice(1).map((d, i) => [docs[i]!, d] as [GameDocument, GameDocument]),
        ];
        for (const [a, b] of pairs) {
          const expected = referenceFootprint(a, b);
          expect(footprint(a, b)).toEqual(expected);
          if (expected.writes.some((k) => k.startsWith("element/"))) changedElements++;
        }
      },
    ),
    {
      numRuns: Number(process.env["FC_NUM_RUNS"] ?? 300),
      ...(process.env["FC_SEED"] ? { seed: Number(process.env["FC_SEED"]) } : {}),
    },
  );
  expect(changedElements).toBeGreaterThan(100);
}, 60_000);
