/**
 * What a batch touched (co-authoring): the change keys of the diff between the document before
 * and after it (see rebase.ts for the keys), and the helpers that locate things by id.
 */
import type { GameDocument } from "../document/schema";

export interface Footprint {
  /** Added or removed things and changed properties. */
  writes: string[];
  /** Lists whose order changed. */
  orders: string[];
}

export interface Located {
  value: Record<string, unknown>;
  container: string;
}

const ELEMENT_SKIP = new Set(["id", "props", "variables"]);

export function locatedElements(doc: GameDocument): Map<string, Located> {
  const map = new Map<string, Located>();
  for (const scene of doc.scenes)
    for (const el of scene.elements)
      map.set(el.id, { value: el as unknown as Record<string, unknown>, container: scene.id });
  for (const el of doc.globalElements)
    map.set(el.id, { value: el as unknown as Record<string, unknown>, container: "" });
  return map;
}

export function locatedVariables(doc: GameDocument): Map<string, Located> {
  const map = new Map<string, Located>();
  for (const v of doc.variables)
    map.set(v.id, { value: v as unknown as Record<string, unknown>, container: "" });
  for (const el of [...doc.scenes.flatMap((s) => s.elements), ...doc.globalElements])
    for (const v of el.variables)
      map.set(v.id, { value: v as unknown as Record<string, unknown>, container: el.id });
  return map;
}

/** Structural equality of JSON-like values. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    return a.length === bb.length && a.every((v, i) => sameValue(v, bb[i]));
  }
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return (
    ka.length === kb.length &&
    ka.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}

function diffFields(
  key: string,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  skip: ReadonlySet<string>,
  out: Set<string>,
) {
  if (before === after) return;
  // The fields of `before`, then those only `after` has (in their order).
  for (const field of Object.keys(before))
    if (!skip.has(field) && !sameValue(before[field], after[field])) out.add(`${key}/${field}`);
  for (const field of Object.keys(after))
    if (!Object.hasOwn(before, field) && !skip.has(field) && !sameValue(undefined, after[field]))
      out.add(`${key}/${field}`);
}

const NO_SKIP: ReadonlySet<string> = new Set();

function diffEntities(
  kind: string,
  before: Map<string, Located>,
  after: Map<string, Located>,
  skip: ReadonlySet<string>,
  out: Set<string>,
  onBoth?: (id: string, b: Located, a: Located) => void,
) {
  for (const [id, b] of before) {
    const a = after.get(id);
    if (!a) {
      out.add(`${kind}/${id}`);
      continue;
    }
    if (a.container !== b.container) out.add(`${kind}/${id}/container`);
    if (a.value === b.value) continue;
    diffFields(`${kind}/${id}`, b.value, a.value, skip, out);
    onBoth?.(id, b, a);
  }
  for (const id of after.keys()) if (!before.has(id)) out.add(`${kind}/${id}`);
}

const idsOf = (list: readonly { id: string }[]) => list.map((x) => x.id).join("\u0000");

type ElementList = readonly GameDocument["globalElements"][number][];

/** The element lists of a document by container (scene id; `""`: the global elements), in order. */
const elementLists = (doc: GameDocument): [string, ElementList][] => [
  ...doc.scenes.map((s) => [s.id, s.elements] as [string, ElementList]),
  ["", doc.globalElements],
];

/** Same ids in the same places (elements only updated, or not at all). */
const aligned = (a: ElementList, b: ElementList) =>
  a.length === b.length && a.every((el, i) => el.id === b[i]!.id);

/**
 * Located elements (and, in `variables`, their variables) of the lists in `irregular`, and of the
 * elements of aligned lists that are not the same object as their partner's: what may differ.
 */
function changedParts(
  lists: [string, ElementList][],
  partners: ReadonlyMap<string, ElementList>,
  irregular: ReadonlySet<string>,
  variables: Map<string, Located>,
): Map<string, Located> {
  const elements = new Map<string, Located>();
  for (const [container, list] of lists) {
    const partner = partners.get(container);
    if (partner === list) continue;
    const whole = irregular.has(container);
    for (let i = 0; i < list.length; i++) {
      const el = list[i]!;
      if (!whole && el === partner![i]) continue;
      if (whole)
        elements.set(el.id, { value: el as unknown as Record<string, unknown>, container });
      for (const v of el.variables)
        variables.set(v.id, { value: v as unknown as Record<string, unknown>, container: el.id });
    }
  }
  return elements;
}

