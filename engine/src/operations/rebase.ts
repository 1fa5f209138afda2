/**
 * Merging concurrent edits (co-authoring): what an operation batch touched, whether two authors'
 * batches touched the same thing, and applying one author's operations over another's.
 *
 * What a batch touched is a footprint: change keys computed by diffing the document before and
 * after it (so every operation type, pruning included, is covered the same way):
 * - `element/<id>`, `scene/<id>`, `rule/<id>`, `variable/<id>`: the thing was added or removed;
 * - `element/<id>/<field>`, `element/<id>/props/<key>`, `scene/<id>/<field>`, `rule/<id>/<field>`,
 *   `variable/<id>/<field>`: one property changed (an element moving to another container:
 *   `element/<id>/container`);
 * - `order/…`: the order of a list changed (`order/scenes`, `order/rules`, `order/variables`,
 *   `order/scene/<id>`, `order/global`, `order/element/<id>/variables`). Order changes never
 *   conflict: both authors' additions are kept, in the order they reached the server.
 * Two batches conflict where a property key of one equals one of the other, or where one added or
 * removed a thing the other changed. Operations address everything by id, so where they do not
 * conflict the rebase is applying mine to the current document.
 */
import type { GameDocument, Variable } from "../document/schema";
import { applyOperation } from "./apply";
import {
  footprint,
  locatedElements,
  locatedVariables,
  sameValue,
  type Footprint,
} from "./footprint";
import { pruneReferences, ruleReferences } from "./references";
import type { ApplyOptions, Operation, OperationError } from "./types";

export interface MergeConflict {
  /** The change key both touched (`element/e1/fill`, or `element/e1` when one side removed it). */
  key: string;
  /** `changed`: both set the same property differently; `deleted`: one removed what the other changed. */
  kind: "changed" | "deleted";
  /** The value after my operations (the whole thing for `deleted`; `null` when mine removed it). */
  mine: unknown;
  /** The value others left (`null` when they removed it). */
  theirs: unknown;
  /** For a removed element or element variable: the scene (`""`: global) or element it was in. */
  container?: string;
}

/** The thing a key names (`element/e1` of `element/e1/props/text`). */
export const entityKey = (key: string) => key.split("/", 2).join("/");

/** The value a change key names in a document: a property, a whole thing, or undefined (absent). */
export function valueAt(doc: GameDocument, key: string): unknown {
  const [kind, id, ...path] = key.split("/");
  let found: Record<string, unknown> | undefined;
  let container: string | undefined;
  if (kind === "element") {
    const located = locatedElements(doc).get(id!);
    found = located?.value;
    container = located?.container;
  } else if (kind === "variable") found = locatedVariables(doc).get(id!)?.value;
  else if (kind === "scene")
    found = doc.scenes.find((s) => s.id === id) as Record<string, unknown> | undefined;
  else if (kind === "rule")
    found = doc.rules.find((r) => r.id === id) as Record<string, unknown> | undefined;
  if (!found) return undefined;
  if (path.length === 0) return found;
  if (path[0] === "container") return container;
  let value: unknown = found;
  for (const part of path) value = (value as Record<string, unknown> | undefined)?.[part];
  return value;
}

/**
 * The real conflicts between what others wrote since my base (`theirs`, change keys) and my
 * operations (`mine`: the base and the document after my operations on it), compared with the
 * current document: the same property set to different values, or a thing one side removed and
 * the other changed. One conflict per key.
 */
