import { describe, expect, test } from "vitest";
import { createElement } from "../document/create";
import type { GameDocument } from "../document/schema";
import { checkGameDocument } from "../rules/check";
import {
  buildGame,
  click,
  cond,
  goTo,
  numberVar,
  prop,
  ref,
  rule,
  sceneTo,
  setVar,
  val,
  variableChanged,
} from "../testing/builder";
import { createFixtureRegistry } from "../testing/fixtures";
import { applyOperation } from "./apply";
import { keepScenes } from "./references";
import type { Operation, OperationSuccess } from "./types";

const registry = createFixtureRegistry();

function game(): GameDocument {
  return buildGame(registry, {
    scenes: [
      {
        id: "a",
        elements: [
          { type: "box", id: "b1" },
          { type: "text", id: "t1" },
          { type: "box", id: "b2", variables: [numberVar("ev")] },
        ],
      },
      { id: "b", elements: [{ type: "box", id: "b3" }] },
    ],
    globalElements: [{ type: "box", id: "g1" }],
    variables: [numberVar("score")],
    rules: [
      rule("r1", {
        sceneId: "a",
        triggers: [click("b1")],
        conditions: [cond(ref("score"), "gt", val(1)), cond(prop("t1", "x"), "lt", val(5))],
        actions: [setVar("score", 1), goTo("b")],
      }),
      rule("r2", {
        triggers: [click("t1"), sceneTo("b")],
        operator: "partialAnd",
        requiredCount: 2,
        conditions: [cond(ref("ev"), "eq", val(0)), cond(ref("score"), "eq", val(3))],
        actions: [{ type: "hide", elementId: "b2" }, setVar("ev", 2)],
      }),
      rule("r3", { triggers: [variableChanged("ev")], actions: [goTo("a")] }),
    ],
  });
}

/** Applies, checks the result is valid and that the inverse restores the input exactly. */
function roundTrip(doc: GameDocument, op: Operation): OperationSuccess {
  const result = applyOperation(doc, op, { registry });
  if (!result.ok) throw new Error(`${op.type}: ${JSON.stringify(result.error)}`);
  const checked = checkGameDocument(structuredClone(result.doc), registry);
  expect(checked.ok ? [] : checked.errors).toEqual([]);
  const back = applyOperation(result.doc, result.inverse, { registry });
  if (!back.ok) throw new Error(`inverse of ${op.type}: ${JSON.stringify(back.error)}`);
  expect(back.doc).toEqual(doc);
  // redo: the applied operation gives the same document again
  const again = applyOperation(doc, result.applied, { registry });
  expect(again.ok && again.doc).toEqual(result.doc);
  return result;
}

const ids = (doc: GameDocument, scene: number) => doc.scenes[scene]!.elements.map((e) => e.id);

