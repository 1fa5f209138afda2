import { z } from "zod/mini";
import { IdSchema } from "../../document/rule-parts";
import { defineAction } from "./contract";

/** An action the element's definition declares: audio play, timer addSeconds, number-code validate… */
export const elementAction = defineAction("elementAction", {
  elementId: IdSchema,
  action: z.string().check(z.minLength(1)),
  args: z.optional(z.unknown()),
})({
  references: (a, out) => void out.elements.push(a.elementId),
  remap: (a, map) => ({ ...a, elementId: map.id(a.elementId) }),
  validate(a, check) {
    if (a.elementId === "") return check.notChosen("unknownElement", "elementId");
    const located = check.targetElement(a.elementId);
    const def = located && check.registry.find(located.element.type);
    if (!located || !def) return;
    const element = check.nameOf(located.element);
    const decl = Object.hasOwn(def.actions, a.action) ? def.actions[a.action] : undefined;
    if (!decl || decl.internal)
      return check.report(
        "error",
        "unknownAction",
        { element, elementType: def.type, action: a.action },
        "action",
      );
    if (decl.args && !decl.args.safeParse(a.args).success)
      check.report("error", "invalidArgs", { element, action: a.action }, "args");
  },
  compile(a, tools) {
    const el = tools.element(a.elementId);
    const decl = tools.findAction(el, a.action);
    if (!decl || decl.internal)
      return tools.fail("unknownAction", {
        element: el.name,
        elementType: el.type,
        action: a.action,
      });
    let args = a.args;
    if (decl.args) {
      const parsed = decl.args.safeParse(a.args);
      if (!parsed.success)
        return tools.fail("invalidArgs", {
          element: el.name,
          elementType: el.type,
          action: a.action,
        });
      args = parsed.data;
    }
    return { run: (fx) => tools.host.runElementAction(el, decl, args, fx) };
  },
  fields: [
    { key: "elementId", kind: "element", clears: ["action", "args"], withActions: true },
    { key: "action", kind: "elementAction", of: "elementId", args: "args" },
  ],
  create: () => ({ type: "elementAction", shouldAwait: false, elementId: "", action: "" }),
  sentence(a, s) {
    const slots: Record<string, string> = { element: s.element(a.elementId) };
    if (a.args && typeof a.args === "object")
      for (const [k, v] of Object.entries(a.args as Record<string, unknown>)) slots[k] = s.arg(v);
    const own = s.elementAction(a.elementId, a.action) ?? s.unknownElementAction(a.action);
    return s.fill(s.template, { action: s.fill(own, slots) });
  },
  words: {
    de: { label: "Aktion eines Elements", sentence: "{action}" },
    en: { label: "Element action", sentence: "{action}" },
  },
});
