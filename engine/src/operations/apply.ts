/**
 * applyOperation(doc, op): the one entry point for changing a game document. Pure: `doc` is
 * never mutated; the result shares every scene, element and rule it did not change (only the
 * path to a change is copied), so `===` tells an editor what to re-render. See ./types.ts.
 */
import { HintListSchema } from "../hints/hints";
import { ALL_SCENES } from "../document/constants";
import { createId as defaultCreateId } from "../document/ids";
import { RuleSchema, SceneTransitionSchema, type Rule } from "../document/rule-schema";
import {
  ElementSchema,
  GameSettingsSchema,
  SceneSchema,
  VariableSchema,
  VariableTypeSchema,
  type Element,
  type GameDocument,
  type Scene,
  type Variable,
} from "../document/schema";
import { pruneReferences, remapRuleReferences, ruleReferences } from "./references";
import type {
  ApplyOptions,
  CommonPatch,
  ContainerId,
  ElementPlacement,
  Operation,
  OperationError,
  OperationErrorCode,
  OperationOf,
  OperationResult,
  OperationSuccess,
  PruneReport,
  ReorderTarget,
  VariablePatch,
} from "./types";

type Failure = { ok: false; error: OperationError };
type Result = OperationResult;

const fail = (
  code: OperationErrorCode,
  params: OperationError["params"] = {},
  path?: string,
): Failure => ({
  ok: false,
  error: path === undefined ? { code, params } : { code, params, path },
});

const NO_PRUNE: PruneReport = { removedRules: [], modifiedRules: [] };
const NOTHING: Operation = { type: "batch", ops: [] };

function ok(
  doc: GameDocument,
  inverse: Operation,
  applied: Operation,
  created: string[] = [],
  pruned: PruneReport = NO_PRUNE,
): OperationSuccess {
  return { ok: true, doc, inverse, applied, created, pruned };
}

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

// ==================================================================== lookups

interface Located {
  element: Element;
  /** -1: global elements. */
  sceneIndex: number;
  index: number;
}

const containerOf = (doc: GameDocument, sceneIndex: number): Element[] =>
  sceneIndex < 0 ? doc.globalElements : doc.scenes[sceneIndex]!.elements;
const containerId = (doc: GameDocument, sceneIndex: number): ContainerId =>
  sceneIndex < 0 ? null : doc.scenes[sceneIndex]!.id;

/**
 * Finds the elements in one pass over the document, stopping when all are found. (An index
 * would be built for every new document an edit makes; a scan is cheaper for a few ids.)
 */
function locate(doc: GameDocument, ids: readonly string[]): Map<string, Located> | Failure {
  if (ids.length === 1) return locateOne(doc, ids[0]!);
  const wanted = new Set(ids);
  const found = new Map<string, Located>();
  const scan = (list: Element[], sceneIndex: number) => {
    for (let i = 0; i < list.length; i++) {
      const element = list[i]!;
      if (wanted.has(element.id)) {
        found.set(element.id, { element, sceneIndex, index: i });
        if (found.size === wanted.size) return true;
      }
    }
    return false;
  };
  let done = wanted.size === 0;
  for (let s = 0; s < doc.scenes.length && !done; s++) done = scan(doc.scenes[s]!.elements, s);
  if (!done) done = scan(doc.globalElements, -1);
  if (!done) {
    const missing = ids.find((id) => !found.has(id))!;
    return fail("elementNotFound", { id: missing });
  }
  return found;
}

/** The common case (one selected element), without a set. */
function locateOne(doc: GameDocument, id: string): Map<string, Located> | Failure {
  const scenes = doc.scenes;
  for (let s = -1; s < scenes.length; s++) {
    // the global elements first: there are few of them
    const list = s < 0 ? doc.globalElements : scenes[s]!.elements;
    for (let i = 0; i < list.length; i++) {
      const element = list[i]!;
      if (element.id === id) return new Map([[id, { element, sceneIndex: s, index: i }]]);
    }
  }
  return fail("elementNotFound", { id });
}

const isFailure = (x: unknown): x is Failure =>
  typeof x === "object" && x !== null && (x as { ok?: unknown }).ok === false;

const sceneIndexOf = (doc: GameDocument, id: string) => doc.scenes.findIndex((s) => s.id === id);
const ruleIndexOf = (doc: GameDocument, id: string) => doc.rules.findIndex((r) => r.id === id);

