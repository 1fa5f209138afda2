import {
  BOOLEAN_COMPARATORS,
  COLLISION_COMPARATORS,
  NUMBER_COMPARATORS,
  STRING_COMPARATORS,
  type Comparator,
} from "../document/rule-schema";
import { allElements } from "../document/element-index";
import type { GameDocument, Variable } from "../document/schema";
import type { ValueType } from "./contract";

/** The comparators a condition on a property of this type may use. */
export function comparatorsFor(type: ValueType): readonly Comparator[] {
  switch (type) {
    case "boolean":
      return BOOLEAN_COMPARATORS;
    case "number":
      return NUMBER_COMPARATORS;
    case "string":
      return STRING_COMPARATORS;
    case "collision":
      return COLLISION_COMPARATORS;
  }
}

export interface ScopedVariable extends Variable {
  /** null for global variables. */
  elementId: string | null;
}

/** All variables of the document, global first, then element variables in scene order. */
export function listVariables(document: GameDocument): ScopedVariable[] {
  const out: ScopedVariable[] = document.variables.map((v) => ({ ...v, elementId: null }));
  for (const el of allElements(document)) {
    for (const v of el.variables) out.push({ ...v, elementId: el.id });
  }
  return out;
}

/** Variable choices for an operand of `type`: variables are filtered to the property's type. */
export function variablesForType(document: GameDocument, type: ValueType): ScopedVariable[] {
  if (type === "collision") return [];
  return listVariables(document).filter((v) => v.type === type);
}
