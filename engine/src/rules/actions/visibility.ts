import { IdSchema } from "../../document/rule-parts";
import { defineAction, type ActionWords } from "./contract";

/** show and hide: set the element's `visible` to `visible`. */
export function visibility<T extends string>(
  type: T,
  visible: boolean,
  words: { de: ActionWords; en: ActionWords },
) {
  return defineAction(type, { elementId: IdSchema })({
    references: (a, out) => void out.elements.push(a.elementId),
    remap: (a, map) => ({ ...a, elementId: map.id(a.elementId) }),
    validate(a, check) {
      if (a.elementId === "") return check.notChosen("unknownElement", "elementId");
      check.targetElement(a.elementId);
    },
    compile(a, tools) {
      const el = tools.element(a.elementId);
      return { run: () => tools.host.setCommon(el, { visible }) };
    },
    fields: [{ key: "elementId", kind: "element" }],
    create: () => ({ type, shouldAwait: false, elementId: "" }) as never,
    sentence: (a, s) => s.fill(s.template, { element: s.element(a.elementId) }),
    words,
  });
}
