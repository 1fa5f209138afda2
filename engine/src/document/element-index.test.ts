import { describe, expect, test } from "vitest";
import { buildGame, click, goTo, numberVar, rule } from "../testing/builder";
import { createFixtureRegistry } from "../testing/fixtures";
import {
  allElements,
  findElement,
  hasDocumentShape,
  indexDocument,
  mapElements,
} from "./element-index";

const registry = createFixtureRegistry();
const doc = buildGame(registry, {
  scenes: [
    {
      id: "a",
      elements: [
        { type: "box", id: "a1" },
        { type: "text", id: "a2", variables: [numberVar("ev")] },
      ],
    },
    { id: "b", elements: [{ type: "box", id: "b1" }] },
  ],
  globalElements: [{ type: "box", id: "g1" }],
  variables: [numberVar("score")],
  rules: [rule("r1", { triggers: [click("a1")], actions: [goTo("b")] })],
});

describe("element index", () => {
  test("finds elements with their scene and position, global ones included", () => {
    expect(findElement(doc, "a2")).toMatchObject({ sceneId: "a", sceneIndex: 0, index: 1 });
    expect(findElement(doc, "b1")).toMatchObject({ sceneId: "b", sceneIndex: 1, index: 0 });
    expect(findElement(doc, "g1")).toMatchObject({ sceneId: null, sceneIndex: -1, index: 0 });
    expect(findElement(doc, "g1")?.element).toBe(doc.globalElements[0]);
    expect(findElement(doc, "nope")).toBeUndefined();
  });

  test("lists every element scene by scene, then the global ones", () => {
    expect(allElements(doc).map((e) => e.id)).toEqual(["a1", "a2", "b1", "g1"]);
  });

  test("finds scenes, variables of both scopes and rules", () => {
    const index = indexDocument(doc);
    expect(index.scene("b")).toEqual({ scene: doc.scenes[1], index: 1 });
    expect(index.variable("score")).toMatchObject({ elementId: null, index: 0 });
    expect(index.variable("ev")).toMatchObject({ elementId: "a2", index: 0 });
    expect(index.rule("r1")?.index).toBe(0);
    expect(index.scene("zz")).toBeUndefined();
  });

  test("is built once per document object", () => {
    expect(indexDocument(doc)).toBe(indexDocument(doc));
    expect(indexDocument({ ...doc })).not.toBe(indexDocument(doc));
  });

  test("mapElements copies only the scenes whose elements changed", () => {
    expect(mapElements(doc, (e) => e)).toBe(doc);
    const moved = mapElements(doc, (e) => (e.id === "b1" ? { ...e, x: 5 } : e));
    expect(findElement(moved, "b1")?.element.x).toBe(5);
    expect(moved.scenes[0]).toBe(doc.scenes[0]);
    expect(moved.scenes[1]).not.toBe(doc.scenes[1]);
    expect(moved.globalElements).toBe(doc.globalElements);
    expect(
      mapElements(doc, (e, sceneId) => (sceneId === null ? { ...e, name: "G" } : e))
        .globalElements[0]!.name,
    ).toBe("G");
  });

  test("hasDocumentShape guards stored values", () => {
    expect(hasDocumentShape(doc)).toBe(true);
    expect(hasDocumentShape(null)).toBe(false);
    expect(hasDocumentShape({ scenes: [{}], globalElements: [] })).toBe(false);
    expect(hasDocumentShape({ scenes: [] })).toBe(false);
  });
});