export function findConflicts(
  theirs: Iterable<string>,
  mine: Footprint,
  mineDoc: GameDocument,
  current: GameDocument,
): MergeConflict[] {
  const theirKeys = new Set(theirs);
  const theirEntities = new Map<string, string[]>();
  for (const key of theirKeys) {
    const entity = entityKey(key);
    theirEntities.set(entity, [...(theirEntities.get(entity) ?? []), key]);
  }
  const conflicts = new Map<string, MergeConflict>();
  const add = (key: string, kind: MergeConflict["kind"]) => {
    if (conflicts.has(key)) return;
    const mineValue = valueAt(mineDoc, key);
    const theirValue = valueAt(current, key);
    if (sameValue(mineValue, theirValue)) return;
    const container =
      kind === "deleted" && (key.startsWith("element/") || key.startsWith("variable/"))
        ? ((valueAt(mineDoc, `${key}/container`) ?? valueAt(current, `${key}/container`)) as
            string | undefined)
        : undefined;
    conflicts.set(key, {
      key,
      kind,
      mine: mineValue ?? null,
      theirs: theirValue ?? null,
      ...(container !== undefined ? { container } : {}),
    });
  };
  for (const key of mine.writes) {
    const entity = entityKey(key);
    const theirsOfEntity = theirEntities.get(entity);
    if (!theirsOfEntity) continue;
    const existenceMine = key === entity;
    const existenceTheirs = theirKeys.has(entity);
    if (existenceMine || existenceTheirs) {
      // One side added or removed the thing and the other touched it: about the whole thing.
      const mineHas = valueAt(mineDoc, entity) !== undefined;
      const theirsHas = valueAt(current, entity) !== undefined;
      if (mineHas !== theirsHas) add(entity, "deleted");
    } else if (theirKeys.has(key)) add(key, "changed");
  }
  return [...conflicts.values()];
}

export interface MergeInput {
  /** The document my operations were made on. */
  base: GameDocument;
  /** The document now (base plus others' batches). */
  current: GameDocument;
  /** What others' batches since the base wrote (their footprints' `writes`). */
  theirs: Iterable<string>;
  operations: readonly Operation[];
  options?: ApplyOptions;
}

export type MergeResult =
  | {
      ok: true;
      doc: GameDocument;
      /** My operations as applied to the current document (generated ids filled in). */
      applied: Operation[];
      /** Takes `doc` back to `current`. */
      inverse: Operation;
      conflicts: MergeConflict[];
      /** Operations of mine that no longer apply (they edited something others removed). */
      dropped: number;
      footprint: Footprint;
    }
  | { ok: false; index: number; error: OperationError };

/**
 * Applies my operations over what others did since my base. Mine must apply to the base (else
 * the batch is refused: `index` names the operation); on the current document, operations that
 * no longer apply are dropped (they are reported as `deleted` conflicts) and the rest win:
 * conflicts are returned for the author to decide (keep mine, or take theirs with `settleConflict`).
 */