/** Every id in the document (one namespace: scenes, elements, variables, rules, conditions, actions). */
const idCache = new WeakMap<GameDocument, Set<string>>();
function documentIds(doc: GameDocument): Set<string> {
  let ids = idCache.get(doc);
  if (ids) return ids;
  ids = new Set<string>();
  const addElement = (el: Element) => {
    ids!.add(el.id);
    for (const v of el.variables) ids!.add(v.id);
  };
  for (const scene of doc.scenes) {
    ids.add(scene.id);
    for (const el of scene.elements) addElement(el);
  }
  for (const el of doc.globalElements) addElement(el);
  for (const v of doc.variables) ids.add(v.id);
  for (const rule of doc.rules) addRuleIds(rule, ids);
  idCache.set(doc, ids);
  return ids;
}
function addRuleIds(rule: Rule, ids: Set<string>) {
  ids.add(rule.id);
  for (const c of rule.conditions.items) ids.add(c.id);
  for (const a of rule.actions) ids.add(a.id);
}
const elementIds = (el: Element) => [el.id, ...el.variables.map((v) => v.id)];
const ruleIds = (rule: Rule) => [
  rule.id,
  ...rule.conditions.items.map((c) => c.id),
  ...rule.actions.map((a) => a.id),
];

/** Claims new ids against the document and each other; the first clash fails. */
function claimIds(taken: Set<string>, ids: Iterable<string>, fresh: Set<string>): Failure | null {
  for (const id of ids) {
    if (taken.has(id) || fresh.has(id)) return fail("duplicateId", { id });
    fresh.add(id);
  }
  return null;
}

/** A document with some element containers replaced (sceneIndex -1: global elements). */
function withContainers(doc: GameDocument, containers: Map<number, Element[]>): GameDocument {
  let scenes = doc.scenes;
  let globalElements = doc.globalElements;
  for (const [sceneIndex, elements] of containers) {
    if (sceneIndex < 0) globalElements = elements;
    else {
      if (scenes === doc.scenes) scenes = doc.scenes.slice();
      scenes[sceneIndex] = { ...scenes[sceneIndex]!, elements };
    }
  }
  return { ...doc, scenes, globalElements };
}

// ==================================================================== checks

const COMMON_KEYS = new Set(
  Object.keys(ElementSchema.shape).filter(
    (k) => !["id", "type", "version", "props", "global", "variables"].includes(k),
  ),
);
const commonSchema = ElementSchema.shape as unknown as Record<
  string,
  { safeParse(v: unknown): { success: boolean } }
>;

function checkCommonPatch(patch: CommonPatch): Failure | null {
  if (typeof patch !== "object" || patch === null)
    return fail("invalidPatch", { field: "patch" }, "patch");
  for (const key in patch) {
    if (!COMMON_KEYS.has(key)) return fail("invalidPatch", { field: key }, `patch.${key}`);
    const value = (patch as Record<string, unknown>)[key];
    // (fields added later have schema defaults, which would accept undefined)
    if (value === undefined || !commonSchema[key]!.safeParse(value).success)
      return fail("invalidPatch", { field: key }, `patch.${key}`);
  }
  return null;
}

function checkElement(
  doc: GameDocument,
  element: Element,
  global: boolean,
  options: ApplyOptions,
  path: string,
  /** The element's structure was already checked (as part of its scene). */
  shapeChecked = false,
): { element: Element } | Failure {
  if (!shapeChecked && !ElementSchema.safeParse(element).success)
    return fail("invalidElement", { id: String(element?.id ?? "") }, path);
  if (element.global !== global)
    return fail("globalMismatch", { id: element.id }, `${path}.global`);
  const names = new Set(doc.variables.map((v) => v.name));
  for (const [k, v] of element.variables.entries()) {
    if (names.has(v.name))
      return fail("variableNameTaken", { name: v.name }, `${path}.variables.${k}.name`);
    names.add(v.name);
  }
  if (options.registry) {
    const def = options.registry.find(element.type);
    if (!def) return fail("invalidElement", { id: element.id, type: element.type }, `${path}.type`);
    const parsed = def.schema.safeParse(element.props);
    if (!parsed.success) return fail("invalidProps", { id: element.id }, `${path}.props`);
  }
  return { element };
}

function checkRule(rule: Rule, path: string): Failure | null {
  const parsed = RuleSchema.safeParse(rule);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  return fail(
    "invalidRule",
    { id: String((rule as { id?: unknown })?.id ?? "") },
    [path, ...(issue?.path ?? []).map(String)].join("."),
  );
}

function checkSceneName(name: unknown, path: string): Failure | null {
  if (typeof name !== "string" || name.trim() === "") return fail("sceneNameRequired", {}, path);
  if (!SceneSchema.shape.name.safeParse(name).success) return fail("invalidScene", {}, path);
  return null;
}

function checkScene(
  doc: GameDocument,
  scene: Scene,
  options: ApplyOptions,
  path: string,
): Failure | null {
  const nameError = checkSceneName(scene?.name, `${path}.name`);
  if (nameError) return nameError;
  if (!SceneSchema.safeParse(scene).success)
    return fail("invalidScene", { id: String(scene?.id ?? "") }, path);
  if (scene.id === ALL_SCENES) return fail("invalidScene", { id: scene.id }, `${path}.id`);
  const fresh = new Set<string>();
  const clash = claimIds(documentIds(doc), [scene.id], fresh);
  if (clash) return clash;
  for (const [i, el] of scene.elements.entries()) {
    const checked = checkElement(doc, el, false, options, `${path}.elements.${i}`, true);
    if (isFailure(checked)) return checked;
    const elClash = claimIds(documentIds(doc), elementIds(el), fresh);
    if (elClash) return elClash;
  }
  return null;
}

