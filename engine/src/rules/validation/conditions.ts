/**
 * A rule's conditions: operands that exist, a comparator for their type, the same type on both
 * sides, answers compared in the page, more required conditions than there are, and "and"
 * conditions that contradict each other.
 */
import type { Condition, Rule, Scalar } from "../../document/rule-schema";
import { comparatorsFor } from "../../elements/vocabulary";
import { answerComparison } from "../../answers/visible-answers";
import { scalarsEqual } from "../compare";
import type { ValidationContext } from "./context";
import { operandType, type RuleSite } from "./operands";

export function checkConditions(ctx: ValidationContext, site: RuleSite, rule: Rule) {
  const { report, document, registry, nameOf } = ctx;
  const { at, ids, ruleParams } = site;
  const items = rule.conditions.items;
  items.forEach((condition, c) => {
    const cp = `${at}.conditions.items.${c}`;
    const where = { at: "condition", conditionNumber: c + 1 };
    const left = operandType(ctx, site, condition.left, `${cp}.left`, where);
    const right = operandType(ctx, site, condition.right, `${cp}.right`, where);
    if (!left || !right) return;
    if (left === "element") return;
    if (!comparatorsFor(left).includes(condition.comparator)) {
      return void report(
        "error",
        "invalidComparator",
        { ...ruleParams, ...where, comparator: condition.comparator, valueType: left },
        `${cp}.comparator`,
        ids,
      );
    }
    const expected = left === "collision" ? "element" : left;
    if (right !== expected) {
      const code = condition.right.kind === "variable" ? "variableTypeMismatch" : "typeMismatch";
      report(
        "error",
        code,
        { ...ruleParams, ...where, expected, actual: right },
        `${cp}.right`,
        ids,
      );
      return;
    }
    const answered = answerComparison(document, registry, condition);
    if (answered)
      report(
        "warning",
        "answerVisible",
        { ...ruleParams, ...where, element: nameOf(answered.element) },
        cp,
        { ...ids, elementId: answered.element.id },
      );
  });
  const required =
    rule.conditions.operator === "partialAnd" ? (rule.conditions.requiredCount ?? items.length) : 0;
  if (required > items.length) {
    report(
      "warning",
      "conditionNeverHolds",
      { ...ruleParams, reason: "tooFewConditions", required, count: items.length },
      `${at}.conditions.requiredCount`,
      ids,
    );
  }
  if (rule.conditions.operator === "and") {
    const equalities = new Map<string, { value: Scalar; index: number }>();
    items.forEach((condition, c) => {
      if (
        condition.right.kind !== "value" ||
        (condition.comparator !== "eq" && condition.comparator !== "is")
      )
        return;
      const key = operandKey(condition.left);
      const seen = equalities.get(key);
      if (seen && !scalarsEqual(seen.value, condition.right.value)) {
        report(
          "warning",
          "conditionNeverHolds",
          { ...ruleParams, reason: "contradiction", first: seen.index + 1, second: c + 1 },
          `${at}.conditions.items.${c}`,
          ids,
        );
      } else equalities.set(key, { value: condition.right.value, index: c });
    });
  }
}

function operandKey(operand: Condition["left"]): string {
  return operand.kind === "variable"
    ? `v:${operand.variableId}`
    : `p:${operand.elementId}:${operand.property}`;
}