describe("element operations", () => {
  test("update shares every unchanged part of the document", () => {
    const doc = game();
    const r = roundTrip(doc, { type: "updateElements", ids: ["t1"], patch: { x: 10, y: 20 } });
    expect(r.doc.scenes[0]!.elements[1]).toMatchObject({ x: 10, y: 20 });
    expect(r.doc.scenes[1]).toBe(doc.scenes[1]);
    expect(r.doc.scenes[0]!.elements[0]).toBe(doc.scenes[0]!.elements[0]);
    expect(r.doc.rules).toBe(doc.rules);
    expect(r.doc.globalElements).toBe(doc.globalElements);
  });

  test("invalid patches are refused with a code and the field", () => {
    const doc = game();
    expect(
      applyOperation(doc, { type: "updateElements", ids: ["t1"], patch: { opacity: 2 } }),
    ).toEqual({
      ok: false,
      error: { code: "invalidPatch", params: { field: "opacity" }, path: "patch.opacity" },
    });
    const bad = applyOperation(doc, {
      type: "updateElements",
      ids: ["t1"],
      patch: { id: "x" } as never,
    });
    expect(bad.ok || bad.error.code).toBe("invalidPatch");
    const missing = applyOperation(doc, { type: "updateElements", ids: ["nope"], patch: {} });
    expect(missing.ok || missing.error).toEqual({
      code: "elementNotFound",
      params: { id: "nope" },
    });
    const props = applyOperation(
      doc,
      { type: "updateProps", ids: ["t1"], patch: { fontSizeInRem: -1 } },
      { registry },
    );
    expect(props.ok || props.error.code).toBe("invalidProps");
  });

  test("props of many elements, lock, and updateEachElement", () => {
    const doc = game();
    const r = roundTrip(doc, { type: "updateProps", ids: ["t1"], patch: { text: "Hallo" } });
    expect(r.doc.scenes[0]!.elements[1]!.props).toEqual({ text: "Hallo", fontSizeInRem: 1 });
    roundTrip(doc, { type: "setLocked", ids: ["b1", "g1"], locked: true });
    roundTrip(doc, {
      type: "updateEachElement",
      changes: [
        { id: "b1", patch: { x: 1 } },
        { id: "b3", patch: { name: "x" }, props: {} },
      ],
    });
  });

  test("add, paste and duplicate give new ids and select the copies", () => {
    const doc = game();
    const added = roundTrip(doc, {
      type: "addElements",
      sceneId: "b",
      elements: [createElement(registry, "box", { locale: "en", id: "new" })],
      index: 0,
    });
    expect(ids(added.doc, 1)).toEqual(["new", "b3"]);
    expect(added.created).toEqual(["new"]);

    let n = 0;
    const createId = (prefix: string) => `${prefix}-${++n}`;
    const dup = applyOperation(
      doc,
      { type: "duplicateElements", ids: ["b2", "b1"], offset: { x: 10, y: 10 } },
      { createId },
    );
    if (!dup.ok) throw new Error(dup.error.code);
    expect(ids(dup.doc, 0)).toEqual(["b1", "t1", "b2", "el-1", "el-2"]);
    expect(dup.created).toEqual(["el-1", "el-2"]);
    expect(dup.doc.scenes[0]!.elements[4]!.variables[0]!.id).toBe("var-3");
    expect(dup.doc.scenes[0]!.elements[3]!.x).toBe(doc.scenes[0]!.elements[0]!.x + 10);
    roundTrip(doc, dup.applied);

    const paste = applyOperation(
      doc,
      {
        type: "pasteElements",
        sceneId: null,
        elements: [doc.scenes[0]!.elements[2]!],
        rules: [doc.rules[1]!],
      },
      { createId },
    );
    if (!paste.ok) throw new Error(paste.error.code);
    const pasted = paste.doc.globalElements[1]!;
    expect(pasted.global).toBe(true);
    const copiedRule = paste.doc.rules[3]!;
    // references to the copied element and its variable follow the copy; others stay
    expect(copiedRule.actions[0]).toMatchObject({ type: "hide", elementId: pasted.id });
    expect(copiedRule.conditions.items[0]!.left).toEqual({
      kind: "variable",
      variableId: pasted.variables[0]!.id,
    });
    expect(copiedRule.triggers[0]).toEqual(click("t1"));
    roundTrip(doc, paste.applied);

    // into another scene: the rule scoped to scene a follows; the jump to scene b stays
    const onB = applyOperation(
      doc,
      {
        type: "pasteElements",
        sceneId: "b",
        elements: [doc.scenes[0]!.elements[0]!],
        rules: [doc.rules[0]!],
      },
      { createId },
    );
    if (!onB.ok) throw new Error(onB.error.code);
    expect(onB.doc.rules[3]).toMatchObject({ sceneId: "b", actions: [{}, { sceneId: "b" }] });
    expect(onB.doc.rules[3]!.triggers).toEqual([click(onB.doc.scenes[1]!.elements[1]!.id)]);
    // from another game: references to what this game lacks are pruned and reported
    const foreign = applyOperation(
      doc,
      {
        type: "pasteElements",
        sceneId: "a",
        elements: [],
        rules: [rule("x", { triggers: [click("elsewhere")], actions: [goTo("a")] })],
      },
      { createId },
    );
    expect(foreign.ok && foreign.pruned.removedRules.map((r) => r.reason)).toEqual([
      "noTriggersLeft",
    ]);
    expect(foreign.ok && foreign.doc.rules).toHaveLength(3);
  });

  test("reorder: front, back, forward, backward, to index", () => {
    const doc = game();
    expect(
      ids(roundTrip(doc, { type: "reorderElements", ids: ["b1"], to: "front" }).doc, 0),
    ).toEqual(["t1", "b2", "b1"]);
    expect(
      ids(roundTrip(doc, { type: "reorderElements", ids: ["b2"], to: "back" }).doc, 0),
    ).toEqual(["b2", "b1", "t1"]);
    expect(
      ids(roundTrip(doc, { type: "reorderElements", ids: ["b1", "t1"], to: "forward" }).doc, 0),
    ).toEqual(["b2", "b1", "t1"]);
    expect(
      ids(roundTrip(doc, { type: "reorderElements", ids: ["b2"], to: "backward" }).doc, 0),
    ).toEqual(["b1", "b2", "t1"]);
    expect(
      ids(roundTrip(doc, { type: "reorderElements", ids: ["b2"], to: { index: 1 } }).doc, 0),
    ).toEqual(["b1", "b2", "t1"]);
    const out = applyOperation(doc, { type: "reorderElements", ids: ["b2"], to: { index: 3 } });
    expect(out.ok || out.error.code).toBe("indexOutOfRange");
  });

  test("make global and local move the element and its flag", () => {
    const doc = game();
    const g = roundTrip(doc, { type: "setGlobal", ids: ["t1"], global: true });
    expect(g.doc.globalElements.map((e) => [e.id, e.global])).toEqual([
      ["g1", true],
      ["t1", true],
    ]);
    const l = roundTrip(doc, { type: "setGlobal", ids: ["g1"], global: false, sceneId: "b" });
    expect(ids(l.doc, 1)).toEqual(["b3", "g1"]);
    expect(l.doc.scenes[1]!.elements[1]!.global).toBe(false);
    const noScene = applyOperation(doc, { type: "setGlobal", ids: ["g1"], global: false });
    expect(noScene.ok || noScene.error.code).toBe("sceneRequired");
  });

  test("removing elements prunes the rules and reports it; undo restores everything", () => {
    const doc = game();
    const r = roundTrip(doc, { type: "removeElements", ids: ["b2"] });
    // r2 loses the condition on ev, the hide and the setVariable of ev; r3 loses its only trigger
    expect(r.doc.rules.map((x) => x.id)).toEqual(["r1", "r2"]);
    expect(r.pruned.removedRules).toEqual([{ rule: doc.rules[2], reason: "noTriggersLeft" }]);
    expect(r.pruned.modifiedRules).toEqual([
      {
        ruleId: "r2",
        removedTriggers: [],
        removedConditions: [doc.rules[1]!.conditions.items[0]],
        removedActions: doc.rules[1]!.actions,
        requiredCount: { from: 2, to: 1 },
      },
    ]);
    const nothing = roundTrip(doc, { type: "removeElements", ids: ["b3"] });
    expect(nothing.pruned).toEqual({ removedRules: [], modifiedRules: [] });
    expect(nothing.doc.rules).toBe(doc.rules);
  });
});

