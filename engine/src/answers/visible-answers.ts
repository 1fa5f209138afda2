/**
 * Rules that compare a player's entry with a literal ("when the lock's entry equals 4711") still
 * work, but the literal is in every player's copy of the game. validate() warns about them, and
 * the logic builder converts one with a click: the literal becomes the element's secret answer
 * and the rule reacts to 'validatedCorrectly' instead.
 */
import { findElement } from "../document/element-index";
import type { Condition, Rule, Trigger } from "../document/rule-schema";
import type { Element, GameDocument } from "../document/schema";
import type { Registry } from "../elements/registry";
import type { Operation } from "../operations/types";

/** The element whose entry `condition` compares with a literal, if it checks answers. */
export function answerComparison(
  document: GameDocument,
  registry: Registry,
  condition: Condition,
): { element: Element; field: string; value: string } | null {
  const { left, right, comparator } = condition;
  if (left.kind !== "property" || right.kind !== "value") return null;
  if (comparator !== "eq" || typeof right.value === "boolean") return null;
  const element = findElement(document, left.elementId)?.element;
  const entry = element ? registry.find(element.type)?.answerEntry : undefined;
  if (!element || !entry || entry.property !== left.property) return null;
  return { element, field: entry.field, value: String(right.value) };
}

/** The element whose entry trigger `trigger` filters on a literal ("when 'Paris' is sent"). */
export function answerTrigger(
  document: GameDocument,
  registry: Registry,
  trigger: Trigger,
): { element: Element; field: string; value: string } | null {
  if (trigger.type !== "element" || trigger.to === undefined || typeof trigger.to === "boolean")
    return null;
  const element = findElement(document, trigger.elementId)?.element;
  const entry = element ? registry.find(element.type)?.answerEntry : undefined;
  if (!element || !entry?.trigger || entry.trigger !== trigger.trigger) return null;
  return { element, field: entry.field, value: String(trigger.to) };
}

/** Where a rule shows an answer: condition `index`, or trigger `index`. */
export type AnswerPlace = { kind: "condition" | "trigger"; index: number };

/**
 * The conversion of the condition or trigger at `place` of `rule` (which may be a draft not yet in the document):
 * the literal becomes the element's answer, the condition goes, and the rule's triggers become
 * the element's 'validatedCorrectly'. Null when it cannot be done cleanly: other conditions the
 * rule needs besides ('or', 'Multiple'), or a literal the answer field refuses.
 */
export function convertVisibleAnswer(
  document: GameDocument,
  registry: Registry,
  rule: Rule,
  place: AnswerPlace,
  exists: boolean,
): { operation: Operation; rule: Rule } | null {
  let found: ReturnType<typeof answerComparison>;
  let items = rule.conditions.items;
  if (place.kind === "condition") {
    const condition = rule.conditions.items[place.index];
    found = condition ? answerComparison(document, registry, condition) : null;
    items = rule.conditions.items.filter((_, i) => i !== place.index);
    if (rule.conditions.operator !== "and" && items.length > 0) return null;
  } else {
    const trigger = rule.triggers[place.index];
    found = trigger ? answerTrigger(document, registry, trigger) : null;
    // Other triggers would fire the rule without any answer.
    if (rule.triggers.length > 1) return null;
  }
  if (!found) return null;
  const def = registry.get(found.element.type);
  const props = { ...(found.element.props as Record<string, unknown>), [found.field]: found.value };
  if (!def.schema.safeParse(props).success) return null;
  const converted: Rule = {
    ...rule,
    triggers: [{ type: "element", elementId: found.element.id, trigger: "validatedCorrectly" }],
    conditions: { ...rule.conditions, operator: "and", items },
  };
  if (converted.conditions.requiredCount !== undefined) delete converted.conditions.requiredCount;
  return {
    rule: converted,
    operation: {
      type: "batch",
      ops: [
        { type: "updateProps", ids: [found.element.id], patch: { [found.field]: found.value } },
        exists ? { type: "updateRule", rule: converted } : { type: "addRule", rule: converted },
      ],
    },
  };
}