/**
 * What changed from `before` to `after`, as change keys (see the module comment). Element lists
 * that are the same object are skipped, and lists whose ids are where they were are compared
 * place by place: a batch's cost grows with what it changed, not with the game (issue 26). Keys
 * come in the order of the documents (scenes, then the global elements).
 */
export function footprint(before: GameDocument, after: GameDocument): Footprint {
  const writes = new Set<string>();
  const orders = new Set<string>();
  if (before === after) return { writes: [], orders: [] };
  const located = (list: readonly { id: string }[]) =>
    new Map(
      list.map((v) => [v.id, { value: v as unknown as Record<string, unknown>, container: "" }]),
    );
  const beforeVariables = located(before.variables);
  const afterVariables = located(after.variables);
  // Elements
  if (before.scenes !== after.scenes || before.globalElements !== after.globalElements) {
    const beforeLists = elementLists(before);
    const afterLists = elementLists(after);
    const beforeByContainer = new Map(beforeLists);
    const afterByContainer = new Map(afterLists);
    // Containers whose ids changed (added, removed, moved, reordered; new or removed scenes).
    const irregular = new Set<string>();
    for (const [container, list] of beforeLists) {
      const partner = afterByContainer.get(container);
      if (!partner || (partner !== list && !aligned(list, partner))) irregular.add(container);
    }
    for (const [container] of afterLists)
      if (!beforeByContainer.has(container)) irregular.add(container);
    const onBoth = (id: string, b: Located, a: Located) => {
      const bp = (b.value.props ?? {}) as Record<string, unknown>;
      const ap = (a.value.props ?? {}) as Record<string, unknown>;
      diffFields(`element/${id}/props`, bp, ap, NO_SKIP, writes);
      const bv = b.value.variables as { id: string }[];
      const av = a.value.variables as { id: string }[];
      if (idsOf(bv) !== idsOf(av)) orders.add(`order/element/${id}/variables`);
    };
    const afterIrregular = changedParts(afterLists, beforeByContainer, irregular, afterVariables);
    const beforeIrregular = changedParts(beforeLists, afterByContainer, irregular, beforeVariables);
    for (const [container, list] of beforeLists) {
      const partner = afterByContainer.get(container);
      if (partner === list) continue;
      if (irregular.has(container)) {
        for (const el of list) {
          const b = beforeIrregular.get(el.id)!;
          const a = afterIrregular.get(el.id);
          if (!a) {
            writes.add(`element/${el.id}`);
            continue;
          }
          if (a.container !== b.container) writes.add(`element/${el.id}/container`);
          if (a.value === b.value) continue;
          diffFields(`element/${el.id}`, b.value, a.value, ELEMENT_SKIP, writes);
          onBoth(el.id, b, a);
        }
        continue;
      }
      for (let i = 0; i < list.length; i++) {
        const el = list[i]!;
        const next = partner![i]!;
        if (el === next) continue;
        const b = { value: el as unknown as Record<string, unknown>, container };
        const a = { value: next as unknown as Record<string, unknown>, container };
        diffFields(`element/${el.id}`, b.value, a.value, ELEMENT_SKIP, writes);
        onBoth(el.id, b, a);
      }
    }
    for (const id of afterIrregular.keys())
      if (!beforeIrregular.has(id)) writes.add(`element/${id}`);
    for (const [container, list] of afterLists) {
      const partner = beforeByContainer.get(container);
      if (partner && irregular.has(container) && idsOf(partner) !== idsOf(list))
        orders.add(container === "" ? "order/global" : `order/scene/${container}`);
    }
  }
  // Variables (global and element variables)
  diffEntities("variable", beforeVariables, afterVariables, new Set(["id"]), writes);
  if (idsOf(before.variables) !== idsOf(after.variables)) orders.add("order/variables");
  // Scenes
  if (before.scenes !== after.scenes) {
    const scenes = (doc: GameDocument) =>
      new Map(
        doc.scenes.map((s) => [
          s.id,
          { value: s as unknown as Record<string, unknown>, container: "" },
        ]),
      );
    diffEntities("scene", scenes(before), scenes(after), new Set(["id", "elements"]), writes);
    if (idsOf(before.scenes) !== idsOf(after.scenes)) orders.add("order/scenes");
  }
  // Rules
  if (before.rules !== after.rules) {
    const rules = (doc: GameDocument) =>
      new Map(
        doc.rules.map((r) => [
          r.id,
          { value: r as unknown as Record<string, unknown>, container: "" },
        ]),
      );
    diffEntities("rule", rules(before), rules(after), new Set(["id"]), writes);
    if (idsOf(before.rules) !== idsOf(after.rules)) orders.add("order/rules");
  }
  return { writes: [...writes], orders: [...orders] };
}
