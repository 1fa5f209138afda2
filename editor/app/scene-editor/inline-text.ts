import { sortFields, type Element, type FieldSpec, type NamedField } from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";

/**
 * The field a double-click edits in place: the first plain-text content field the element's
 * type declares (a text's text, an input's label…), never a secret. Undefined: use the inspector.
 */
export function inlineTextField(el: Element): NamedField | undefined {
  if (!registry.has(el.type)) return undefined;
  const fields = sortFields(registry.get(el.type).fields as Record<string, FieldSpec>);
  return fields.find(
    (f) => f.group === "content" && (f.kind === "multilineText" || f.kind === "text") && !f.secret,
  );
}