describe("scene operations", () => {
  const scene = (id: string) => ({
    id,
    name: "New",
    elements: [],
    preload: false,
    transition: { type: "none" as const, durationMs: 0 },
    focusOrder: [],
  });

  test("add at the start or after a scene, rename, move, settings", () => {
    const doc = game();
    expect(
      roundTrip(doc, { type: "addScene", scene: scene("s"), after: null }).doc.scenes.map(
        (s) => s.id,
      ),
    ).toEqual(["s", "a", "b"]);
    expect(
      roundTrip(doc, { type: "addScene", scene: scene("s"), after: "a" }).doc.scenes.map(
        (s) => s.id,
      ),
    ).toEqual(["a", "s", "b"]);
    expect(roundTrip(doc, { type: "renameScene", id: "a", name: "Lab" }).doc.scenes[0]!.name).toBe(
      "Lab",
    );
    const blank = applyOperation(doc, { type: "renameScene", id: "a", name: "  " });
    expect(blank.ok || blank.error.code).toBe("sceneNameRequired");
    expect(
      roundTrip(doc, { type: "moveScene", id: "b", index: 0 }).doc.scenes.map((s) => s.id),
    ).toEqual(["b", "a"]);
    const settings = roundTrip(doc, {
      type: "updateSceneSettings",
      id: "b",
      patch: { preload: true, transition: { type: "crossFade", durationMs: 300 } },
    });
    expect(settings.doc.scenes[1]).toMatchObject({
      preload: true,
      transition: { type: "crossFade" },
    });
  });

  test("delete prunes rules scoped to the scene and references to it and its elements", () => {
    const doc = game();
    const r = roundTrip(doc, { type: "deleteScene", id: "b" });
    expect(r.doc.scenes.map((s) => s.id)).toEqual(["a"]);
    expect(r.pruned.modifiedRules.map((m) => m.ruleId)).toEqual(["r1", "r2"]);
    expect(r.doc.rules[0]!.actions.map((a) => a.type)).toEqual(["setVariable"]);
    expect(r.doc.rules[1]!.triggers).toEqual([click("t1")]);
    const gone = roundTrip(doc, { type: "deleteScene", id: "a" });
    expect(gone.pruned.removedRules.map((x) => [x.rule.id, x.reason])).toEqual([
      ["r1", "sceneRemoved"],
      ["r3", "noTriggersLeft"],
    ]);
    const last = applyOperation(gone.doc, { type: "deleteScene", id: "b" });
    expect(last.ok || last.error.code).toBe("lastScene");
  });

  test("duplicate with and without rules", () => {
    const doc = game();
    let n = 0;
    const createId = (prefix: string) => `${prefix}-${++n}`;
    const plain = applyOperation(
      doc,
      { type: "duplicateScene", id: "a", withRules: false, name: "A2" },
      { createId },
    );
    if (!plain.ok) throw new Error(plain.error.code);
    expect(plain.doc.scenes.map((s) => s.name)).toEqual(["a", "A2", "b"]);
    expect(plain.doc.rules).toBe(doc.rules);
    roundTrip(doc, plain.applied);
    const withRules = applyOperation(
      doc,
      { type: "duplicateScene", id: "a", withRules: true },
      { createId },
    );
    if (!withRules.ok) throw new Error(withRules.error.code);
    const copy = withRules.doc.scenes[1]!;
    // r1 is scoped to a, r2 is triggered by t1 on a: both copied, pointing at the copies
    expect(withRules.doc.rules).toHaveLength(5);
    expect(withRules.doc.rules[3]!.sceneId).toBe(copy.id);
    expect(withRules.doc.rules[3]!.triggers[0]).toEqual(click(copy.elements[0]!.id));
    expect(withRules.doc.rules[4]!.actions[0]).toMatchObject({ elementId: copy.elements[2]!.id });
    roundTrip(doc, withRules.applied);
  });
});

