import { describe, expect, it } from "vitest";
import { buildGame, click, rule, setVar, numberVar } from "../testing/builder";
import { createFixtureRegistry } from "../testing/fixtures";
import { checkGameDocument } from "./check";

const registry = createFixtureRegistry();
const game = () =>
  buildGame(registry, {
    scenes: [{ id: "a", elements: [{ type: "box", id: "box" }] }, { id: "b" }],
    variables: [numberVar("n")],
    rules: [rule("r", { triggers: [click("box")], actions: [setVar("n", 1)] })],
  });

describe("checkGameDocument", () => {
  it("accepts a playable game and passes warnings through", () => {
    const result = checkGameDocument(JSON.stringify(game()), registry);
    expect(result.ok).toBe(true);
    // the clickable box has no name for screen readers: the accessibility checker runs too
    expect(result.warnings.map((w) => w.code)).toEqual([
      "unreachableScene",
      "variableNeverRead",
      "a11yMissingName",
    ]);
  });
  it("refuses structural issues from parsing", () => {
    const result = checkGameDocument('{"scenes": []}', registry);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.errors.map((e) => [e.code, e.path])).toContainEqual([
        "invalidDocument",
        "scenes",
      ]);
  });
  it("refuses validation errors", () => {
    const doc = game();
    doc.rules[0]!.triggers = [];
    expect(checkGameDocument(doc, registry)).toMatchObject({
      ok: false,
      errors: [{ code: "ruleWithoutTrigger", severity: "error" }],
    });
  });
});