export function mergeOperations(input: MergeInput): MergeResult {
  const { base, current, operations, options } = input;
  const theirs = [...input.theirs];
  let conflicts: MergeConflict[] = [];
  let doc = current;
  const applied: Operation[] = [];
  const inverses: Operation[] = [];
  let dropped = 0;
  const attempt = (op: Operation): boolean => {
    // A scene inserted after the end of my base's list goes to the end of the current one.
    if (op.type === "insertScene" && op.index > doc.scenes.length)
      op = { ...op, index: doc.scenes.length };
    const result = applyOperation(doc, op, options);
    if (result.ok) {
      doc = result.doc;
      applied.push(result.applied);
      inverses.unshift(result.inverse);
      return true;
    }
    // A variable of mine whose name others gave to one of theirs meanwhile: mine is kept under
    // the next free name ("Punkte 2"), as a paste would do, rather than lost.
    if (op.type === "addVariable" && result.error.code === "variableNameTaken")
      return attempt({
        ...op,
        variable: { ...op.variable, name: freeName(doc, op.variable.name) },
      });
    // What still applies of an operation naming something others removed.
    const parts = splitOperation(op);
    if (!parts) return false;
    let any = false;
    for (const part of parts) any = attempt(part) || any;
    return any;
  };
  for (let i = 0; i < operations.length; i++) {
    if (base === current) {
      const result = applyOperation(doc, operations[i]!, options);
      if (!result.ok) return { ok: false, index: i, error: result.error };
      doc = result.doc;
      applied.push(result.applied);
      inverses.unshift(result.inverse);
    } else if (!attempt(operations[i]!)) dropped++;
  }
  if (base !== current) {
    // Mine may refer to what others removed (a rule copied with a scene, a pasted rule): the
    // references go, as if the removal had come after mine.
    const fix = pruneRemoved(doc);
    if (fix) {
      const result = applyOperation(doc, fix, options);
      if (result.ok) {
        doc = result.doc;
        applied.push(result.applied);
        inverses.unshift(result.inverse);
      }
    }
  }
  if (base !== current) {
    // A variable others gave another type that a rule of mine now uses (the type change would
    // have been refused after mine): mine wins, the type goes back (a conflict asks).
    const fix = restoreTypes(base, doc, theirs);
    const result = fix && applyOperation(doc, fix, options);
    if (result?.ok) {
      doc = result.doc;
      applied.push(result.applied);
      inverses.unshift(result.inverse);
    }
  }
  const print = footprint(current, doc);
  if (base !== current && theirs.length > 0) {
    const theirEntities = new Set(theirs.map(entityKey));
    const removesTheirs = print.writes.some(
      (key) => entityKey(key) === key && theirEntities.has(key),
    );
    const structural = theirs.some((key) => entityKey(key) === key || key.endsWith("/container"));
    // A removal of mine prunes rules' references: on the current document it may prune a rule
    // others changed differently than on my base (removing it there, only an action here).
    const pruning =
      theirs.some((key) => key.startsWith("rule/")) &&
      print.writes.some((key) => entityKey(key) === key);
    if (dropped === 0 && !removesTheirs && !structural && !pruning) {
      // Fast path: all of mine applied, others only changed properties (nothing added, removed
      // or moved to another scene) and mine removed none
      // of the things they changed: a conflict is a property both wrote, where mine now differs from theirs (what mine changed on the
      // current document).
      const theirKeys = new Set(theirs);
      for (const key of print.writes)
        if (theirKeys.has(key))
          conflicts.push({
            key,
            kind: "changed",
            mine: valueAt(doc, key) ?? null,
            theirs: valueAt(current, key) ?? null,
          });
    } else {
      // Mine against the base it was made on: what I changed, what I removed or lost.
      let mineDoc = base;
      for (let i = 0; i < operations.length; i++) {
        const result = applyOperation(mineDoc, operations[i]!, options);
        if (!result.ok) return { ok: false, index: i, error: result.error };
        mineDoc = result.doc;
      }
      const minePrint = footprint(base, mineDoc);
      conflicts = findConflicts(theirs, minePrint, mineDoc, current);
      conflicts = [
        ...conflicts,
        ...lostThings(conflicts, theirs, minePrint, mineDoc, current, doc),
      ];
    }
  }
  return {
    ok: true,
    doc,
    applied,
    inverse: inverses.length === 1 ? inverses[0]! : { type: "batch", ops: inverses },
    conflicts,
    dropped,
    footprint: print,
  };
}

/**
 * Things one side added or kept that the merge lost through the other side (an element added to
 * a scene the other deleted): asked about like a removal.
 */
function lostThings(
  asked: readonly MergeConflict[],
  theirs: readonly string[],
  mine: Footprint,
  mineDoc: GameDocument,
  current: GameDocument,
  merged: GameDocument,
): MergeConflict[] {
  const decided = new Set(asked.map((c) => c.key));
  const out: MergeConflict[] = [];
  const check = (key: string, side: "mine" | "theirs") => {
    const entity = entityKey(key);
    if (decided.has(entity) || decided.has(key)) return;
    const sideDoc = side === "mine" ? mineDoc : current;
    const wanted = valueAt(sideDoc, entity);
    const got = valueAt(merged, entity);
    if ((wanted === undefined) === (got === undefined)) {
      // Both have the thing: a property one side set that the merge did not keep (a rule
      // pruned by the other's deletion, a placement that no longer fits).
      if (key === entity || wanted === undefined) return;
      const want = valueAt(sideDoc, key);
      const have = valueAt(merged, key);
      if (sameValue(want, have)) return;
      decided.add(key);
      out.push({
        key,
        kind: "changed",
        mine: (side === "mine" ? want : have) ?? null,
        theirs: (side === "theirs" ? want : have) ?? null,
      });
      return;
    }
    decided.add(entity);
    const container = (valueAt(sideDoc, `${entity}/container`) ??
      valueAt(merged, `${entity}/container`)) as string | undefined;
    out.push({
      key: entity,
      kind: "deleted",
      mine: (side === "mine" ? wanted : got) ?? null,
      theirs: (side === "theirs" ? wanted : got) ?? null,
      ...(container !== undefined ? { container } : {}),
    });
  };
  for (const key of theirs) check(key, "theirs");
  for (const key of mine.writes) check(key, "mine");
  return out;
}

