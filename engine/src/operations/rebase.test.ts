import fc from "fast-check";
import { describe, expect, test } from "vitest";
import type { GameDocument } from "../document/schema";
import { checkGameDocument } from "../rules/check";
import { buildDocument, docSpecArb, Ids } from "../testing/random-document";
import { makeOperation, registry, stepArb } from "../testing/random-operations";
import { applyOperation } from "./apply";
import { footprint, sameValue } from "./footprint";
import { applyEach, entityKey, mergeOperations, valueAt } from "./rebase";
import { settleOperation } from "./settle";
import type { Operation } from "./types";

const spec = {
  scenes: [["box", "text"], ["box"]] as ("box" | "text" | "timer")[][],
  globals: ["timer"] as ("box" | "text" | "timer")[],
  variables: ["number"] as ("number" | "string" | "boolean")[],
  elementVariables: [],
  rules: [],
};
const base = () => buildDocument(spec, new Ids());

function apply(doc: GameDocument, ...ops: Operation[]): GameDocument {
  for (const op of ops) {
    const result = applyOperation(doc, op, { registry });
    if (!result.ok) throw new Error(`${op.type}: ${result.error.code}`);
    doc = result.doc;
  }
  return doc;
}

function merge(doc: GameDocument, theirs: Operation[], mine: Operation[]) {
  const current = apply(doc, ...theirs);
  const result = mergeOperations({
    base: doc,
    current,
    theirs: footprint(doc, current).writes,
    operations: mine,
    options: { registry },
  });
  if (!result.ok) throw new Error(result.error.code);
  return { current, ...result };
}

describe("footprint", () => {
  test("names the properties, things and lists an operation changed", () => {
    const doc = base();
    const moved = apply(doc, { type: "updateElements", ids: ["e0_0"], patch: { x: 5, y: 6 } });
    expect(footprint(doc, moved)).toEqual({
      writes: ["element/e0_0/x", "element/e0_0/y"],
      orders: [],
    });
    const props = apply(doc, { type: "updateProps", ids: ["e0_1"], patch: { text: "Hallo" } });
    expect(footprint(doc, props).writes).toEqual(["element/e0_1/props/text"]);
    const renamed = apply(doc, { type: "renameScene", id: "s1", name: "Keller" });
    expect(footprint(doc, renamed).writes).toEqual(["scene/s1/name"]);
    const removed = apply(doc, { type: "removeElements", ids: ["e1_0"] });
    expect(footprint(doc, removed)).toEqual({
      writes: ["element/e1_0"],
      orders: ["order/scene/s1"],
    });
    expect(footprint(doc, doc)).toEqual({ writes: [], orders: [] });
  });
});

