import { describe, expect, it } from "vitest";
import { applyOperation } from "../operations/apply";
import { boolVar, buildGame, numberVar } from "../testing/builder";
import { createFixtureRegistry } from "../testing/fixtures";
import { parseGameDocument } from "./parse";
import { declaredScore, scoreVariableOf } from "./score";

const registry = createFixtureRegistry();
const game = () =>
  buildGame(registry, {
    scenes: [{ id: "one", elements: [] }],
    variables: [numberVar("points"), boolVar("flag")],
  });

describe("the author's score variable", () => {
  it("is declared through updateGameSettings, checked, and undone", () => {
    const doc = game();
    const set = applyOperation(doc, {
      type: "updateGameSettings",
      patch: { scoreVariable: { variableId: "points", maximum: 40 } },
    });
    expect(set.ok && set.doc.settings.scoreVariable).toEqual({ variableId: "points", maximum: 40 });
    if (!set.ok) return;
    expect(scoreVariableOf(set.doc)).toEqual({ variableId: "points", maximum: 40 });
    const back = applyOperation(set.doc, set.inverse);
    expect(back.ok && back.doc.settings.scoreVariable).toBeNull();
    expect(back.ok && scoreVariableOf(back.doc)).toBeNull();
    // Removed again with null.
    const none = applyOperation(set.doc, {
      type: "updateGameSettings",
      patch: { scoreVariable: null },
    });
    expect(none.ok && none.doc.settings.scoreVariable).toBeNull();
  });

  it("refuses a variable that is not one of the game's number variables, and a bad maximum", () => {
    const doc = game();
    for (const scoreVariable of [
      { variableId: "flag", maximum: 1 },
      { variableId: "nowhere", maximum: 1 },
      { variableId: "points", maximum: 0 },
      { variableId: "points", maximum: -5 },
      { variableId: "points", maximum: Number.POSITIVE_INFINITY },
      { variableId: "points" },
    ]) {
      const r = applyOperation(doc, {
        type: "updateGameSettings",
        patch: { scoreVariable } as never,
      });
      expect(r.ok || r.error.code).toBe("invalidPatch");
    }
  });

  it("scores value ÷ maximum, clamped to 0–1; nothing when undeclared, gone or not a number", () => {
    const doc = game();
    doc.settings.scoreVariable = { variableId: "points", maximum: 40 };
    expect(declaredScore(doc, { points: 30 })).toBe(0.75);
    expect(declaredScore(doc, { points: 55 })).toBe(1);
    expect(declaredScore(doc, { points: -3 })).toBe(0);
    expect(declaredScore(doc, { points: "30" })).toBeNull();
    expect(declaredScore(doc, {})).toBeNull();
    expect(declaredScore(doc, null)).toBeNull();
    const gone = { ...doc, variables: doc.variables.filter((v) => v.id !== "points") };
    expect(declaredScore(gone, { points: 30 })).toBeNull();
    expect(declaredScore(game(), { points: 30 })).toBeNull();
  });

  it("survives saving and loading; older documents have none", () => {
    const doc = game();
    doc.settings.scoreVariable = { variableId: "points", maximum: 10 };
    const parsed = parseGameDocument(JSON.parse(JSON.stringify(doc)), registry);
    expect(parsed.ok && parsed.document.settings.scoreVariable).toEqual({
      variableId: "points",
      maximum: 10,
    });
    const old = game();
    delete old.settings.scoreVariable;
    const parsedOld = parseGameDocument(JSON.parse(JSON.stringify(old)), registry);
    expect(parsedOld.ok && scoreVariableOf(parsedOld.document)).toBeNull();
  });
});
