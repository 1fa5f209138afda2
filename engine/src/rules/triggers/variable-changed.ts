import { z } from "zod/mini";
import { IdSchema, ScalarSchema } from "../../document/rule-parts";
import { defineTrigger } from "./contract";
import { variableKey } from "./keys";

/** `to` filters: without it any change fires. */
export const variableChanged = defineTrigger("variableChanged", {
  variableId: IdSchema,
  to: z.optional(ScalarSchema),
})({
  references: (t, out) => void out.variables.push(t.variableId),
  remap: (t, map) => ({ ...t, variableId: map.id(t.variableId) }),
  validate(t, check) {
    // a variable belongs to no scene: a rule for all scenes may run anywhere
    check.firesOn(null);
    const v = check.variable(t.variableId);
    if (!v) return check.report("error", "unknownVariable", { at: "trigger" }, "variableId");
    check.reads(v.id);
    if (t.to !== undefined && typeof t.to !== v.type)
      check.report(
        "error",
        "variableTypeMismatch",
        { at: "trigger", variable: v.name, expected: v.type, actual: typeof t.to },
        "to",
        { variableId: v.id },
      );
  },
  key: (t) => ({ key: variableKey(t.variableId), to: t.to }),
  sentence(t, s) {
    const withValue = t.to !== undefined;
    return s.fill(s.words("variableChanged", withValue ? "sentenceWithValue" : "sentence") ?? "", {
      variable: s.variable(t.variableId),
      value: withValue ? s.literal(t.to!) : "",
    });
  },
  choices: [
    {
      id: "variableChanged",
      matches: () => true,
      create: (_previous, first) => ({ type: "variableChanged", variableId: first.variableId }),
    },
  ],
  fields: [
    { key: "variableId", kind: "variable", clears: ["to"] },
    { key: "to", kind: "valueFilter", typeOf: { variable: "variableId" } },
  ],
  words: {
    de: {
      label: "Variable geändert",
      sentence: "Wenn sich {variable} ändert",
      sentenceWithValue: "Wenn {variable} sich auf {value} ändert",
    },
    en: {
      label: "Variable changed",
      sentence: "When {variable} changes",
      sentenceWithValue: "When {variable} changes to {value}",
    },
  },
});