describe("mergeOperations", () => {
  test("different elements, a rule and a scene name merge without conflicts", () => {
    const doc = base();
    const theirs: Operation[] = [{ type: "updateElements", ids: ["e0_0"], patch: { x: 300 } }];
    const mine: Operation[] = [
      { type: "renameScene", id: "s1", name: "Keller" },
      { type: "updateElements", ids: ["e0_1"], patch: { background: "#ff0000" } },
    ];
    const merged = merge(doc, theirs, mine);
    expect(merged.conflicts).toEqual([]);
    expect(merged.doc).toEqual(apply(doc, ...mine, ...theirs));
  });

  test("different properties of one element merge", () => {
    const doc = base();
    const merged = merge(
      doc,
      [{ type: "updateElements", ids: ["e0_0"], patch: { x: 300 } }],
      [{ type: "updateElements", ids: ["e0_0"], patch: { background: "#00ff00" } }],
    );
    expect(merged.conflicts).toEqual([]);
    expect(valueAt(merged.doc, "element/e0_0/x")).toBe(300);
    expect(valueAt(merged.doc, "element/e0_0/background")).toBe("#00ff00");
  });

  test("both recolour one element: one conflict per property, mine applied, theirs settles back", () => {
    const doc = base();
    const merged = merge(
      doc,
      [{ type: "updateElements", ids: ["e0_0"], patch: { background: "blue", border: "red" } }],
      [{ type: "updateElements", ids: ["e0_0"], patch: { background: "green", border: "red" } }],
    );
    // border: the same value on both sides is no conflict
    expect(merged.conflicts).toEqual([
      { key: "element/e0_0/background", kind: "changed", mine: "green", theirs: "blue" },
    ]);
    expect(valueAt(merged.doc, "element/e0_0/background")).toBe("green");
    const settle = settleOperation(merged.doc, merged.conflicts[0]!, "blue")!;
    expect(valueAt(apply(merged.doc, settle), "element/e0_0/background")).toBe("blue");
    expect(settleOperation(merged.doc, merged.conflicts[0]!, "green")).toBeNull();
  });

  test("an edit of an element another removed is a conflict; keeping mine inserts it again", () => {
    const doc = base();
    const merged = merge(
      doc,
      [{ type: "removeElements", ids: ["e1_0"] }],
      [{ type: "updateElements", ids: ["e1_0"], patch: { x: 9 } }],
    );
    expect(merged.dropped).toBe(1);
    expect(merged.conflicts).toHaveLength(1);
    expect(merged.conflicts[0]).toMatchObject({
      key: "element/e1_0",
      kind: "deleted",
      theirs: null,
      container: "s1",
    });
    const keep = settleOperation(merged.doc, merged.conflicts[0]!, merged.conflicts[0]!.mine)!;
    const kept = apply(merged.doc, keep);
    expect(valueAt(kept, "element/e1_0/x")).toBe(9);
    expect(valueAt(kept, "element/e1_0/container")).toBe("s1");
  });

  test("mine deletes a scene whose rule theirs changed: the rule is asked about, taking theirs keeps it valid", () => {
    const doc = apply(base(), {
      type: "addRule",
      rule: {
        id: "r1",
        enabled: true,
        sceneId: "all",
        triggers: [{ type: "sceneChanged", direction: "from", sceneId: "s0" }],
        conditions: { operator: "and", items: [] },
        actions: [{ id: "a1", shouldAwait: false, type: "goToScene", sceneId: "s0" }],
      },
    });
    const theirRule = {
      ...doc.rules[0]!,
      triggers: [{ type: "sceneChanged" as const, direction: "to" as const, sceneId: "s1" }],
      actions: [{ id: "a2", shouldAwait: false, type: "goToScene" as const, sceneId: "s0" }],
    };
    // On my base the deletion removes the whole rule (nothing left of it); on theirs only the action.
    const merged = merge(
      doc,
      [{ type: "updateRule", rule: theirRule }],
      [{ type: "deleteScene", id: "s0" }],
    );
    expect(merged.conflicts).toContainEqual(
      expect.objectContaining({ key: "rule/r1", kind: "deleted", mine: null }),
    );
    expect(errorsOf(merged.doc)).toEqual([]);
    const conflict = merged.conflicts.find((c) => c.key === "rule/r1")!;
    const theirs = apply(merged.doc, settleOperation(merged.doc, conflict, conflict.theirs)!);
    expect(errorsOf(theirs)).toEqual([]);
    expect(valueAt(theirs, "rule/r1/triggers")).toEqual(theirRule.triggers);
    const mineOp = settleOperation(merged.doc, conflict, conflict.mine);
    const mine = mineOp ? apply(merged.doc, mineOp) : merged.doc;
    expect(valueAt(mine, "rule/r1")).toBeUndefined();
  });

  test("theirs retypes a variable a rule of mine now sets: the type goes back and is asked about", () => {
    const doc = base();
    const variable = doc.variables[0]!;
    const rule = {
      id: "r9",
      enabled: true,
      sceneId: "all",
      triggers: [{ type: "sceneChanged" as const, direction: "to" as const, sceneId: "s0" }],
      conditions: { operator: "and" as const, items: [] },
      actions: [
        {
          id: "a9",
          shouldAwait: false,
          type: "setVariable",
          variableId: variable.id,
          value: { kind: "value", value: 3 },
        },
      ],
    };
    const merged = merge(
      doc,
      [{ type: "updateVariable", id: variable.id, patch: { type: "string" } }],
      [{ type: "addRule", rule: rule as never }],
    );
    expect(errorsOf(merged.doc)).toEqual([]);
    expect(valueAt(merged.doc, `variable/${variable.id}/type`)).toBe("number");
    expect(merged.conflicts).toContainEqual(
      expect.objectContaining({
        key: `variable/${variable.id}/type`,
        mine: "number",
        theirs: "string",
      }),
    );
  });

  test("mine adds a variable under the name theirs just gave another: mine is kept as 'name 2'", () => {
    const doc = base();
    const theirs = doc.variables[0]!;
    const added = { id: "nv1", name: "Punkte", type: "number" as const, initialValue: 0 };
    const merged = merge(
      doc,
      [{ type: "updateVariable", id: theirs.id, patch: { name: "Punkte" } }],
      [{ type: "addVariable", elementId: null, variable: added }],
    );
    expect(errorsOf(merged.doc)).toEqual([]);
    expect(merged.dropped).toBe(0);
    expect(valueAt(merged.doc, `variable/${theirs.id}/name`)).toBe("Punkte");
    expect(valueAt(merged.doc, "variable/nv1/name")).toBe("Punkte 2");
  });

  test("operations that do not apply to their base are refused with the index", () => {
    const doc = base();
    const current = apply(doc, { type: "renameScene", id: "s0", name: "A" });
    const result = mergeOperations({
      base: doc,
      current,
      theirs: ["scene/s0/name"],
      operations: [
        { type: "renameScene", id: "s1", name: "B" },
        { type: "removeElements", ids: ["nope"] },
      ],
      options: { registry },
    });
    expect(result).toMatchObject({ ok: false, index: 1, error: { code: "elementNotFound" } });
  });
});

// ------------------------------------------------------------------ properties

const errorsOf = (doc: GameDocument) => {
  const checked = checkGameDocument(structuredClone(doc), registry);
  return checked.ok ? [] : checked.errors.map((e) => `${e.code} at ${e.path}`);
};

