import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { defineElement } from "../elements/contract";
import { createRegistry } from "../elements/registry";
import { FORMAT_VERSION } from "../document/migrations";
import { indexDocument } from "../document/element-index";
import { checkGameDocument } from "../rules/check";
import { ruleReferences } from "../operations/references";
import {
  buildGame,
  click,
  cond,
  elementAction,
  goTo,
  numberVar,
  prop,
  rule,
  sceneTo,
  setVar,
  val,
} from "../testing/builder";
import { FIXTURE_DEFINITIONS } from "../testing/fixtures";
import { mapAssetReferences, prepareImport } from "./prepare-import";

const standInFixture = defineElement<{
  originalType: string;
  originalVersion: number;
  originalProps: unknown;
}>({
  type: "stand-in",
  version: 0,
  schema: z.object({
    originalType: z.string(),
    originalVersion: z.number(),
    originalProps: z.unknown(),
  }),
  defaultProps: () => ({ originalType: "", originalVersion: 0, originalProps: {} }),
  defaultSize: { width: 10, height: 10 },
  fields: { originalType: "internal", originalVersion: "internal", originalProps: "internal" },
  effects: {},
  migrations: [],
  properties: {},
  triggers: {},
  actions: {},
  standIn: {
    wrap: (o) => ({ originalType: o.type, originalVersion: o.version, originalProps: o.props }),
  },
});
const registry = createRegistry([...FIXTURE_DEFINITIONS, standInFixture]);

/** Two scenes with rules across them, a variable, an audio asset. */
function sourceGame() {
  return buildGame(registry, {
    scenes: [
      {
        id: "s1",
        name: "Start",
        elements: [
          { type: "text", id: "t1" },
          { type: "audio", id: "snd", props: { src: "asset-1", stopOnSceneLeave: true } },
        ],
      },
      { id: "s2", name: "Lock", elements: [{ type: "timer", id: "tm" }] },
      { id: "s3", name: "End", elements: [{ type: "text", id: "t3" }] },
    ],
    variables: [numberVar("score")],
    rules: [
      rule("r1", {
        sceneId: "s1",
        triggers: [click("t1")],
        actions: [setVar("score", 1), elementAction("snd", "play"), goTo("s2")],
      }),
      rule("r2", {
        sceneId: "s2",
        triggers: [sceneTo("s2")],
        conditions: [cond(prop("tm", "startTimeInSeconds"), "gt", val(10))],
        actions: [elementAction("tm", "start"), goTo("s3")],
      }),
      rule("r3", { triggers: [click("t3")], actions: [goTo("s1")] }),
    ],
  });
}

