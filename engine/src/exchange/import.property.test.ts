/**
 * Round trip for random documents: what an export writes (the document as JSON, its asset ids
 * listed in the manifest) imports as an equal game — as a new game with the assets remapped, and
 * into another game with every id fresh but the same structure (scenes, elements, rules).
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { createElement } from "../document/create";
import type { GameDocument } from "../document/schema";
import { checkGameDocument } from "../rules/check";
import { createFixtureRegistry } from "../testing/fixtures";
import { buildDocument, docSpecArb, Ids } from "../testing/random-document";
import { mapAssetReferences, prepareImport } from "./prepare-import";

const registry = createFixtureRegistry();

/** A random document with a sound on every scene (asset ids 'file-<scene>'). */
function withAssets(doc: GameDocument): GameDocument {
  return {
    ...doc,
    scenes: doc.scenes.map((scene, i) => ({
      ...scene,
      elements: [
        ...scene.elements,
        createElement(registry, "audio", {
          locale: "en",
          id: `snd${i}`,
          name: `snd${i}`,
          props: { src: `file-${i}`, stopOnSceneLeave: true },
        }),
      ],
    })),
  };
}

/** Every id replaced by the order of its first occurrence: equal structure ⇔ equal canon. */
function canon(value: unknown, ids: ReadonlySet<string>): unknown {
  const order = new Map<string, string>();
  const walk = (v: unknown): unknown => {
    if (typeof v === "string" && ids.has(v)) {
      if (!order.has(v)) order.set(v, `#${order.size}`);
      return order.get(v);
    }
    if (Array.isArray(v)) return v.map(walk);
    if (typeof v === "object" && v !== null)
      // names are text, not references (the generator names things after their ids)
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, k === "name" ? x : walk(x)]));
    return v;
  };
  return walk(value);
}

/** Every id a document defines. */
function idsOf(doc: GameDocument): Set<string> {
  const out = new Set<string>();
  for (const s of doc.scenes) out.add(s.id);
  for (const el of [...doc.scenes.flatMap((s) => s.elements), ...doc.globalElements]) {
    out.add(el.id);
    for (const v of el.variables) out.add(v.id);
  }
  for (const v of doc.variables) out.add(v.id);
  for (const r of doc.rules) {
    out.add(r.id);
    for (const c of r.conditions.items) out.add(c.id);
    for (const a of r.actions) out.add(a.id);
  }
  return out;
}

const sourceArb = docSpecArb.map((spec) => withAssets(buildDocument(spec, new Ids())));

describe("import round trip (property)", () => {
  test("a new game: equal, with the assets pointing at the stored ones", () => {
    fc.assert(
      fc.property(sourceArb, (doc) => {
        const json = JSON.stringify(doc);
        const fileIds = new Set(doc.scenes.map((_, i) => `file-${i}`));
        const result = prepareImport({ document: json, registry });
        if (!result.ok) throw new Error(JSON.stringify(result));
        expect(new Set(result.assetIds)).toEqual(fileIds);
        const stored = new Map([...fileIds].map((id) => [id, `stored-${id}`]));
        const mapped = mapAssetReferences(result.document, registry, stored, fileIds);
        const expected = JSON.parse(json.replace(/"file-(\d+)"/g, '"stored-file-$1"')) as unknown;
        expect(mapped).toEqual(expected);
      }),
      { numRuns: 60 },
    );
  });

  test("scenes into another game: fresh ids, same structure, a valid game", () => {
    const noGlobals = docSpecArb.map((spec) =>
      withAssets(buildDocument({ ...spec, globals: [] }, new Ids())),
    );
    fc.assert(
      fc.property(noGlobals, sourceArb, (source, target) => {
        const result = prepareImport({ document: JSON.stringify(source), registry, into: target });
        if (!result.ok) throw new Error(JSON.stringify(result));
        const doc = result.document;
        expect(checkGameDocument(doc, registry).ok).toBe(true);
        // the target is untouched
        expect(doc.scenes.slice(0, target.scenes.length)).toEqual(target.scenes);
        expect(doc.rules.slice(0, target.rules.length)).toEqual(target.rules);
        expect(doc.globalElements).toEqual(target.globalElements);
        const scenes = doc.scenes.slice(target.scenes.length);
        const rules = doc.rules.slice(target.rules.length);
        // no id of the target or of the file is used again for the new scenes and elements
        const before = new Set([...idsOf(target), ...idsOf(source)]);
        for (const s of scenes) {
          expect(before.has(s.id)).toBe(false);
          for (const el of s.elements) expect(before.has(el.id)).toBe(false);
        }
        for (const r of rules) expect(before.has(r.id)).toBe(false);
        // the same structure (names of renamed scenes aside)
        const strip = (d: { scenes: GameDocument["scenes"]; rules: GameDocument["rules"] }) => ({
          scenes: d.scenes.map((s) => ({ ...s, name: "" })),
          rules: d.rules,
        });
        expect(canon(strip({ scenes, rules }), idsOf(doc))).toEqual(
          canon(strip(source), idsOf(source)),
        );
      }),
      { numRuns: 60 },
    );
  });
});
