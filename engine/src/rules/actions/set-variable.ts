import { IdSchema, SourceOperandSchema } from "../../document/rule-parts";
import { defineAction, operandReferences } from "./contract";

export const setVariable = defineAction("setVariable", {
  variableId: IdSchema,
  value: SourceOperandSchema,
})({
  references(a, out) {
    out.variables.push(a.variableId);
    operandReferences(a.value, out);
  },
  remap: (a, map) => ({ ...a, variableId: map.id(a.variableId), value: map.operand(a.value) }),
  validate(a, check) {
    if (a.variableId === "") return check.notChosen("unknownVariable", "variableId");
    const v = check.variable(a.variableId);
    if (!v) return check.report("error", "unknownVariable", {}, "variableId");
    check.writes(v.id);
    check.checkSource(a.value, v.type, "value");
  },
  compile(a, tools) {
    const slot = tools.variable(a.variableId);
    const get = tools.source(slot.type, a.value, slot);
    return { run: () => tools.host.setVariable(slot, get()) };
  },
  fields: [
    { key: "variableId", kind: "variable", resets: "value" },
    { key: "value", kind: "source", label: "to", typeOf: { variable: "variableId" } },
  ],
  create: () => ({
    type: "setVariable",
    shouldAwait: false,
    variableId: "",
    value: { kind: "value", value: 0 },
  }),
  sentence: (a, s) =>
    s.fill(s.template, { variable: s.variable(a.variableId), value: s.operand(a.value) }),
  words: {
    de: { label: "Variable setzen", sentence: "Setze {variable} auf {value}" },
    en: { label: "Set variable", sentence: "Set {variable} to {value}" },
  },
});
