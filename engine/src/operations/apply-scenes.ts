/** Operations on scenes and settings: add, insert, rename, move, duplicate and delete a scene; scene and game settings. */
import { HintListSchema } from "../hints/hints";
import { ALL_SCENES } from "../document/constants";
import { createId as defaultCreateId } from "../document/ids";
import { SceneTransitionSchema, type Rule } from "../document/rule-schema";
import { GameSettingsSchema, SceneSchema, type GameDocument, type Scene } from "../document/schema";
import { pruneReferences } from "./references";
import type { ApplyOptions, Operation, OperationOf } from "./types";
import { applyOperation } from "./apply";
import { copyElement, copyRule } from "./apply-elements";
import {
  type Result,
  checkScene,
  checkSceneName,
  fail,
  ok,
  restoreRules,
  sceneIndexOf,
} from "./apply-shared";

export function insertScene(
  doc: GameDocument,
  op: OperationOf<"insertScene">,
  options: ApplyOptions,
): Result {
  const error = checkScene(doc, op.scene, options, "scene");
  if (error) return error;
  if (!Number.isInteger(op.index) || op.index < 0 || op.index > doc.scenes.length)
    return fail("indexOutOfRange", { index: op.index, length: doc.scenes.length }, "index");
  const scenes = doc.scenes.slice();
  scenes.splice(op.index, 0, op.scene);
  return ok({ ...doc, scenes }, { type: "deleteScene", id: op.scene.id, prune: false }, op, [
    op.scene.id,
  ]);
}

export function addScene(
  doc: GameDocument,
  op: OperationOf<"addScene">,
  options: ApplyOptions,
): Result {
  let index = 0;
  if (op.after !== null) {
    const after = sceneIndexOf(doc, op.after);
    if (after < 0) return fail("sceneNotFound", { id: op.after }, "after");
    index = after + 1;
  }
  const result = insertScene(doc, { type: "insertScene", scene: op.scene, index }, options);
  return result.ok ? { ...result, applied: op } : result;
}

function replaceScene(doc: GameDocument, index: number, scene: Scene): GameDocument {
  const scenes = doc.scenes.slice();
  scenes[index] = scene;
  return { ...doc, scenes };
}

export function renameScene(doc: GameDocument, op: OperationOf<"renameScene">): Result {
  const index = sceneIndexOf(doc, op.id);
  if (index < 0) return fail("sceneNotFound", { id: op.id }, "id");
  const error = checkSceneName(op.name, "name");
  if (error) return error;
  const old = doc.scenes[index]!;
  return ok(
    replaceScene(doc, index, { ...old, name: op.name }),
    { type: "renameScene", id: op.id, name: old.name },
    op,
  );
}

export function moveScene(doc: GameDocument, op: OperationOf<"moveScene">): Result {
  const from = sceneIndexOf(doc, op.id);
  if (from < 0) return fail("sceneNotFound", { id: op.id }, "id");
  if (!Number.isInteger(op.index) || op.index < 0 || op.index >= doc.scenes.length)
    return fail("indexOutOfRange", { index: op.index, length: doc.scenes.length }, "index");
  const scenes = doc.scenes.slice();
  const [scene] = scenes.splice(from, 1);
  scenes.splice(op.index, 0, scene!);
  return ok({ ...doc, scenes }, { type: "moveScene", id: op.id, index: from }, op);
}

export function duplicateScene(
  doc: GameDocument,
  op: OperationOf<"duplicateScene">,
  options: ApplyOptions,
): Result {
  const index = sceneIndexOf(doc, op.id);
  if (index < 0) return fail("sceneNotFound", { id: op.id }, "id");
  const make = options.createId ?? defaultCreateId;
  const scene = doc.scenes[index]!;
  const map = new Map<string, string>();
  const copy: Scene = {
    ...scene,
    id: make("scene"),
    name: op.name ?? scene.name,
    elements: scene.elements.map((el) => copyElement(el, make, map, {})),
  };
  map.set(scene.id, copy.id);
  const ops: Operation[] = [{ type: "insertScene", scene: copy, index: index + 1 }];
  if (op.withRules) {
    const own = new Set(scene.elements.map((el) => el.id));
    const belongs = (rule: Rule) =>
      rule.sceneId === scene.id ||
      (rule.sceneId === ALL_SCENES &&
        rule.triggers.some((t) => t.type === "element" && own.has(t.elementId)));
    const copies = doc.rules.filter(belongs).map((rule) => copyRule(rule, make, map));
    if (copies.length > 0)
      ops.push({
        type: "insertRules",
        items: copies.map((rule, i) => ({ index: doc.rules.length + i, rule })),
      });
  }
  const applied: Operation = ops.length === 1 ? ops[0]! : { type: "batch", ops };
  const result = applyOperation(doc, applied, options);
  return result.ok ? { ...result, applied } : result;
}