// ==================================================================== elements

function insertElements(
  doc: GameDocument,
  op: OperationOf<"insertElements">,
  options: ApplyOptions,
): Result {
  if (op.items.length === 0) return ok(doc, NOTHING, op);
  const taken = documentIds(doc);
  const fresh = new Set<string>();
  const byContainer = new Map<number, { index: number; element: Element }[]>();
  for (const [i, item] of op.items.entries()) {
    const sceneIndex = item.sceneId === null ? -1 : sceneIndexOf(doc, item.sceneId);
    if (item.sceneId !== null && sceneIndex < 0)
      return fail("sceneNotFound", { id: item.sceneId }, `items.${i}.sceneId`);
    const checked = checkElement(
      doc,
      item.element,
      item.sceneId === null,
      options,
      `items.${i}.element`,
    );
    if (isFailure(checked)) return checked;
    const clash = claimIds(taken, elementIds(item.element), fresh);
    if (clash) return clash;
    const list = byContainer.get(sceneIndex) ?? [];
    list.push({ index: item.index, element: item.element });
    byContainer.set(sceneIndex, list);
  }
  const containers = new Map<number, Element[]>();
  for (const [sceneIndex, items] of byContainer) {
    const list = containerOf(doc, sceneIndex).slice();
    items.sort((a, b) => a.index - b.index);
    for (const { index, element } of items) {
      if (!Number.isInteger(index) || index < 0 || index > list.length)
        return fail("indexOutOfRange", { index, length: list.length });
      list.splice(index, 0, element);
    }
    containers.set(sceneIndex, list);
  }
  const ids = op.items.map((item) => item.element.id);
  return ok(
    withContainers(doc, containers),
    { type: "removeElements", ids, prune: false },
    op,
    ids,
  );
}

function addElements(
  doc: GameDocument,
  op: OperationOf<"addElements">,
  options: ApplyOptions,
): Result {
  if (op.sceneId !== null && sceneIndexOf(doc, op.sceneId) < 0)
    return fail("sceneNotFound", { id: op.sceneId }, "sceneId");
  const length =
    op.sceneId === null
      ? doc.globalElements.length
      : doc.scenes[sceneIndexOf(doc, op.sceneId)]!.elements.length;
  const start = op.index ?? length;
  if (!Number.isInteger(start) || start < 0 || start > length)
    return fail("indexOutOfRange", { index: start, length }, "index");
  const result = insertElements(
    doc,
    {
      type: "insertElements",
      items: op.elements.map((element, i) => ({
        sceneId: op.sceneId,
        index: start + i,
        element,
      })),
    },
    options,
  );
  return result.ok ? { ...result, applied: op } : result;
}

/** New ids for copies of elements (and their variables); the map is old id -> new id. */
function copyElement(
  element: Element,
  make: (prefix: string) => string,
  map: Map<string, string>,
  changes: Partial<Element>,
): Element {
  const id = make("el");
  map.set(element.id, id);
  return {
    ...element,
    ...changes,
    id,
    variables: element.variables.map((v) => {
      const vid = make("var");
      map.set(v.id, vid);
      return { ...v, id: vid };
    }),
  };
}

function copyRule(rule: Rule, make: (prefix: string) => string, map: Map<string, string>): Rule {
  const remapped = remapRuleReferences(rule, map);
  return {
    ...remapped,
    id: make("rule"),
    conditions: {
      ...remapped.conditions,
      items: remapped.conditions.items.map((c) => ({ ...c, id: make("cond") })),
    },
    actions: remapped.actions.map((a) => ({ ...a, id: make("act") })),
  };
}

