/** Operations on elements: add, insert, paste, duplicate, remove, update, reorder, make global, place. */
import { ALL_SCENES } from "../document/constants";
import { createId as defaultCreateId } from "../document/ids";
import { type Rule } from "../document/rule-schema";
import { type Element, type GameDocument } from "../document/schema";
import { pruneReferences, remapRuleReferences, ruleReferences } from "./references";
import type {
  ApplyOptions,
  CommonPatch,
  ContainerId,
  ElementPlacement,
  Operation,
  OperationOf,
  ReorderTarget,
} from "./types";
import { applyOperation } from "./apply";
import {
  type Failure,
  type Located,
  NOTHING,
  NO_PRUNE,
  type Result,
  checkCommonPatch,
  checkElement,
  claimIds,
  containerId,
  containerOf,
  documentIds,
  elementIds,
  fail,
  isFailure,
  locate,
  ok,
  restoreRules,
  sceneIndexOf,
  withContainers,
} from "./apply-shared";

export function insertElements(
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

export function addElements(
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
export function copyElement(
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

export function copyRule(
  rule: Rule,
  make: (prefix: string) => string,
  map: Map<string, string>,
): Rule {
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

export function pasteElements(
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

export function duplicateElements(
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

export function removeElements(doc: GameDocument, op: OperationOf<"removeElements">): Result {
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

export function updateEachElement(
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

export function reorderElements(doc: GameDocument, op: OperationOf<"reorderElements">): Result {
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

export function setGlobal(doc: GameDocument, op: OperationOf<"setGlobal">): Result {
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

export function placeElements(doc: GameDocument, op: OperationOf<"placeElements">): Result {
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
