import { describe, expect, it } from "vitest";
import { createFixtureRegistry } from "../testing/fixtures";
import { STAGE_HEIGHT, STAGE_WIDTH } from "./constants";
import { createElement, createGameDocument } from "./create";
import { FORMAT_VERSION } from "./migrations";
import { parseGameDocument } from "./parse";
import { GameDocumentSchema, type GameDocument } from "./schema";

const registry = createFixtureRegistry();

function sampleDocument(): GameDocument {
  const doc = createGameDocument({ locale: "en", registry });
  const scene = doc.scenes[0]!;
  scene.elements.push(createElement(registry, "text", { locale: "en", id: "title" }));
  doc.globalElements.push(
    createElement(registry, "timer", { locale: "en", id: "clock", global: true }),
  );
  doc.variables.push({ id: "score", name: "score", type: "number", initialValue: 0 });
  doc.rules.push({
    id: "r1",
    enabled: true,
    sceneId: "all",
    triggers: [{ type: "element", elementId: "title", trigger: "click" }],
    conditions: { operator: "and", items: [] },
    actions: [
      {
        id: "a1",
        type: "increaseVariable",
        shouldAwait: false,
        variableId: "score",
        by: { kind: "value", value: 1 },
      },
    ],
  });
  return doc;
}

describe("createGameDocument", () => {
  it("creates one scene named after the locale", () => {
    expect(createGameDocument({ locale: "de", registry }).scenes.map((s) => s.name)).toEqual([
      "Erste Szene",
    ]);
    const en = createGameDocument({ locale: "en", registry });
    expect(en.scenes.map((s) => s.name)).toEqual(["First Scene"]);
    expect(en.formatVersion).toBe(FORMAT_VERSION);
    expect(GameDocumentSchema.safeParse(en).success).toBe(true);
  });
});

describe("createElement", () => {
  it("uses the plugin defaults, localised, centred on the stage", () => {
    const de = createElement(registry, "text", { locale: "de" });
    expect(de.props).toEqual({ text: "Zum Bearbeiten klicken", fontSizeInRem: 1 });
    expect(de).toMatchObject({
      type: "text",
      version: 1,
      width: 200,
      height: 50,
      x: (STAGE_WIDTH - 200) / 2,
      y: (STAGE_HEIGHT - 50) / 2,
    });
    expect(createElement(registry, "text", { locale: "en" }).props).toMatchObject({
      text: "Click to edit",
    });
  });
  it("applies overrides and validates merged props", () => {
    const el = createElement(registry, "text", {
      locale: "en",
      x: 5,
      width: 10,
      props: { fontSizeInRem: 2 },
    });
    expect(el).toMatchObject({
      x: 5,
      width: 10,
      props: { text: "Click to edit", fontSizeInRem: 2 },
    });
    expect(() =>
      createElement(registry, "text", { locale: "en", props: { fontSizeInRem: -1 } }),
    ).toThrow();
    expect(() => createElement(registry, "nope", { locale: "en" })).toThrow(/Unknown element type/);
  });
});

describe("parseGameDocument", () => {
  it("round-trips a document through JSON", () => {
    const doc = sampleDocument();
    const result = parseGameDocument(JSON.stringify(doc), registry);
    expect(result).toEqual({ ok: true, document: doc, warnings: [], appliedMigrations: [] });
  });

  it("reports invalid JSON and structural issues with paths", () => {
    expect(parseGameDocument("{", registry)).toMatchObject({
      ok: false,
      issues: [{ code: "invalidJson" }],
    });
    const doc = sampleDocument() as unknown as { scenes: { elements: { opacity: number }[] }[] };
    doc.scenes[0]!.elements[0]!.opacity = 2;
    const result = parseGameDocument(doc, registry);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.issues).toContainEqual(
        expect.objectContaining({ path: "scenes.0.elements.0.opacity", code: "invalidDocument" }),
      );
  });

  it("refuses duplicate ids, misplaced global elements and the reserved scene id", () => {
    const dup = sampleDocument();
    dup.variables.push({ id: "title", name: "x", type: "string", initialValue: "" });
    expect(parseGameDocument(dup, registry)).toMatchObject({
      ok: false,
      issues: [{ path: "variables.1.id" }],
    });
    const misplaced = sampleDocument();
    misplaced.scenes[0]!.elements[0]!.global = true;
    expect(parseGameDocument(misplaced, registry).ok).toBe(false);
    const reserved = sampleDocument();
    reserved.scenes[0]!.id = "all";
    expect(parseGameDocument(reserved, registry).ok).toBe(false);
  });

  it("refuses a variable whose initial value has the wrong type", () => {
    const doc = sampleDocument();
    doc.variables[0] = { id: "score", name: "score", type: "number", initialValue: "zero" };
    expect(parseGameDocument(doc, registry)).toMatchObject({
      ok: false,
      issues: [{ path: "variables.0.initialValue" }],
    });
  });

  it("validates props with the plugin schema and reports unknown types", () => {
    const doc = sampleDocument();
    doc.scenes[0]!.elements[0]!.props = { text: 3, fontSizeInRem: 1 };
    expect(parseGameDocument(doc, registry)).toMatchObject({
      ok: false,
      issues: [{ path: "scenes.0.elements.0.props.text", code: "invalidProps" }],
    });
    const unknown = sampleDocument();
    unknown.scenes[0]!.elements[0]!.type = "hologram";
    expect(parseGameDocument(unknown, registry)).toMatchObject({
      ok: false,
      issues: [{ code: "unknownElementType", path: "scenes.0.elements.0.type" }],
    });
  });

  it("migrates element props to the plugin version", () => {
    const doc = sampleDocument();
    const el = doc.scenes[0]!.elements[0]!;
    el.version = 0;
    el.props = { text: "Hi", fontSize: 32 };
    const result = parseGameDocument(doc, registry);
    expect(result.ok && result.document.scenes[0]!.elements[0]).toMatchObject({
      version: 1,
      props: { text: "Hi", fontSizeInRem: 2 },
    });
  });

  it("warns about newer element versions and formats but proceeds when the data validates", () => {
    const doc = sampleDocument();
    doc.scenes[0]!.elements[0]!.version = 7;
    const result = parseGameDocument({ ...doc, formatVersion: FORMAT_VERSION + 2 }, registry);
    expect(result.ok).toBe(true);
    expect(result.warnings.map((w) => w.code).sort()).toEqual([
      "newerElementVersion",
      "newerFormat",
    ]);
  });

  it("loads a format-0 document through the whole migration chain", () => {
    const current = sampleDocument();
    const { speech, ...title } = current.scenes[0]!.elements[0]!;
    const { speech: clockSpeech, ...clock } = current.globalElements[0]!;
    const legacy = {
      scenes: [
        {
          ...current.scenes[0]!,
          elements: [
            { ...title, speechVoice: "Anna" },
            { ...clock, speechSpeed: 2 },
          ],
        },
      ],
      variables: current.variables,
      rules: current.rules.map((r) => ({ ...r, conditions: [] })),
    };
    const result = parseGameDocument(legacy, registry);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.appliedMigrations).toHaveLength(FORMAT_VERSION);
    expect(result.document.scenes[0]!.elements.map((e) => e.id)).toEqual(["title"]);
    expect(result.document.scenes[0]!.elements[0]!.speech).toEqual({ ...speech, voice: "Anna" });
    expect(result.document.globalElements[0]!.speech).toEqual({ ...clockSpeech, speed: 2 });
    expect(result.document.rules[0]!.conditions).toEqual({ operator: "and", items: [] });
  });
});