function pasteElements(
  doc: GameDocument,
  op: OperationOf<"pasteElements">,
  options: ApplyOptions,
): Result {
  const make = options.createId ?? defaultCreateId;
  const dx = op.offset?.x ?? 0;
  const dy = op.offset?.y ?? 0;
  const map = new Map<string, string>();
  const elements = op.elements.map((el) =>
    copyElement(el, make, map, { x: el.x + dx, y: el.y + dy, global: op.sceneId === null }),
  );
  const ops: Operation[] = [{ type: "addElements", sceneId: op.sceneId, elements }];
  let pruned = NO_PRUNE;
  if (op.rules && op.rules.length > 0) {
    // a rule scoped to a scene follows the elements to the scene they are pasted on
    const scope = op.sceneId ?? ALL_SCENES;
    const copies = op.rules.map((rule) => {
      const copy = copyRule(rule, make, map);
      return copy.sceneId === ALL_SCENES ? copy : { ...copy, sceneId: scope };
    });
    // references to what neither the document nor the paste has are dropped
    const known = documentIds(doc);
    const pasted = new Set(map.values());
    const has = (id: string) => known.has(id) || pasted.has(id);
    const missing = {
      elements: new Set<string>(),
      scenes: new Set<string>(),
      variables: new Set<string>(),
    };
    for (const rule of copies) {
      const refs = ruleReferences(rule);
      for (const id of refs.elements) if (!has(id)) missing.elements.add(id);
      for (const id of refs.scenes) if (!has(id)) missing.scenes.add(id);
      for (const id of refs.variables) if (!has(id)) missing.variables.add(id);
    }
    const result = pruneReferences(copies, missing);
    pruned = result.report;
    if (result.rules.length > 0)
      ops.push({
        type: "insertRules",
        items: result.rules.map((rule, i) => ({ index: doc.rules.length + i, rule })),
      });
  }
  const applied: Operation = ops.length === 1 ? ops[0]! : { type: "batch", ops };
  const result = applyOperation(doc, applied, options);
  return result.ok ? { ...result, applied, pruned } : result;
}

function duplicateElements(
  doc: GameDocument,
  op: OperationOf<"duplicateElements">,
  options: ApplyOptions,
): Result {
  if (op.ids.length === 0) return fail("emptySelection");
  const found = locate(doc, op.ids);
  if (isFailure(found)) return found;
  const make = options.createId ?? defaultCreateId;
  const dx = op.offset?.x ?? 0;
  const dy = op.offset?.y ?? 0;
  // copies go on top of their container, in the originals' z-order
  const byContainer = new Map<number, Located[]>();
  for (const loc of found.values()) {
    const list = byContainer.get(loc.sceneIndex) ?? [];
    list.push(loc);
    byContainer.set(loc.sceneIndex, list);
  }
  const ops: Operation[] = [];
  const map = new Map<string, string>();
  for (const [sceneIndex, locs] of [...byContainer].sort((a, b) => a[0] - b[0])) {
    locs.sort((a, b) => a.index - b.index);
    ops.push({
      type: "addElements",
      sceneId: containerId(doc, sceneIndex),
      elements: locs.map(({ element }) =>
        copyElement(element, make, map, { x: element.x + dx, y: element.y + dy }),
      ),
    });
  }
  const applied: Operation = ops.length === 1 ? ops[0]! : { type: "batch", ops };
  const result = applyOperation(doc, applied, options);
  return result.ok ? { ...result, applied } : result;
}

/** Rules restored after a prune: re-insert the removed ones, then put back the modified ones. */
function restoreRules(
  originals: { index: number; rule: Rule }[],
  report: PruneReport,
): Operation[] {
  const removed = new Set(report.removedRules.map((r) => r.rule.id));
  const ops: Operation[] = [];
  const inserted = originals.filter((o) => removed.has(o.rule.id));
  if (inserted.length > 0) ops.push({ type: "insertRules", items: inserted });
  for (const o of originals)
    if (!removed.has(o.rule.id)) ops.push({ type: "updateRule", rule: o.rule });
  return ops;
}