/** An operation as parts that may apply one by one (per id; a batch's operations); null: none. */
/** The first of "name 2", "name 3", … that no variable of the document has (any scope). */
function freeName(doc: GameDocument, name: string): string {
  const taken = new Set(Array.from(locatedVariables(doc).values(), (v) => v.value["name"]));
  let n = 2;
  while (taken.has(`${name} ${n}`)) n++;
  return `${name} ${n}`;
}

function splitOperation(op: Operation): Operation[] | null {
  if (op.type === "batch") return op.ops.length > 1 ? op.ops : null;
  if (
    (op.type === "removeElements" ||
      op.type === "updateElements" ||
      op.type === "updateProps" ||
      op.type === "setLocked" ||
      op.type === "deleteRules" ||
      op.type === "setRulesEnabled") &&
    op.ids.length > 1
  )
    return op.ids.map((id) => ({ ...op, ids: [id] }) as Operation);
  if (op.type === "updateEachElement" && op.changes.length > 1)
    return op.changes.map((change) => ({ type: "updateEachElement", changes: [change] }));
  return null;
}

/**
 * Rule updates and deletions taking out references to things the merged document does not have
 * (others removed them, or an insertion of mine no longer applied). Null: none.
 */
function pruneRemoved(doc: GameDocument): Operation | null {
  const elements = locatedElements(doc);
  const variables = locatedVariables(doc);
  const scenes = new Set(doc.scenes.map((s) => s.id));
  const removed = {
    elements: new Set<string>(),
    scenes: new Set<string>(),
    variables: new Set<string>(),
  };
  for (const rule of doc.rules) {
    const refs = ruleReferences(rule);
    for (const id of refs.elements) if (!elements.has(id)) removed.elements.add(id);
    for (const id of refs.scenes) if (!scenes.has(id)) removed.scenes.add(id);
    for (const id of refs.variables) if (!variables.has(id)) removed.variables.add(id);
  }
  if (removed.elements.size + removed.scenes.size + removed.variables.size === 0) return null;
  const pruned = pruneReferences(doc.rules, removed);
  if (pruned.rules === doc.rules) return null;
  const kept = new Set(pruned.rules.map((r) => r.id));
  const ops: Operation[] = pruned.rules
    .filter((rule, i) => rule !== doc.rules.find((r) => r.id === rule.id) && i >= 0)
    .map((rule) => ({ type: "updateRule", rule }));
  const gone = doc.rules.filter((r) => !kept.has(r.id)).map((r) => r.id);
  if (gone.length > 0) ops.push({ type: "deleteRules", ids: gone });
  return ops.length === 1 ? ops[0]! : { type: "batch", ops };
}

/**
 * Applies operations in order, skipping those that fail (the client's pending operations over
 * others' changes). Returns the document and the operations that still applied.
 */
export function applyEach(
  doc: GameDocument,
  operations: readonly Operation[],
  options?: ApplyOptions,
): { doc: GameDocument; applied: Operation[]; dropped: number } {
  const applied: Operation[] = [];
  let dropped = 0;
  for (const op of operations) {
    const result = applyOperation(doc, op, options);
    if (!result.ok) {
      dropped++;
      continue;
    }
    doc = result.doc;
    applied.push(result.applied);
  }
  return { doc, applied, dropped };
}

/**
 * Sets variables whose type `theirs` changed back to their type in `base` where rules of the
 * merged document use them: the rules go out, the variable changes, the rules come back (one
 * batch, so the type change is not refused). Null: nothing to restore.
 */
function restoreTypes(
  base: GameDocument,
  doc: GameDocument,
  theirs: readonly string[],
): Operation | null {
  const ops: Operation[] = [];
  for (const key of theirs) {
    const [kind, id, field] = key.split("/");
    if (kind !== "variable" || field !== "type" || !id) continue;
    const was = locatedVariables(base).get(id)?.value as Variable | undefined;
    const now = locatedVariables(doc).get(id)?.value as Variable | undefined;
    if (!was || !now || was.type === now.type) continue;
    const users = doc.rules.flatMap((rule, index) =>
      ruleReferences(rule).variables.includes(id) ? [{ index, rule }] : [],
    );
    if (users.length === 0) continue;
    ops.push(
      { type: "deleteRules", ids: users.map((u) => u.rule.id) },
      { type: "updateVariable", id, patch: { type: was.type, initialValue: was.initialValue } },
      { type: "insertRules", items: users },
    );
  }
  return ops.length === 0 ? null : { type: "batch", ops };
}
