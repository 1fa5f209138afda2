import { z } from "zod/mini";
import { IdSchema, SourceOperandSchema, type Scalar } from "../../document/rule-parts";
import { defineAction, operandReferences } from "./contract";

export const setProperty = defineAction("setProperty", {
  elementId: IdSchema,
  property: z.string().check(z.minLength(1)),
  value: SourceOperandSchema,
})({
  references(a, out) {
    out.elements.push(a.elementId);
    operandReferences(a.value, out);
  },
  remap: (a, map) => ({ ...a, elementId: map.id(a.elementId), value: map.operand(a.value) }),
  validate(a, check) {
    if (a.elementId === "") return check.notChosen("unknownElement", "elementId");
    const located = check.targetElement(a.elementId);
    if (!located) return;
    const element = check.nameOf(located.element);
    const decl = check.propertyDecl(located.element, a.property);
    if (!decl)
      return check.report(
        "error",
        "unknownProperty",
        { element, elementType: located.element.type, property: a.property },
        "property",
      );
    if (!decl.write)
      return check.report(
        "error",
        "readOnlyProperty",
        { element, property: a.property },
        "property",
        { elementId: located.element.id },
      );
    check.checkSource(a.value, decl.type, "value");
  },
  compile(a, tools) {
    const { host } = tools;
    const el = tools.element(a.elementId);
    const name = a.property;
    const decl = tools.propertyDecl(el.def, name);
    if (!decl)
      return tools.fail("unknownProperty", {
        element: el.name,
        elementType: el.type,
        property: name,
      });
    if (!decl.write) return tools.fail("readOnlyProperty", { element: el.name, property: name });
    const get = tools.source(decl.type, a.value);
    const guard = tools.valueGuard(el.def, name);
    const part = tools.propertyPart(el, name);
    const write = (value: Scalar) => {
      if (part === "common") host.setCommon(el, { [name]: value });
      else if (el[part][name] !== value) host.setPart(el, part, { [name]: value });
    };
    return {
      run: () => {
        const value = get();
        const checked = guard(value);
        if (!checked.ok) {
          host.diagnose("invalidPropertyValue", {
            element: el.name,
            property: name,
            value: String(value),
          });
          return;
        }
        if (checked.clamped)
          host.diagnose("propertyValueClamped", {
            element: el.name,
            property: name,
            value: value as number,
            result: checked.value as number,
            min: checked.clamped.min,
            max: checked.clamped.max,
          });
        write(checked.value);
      },
    };
  },
  fields: [
    { key: "elementId", kind: "element", clears: ["property"] },
    { key: "property", kind: "property", of: "elementId", access: "write", resets: "value" },
    {
      key: "value",
      kind: "source",
      label: "to",
      typeOf: { element: "elementId", property: "property" },
    },
  ],
  create: () => ({
    type: "setProperty",
    shouldAwait: false,
    elementId: "",
    property: "visible",
    value: { kind: "value", value: true },
  }),
  sentence: (a, s) =>
    s.fill(s.template, {
      property: s.property(a.elementId, a.property),
      element: s.element(a.elementId),
      value: s.operand(a.value),
    }),
  words: {
    de: { label: "Eigenschaft setzen", sentence: "Setze {property} von {element} auf {value}" },
    en: { label: "Set property", sentence: "Set {property} of {element} to {value}" },
  },
});