const overlaps = (a: readonly string[], b: readonly string[]) => {
  const entities = new Set(a.map(entityKey));
  const keys = new Set(a);
  return b.some((k) => keys.has(k) || entities.has(entityKey(k)));
};

const CI = Boolean(process.env["CI"]);
const RUNS = Number(process.env["FC_NUM_RUNS"] ?? (CI ? 1500 : 400));
const SEED = process.env["FC_SEED"] ? Number(process.env["FC_SEED"]) : CI ? 20261127 : undefined;

describe("merging random concurrent operations", () => {
  test(
    "commuting pairs merge to one-after-the-other; results are valid; nothing acknowledged is lost",
    () => {
      let commuting = 0;
      let conflicting = 0;
      fc.assert(
        fc.property(docSpecArb, stepArb, stepArb, (docSpec, theirStep, myStep) => {
          const ids = new Ids();
          const doc = buildDocument(docSpec, ids);
          const theirOp = makeOperation(doc, theirStep, ids);
          const myOp = makeOperation(doc, myStep, ids);
          if (!theirOp || !myOp) return;
          const theirs = applyOperation(doc, theirOp, { registry, createId: ids.next });
          const mine = applyOperation(doc, myOp, { registry, createId: ids.next });
          if (!theirs.ok || !mine.ok) return;
          const theirPrint = footprint(doc, theirs.doc);
          const myPrint = footprint(doc, mine.doc);
          const result = mergeOperations({
            base: doc,
            current: theirs.doc,
            theirs: theirPrint.writes,
            operations: [JSON.parse(JSON.stringify(mine.applied)) as Operation],
            options: { registry },
          });
          expect(result.ok).toBe(true);
          if (!result.ok) return;
          const merged = result.doc;
          const context = JSON.stringify({ theirs: theirs.applied, mine: mine.applied });
          expect(errorsOf(merged)).toEqual([]);
          // An element added to a scene or element list touches that scene or element too.
          const touched = (print: typeof myPrint) => [
            ...print.writes,
            ...print.orders.flatMap((o) => {
              const [, kind, id] = o.split("/");
              return kind === "scene" || kind === "element" ? [`${kind}/${id}`] : [];
            }),
          ];
          const disjoint =
            !overlaps(touched(theirPrint), touched(myPrint)) &&
            !overlaps(touched(myPrint), touched(theirPrint)) &&
            !theirPrint.orders.some((o) => myPrint.orders.includes(o));
          // Commuting: neither touches what the other changed, and both orders apply (an
          // operation that changed nothing may still name a thing the other removed).
          const otherWay = applyEach(mine.doc, [theirs.applied], { registry });
          // …and mine does the same on the current document as on the base (a "to front" may not).
          const samePrint = (a: typeof myPrint, b: typeof myPrint) =>
            sameValue(a.writes.toSorted(), b.writes.toSorted()) &&
            sameValue(a.orders.toSorted(), b.orders.toSorted());
          const same =
            samePrint(footprint(theirs.doc, merged), myPrint) &&
            samePrint(footprint(mine.doc, otherWay.doc), theirPrint);
          if (disjoint && otherWay.dropped === 0 && result.dropped === 0 && same) {
            commuting++;
            expect(result.conflicts, context).toEqual([]);
            expect(merged, context).toEqual(otherWay.doc);
          }
          if (result.conflicts.length > 0) conflicting++;
          // Nothing acknowledged is lost: what others changed stays, unless the author is asked.
          const asked = new Set(result.conflicts.map((c) => c.key));
          const decided = (key: string) => asked.has(key) || asked.has(entityKey(key));
          for (const key of theirPrint.writes) {
            if (decided(key) || myPrint.writes.includes(key)) continue;
            if (myPrint.writes.some((k) => entityKey(k) === k && k === entityKey(key))) continue;
            const kept = valueAt(merged, key);
            const theirValue = valueAt(theirs.doc, key);
            if (key === entityKey(key))
              expect(kept === undefined, `${key} ${context}`).toBe(theirValue === undefined);
            else expect(sameValue(kept, theirValue), `${key} ${context}`).toBe(true);
          }
          // …and what I changed is there too, unless I was asked.
          for (const key of myPrint.writes) {
            if (decided(key) || theirPrint.writes.includes(key)) continue;
            if (theirPrint.writes.some((k) => k === entityKey(key))) continue;
            const kept = valueAt(merged, key);
            const myValue = valueAt(mine.doc, key);
            if (key === entityKey(key))
              expect(kept === undefined, `${key} ${context}`).toBe(myValue === undefined);
            else if (!key.includes("/props/") && !key.startsWith("rule/"))
              expect(sameValue(kept, myValue), `${key} ${context}`).toBe(true);
          }
        }),
        // A random seed each local run (fast-check prints it on failure); FC_SEED replays one,
        // FC_NUM_RUNS explores more (FC_NUM_RUNS=5000 before changing the merge). CI runs one
        // fixed seed with more runs, so a case found later makes a local run red, not a landing.
        { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) },
      );
      expect(commuting).toBeGreaterThan(50);
      expect(conflicting).toBeGreaterThan(0);
    },
    Math.max(60_000, RUNS * 60),
  );
});
