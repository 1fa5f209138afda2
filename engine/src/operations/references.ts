/**
 * What rules refer to, and removing those references: `pruneReferences` is what deleting an
 * element, a scene or a variable does to the rules, and what a scene export does to the rules of
 * the scenes it leaves out (what the export dialog lists: "removed triggers, conditions, actions and modified rules").
 */
import { ALL_SCENES } from "../document/constants";
import type { Action, Condition, Operand, Rule, Trigger } from "../document/rule-schema";
import type { GameDocument } from "../document/schema";
import { definitionOf } from "../rules/actions";
import { operandReferences } from "../rules/actions/contract";
import { triggerDefinitionOf } from "../rules/triggers";
import type { ModifiedRule, PruneReport, RemovedRule } from "./types";

/** The ids a rule part refers to, by kind. */
export interface References {
  elements: string[];
  scenes: string[];
  variables: string[];
}

export function triggerReferences(trigger: Trigger, out = emptyRefs()): References {
  triggerDefinitionOf(trigger).references(trigger, out);
  return out;
}

export function conditionReferences(condition: Condition, out = emptyRefs()): References {
  operandReferences(condition.left, out);
  operandReferences(condition.right, out);
  return out;
}

export function actionReferences(action: Action, out = emptyRefs()): References {
  definitionOf(action).references(action, out);
  return out;
}

/** Everything a rule refers to (its scope included, unless it is 'all'). */
export function ruleReferences(rule: Rule): References {
  const out = emptyRefs();
  if (rule.sceneId !== ALL_SCENES) out.scenes.push(rule.sceneId);
  for (const t of rule.triggers) triggerReferences(t, out);
  for (const c of rule.conditions.items) conditionReferences(c, out);
  for (const a of rule.actions) actionReferences(a, out);
  return out;
}

function emptyRefs(): References {
  return { elements: [], scenes: [], variables: [] };
}

/** What is being removed. Element variables are not implied: list them in `variables`. */
export interface RemovedTargets {
  elements?: ReadonlySet<string>;
  scenes?: ReadonlySet<string>;
  variables?: ReadonlySet<string>;
}

export interface PruneResult {
  /** The rules without the references; `rules` itself when nothing referred to the targets. */
  rules: Rule[];
  report: PruneReport;
  /** Original index and rule of every rule removed or modified (to restore them). */
  originals: { index: number; rule: Rule }[];
}

/**
 * Removes every reference to the targets from the rules: rules scoped to a removed scene go,
 * and so do rules left without a trigger (a rule that had none keeps its incomplete state);
 * triggers, conditions and actions that name a removed target are taken out of the others. A
 * 'Multiple' count higher than the conditions left is lowered to them.
 */
export function pruneReferences(rules: Rule[], removed: RemovedTargets): PruneResult {
  const elements = removed.elements ?? EMPTY;
  const scenes = removed.scenes ?? EMPTY;
  const variables = removed.variables ?? EMPTY;
  const hits = (refs: References) =>
    refs.elements.some((id) => elements.has(id)) ||
    refs.scenes.some((id) => scenes.has(id)) ||
    refs.variables.some((id) => variables.has(id));

  const report: PruneReport = { removedRules: [], modifiedRules: [] };
  const originals: PruneResult["originals"] = [];
  let out: Rule[] | undefined;
  rules.forEach((rule, index) => {
    const remove = (reason: RemovedRule["reason"]) => {
      out ??= rules.slice(0, index);
      originals.push({ index, rule });
      report.removedRules.push({ rule, reason });
    };
    if (rule.sceneId !== ALL_SCENES && scenes.has(rule.sceneId)) return remove("sceneRemoved");
    const removedTriggers = rule.triggers.filter((t) => hits(triggerReferences(t)));
    const removedConditions = rule.conditions.items.filter((c) => hits(conditionReferences(c)));
    const removedActions = rule.actions.filter((a) => hits(actionReferences(a)));
    if (removedTriggers.length + removedConditions.length + removedActions.length === 0) {
      out?.push(rule);
      return;
    }
    if (rule.triggers.length > 0 && removedTriggers.length === rule.triggers.length)
      return remove("noTriggersLeft");
    const items = removedConditions.length
      ? rule.conditions.items.filter((c) => !removedConditions.includes(c))
      : rule.conditions.items;
    const conditions = { ...rule.conditions, items };
    const modified: ModifiedRule = {
      ruleId: rule.id,
      removedTriggers,
      removedConditions,
      removedActions,
    };
    const count = rule.conditions.requiredCount;
    if (count !== undefined && count > items.length) {
      if (items.length === 0) delete conditions.requiredCount;
      else conditions.requiredCount = items.length;
      modified.requiredCount = { from: count, to: items.length };
    }
    const next: Rule = {
      ...rule,
      triggers: removedTriggers.length
        ? rule.triggers.filter((t) => !removedTriggers.includes(t))
        : rule.triggers,
      conditions,
      actions: removedActions.length
        ? rule.actions.filter((a) => !removedActions.includes(a))
        : rule.actions,
    };
    out ??= rules.slice(0, index);
    out.push(next);
    originals.push({ index, rule });
    report.modifiedRules.push(modified);
  });
  return { rules: out ?? rules, report, originals };
}

const EMPTY: ReadonlySet<string> = new Set();

/** Maps every id a rule refers to through `map` (ids not in it stay). */
export function remapRuleReferences(rule: Rule, map: ReadonlyMap<string, string>): Rule {
  const m = (id: string) => map.get(id) ?? id;
  const operand = <O extends Operand>(o: O): O =>
    o.kind === "property" || o.kind === "element"
      ? { ...o, elementId: m(o.elementId) }
      : o.kind === "variable"
        ? { ...o, variableId: m(o.variableId) }
        : o;
  const remapper = { id: m, operand };
  const trigger = (t: Trigger): Trigger => triggerDefinitionOf(t).remap(t, remapper);
  const action = (a: Action): Action => definitionOf(a).remap(a, remapper);
  return {
    ...rule,
    sceneId: rule.sceneId === ALL_SCENES ? rule.sceneId : m(rule.sceneId),
    triggers: rule.triggers.map(trigger),
    conditions: {
      ...rule.conditions,
      items: rule.conditions.items.map((c) => ({
        ...c,
        left: operand(c.left),
        right: operand(c.right),
      })),
    },
    actions: rule.actions.map(action),
  };
}

/**
 * The document reduced to some of its scenes (document order kept), as a scene export needs it:
 * the other scenes go with their elements and element variables, and the rules lose every
 * reference to them (the report lists what went). Global elements and variables stay. Null when
 * none of the ids names a scene (a document needs one).
 */
export function keepScenes(
  doc: GameDocument,
  sceneIds: Iterable<string>,
): { doc: GameDocument; report: PruneReport } | null {
  const keep = new Set(sceneIds);
  const scenes = doc.scenes.filter((s) => keep.has(s.id));
  if (scenes.length === 0) return null;
  const removed = {
    scenes: new Set<string>(),
    elements: new Set<string>(),
    variables: new Set<string>(),
  };
  for (const scene of doc.scenes) {
    if (keep.has(scene.id)) continue;
    removed.scenes.add(scene.id);
    for (const el of scene.elements) {
      removed.elements.add(el.id);
      for (const v of el.variables) removed.variables.add(v.id);
    }
  }
  const { rules, report } = pruneReferences(doc.rules, removed);
  return { doc: { ...doc, scenes, rules }, report };
}
