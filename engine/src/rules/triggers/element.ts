import { z } from "zod/mini";
import { IdSchema, ScalarSchema } from "../../document/rule-parts";
import { COMMON_TRIGGERS } from "../../elements/common";
import { defineTrigger } from "./contract";
import { elementKey } from "./keys";

/**
 * `elementId` + `trigger` name one of the triggers the element's definition declares (or one of
 * the common stage triggers click, dragEnd, …). `to` filters triggers that carry a value
 * ("timer time changed to 0", "input value changed to 'Paris'"); without it any value fires.
 */
export const elementTrigger = defineTrigger("element", {
  elementId: IdSchema,
  trigger: z.string().check(z.minLength(1)),
  to: z.optional(ScalarSchema),
})({
  references: (t, out) => void out.elements.push(t.elementId),
  remap: (t, map) => ({ ...t, elementId: map.id(t.elementId) }),
  validate(t, check) {
    const located = check.element(t.elementId);
    if (!located) return check.report("error", "unknownElement", { at: "trigger" }, "elementId");
    check.firesOn(located.sceneId);
    const def = check.registry.find(located.element.type);
    if (!def) return;
    const element = check.nameOf(located.element);
    const ids = { elementId: located.element.id };
    const decl = Object.hasOwn(def.triggers, t.trigger) ? def.triggers[t.trigger] : undefined;
    if (!decl && !Object.hasOwn(COMMON_TRIGGERS, t.trigger))
      return check.report(
        "error",
        "unknownTrigger",
        { element, elementType: def.type, trigger: t.trigger },
        "trigger",
        ids,
      );
    if (t.to !== undefined && (!decl?.value || typeof t.to !== decl.value))
      return check.report(
        "error",
        "typeMismatch",
        {
          at: "trigger",
          element,
          trigger: t.trigger,
          expected: decl?.value ?? "none",
          actual: typeof t.to,
        },
        "to",
        ids,
      );
    if (check.revealsAnswer())
      check.report(
        "warning",
        "answerVisible",
        { at: "trigger", triggerNumber: check.number, element },
        "",
        ids,
      );
  },
  key(t, tools) {
    const el = tools.element(t.elementId);
    if (!el) return tools.fail("unknownElement", { elementId: t.elementId });
    if (!Object.hasOwn(el.def.triggers, t.trigger) && !Object.hasOwn(COMMON_TRIGGERS, t.trigger))
      return tools.fail("unknownTrigger", {
        element: el.name,
        elementType: el.type,
        trigger: t.trigger,
      });
    return { key: elementKey(t.elementId, t.trigger), to: t.to };
  },
  choices: [
    {
      id: "element",
      builderLabel: "elementTrigger",
      matches: () => true,
      create: (_previous, first) => ({
        type: "element",
        elementId: first.elementId,
        trigger: "click",
      }),
    },
  ],
  fields: [
    { key: "elementId", kind: "element", trigger: "trigger", clears: ["to"] },
    { key: "trigger", kind: "elementTrigger", of: "elementId", clears: ["to"] },
    { key: "to", kind: "valueFilter", typeOf: { element: "elementId", trigger: "trigger" } },
  ],
  sentence(t, s) {
    const withValue = t.to !== undefined;
    const template =
      s.elementTrigger(t.elementId, t.trigger, withValue) ?? s.unknownTrigger(t.trigger);
    // A string the template already quotes is not quoted again.
    const quoted = template.includes("„{value}“") || template.includes("“{value}”");
    const value = !withValue ? "" : typeof t.to === "string" && quoted ? t.to : s.literal(t.to!);
    const sentence = s.fill(template, { element: s.element(t.elementId), value });
    // A value the template has no slot for is said after it.
    return withValue && !template.includes("{value}")
      ? `${sentence} ${s.withValue(value)}`
      : sentence;
  },
});
