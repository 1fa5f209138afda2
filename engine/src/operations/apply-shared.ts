/**
 * What every family of operations uses: results and failures, finding things by id, the id set,
 * the checks of new parts, restoring pruned rules.
 */
import { ALL_SCENES } from "../document/constants";
import { RuleSchema, type Rule } from "../document/rule-schema";
import {
  ElementSchema,
  SceneSchema,
  type Element,
  type GameDocument,
  type Scene,
} from "../document/schema";
import type {
  ApplyOptions,
  CommonPatch,
  ContainerId,
  Operation,
  OperationError,
  OperationErrorCode,
  OperationResult,
  OperationSuccess,
  PruneReport,
} from "./types";

export type Failure = { ok: false; error: OperationError };
export type Result = OperationResult;

export const fail = (
  code: OperationErrorCode,
  params: OperationError["params"] = {},
  path?: string,
): Failure => ({
  ok: false,
  error: path === undefined ? { code, params } : { code, params, path },
});

export const NO_PRUNE: PruneReport = { removedRules: [], modifiedRules: [] };
export const NOTHING: Operation = { type: "batch", ops: [] };

export function ok(
  doc: GameDocument,
  inverse: Operation,
  applied: Operation,
  created: string[] = [],
  pruned: PruneReport = NO_PRUNE,
): OperationSuccess {
  return { ok: true, doc, inverse, applied, created, pruned };
}

// ==================================================================== lookups

export interface Located {
  element: Element;
  /** -1: global elements. */
  sceneIndex: number;
  index: number;
}

export const containerOf = (doc: GameDocument, sceneIndex: number): Element[] =>
  sceneIndex < 0 ? doc.globalElements : doc.scenes[sceneIndex]!.elements;
export const containerId = (doc: GameDocument, sceneIndex: number): ContainerId =>
  sceneIndex < 0 ? null : doc.scenes[sceneIndex]!.id;

/**
 * Finds the elements in one pass over the document, stopping when all are found. (An index
 * would be built for every new document an edit makes; a scan is cheaper for a few ids.)
 */
export function locate(doc: GameDocument, ids: readonly string[]): Map<string, Located> | Failure {
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
export function locateOne(doc: GameDocument, id: string): Map<string, Located> | Failure {
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

export const isFailure = (x: unknown): x is Failure =>
  typeof x === "object" && x !== null && (x as { ok?: unknown }).ok === false;

export const sceneIndexOf = (doc: GameDocument, id: string) =>
  doc.scenes.findIndex((s) => s.id === id);
export const ruleIndexOf = (doc: GameDocument, id: string) =>
  doc.rules.findIndex((r) => r.id === id);

/** Every id in the document (one namespace: scenes, elements, variables, rules, conditions, actions). */
export const idCache = new WeakMap<GameDocument, Set<string>>();
export function documentIds(doc: GameDocument): Set<string> {
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
export function addRuleIds(rule: Rule, ids: Set<string>) {
  ids.add(rule.id);
  for (const c of rule.conditions.items) ids.add(c.id);
  for (const a of rule.actions) ids.add(a.id);
}
export const elementIds = (el: Element) => [el.id, ...el.variables.map((v) => v.id)];
export const ruleIds = (rule: Rule) => [
  rule.id,
  ...rule.conditions.items.map((c) => c.id),
  ...rule.actions.map((a) => a.id),
];

/** Claims new ids against the document and each other; the first clash fails. */
export function claimIds(
  taken: Set<string>,
  ids: Iterable<string>,
  fresh: Set<string>,
): Failure | null {
  for (const id of ids) {
    if (taken.has(id) || fresh.has(id)) return fail("duplicateId", { id });
    fresh.add(id);
  }
  return null;
}

/** A document with some element containers replaced (sceneIndex -1: global elements). */
export function withContainers(
  doc: GameDocument,
  containers: Map<number, Element[]>,
): GameDocument {
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

export const COMMON_KEYS = new Set(
  Object.keys(ElementSchema.shape).filter(
    (k) => !["id", "type", "version", "props", "global", "variables"].includes(k),
  ),
);
export const commonSchema = ElementSchema.shape as unknown as Record<
  string,
  { safeParse(v: unknown): { success: boolean } }
>;

export function checkCommonPatch(patch: CommonPatch): Failure | null {
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

export function checkElement(
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

export function checkRule(rule: Rule, path: string): Failure | null {
  const parsed = RuleSchema.safeParse(rule);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  return fail(
    "invalidRule",
    { id: String((rule as { id?: unknown })?.id ?? "") },
    [path, ...(issue?.path ?? []).map(String)].join("."),
  );
}

export function checkSceneName(name: unknown, path: string): Failure | null {
  if (typeof name !== "string" || name.trim() === "") return fail("sceneNameRequired", {}, path);
  if (!SceneSchema.shape.name.safeParse(name).success) return fail("invalidScene", {}, path);
  return null;
}

export function checkScene(
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

/** Rules restored after a prune: re-insert the removed ones, then put back the modified ones. */
export function restoreRules(
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
