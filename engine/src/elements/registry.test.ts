import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { createGameDocument, createElement } from "../document/create";
import { FIXTURE_DEFINITIONS, createFixtureRegistry, textFixture } from "../testing/fixtures";
import { defineElement, type AnyElementDefinition } from "./contract";
import { createRegistry } from "./registry";
import { comparatorsFor, variablesForType } from "./vocabulary";

const base: AnyElementDefinition = defineElement({
  type: "thing",
  version: 0,
  schema: z.object({}),
  defaultProps: () => ({}),
  defaultSize: { width: 1, height: 1 },
  fields: {},
  effects: {},
  migrations: [],
  properties: {},
  triggers: {},
  actions: {},
});

describe("createRegistry", () => {
  it("refuses inconsistent definitions", () => {
    expect(() => createRegistry([base, base])).toThrow(/twice/);
    expect(() => createRegistry([{ ...base, type: "NumberCode" }])).toThrow(/kebab/);
    expect(() => createRegistry([{ ...base, version: 1 }])).toThrow(/migrations/);
    expect(() =>
      createRegistry([
        {
          ...base,
          version: 2,
          migrations: [
            { id: "a", up: (p) => p },
            { id: "a", up: (p) => p },
          ],
        },
      ]),
    ).toThrow(/duplicate/);
    expect(() =>
      createRegistry([{ ...base, properties: { x: { type: "number", read: true, write: true } } }]),
    ).toThrow(/common/);
    expect(() => createRegistry([{ ...base, triggers: { click: {} } }])).toThrow(/common/);
    expect(() => createRegistry([{ ...base, actions: { "do-it": { run: () => {} } } }])).toThrow(
      /camelCase/,
    );
  });

  it("derives the rule vocabulary: common + plugin properties, triggers, public actions", () => {
    const registry = createFixtureRegistry();
    expect(registry.types).toEqual(FIXTURE_DEFINITIONS.map((d) => d.type));
    const timer = registry.vocabulary("timer")!;
    expect(Object.keys(timer.properties)).toEqual([
      "x",
      "y",
      "width",
      "height",
      "rotation",
      "opacity",
      "visible",
      "collision",
      "startTimeInSeconds",
      "remaining",
    ]);
    expect(timer.properties["collision"]).toMatchObject({
      type: "collision",
      read: true,
      write: false,
      common: true,
    });
    expect(timer.triggers["timeChanged"]).toMatchObject({ value: "number", common: false });
    expect(timer.triggers["click"]).toMatchObject({ common: true });
    expect(Object.keys(timer.actions)).toEqual([
      "start",
      "stop",
      "reset",
      "resetAndStart",
      "addSeconds",
      "subtractSeconds",
    ]);
    expect(
      registry.propertiesOfType("number-code-input", "boolean", "read").map((p) => p.name),
    ).toEqual(["visible", "unlocked"]);
    expect(
      registry.propertiesOfType("number-code-input", "number", "write").map((p) => p.name),
    ).toEqual(["x", "y", "width", "height", "rotation", "opacity"]);
    expect(registry.vocabulary("nope")).toBeUndefined();
    expect(registry.get("text")).toBe(textFixture);
  });

  it("offers comparators by type and filters variable choices by type", () => {
    expect(comparatorsFor("boolean")).toEqual(["is", "isNot"]);
    expect(comparatorsFor("number")).toEqual(["eq", "neq", "gt", "lt", "gte", "lte"]);
    expect(comparatorsFor("string")).toEqual(["eq", "neq"]);
    expect(comparatorsFor("collision")).toContain("enclosedBy");
    const registry = createFixtureRegistry();
    const doc = createGameDocument({ locale: "en", registry });
    doc.variables.push(
      { id: "n", name: "n", type: "number", initialValue: 1 },
      { id: "s", name: "s", type: "string", initialValue: "" },
    );
    const el = createElement(registry, "box", { locale: "en" });
    el.variables.push({ id: "own", name: "own", type: "number", initialValue: 0 });
    doc.scenes[0]!.elements.push(el);
    expect(variablesForType(doc, "number").map((v) => [v.id, v.elementId])).toEqual([
      ["n", null],
      ["own", el.id],
    ]);
    expect(variablesForType(doc, "string").map((v) => v.id)).toEqual(["s"]);
    expect(variablesForType(doc, "collision")).toEqual([]);
  });
});
