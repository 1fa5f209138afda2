import { describe, expect, it } from "vitest";
import { buildGame, click, rule } from "../../testing/builder";
import { createFixtureRegistry } from "../../testing/fixtures";
import { validate } from "../validate";
import { ACTION_DEFINITIONS } from "./index";

const registry = createFixtureRegistry();

describe("a new action's references are the author's to choose", () => {
  it("every kind starts without a scene, element or variable, and validate says to choose one", () => {
    const actions = ACTION_DEFINITIONS.map((def, i) => ({ id: `a${i}`, ...def.create() }));
    const doc = buildGame(registry, {
      scenes: [
        { id: "a", name: "Hall", elements: [{ type: "box", id: "door" }] },
        { id: "b", name: "Vault", elements: [] },
      ],
      rules: [rule("new", { sceneId: "a", triggers: [click("door")], actions: [] })],
    });
    doc.rules[0]!.actions = actions as never;
    const unchosen = validate(doc, registry)
      .filter((d) => d.params["reason"] === "notChosen")
      .map((d) => [d.code, d.path, d.params["actionNumber"], d.severity]);
    expect(unchosen).toEqual([
      ["unknownScene", "rules.0.actions.0.sceneId", 1, "error"],
      ["unknownVariable", "rules.0.actions.2.variableId", 3, "error"],
      ["unknownVariable", "rules.0.actions.3.variableId", 4, "error"],
      ["unknownVariable", "rules.0.actions.4.variableId", 5, "error"],
      ["unknownElement", "rules.0.actions.5.elementId", 6, "error"],
      ["unknownElement", "rules.0.actions.6.elementId", 7, "error"],
      ["unknownElement", "rules.0.actions.7.elementId", 8, "error"],
      ["unknownElement", "rules.0.actions.8.elementId", 9, "error"],
      ["unknownElement", "rules.0.actions.9.elementId", 10, "error"],
    ]);
  });
});