function removeElements(doc: GameDocument, op: OperationOf<"removeElements">): Result {
  if (op.ids.length === 0) return fail("emptySelection");
  const found = locate(doc, op.ids);
  if (isFailure(found)) return found;
  const removed = new Set(op.ids);
  const containers = new Map<number, Element[]>();
  const items: OperationOf<"insertElements">["items"] = [];
  const variables = new Set<string>();
  for (const loc of found.values()) {
    if (!containers.has(loc.sceneIndex))
      containers.set(
        loc.sceneIndex,
        containerOf(doc, loc.sceneIndex).filter((el) => !removed.has(el.id)),
      );
    items.push({
      sceneId: containerId(doc, loc.sceneIndex),
      index: loc.index,
      element: loc.element,
    });
    for (const v of loc.element.variables) variables.add(v.id);
  }
  items.sort((a, b) => a.index - b.index);
  let next = withContainers(doc, containers);
  const inverse: Operation = { type: "insertElements", items };
  if (op.prune === false) return ok(next, inverse, op);
  const pruned = pruneReferences(doc.rules, { elements: removed, variables });
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

interface ElementChange {
  id: string;
  patch?: CommonPatch;
  /** Shallow merge into props. */
  propsPatch?: Record<string, unknown>;
  /** Replace props whole (when hasProps). */
  props?: unknown;
  hasProps?: boolean;
}

function updateEachElement(
  doc: GameDocument,
  changes: ElementChange[],
  applied: Operation,
  options: ApplyOptions,
): Result {
  if (changes.length === 0) return fail("emptySelection");
  const found = locate(
    doc,
    changes.map((c) => c.id),
  );
  if (isFailure(found)) return found;
  const containers = new Map<number, Element[]>();
  const inverse: OperationOf<"updateEachElement">["changes"] = [];
  for (const change of changes) {
    const loc = found.get(change.id)!;
    // an id listed twice sees its first change
    const old = containers.get(loc.sceneIndex)?.[loc.index] ?? loc.element;
    let next = old;
    const back: OperationOf<"updateEachElement">["changes"][number] = { id: old.id };
    if (change.patch) {
      const error = checkCommonPatch(change.patch);
      if (error) return error;
      const oldValues: Record<string, unknown> = {};
      for (const key in change.patch) oldValues[key] = old[key as keyof Element];
      back.patch = oldValues as CommonPatch;
      next = { ...next, ...change.patch };
    }
    if (change.propsPatch || change.hasProps) {
      let props: unknown;
      if (change.propsPatch) {
        if (typeof old.props !== "object" || old.props === null || Array.isArray(old.props))
          return fail("invalidProps", { id: old.id }, "patch");
        props = { ...(old.props as Record<string, unknown>), ...change.propsPatch };
      } else props = change.props;
      if (options.registry) {
        const def = options.registry.find(old.type);
        const parsed = def?.schema.safeParse(props);
        if (!parsed?.success) return fail("invalidProps", { id: old.id }, "patch");
        props = parsed.data;
      }
      back.props = old.props;
      next = { ...next, props };
    }
    inverse.push(back);
    let list = containers.get(loc.sceneIndex);
    if (!list) {
      list = containerOf(doc, loc.sceneIndex).slice();
      containers.set(loc.sceneIndex, list);
    }
    list[loc.index] = next;
  }
  // undone last change first (matters only when an id is listed twice)
  return ok(
    withContainers(doc, containers),
    { type: "updateEachElement", changes: inverse.toReversed() },
    applied,
  );
}

function reorderList(
  list: Element[],
  selected: Set<string>,
  /** Indices of the selected elements in `list`. */
  at: number[],
  to: ReorderTarget,
): Element[] | Failure {
  const sel = (el: Element) => selected.has(el.id);
  if (to === "front" || to === "back") {
    const moved = list.filter(sel);
    const rest = list.filter((el) => !sel(el));
    return to === "front" ? [...rest, ...moved] : [...moved, ...rest];
  }
  if (to === "forward" || to === "backward") {
    // only the selected positions move, so visit just those (top first when moving up): the
    // same result as a pass over the whole list, without one
    const out = list.slice();
    const positions = at.slice().sort((a, b) => (to === "forward" ? b - a : a - b));
    for (const i of positions) {
      const j = to === "forward" ? i + 1 : i - 1;
      if (j < 0 || j >= out.length || sel(out[j]!)) continue;
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }
  const moved = list.filter(sel);
  const rest = list.filter((el) => !sel(el));
  const index = to.index;
  if (!Number.isInteger(index) || index < 0 || index > rest.length)
    return fail("indexOutOfRange", { index, length: rest.length }, "to.index");
  rest.splice(index, 0, ...moved);
  return rest;
}

function reorderElements(doc: GameDocument, op: OperationOf<"reorderElements">): Result {
  if (op.ids.length === 0) return fail("emptySelection");
  const found = locate(doc, op.ids);
  if (isFailure(found)) return found;
  const selected = new Set(op.ids);
  const positions = new Map<number, number[]>();
  const placements: ElementPlacement[] = [];
  for (const loc of found.values()) {
    placements.push({
      id: loc.element.id,
      sceneId: containerId(doc, loc.sceneIndex),
      index: loc.index,
    });
    const list = positions.get(loc.sceneIndex);
    if (list) list.push(loc.index);
    else positions.set(loc.sceneIndex, [loc.index]);
  }
  const containers = new Map<number, Element[]>();
  for (const [sceneIndex, at] of positions) {
    const next = reorderList(containerOf(doc, sceneIndex), selected, at, op.to);
    if (isFailure(next)) return next;
    containers.set(sceneIndex, next);
  }
  placements.sort((a, b) => a.index - b.index);
  return ok(withContainers(doc, containers), { type: "placeElements", placements }, op);
}

function setGlobal(doc: GameDocument, op: OperationOf<"setGlobal">): Result {
  if (op.ids.length === 0) return fail("emptySelection");
  const found = locate(doc, op.ids);
  if (isFailure(found)) return found;
  const locs = [...found.values()].sort(
    (a, b) =>
      (a.sceneIndex < 0 ? Infinity : a.sceneIndex) - (b.sceneIndex < 0 ? Infinity : b.sceneIndex) ||
      a.index - b.index,
  );
  for (const loc of locs)
    if (loc.element.global === op.global) return fail("globalMismatch", { id: loc.element.id });
  let target: ContainerId = null;
  let length = doc.globalElements.length;
  if (!op.global) {
    if (op.sceneId === undefined) return fail("sceneRequired", {}, "sceneId");
    const sceneIndex = sceneIndexOf(doc, op.sceneId);
    if (sceneIndex < 0) return fail("sceneNotFound", { id: op.sceneId }, "sceneId");
    target = op.sceneId;
    length = doc.scenes[sceneIndex]!.elements.length;
  }
  const applied: Operation = {
    type: "placeElements",
    placements: locs.map((loc, i) => ({ id: loc.element.id, sceneId: target, index: length + i })),
  };
  const result = placeElements(doc, applied);
  return result.ok ? { ...result, applied } : result;
}

function placeElements(doc: GameDocument, op: OperationOf<"placeElements">): Result {
  if (op.placements.length === 0) return ok(doc, NOTHING, op);
  const found = locate(
    doc,
    op.placements.map((p) => p.id),
  );
  if (isFailure(found)) return found;
  // take the moving elements out: their positions are known, so splice them out (highest first)
  const leaving = new Map<number, number[]>();
  const inverse: ElementPlacement[] = [];
  for (const loc of found.values()) {
    const list = leaving.get(loc.sceneIndex);
    if (list) list.push(loc.index);
    else leaving.set(loc.sceneIndex, [loc.index]);
    inverse.push({
      id: loc.element.id,
      sceneId: containerId(doc, loc.sceneIndex),
      index: loc.index,
    });
  }
  const containers = new Map<number, Element[]>();
  for (const [sceneIndex, indices] of leaving) {
    const list = containerOf(doc, sceneIndex).slice();
    indices.sort((a, b) => b - a);
    for (const i of indices) list.splice(i, 1);
    containers.set(sceneIndex, list);
  }
  const take = (sceneIndex: number) => {
    let list = containers.get(sceneIndex);
    if (!list) {
      list = containerOf(doc, sceneIndex).slice();
      containers.set(sceneIndex, list);
    }
    return list;
  };
  const targets = new Map<number, ElementPlacement[]>();
  for (const [i, p] of op.placements.entries()) {
    const sceneIndex = p.sceneId === null ? -1 : sceneIndexOf(doc, p.sceneId);
    if (p.sceneId !== null && sceneIndex < 0)
      return fail("sceneNotFound", { id: p.sceneId }, `placements.${i}.sceneId`);
    const list = targets.get(sceneIndex) ?? [];
    list.push(p);
    targets.set(sceneIndex, list);
  }
  for (const [sceneIndex, list] of targets) {
    const out = take(sceneIndex);
    list.sort((a, b) => a.index - b.index);
    for (const p of list) {
      if (!Number.isInteger(p.index) || p.index < 0 || p.index > out.length)
        return fail("indexOutOfRange", { index: p.index, length: out.length });
      let element = found.get(p.id)!.element;
      const global = sceneIndex < 0;
      if (element.global !== global) element = { ...element, global };
      out.splice(p.index, 0, element);
    }
  }
  inverse.sort((a, b) => a.index - b.index);
  return ok(withContainers(doc, containers), { type: "placeElements", placements: inverse }, op);
}

// ==================================================================== scenes

function insertScene(
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

function addScene(doc: GameDocument, op: OperationOf<"addScene">, options: ApplyOptions): Result {
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

function renameScene(doc: GameDocument, op: OperationOf<"renameScene">): Result {
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

function moveScene(doc: GameDocument, op: OperationOf<"moveScene">): Result {
  const from = sceneIndexOf(doc, op.id);
  if (from < 0) return fail("sceneNotFound", { id: op.id }, "id");
  if (!Number.isInteger(op.index) || op.index < 0 || op.index >= doc.scenes.length)
    return fail("indexOutOfRange", { index: op.index, length: doc.scenes.length }, "index");
  const scenes = doc.scenes.slice();
  const [scene] = scenes.splice(from, 1);
  scenes.splice(op.index, 0, scene!);
  return ok({ ...doc, scenes }, { type: "moveScene", id: op.id, index: from }, op);
}

function duplicateScene(
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

function deleteScene(doc: GameDocument, op: OperationOf<"deleteScene">): Result {
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

function updateSceneSettings(doc: GameDocument, op: OperationOf<"updateSceneSettings">): Result {
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

function updateGameSettings(doc: GameDocument, op: OperationOf<"updateGameSettings">): Result {
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

// ==================================================================== rules

function insertRules(
  doc: GameDocument,
  items: { index: number; rule: Rule }[],
  applied: Operation,
): Result {
  if (items.length === 0) return ok(doc, NOTHING, applied);
  const taken = documentIds(doc);
  const fresh = new Set<string>();
  for (const [i, item] of items.entries()) {
    const error = checkRule(item.rule, `items.${i}.rule`);
    if (error) return error;
    const clash = claimIds(taken, ruleIds(item.rule), fresh);
    if (clash) return clash;
  }
  const rules = doc.rules.slice();
  const sorted = items.slice().sort((a, b) => a.index - b.index);
  for (const { index, rule } of sorted) {
    if (!Number.isInteger(index) || index < 0 || index > rules.length)
      return fail("indexOutOfRange", { index, length: rules.length }, "index");
    rules.splice(index, 0, rule);
  }
  const ids = items.map((item) => item.rule.id);
  return ok({ ...doc, rules }, { type: "deleteRules", ids }, applied, ids);
}

function updateRule(doc: GameDocument, op: OperationOf<"updateRule">): Result {
  const index = ruleIndexOf(doc, op.rule?.id);
  if (index < 0) return fail("ruleNotFound", { id: String(op.rule?.id ?? "") }, "rule.id");
  const error = checkRule(op.rule, "rule");
  if (error) return error;
  const old = doc.rules[index]!;
  // condition and action ids must stay unique; the rule's own old ones may be kept
  const own = new Set(ruleIds(old));
  const taken = documentIds(doc);
  const fresh = new Set<string>();
  for (const id of ruleIds(op.rule)) {
    if (fresh.has(id) || (taken.has(id) && !own.has(id))) return fail("duplicateId", { id });
    fresh.add(id);
  }
  const rules = doc.rules.slice();
  rules[index] = op.rule;
  const next = { ...doc, rules };
  if (fresh.size === own.size && [...fresh].every((id) => own.has(id))) idCache.set(next, taken);
  return ok(next, { type: "updateRule", rule: old }, op);
}

function deleteRules(doc: GameDocument, op: OperationOf<"deleteRules">): Result {
  if (op.ids.length === 0) return ok(doc, NOTHING, op);
  const ids = new Set(op.ids);
  const items: { index: number; rule: Rule }[] = [];
  doc.rules.forEach((rule, index) => {
    if (ids.has(rule.id)) items.push({ index, rule });
  });
  if (items.length !== ids.size) {
    const missing = op.ids.find((id) => !items.some((item) => item.rule.id === id))!;
    return fail("ruleNotFound", { id: missing });
  }
  return ok(
    { ...doc, rules: doc.rules.filter((r) => !ids.has(r.id)) },
    { type: "insertRules", items },
    op,
  );
}

function setRulesEnabled(doc: GameDocument, op: OperationOf<"setRulesEnabled">): Result {
  if (op.ids.length === 0) return fail("emptySelection");
  const rules = doc.rules.slice();
  const changed: string[] = [];
  for (const id of op.ids) {
    const index = ruleIndexOf(doc, id);
    if (index < 0) return fail("ruleNotFound", { id });
    const rule = rules[index]!;
    if (rule.enabled === op.enabled) continue;
    rules[index] = { ...rule, enabled: op.enabled };
    changed.push(id);
  }
  if (changed.length === 0) return ok(doc, NOTHING, op);
  return ok({ ...doc, rules }, { type: "setRulesEnabled", ids: changed, enabled: !op.enabled }, op);
}

function moveRule(doc: GameDocument, op: OperationOf<"moveRule">): Result {
  const from = ruleIndexOf(doc, op.id);
  if (from < 0) return fail("ruleNotFound", { id: op.id }, "id");
  if (!Number.isInteger(op.index) || op.index < 0 || op.index >= doc.rules.length)
    return fail("indexOutOfRange", { index: op.index, length: doc.rules.length }, "index");
  const rules = doc.rules.slice();
  const [rule] = rules.splice(from, 1);
  rules.splice(op.index, 0, rule!);
  return ok({ ...doc, rules }, { type: "moveRule", id: op.id, index: from }, op);
}

// ==================================================================== variables

interface VariableSite {
  variable: Variable;
  /** null: global. */
  element: Located | null;
  index: number;
}

function findVariable(doc: GameDocument, id: string): VariableSite | undefined {
  const g = doc.variables.findIndex((v) => v.id === id);
  if (g >= 0) return { variable: doc.variables[g]!, element: null, index: g };
  const scan = (list: Element[], sceneIndex: number): VariableSite | undefined => {
    for (let i = 0; i < list.length; i++) {
      const element = list[i]!;
      const k = element.variables.findIndex((v) => v.id === id);
      if (k >= 0)
        return {
          variable: element.variables[k]!,
          element: { element, sceneIndex, index: i },
          index: k,
        };
    }
    return undefined;
  };
  for (let s = 0; s < doc.scenes.length; s++) {
    const site = scan(doc.scenes[s]!.elements, s);
    if (site) return site;
  }
  return scan(doc.globalElements, -1);
}

const DEFAULT_VALUES = { string: "", number: 0, boolean: false } as const;

/** Name and type rules of a variable at its place (elementId null: global). */
function checkVariable(
  doc: GameDocument,
  variable: Variable,
  owner: Element | null,
  path: string,
): Failure | null {
  if (typeof variable?.name !== "string" || variable.name.trim() === "")
    return fail("variableNameRequired", {}, `${path}.name`);
  if (!VariableTypeSchema.safeParse(variable.type).success)
    return fail("variableTypeRequired", {}, `${path}.type`);
  if (typeof variable.initialValue !== variable.type)
    return fail("variableValueMismatch", { type: variable.type }, `${path}.initialValue`);
  if (!VariableSchema.safeParse(variable).success) return fail("invalidVariable", {}, path);
  const clash = (list: readonly Variable[]) =>
    list.some((v) => v.id !== variable.id && v.name === variable.name);
  const taken =
    owner === null
      ? clash(doc.variables) ||
        [...doc.scenes.flatMap((s) => s.elements), ...doc.globalElements].some((el) =>
          clash(el.variables),
        )
      : clash(doc.variables) || clash(owner.variables);
  if (taken) return fail("variableNameTaken", { name: variable.name }, `${path}.name`);
  return null;
}

function withVariables(
  doc: GameDocument,
  owner: Located | null,
  variables: Variable[],
): GameDocument {
  if (!owner) return { ...doc, variables };
  const list = containerOf(doc, owner.sceneIndex).slice();
  list[owner.index] = { ...owner.element, variables };
  return withContainers(doc, new Map([[owner.sceneIndex, list]]));
}

function addVariable(doc: GameDocument, op: OperationOf<"addVariable">): Result {
  let owner: Located | null = null;
  if (op.elementId !== null) {
    const found = locate(doc, [op.elementId]);
    if (isFailure(found)) return found;
    owner = found.get(op.elementId)!;
  }
  const error = checkVariable(doc, op.variable, owner?.element ?? null, "variable");
  if (error) return error;
  if (documentIds(doc).has(op.variable.id))
    return fail("duplicateId", { id: op.variable.id }, "variable.id");
  const list = owner ? owner.element.variables : doc.variables;
  const index = op.index ?? list.length;
  if (!Number.isInteger(index) || index < 0 || index > list.length)
    return fail("indexOutOfRange", { index, length: list.length }, "index");
  const variables = list.slice();
  variables.splice(index, 0, op.variable);
  return ok(
    withVariables(doc, owner, variables),
    { type: "deleteVariable", id: op.variable.id, prune: false },
    op,
    [op.variable.id],
  );
}

function updateVariable(doc: GameDocument, op: OperationOf<"updateVariable">): Result {
  const site = findVariable(doc, op.id);
  if (!site) return fail("variableNotFound", { id: op.id }, "id");
  const old = site.variable;
  const patch: VariablePatch = op.patch ?? {};
  const back: VariablePatch = {};
  const next: Variable = { ...old };
  for (const key in patch) {
    if (key === "name" || key === "type" || key === "initialValue") {
      (back as Record<string, unknown>)[key] = old[key];
      (next as Record<string, unknown>)[key] = patch[key];
    } else if (key === "description") {
      back.description = old.description ?? null;
      if (patch.description === null || patch.description === undefined) delete next.description;
      else next.description = patch.description;
    } else return fail("invalidPatch", { field: key }, `patch.${key}`);
  }
  if (next.type !== old.type) {
    const users = doc.rules.filter((rule) => ruleReferences(rule).variables.includes(old.id));
    if (users.length > 0)
      return fail(
        "variableTypeInUse",
        { rules: users.map((r) => r.id), count: users.length },
        "patch.type",
      );
    if (!("initialValue" in patch) && VariableTypeSchema.safeParse(next.type).success) {
      next.initialValue = DEFAULT_VALUES[next.type];
      back.initialValue = old.initialValue;
    }
  }
  const error = checkVariable(doc, next, site.element?.element ?? null, "patch");
  if (error) return error;
  const list = (site.element ? site.element.element.variables : doc.variables).slice();
  list[site.index] = next;
  return ok(
    withVariables(doc, site.element, list),
    { type: "updateVariable", id: op.id, patch: back },
    op,
  );
}

function deleteVariable(doc: GameDocument, op: OperationOf<"deleteVariable">): Result {
  const site = findVariable(doc, op.id);
  if (!site) return fail("variableNotFound", { id: op.id }, "id");
  const list = (site.element ? site.element.element.variables : doc.variables).filter(
    (v) => v.id !== op.id,
  );
  let next = withVariables(doc, site.element, list);
  const inverse: Operation = {
    type: "addVariable",
    elementId: site.element ? site.element.element.id : null,
    variable: site.variable,
    index: site.index,
  };
  if (op.prune === false) return ok(next, inverse, op);
  const pruned = pruneReferences(doc.rules, { variables: new Set([op.id]) });
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
