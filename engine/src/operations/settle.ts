/**
 * Settling a merge conflict (co-authoring): the operation that gives a change key the value the
 * author chose for it ("keep mine" / "take theirs"), without references to what is gone.
 */
import type { Rule } from "../document/rule-schema";
import type { GameDocument } from "../document/schema";
import { locatedElements, locatedVariables, sameValue } from "./footprint";
import { valueAt, type MergeConflict } from "./rebase";
import { pruneReferences, ruleReferences } from "./references";
import type { Operation } from "./types";

/**
 * The operation that gives the key the value chosen for it in `doc` (the author's document after
 * the merge): a property set back, a removed thing inserted again, or a thing removed. Null when
 * `doc` already has that value.
 */
export function settleOperation(
  doc: GameDocument,
  conflict: Pick<MergeConflict, "key" | "container">,
  value: unknown,
): Operation | null {
  const { key } = conflict;
  const [kind, id, field, sub] = key.split("/") as [string, string, string?, string?];
  const now = valueAt(doc, key);
  if (sameValue(now ?? null, value ?? null)) return null;
  if (field === undefined) {
    // A whole thing: remove it, or insert the chosen one again (at the end of where it was).
    if (value === null || value === undefined) {
      if (kind === "element") return { type: "removeElements", ids: [id] };
      if (kind === "scene") return { type: "deleteScene", id };
      if (kind === "rule") return { type: "deleteRules", ids: [id] };
      if (kind === "variable") return { type: "deleteVariable", id };
      return null;
    }
    if (kind === "element") {
      const element = value as { global: boolean };
      const home = doc.scenes.find((s) => s.id === conflict.container) ?? doc.scenes[0];
      const sceneId = element.global ? null : (home?.id ?? null);
      const index = element.global
        ? doc.globalElements.length
        : (doc.scenes.find((s) => s.id === sceneId)?.elements.length ?? 0);
      return {
        type: "insertElements",
        items: [{ sceneId, index, element: value as never }],
      };
    }
    if (kind === "scene")
      return { type: "insertScene", scene: value as never, index: doc.scenes.length };
    if (kind === "rule") {
      // Without references to what is no longer there (a scene the other side deleted).
      const rule = withoutMissingReferences(doc, value as Rule);
      if (!rule) return now === undefined ? null : { type: "deleteRules", ids: [id] };
      return now === undefined
        ? { type: "insertRules", items: [{ index: doc.rules.length, rule }] }
        : { type: "updateRule", rule };
    }
    if (kind === "variable")
      return {
        type: "addVariable",
        elementId: conflict.container ? conflict.container : null,
        variable: value as never,
      };
    return null;
  }
  if (kind === "element") {
    if (field === "container") return null;
    if (field === "props" && sub !== undefined)
      return { type: "updateProps", ids: [id], patch: { [sub]: value } };
    return { type: "updateElements", ids: [id], patch: { [field]: value } };
  }
  if (kind === "scene") {
    if (field === "name") return { type: "renameScene", id, name: String(value) };
    return { type: "updateSceneSettings", id, patch: { [field]: value } };
  }
  if (kind === "rule") {
    const rule = doc.rules.find((r) => r.id === id);
    const next = rule && withoutMissingReferences(doc, { ...rule, [field]: value });
    return next ? { type: "updateRule", rule: next } : null;
  }
  if (kind === "variable")
    return {
      type: "updateVariable",
      id,
      patch: { [field]: value === undefined ? null : value } as never,
    };
  return null;
}

/** A rule without its references to things `doc` does not have (null: nothing of it is left). */
function withoutMissingReferences(doc: GameDocument, rule: Rule): Rule | null {
  const refs = ruleReferences(rule);
  const elements = locatedElements(doc);
  const variables = locatedVariables(doc);
  const scenes = new Set(doc.scenes.map((s) => s.id));
  const removed = {
    elements: new Set(refs.elements.filter((id) => !elements.has(id))),
    scenes: new Set(refs.scenes.filter((id) => !scenes.has(id))),
    variables: new Set(refs.variables.filter((id) => !variables.has(id))),
  };
  if (removed.elements.size + removed.scenes.size + removed.variables.size === 0) return rule;
  return pruneReferences([rule], removed).rules[0] ?? null;
}