describe("rule and variable operations", () => {
  test("add, update, enable, move and delete rules", () => {
    const doc = game();
    const r4 = rule("r4", { triggers: [click("b3")], actions: [goTo("a")] });
    expect(roundTrip(doc, { type: "addRule", rule: r4 }).doc.rules.at(-1)).toEqual(r4);
    const dup = applyOperation(doc, { type: "addRule", rule: { ...r4, id: "r1" } });
    expect(dup.ok || dup.error).toEqual({ code: "duplicateId", params: { id: "r1" } });
    roundTrip(doc, { type: "updateRule", rule: { ...doc.rules[0]!, name: "Start" } });
    const off = roundTrip(doc, { type: "setRulesEnabled", ids: ["r1", "r2"], enabled: false });
    expect(off.doc.rules.map((x) => x.enabled)).toEqual([false, false, true]);
    roundTrip(off.doc, { type: "setRulesEnabled", ids: ["r1"], enabled: true });
    roundTrip(doc, { type: "moveRule", id: "r3", index: 0 });
    roundTrip(doc, { type: "deleteRules", ids: ["r3", "r1"] });
  });

  test("variables: name required and unique, type required, type change refused while used", () => {
    const doc = game();
    const v = { id: "lives", name: "lives", type: "number" as const, initialValue: 3 };
    roundTrip(doc, { type: "addVariable", elementId: null, variable: v });
    roundTrip(doc, { type: "addVariable", elementId: "b3", variable: v });
    const code = (op: Operation) => {
      const r = applyOperation(doc, op);
      return r.ok ? "ok" : r.error.code;
    };
    expect(code({ type: "addVariable", elementId: null, variable: { ...v, name: " " } })).toBe(
      "variableNameRequired",
    );
    expect(code({ type: "addVariable", elementId: null, variable: { ...v, name: "score" } })).toBe(
      "variableNameTaken",
    );
    // a global may not take an element variable's name, nor an element variable a global's
    expect(code({ type: "addVariable", elementId: null, variable: { ...v, name: "ev" } })).toBe(
      "variableNameTaken",
    );
    expect(code({ type: "addVariable", elementId: "b1", variable: { ...v, name: "score" } })).toBe(
      "variableNameTaken",
    );
    expect(
      code({ type: "addVariable", elementId: null, variable: { ...v, type: undefined } as never }),
    ).toBe("variableTypeRequired");
    expect(
      code({ type: "addVariable", elementId: null, variable: { ...v, initialValue: "3" } }),
    ).toBe("variableValueMismatch");
    expect(code({ type: "updateVariable", id: "score", patch: { type: "string" } })).toBe(
      "variableTypeInUse",
    );
    const added = roundTrip(doc, { type: "addVariable", elementId: null, variable: v });
    const changed = roundTrip(added.doc, {
      type: "updateVariable",
      id: "lives",
      patch: { type: "boolean", description: "Leben" },
    });
    expect(changed.doc.variables[1]).toEqual({
      id: "lives",
      name: "lives",
      type: "boolean",
      initialValue: false,
      description: "Leben",
    });
    roundTrip(changed.doc, { type: "updateVariable", id: "lives", patch: { description: null } });
  });

  test("deleting a variable prunes its uses", () => {
    const doc = game();
    const r = roundTrip(doc, { type: "deleteVariable", id: "score" });
    expect(r.pruned.modifiedRules.map((m) => m.ruleId)).toEqual(["r1", "r2"]);
    const ev = roundTrip(doc, { type: "deleteVariable", id: "ev" });
    expect(ev.pruned.removedRules.map((x) => x.rule.id)).toEqual(["r3"]);
  });

  test("a batch is all or nothing", () => {
    const doc = game();
    const r = roundTrip(doc, {
      type: "batch",
      ops: [
        { type: "renameScene", id: "a", name: "One" },
        { type: "removeElements", ids: ["b1"] },
      ],
    });
    expect(r.pruned.removedRules.map((x) => x.rule.id)).toEqual(["r1"]);
    const bad = applyOperation(doc, {
      type: "batch",
      ops: [
        { type: "renameScene", id: "a", name: "One" },
        { type: "removeElements", ids: ["zz"] },
      ],
    });
    expect(bad.ok).toBe(false);
  });
});

describe("keepScenes (scene export)", () => {
  test("drops the other scenes and reports what the rules lost", () => {
    const doc = game();
    const only = keepScenes(doc, ["b"])!;
    expect(only.doc.scenes.map((s) => s.id)).toEqual(["b"]);
    expect(only.doc.globalElements).toBe(doc.globalElements);
    expect(only.report.removedRules.map((r) => [r.rule.id, r.reason])).toEqual([
      ["r1", "sceneRemoved"],
      ["r3", "noTriggersLeft"],
    ]);
    expect(only.report.modifiedRules).toEqual([
      {
        ruleId: "r2",
        removedTriggers: [click("t1")],
        removedConditions: [doc.rules[1]!.conditions.items[0]],
        removedActions: doc.rules[1]!.actions,
        requiredCount: { from: 2, to: 1 },
      },
    ]);
    expect(checkGameDocument(only.doc, registry).ok).toBe(true);
    expect(keepScenes(doc, ["a", "b"])!.doc.rules).toBe(doc.rules);
    expect(keepScenes(doc, ["nope"])).toBeNull();
  });
});
