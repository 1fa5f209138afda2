/**
 * What the logic builder edits, as data: new triggers, conditions and actions with sensible
 * defaults, the parameters each animation kind has (and nothing else), the value type of an
 * operand, and what a rule refers to (filters, "used in"). No React.
 */
import {
  ACTION_TYPES,
  actionDefinition,
  comparatorsFor,
  createId,
  listVariables,
  ruleReferences,
  indexDocument,
  type Action,
  type ActionType,
  type Comparator,
  type Condition,
  type GameDocument,
  type Operand,
  type Registry,
  type Rule,
  type ValueType,
} from "@exitgame/engine";
import { zeroOf } from "../fields/rule-values";

export {
  ANIMATION_PARAMS,
  changeAnimationKind,
  defaultAnimation,
  zeroOf,
  type AnimationParam,
} from "../fields/rule-values";

export const RULE_ACTION_TYPES: readonly ActionType[] = ACTION_TYPES;

export function newRule(sceneId: string): Rule {
  return {
    id: createId("rule"),
    name: "",
    enabled: true,
    sceneId,
    triggers: [],
    conditions: { operator: "and", items: [] },
    actions: [],
  };
}

/** A copy with new ids for the rule, its conditions and its actions ("edit a copy"). */
export function copyRule(rule: Rule, name: string): Rule {
  return {
    ...structuredClone(rule),
    id: createId("rule"),
    name,
    conditions: {
      ...rule.conditions,
      items: rule.conditions.items.map((c) => ({ ...structuredClone(c), id: createId("cond") })),
    },
    actions: rule.actions.map((a) => ({ ...structuredClone(a), id: createId("act") })),
  };
}

/** The value type of the left side of a condition (undefined: it names nothing that exists). */
export function operandType(
  doc: GameDocument,
  registry: Registry,
  operand: Operand,
): ValueType | undefined {
  if (operand.kind === "variable")
    return listVariables(doc).find((v) => v.id === operand.variableId)?.type;
  if (operand.kind === "property") {
    const el = indexDocument(doc).element(operand.elementId)?.element;
    if (!el) return undefined;
    return registry.vocabulary(el.type)?.properties[operand.property]?.type;
  }
  if (operand.kind === "value") return typeof operand.value as ValueType;
  return "collision";
}

/** A new condition on `left`, with the first comparator its type allows and a fitting right side. */
export function newCondition(doc: GameDocument, registry: Registry, left: Condition["left"]) {
  const type = operandType(doc, registry, left);
  const comparator: Comparator = comparatorsFor(type ?? "number")[0]!;
  const right: Operand =
    type === "collision"
      ? { kind: "element", elementId: "" }
      : { kind: "value", value: zeroOf(type) };
  return { id: createId("cond"), left, comparator, right } satisfies Condition;
}

/**
 * A fresh action of `type`, as its definition starts it: references (scene, element, variable)
 * are left empty for the author to choose, and validate() reports them until they are.
 */
export function newAction(type: ActionType): Action {
  return { id: createId("act"), ...actionDefinition(type)!.create() } as Action;
}

/** A thing a rule may refer to, as the list's filter and "used in" name it. */
export type Target = { kind: "element" | "variable" | "scene"; id: string };

export function ruleUses(rule: Rule, target: Target): boolean {
  const refs = ruleReferences(rule);
  const list =
    target.kind === "element"
      ? refs.elements
      : target.kind === "scene"
        ? refs.scenes
        : refs.variables;
  return list.includes(target.id);
}

/** The rules that refer to `target`, in list order. */
export function rulesUsing(doc: GameDocument, target: Target): Rule[] {
  return doc.rules.filter((r) => ruleUses(r, target));
}
