import { describe, expect, it } from "vitest";
import { applyOperation } from "../operations/apply";
import { buildGame } from "../testing/builder";
import { createFixtureRegistry } from "../testing/fixtures";
import { focusOrderOf, readingOrder } from "./focus-order";
import { parseGameDocument } from "./parse";

const registry = createFixtureRegistry();

const at = (id: string, x: number, y: number, width = 100, height = 40) => ({
  id,
  x,
  y,
  width,
  height,
});

describe("focus order", () => {
  it("defaults to reading order: rows top to bottom, left to right within a row", () => {
    const elements = [
      at("bottom", 10, 500),
      at("right", 600, 105),
      at("left", 20, 100),
      at("title", 400, 10),
      // starts a little lower than "left" but in the same row (above its middle)
      at("middle", 300, 112),
    ];
    expect(readingOrder(elements)).toEqual(["title", "left", "middle", "right", "bottom"]);
    expect(focusOrderOf({ focusOrder: [] }, elements)).toEqual(readingOrder(elements));
  });

  it("puts the author's order first, drops unknown and repeated ids, appends the rest in reading order", () => {
    const elements = [at("a", 0, 0), at("b", 200, 0), at("c", 0, 300), at("d", 200, 300)];
    expect(focusOrderOf({ focusOrder: ["d", "gone", "b", "d"] }, elements)).toEqual([
      "d",
      "b",
      "a",
      "c",
    ]);
  });
});

describe("accessibility fields in the document", () => {
  const game = () =>
    buildGame(registry, {
      scenes: [{ id: "s", elements: [{ type: "box", id: "b1" }] }],
    });

  it("loads a document written before the fields with their defaults", () => {
    const doc = JSON.parse(JSON.stringify(game()));
    delete doc.settings;
    delete doc.scenes[0].focusOrder;
    for (const key of ["accessibleName", "accessibleDescription", "decorative"])
      delete doc.scenes[0].elements[0][key];
    const parsed = parseGameDocument(doc, registry);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.document.settings).toEqual({ playerTimeChoices: false });
    expect(parsed.document.scenes[0]!.focusOrder).toEqual([]);
    expect(parsed.document.scenes[0]!.elements[0]).toMatchObject({
      accessibleName: "",
      accessibleDescription: "",
      decorative: false,
    });
  });

  it("refuses ill-typed accessibility fields", () => {
    const doc = JSON.parse(JSON.stringify(game()));
    doc.scenes[0].elements[0].decorative = "yes";
    expect(parseGameDocument(doc, registry).ok).toBe(false);
  });

  it("sets the common fields through updateElements, with an exact inverse", () => {
    const doc = game();
    const r = applyOperation(doc, {
      type: "updateElements",
      ids: ["b1"],
      patch: { accessibleName: "Schublade öffnen", decorative: true },
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.doc.scenes[0]!.elements[0]).toMatchObject({
      accessibleName: "Schublade öffnen",
      decorative: true,
    });
    const back = applyOperation(r.doc, r.inverse);
    expect(back.ok && back.doc).toEqual(doc);
    const bad = applyOperation(doc, {
      type: "updateElements",
      ids: ["b1"],
      patch: { accessibleName: undefined },
    });
    expect(bad.ok).toBe(false);
  });

  it("sets the scene's focus order through updateSceneSettings and refuses repeated ids", () => {
    const doc = game();
    const r = applyOperation(doc, {
      type: "updateSceneSettings",
      id: "s",
      patch: { focusOrder: ["b1"] },
    });
    expect(r.ok && r.doc.scenes[0]!.focusOrder).toEqual(["b1"]);
    if (!r.ok) return;
    const back = applyOperation(r.doc, r.inverse);
    expect(back.ok && back.doc).toEqual(doc);
    const twice = applyOperation(doc, {
      type: "updateSceneSettings",
      id: "s",
      patch: { focusOrder: ["b1", "b1"] },
    });
    expect(twice.ok || twice.error.code).toBe("invalidPatch");
  });

  it("sets game settings through updateGameSettings and refuses unknown keys", () => {
    const doc = game();
    const r = applyOperation(doc, {
      type: "updateGameSettings",
      patch: { playerTimeChoices: true },
    });
    expect(r.ok && r.doc.settings.playerTimeChoices).toBe(true);
    if (!r.ok) return;
    const back = applyOperation(r.doc, r.inverse);
    expect(back.ok && back.doc).toEqual(doc);
    const unknown = applyOperation(doc, {
      type: "updateGameSettings",
      patch: { nonsense: 1 } as never,
    });
    expect(unknown.ok || unknown.error.code).toBe("invalidPatch");
    const wrongType = applyOperation(doc, {
      type: "updateGameSettings",
      patch: { playerTimeChoices: "yes" } as never,
    });
    expect(wrongType.ok).toBe(false);
  });
});