export function deleteScene(doc: GameDocument, op: OperationOf<"deleteScene">): Result {
  const index = sceneIndexOf(doc, op.id);
  if (index < 0) return fail("sceneNotFound", { id: op.id }, "id");
  if (doc.scenes.length === 1) return fail("lastScene", { id: op.id });
  const scene = doc.scenes[index]!;
  const scenes = doc.scenes.slice();
  scenes.splice(index, 1);
  let next: GameDocument = { ...doc, scenes };
  const inverse: Operation = { type: "insertScene", scene, index };
  if (op.prune === false) return ok(next, inverse, op);
  const pruned = pruneReferences(doc.rules, {
    scenes: new Set([scene.id]),
    elements: new Set(scene.elements.map((el) => el.id)),
    variables: new Set(scene.elements.flatMap((el) => el.variables.map((v) => v.id))),
  });
  if (pruned.rules === doc.rules) return ok(next, inverse, op);
  next = { ...next, rules: pruned.rules };
  return ok(
    next,
    { type: "batch", ops: [inverse, ...restoreRules(pruned.originals, pruned.report)] },
    op,
    [],
    pruned.report,
  );
}

export function updateSceneSettings(
  doc: GameDocument,
  op: OperationOf<"updateSceneSettings">,
): Result {
  const index = sceneIndexOf(doc, op.id);
  if (index < 0) return fail("sceneNotFound", { id: op.id }, "id");
  const old = doc.scenes[index]!;
  const back: OperationOf<"updateSceneSettings">["patch"] = {};
  let next = old;
  for (const key in op.patch) {
    if (key === "preload") {
      if (typeof op.patch.preload !== "boolean")
        return fail("invalidPatch", { field: key }, "patch.preload");
      back.preload = old.preload;
      next = { ...next, preload: op.patch.preload };
    } else if (key === "transition") {
      if (!SceneTransitionSchema.safeParse(op.patch.transition).success)
        return fail("invalidPatch", { field: key }, "patch.transition");
      back.transition = old.transition;
      next = { ...next, transition: op.patch.transition! };
    } else if (key === "focusOrder") {
      const order = op.patch.focusOrder;
      if (!SceneSchema.shape.focusOrder.safeParse(order).success || order === undefined)
        return fail("invalidPatch", { field: key }, "patch.focusOrder");
      if (new Set(order).size !== order.length)
        return fail("invalidPatch", { field: key }, "patch.focusOrder");
      back.focusOrder = old.focusOrder;
      next = { ...next, focusOrder: order };
    } else if (key === "hints") {
      const parsed = HintListSchema.safeParse(op.patch.hints);
      if (!parsed.success) return fail("invalidPatch", { field: key }, "patch.hints");
      back.hints = old.hints ?? [];
      next = { ...next, hints: parsed.data };
    } else return fail("invalidPatch", { field: key }, `patch.${key}`);
  }
  return ok(
    replaceScene(doc, index, next),
    { type: "updateSceneSettings", id: op.id, patch: back },
    op,
  );
}

export function updateGameSettings(
  doc: GameDocument,
  op: OperationOf<"updateGameSettings">,
): Result {
  const shape = GameSettingsSchema.shape as unknown as Record<
    string,
    { safeParse(v: unknown): { success: boolean } }
  >;
  if (typeof op.patch !== "object" || op.patch === null)
    return fail("invalidPatch", { field: "patch" }, "patch");
  const back: Record<string, unknown> = {};
  const next: Record<string, unknown> = { ...doc.settings };
  for (const [key, value] of Object.entries(op.patch)) {
    if (!Object.hasOwn(shape, key) || value === undefined || !shape[key]!.safeParse(value).success)
      return fail("invalidPatch", { field: key }, `patch.${key}`);
    // The score variable must be one of the game's number variables.
    if (key === "scoreVariable" && value !== null) {
      const id = (value as { variableId: string }).variableId;
      if (doc.variables.find((v) => v.id === id)?.type !== "number")
        return fail("invalidPatch", { field: key }, `patch.${key}`);
    }
    if (key === "scoreVariable") {
      // Undone to "none" (null) when the document had none.
      back[key] = doc.settings.scoreVariable ?? null;
      next[key] = value;
      continue;
    }
    back[key] = doc.settings[key as keyof GameDocument["settings"]];
    next[key] = value;
  }
  return ok(
    { ...doc, settings: next as GameDocument["settings"] },
    { type: "updateGameSettings", patch: back },
    op,
  );
}