describe("prepareImport", () => {
  it("imports a complete game unchanged (ids kept for a new game)", () => {
    const doc = sourceGame();
    const result = prepareImport({ document: JSON.stringify(doc), registry });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.document).toEqual(doc);
    expect(result.warnings).toEqual([]);
    expect(result.assetIds).toEqual(["asset-1"]);
  });

  it("refuses what is not a game: no game data, invalid file", () => {
    expect(prepareImport({ document: "{}", registry })).toMatchObject({ code: "noGameData" });
    expect(prepareImport({ document: "not json", registry })).toMatchObject({
      code: "invalidFile",
    });
    const broken = { ...sourceGame(), variables: [{ id: "x", name: "" }] };
    expect(prepareImport({ document: broken, registry })).toMatchObject({ code: "invalidFile" });
    expect(prepareImport({ document: sourceGame(), registry, sceneIds: ["nope"] })).toMatchObject({
      code: "noGameData",
    });
  });

  it("selected scenes: the rest goes, rules lose what referred to it (reported)", () => {
    const result = prepareImport({ document: sourceGame(), registry, sceneIds: ["s1", "s2"] });
    if (!result.ok) throw new Error("not ok");
    expect(result.document.scenes.map((s) => s.id)).toEqual(["s1", "s2"]);
    const r2 = result.document.rules.find((r) => r.id === "r2")!;
    expect(r2.actions.map((a) => a.type)).toEqual(["elementAction"]);
    // r3 clicked an element of s3: no trigger left
    expect(result.document.rules.map((r) => r.id)).toEqual(["r1", "r2"]);
    expect(result.warnings).toContainEqual({
      code: "rulesChanged",
      removedRules: 1,
      modifiedRules: 1,
    });
  });

  it("scenes into an existing game get fresh ids and their rules follow them", () => {
    const target = buildGame(registry, {
      scenes: [{ id: "s1", name: "Start", elements: [{ type: "text", id: "t1" }] }],
      variables: [numberVar("score")],
    });
    const result = prepareImport({
      document: sourceGame(),
      registry,
      sceneIds: ["s1", "s2"],
      into: target,
    });
    if (!result.ok) throw new Error(JSON.stringify(result));
    const doc = result.document;
    expect(checkGameDocument(doc, registry).ok).toBe(true);
    expect(doc.scenes).toHaveLength(3);
    expect(doc.scenes[0]).toEqual(target.scenes[0]);
    const [, a, b] = doc.scenes;
    expect(result.sceneIds).toEqual([a!.id, b!.id]);
    // fresh ids, names kept unique
    expect(a!.id).not.toBe("s1");
    expect(a!.name).toBe("Start (2)");
    expect(b!.name).toBe("Lock");
    const oldIds = new Set(["s1", "s2", "t1", "snd", "tm", "r1", "r2"]);
    const imported = doc.rules.slice(target.rules.length);
    for (const el of [...a!.elements, ...b!.elements]) expect(oldIds.has(el.id)).toBe(false);
    for (const r of imported) expect(oldIds.has(r.id)).toBe(false);
    // the same-named variable of the target is used, no duplicate
    expect(doc.variables).toEqual(target.variables);
    // the rules refer to the new scenes and elements, nothing else
    const index = indexDocument(doc);
    const r1 = imported.find((r) => r.sceneId === a!.id)!;
    expect(r1.triggers).toEqual([click(a!.elements[0]!.id)]);
    expect(r1.actions.map((x) => x.type)).toEqual(["setVariable", "elementAction", "goToScene"]);
    expect(r1.actions[2]).toMatchObject({ sceneId: b!.id });
    for (const r of imported) {
      const refs = ruleReferences(r);
      for (const id of refs.elements) expect(index.element(id)?.sceneId).not.toBe("s1");
      for (const id of refs.scenes) expect([a!.id, b!.id]).toContain(id);
      for (const id of refs.variables) expect(index.variable(id)).toBeDefined();
    }
    // importing the same scenes twice gives two sets of ids
    const again = prepareImport({ document: sourceGame(), registry, sceneIds: ["s1"], into: doc });
    if (!again.ok) throw new Error("not ok");
    expect(new Set(again.document.scenes.map((s) => s.id)).size).toBe(4);
    expect(again.document.scenes[3]!.name).toBe("Start (3)");
  });

  it("a variable whose name exists with another type is added under a new name", () => {
    const target = buildGame(registry, {
      scenes: [{ id: "x", elements: [] }],
      variables: [{ id: "v", name: "score", type: "string", initialValue: "" }],
    });
    const result = prepareImport({ document: sourceGame(), registry, into: target });
    if (!result.ok) throw new Error("not ok");
    expect(result.document.variables.map((v) => [v.name, v.type])).toEqual([
      ["score", "string"],
      ["score (2)", "number"],
    ]);
  });

  it("an unknown element type becomes a placeholder with a warning, keeping its data", () => {
    const doc = sourceGame() as unknown as { scenes: { elements: Record<string, unknown>[] }[] };
    doc.scenes[0]!.elements.push({
      ...doc.scenes[0]!.elements[0]!,
      id: "hologram",
      type: "hologram-projector",
      version: 7,
      props: { beam: "blue" },
    });
    // a rule uses the unknown type's own trigger and property: those parts go
    (doc as unknown as { rules: unknown[] }).rules.push(
      rule("r4", {
        triggers: [{ type: "element", elementId: "hologram", trigger: "beamed" }],
        actions: [setVar("score", 2)],
      }),
      rule("r5", {
        triggers: [click("t1")],
        conditions: [cond(prop("hologram", "brightness"), "gt", val(1))],
        actions: [setVar("score", 3)],
      }),
    );
    const result = prepareImport({ document: doc, registry });
    if (!result.ok) throw new Error(JSON.stringify(result));
    const placeholder = indexDocument(result.document).element("hologram")!.element;
    expect(placeholder.type).toBe("stand-in");
    expect(placeholder.props).toEqual({
      originalType: "hologram-projector",
      originalVersion: 7,
      originalProps: { beam: "blue" },
    });
    expect(result.warnings).toContainEqual({
      code: "unknownElementType",
      type: "hologram-projector",
      count: 1,
    });
    expect(result.document.rules.map((r) => r.id)).toEqual(["r1", "r2", "r3", "r5"]);
    expect(result.document.rules[3]!.conditions.items).toEqual([]);
    expect(checkGameDocument(result.document, registry).ok).toBe(true);
  });

  it("a newer format proceeds with the unknown migrations warning", () => {
    const doc = { ...sourceGame(), formatVersion: FORMAT_VERSION + 3, futureField: true };
    const result = prepareImport({ document: doc, registry });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.warnings).toEqual([{ code: "unknownMigrations" }]);
    const fromNewerArchive = prepareImport({
      document: sourceGame(),
      registry,
      newerArchive: true,
    });
    expect(fromNewerArchive.ok && fromNewerArchive.warnings).toEqual([
      { code: "unknownMigrations" },
    ]);
  });

  it("an older format is migrated", () => {
    const doc = sourceGame();
    const old = {
      ...doc,
      formatVersion: 1,
      rules: doc.rules.map((r) => ({ ...r, conditions: r.conditions.items })),
      globalElements: undefined,
    };
    const result = prepareImport({ document: old, registry });
    if (!result.ok) throw new Error(JSON.stringify(result));
    expect(result.document.rules[1]!.conditions.operator).toBe("and");
  });

  it("maps asset references to stored assets and clears the ones that failed", () => {
    const doc = sourceGame();
    const mapped = mapAssetReferences(
      doc,
      registry,
      new Map([["asset-1", "stored-9"]]),
      new Set(["asset-1"]),
    );
    expect(indexDocument(mapped).element("snd")!.element.props).toMatchObject({ src: "stored-9" });
    const cleared: string[] = [];
    const without = mapAssetReferences(doc, registry, new Map(), new Set(["asset-1"]), (id, f) =>
      cleared.push(`${id}.${f}`),
    );
    expect(indexDocument(without).element("snd")!.element.props).toMatchObject({ src: "" });
    expect(cleared).toEqual(["snd.src"]);
  });
});
