/**
 * The one place that answers "what is property X of this element": its value type and whether
 * rules may read or write it. validate(), the condition compiler and the action compiler all ask
 * here, so they cannot disagree.
 */
import { COMMON_PROPERTIES, isCommonProperty } from "../elements/common";
import type { AnyElementDefinition, PropertyDecl } from "../elements/contract";

export function propertyDecl(def: AnyElementDefinition, name: string): PropertyDecl | undefined {
  if (isCommonProperty(name)) return COMMON_PROPERTIES[name];
  return Object.hasOwn(def.properties, name) ? def.properties[name] : undefined;
}
