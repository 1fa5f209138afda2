/** The type of a condition's or an action's operand, reporting references to nothing. */
import type { Operand } from "../../document/rule-schema";
import type { ValueType } from "../../elements/contract";
import type { DiagnosticParams } from "../diagnostic";
import type { ValidationContext } from "./context";

/** Where in the document one rule's findings go, and what names the rule in them. */
export interface RuleSite {
  /** 'rules.2' */
  at: string;
  ids: { ruleId: string };
  /** Every rule finding names its rule: by name, or by number when it has none. */
  ruleParams: { rule: string; ruleNumber: number };
}

/** Type of an operand, reporting unknown references; undefined when unknown. */
export function operandType(
  ctx: ValidationContext,
  { ids, ruleParams }: RuleSite,
  operand: Operand,
  path: string,
  where: DiagnosticParams,
): ValueType | "element" | undefined {
  const { report, variables, elements, nameOf } = ctx;
  switch (operand.kind) {
    case "value":
      return typeof operand.value as ValueType;
    case "variable": {
      const v = variables.get(operand.variableId);
      if (!v)
        return void report(
          "error",
          "unknownVariable",
          { ...ruleParams, ...where },
          `${path}.variableId`,
          ids,
        );
      ctx.reads.add(v.id);
      return v.type;
    }
    case "property": {
      const located = elements.get(operand.elementId);
      if (!located)
        return void report(
          "error",
          "unknownElement",
          { ...ruleParams, ...where },
          `${path}.elementId`,
          ids,
        );
      const decl = ctx.propertyDecl(located.element, operand.property);
      if (!decl)
        return void report(
          "error",
          "unknownProperty",
          {
            ...ruleParams,
            element: nameOf(located.element),
            elementType: located.element.type,
            property: operand.property,
          },
          `${path}.property`,
          { ...ids, elementId: located.element.id },
        );
      return decl.type;
    }
    case "element":
      if (!elements.has(operand.elementId))
        return void report(
          "error",
          "unknownElement",
          { ...ruleParams, ...where },
          `${path}.elementId`,
          ids,
        );
      return "element";
  }
}
