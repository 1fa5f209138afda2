/**
 * applyOperation(doc, op): the one entry point for changing a game document. Pure: `doc` is
 * never mutated; the result shares every scene, element and rule it did not change (only the
 * path to a change is copied), so `===` tells an editor what to re-render. See ./types.ts.
 * Each family of operations has its own file beside this one: apply-elements, apply-scenes,
 * apply-rules, apply-variables; what they share (lookups, checks, results) is in apply-shared.
 */
import { type GameDocument } from "../document/schema";
import type { ApplyOptions, Operation, OperationResult, PruneReport } from "./types";
import {
  addElements,
  duplicateElements,
  insertElements,
  pasteElements,
  placeElements,
  removeElements,
  reorderElements,
  setGlobal,
  updateEachElement,
} from "./apply-elements";
import { deleteRules, insertRules, moveRule, setRulesEnabled, updateRule } from "./apply-rules";
import {
  addScene,
  deleteScene,
  duplicateScene,
  insertScene,
  moveScene,
  renameScene,
  updateGameSettings,
  updateSceneSettings,
} from "./apply-scenes";
import { type Result, idCache, ok } from "./apply-shared";
import { addVariable, deleteVariable, updateVariable } from "./apply-variables";

/** Operations that neither add nor remove ids: the result has the input's id set. */
const SAME_IDS = new Set<Operation["type"]>([
  "updateElements",
  "setLocked",
  "updateProps",
  "updateEachElement",
  "reorderElements",
  "setGlobal",
  "placeElements",
  "renameScene",
  "moveScene",
  "updateSceneSettings",
  "updateGameSettings",
  "setRulesEnabled",
  "moveRule",
  "updateVariable",
]);

export function applyOperation(
  doc: GameDocument,
  op: Operation,
  options: ApplyOptions = {},
): OperationResult {
  const result = dispatch(doc, op, options);
  // keep the id set for the next insertion (a typing burst then a paste builds it once)
  if (result.ok && result.doc !== doc && SAME_IDS.has(op.type)) {
    const ids = idCache.get(doc);
    if (ids) idCache.set(result.doc, ids);
  }
  return result;
}

function dispatch(doc: GameDocument, op: Operation, options: ApplyOptions): OperationResult {
  switch (op.type) {
    case "addElements":
      return addElements(doc, op, options);
    case "pasteElements":
      return pasteElements(doc, op, options);
    case "duplicateElements":
      return duplicateElements(doc, op, options);
    case "removeElements":
      return removeElements(doc, op);
    case "updateElements":
      return updateEachElement(
        doc,
        op.ids.map((id) => ({ id, patch: op.patch })),
        op,
        options,
      );
    case "setLocked":
      return updateEachElement(
        doc,
        op.ids.map((id) => ({ id, patch: { locked: op.locked } })),
        op,
        options,
      );
    case "updateProps":
      return updateEachElement(
        doc,
        op.ids.map((id) => ({ id, propsPatch: op.patch })),
        op,
        options,
      );
    case "updateEachElement":
      return updateEachElement(
        doc,
        op.changes.map((c) => ({
          id: c.id,
          patch: c.patch,
          props: c.props,
          hasProps: "props" in c,
        })),
        op,
        options,
      );
    case "reorderElements":
      return reorderElements(doc, op);
    case "setGlobal":
      return setGlobal(doc, op);
    case "placeElements":
      return placeElements(doc, op);
    case "insertElements":
      return insertElements(doc, op, options);
    case "addScene":
      return addScene(doc, op, options);
    case "insertScene":
      return insertScene(doc, op, options);
    case "renameScene":
      return renameScene(doc, op);
    case "moveScene":
      return moveScene(doc, op);
    case "duplicateScene":
      return duplicateScene(doc, op, options);
    case "deleteScene":
      return deleteScene(doc, op);
    case "updateSceneSettings":
      return updateSceneSettings(doc, op);
    case "updateGameSettings":
      return updateGameSettings(doc, op);
    case "addRule":
      return insertRules(doc, [{ index: op.index ?? doc.rules.length, rule: op.rule }], op);
    case "insertRules":
      return insertRules(doc, op.items, op);
    case "updateRule":
      return updateRule(doc, op);
    case "deleteRules":
      return deleteRules(doc, op);
    case "setRulesEnabled":
      return setRulesEnabled(doc, op);
    case "moveRule":
      return moveRule(doc, op);
    case "addVariable":
      return addVariable(doc, op);
    case "updateVariable":
      return updateVariable(doc, op);
    case "deleteVariable":
      return deleteVariable(doc, op);
    case "batch":
      return batch(doc, op.ops, options);
  }
}

// ==================================================================== batch

function batch(doc: GameDocument, ops: Operation[], options: ApplyOptions): Result {
  let current = doc;
  const inverses: Operation[] = [];
  const applied: Operation[] = [];
  const created: string[] = [];
  const pruned: PruneReport = { removedRules: [], modifiedRules: [] };
  for (const op of ops) {
    const result = applyOperation(current, op, options);
    if (!result.ok) return result;
    current = result.doc;
    inverses.push(result.inverse);
    applied.push(result.applied);
    created.push(...result.created);
    pruned.removedRules.push(...result.pruned.removedRules);
    pruned.modifiedRules.push(...result.pruned.modifiedRules);
  }
  return ok(
    current,
    { type: "batch", ops: inverses.toReversed() },
    { type: "batch", ops: applied },
    created,
    pruned,
  );
}
