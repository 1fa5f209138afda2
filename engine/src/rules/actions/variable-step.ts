import { IdSchema, SourceOperandSchema } from "../../document/rule-parts";
import { defineAction, operandReferences, type ActionWords } from "./contract";

/** increaseVariable and decreaseVariable: add `sign` × a number source to a number variable. */
export function variableStep<T extends string>(
  type: T,
  sign: 1 | -1,
  words: { de: ActionWords; en: ActionWords },
) {
  return defineAction(type, { variableId: IdSchema, by: SourceOperandSchema })({
    references(a, out) {
      out.variables.push(a.variableId);
      operandReferences(a.by, out);
    },
    remap: (a, map) => ({ ...a, variableId: map.id(a.variableId), by: map.operand(a.by) }),
    validate(a, check) {
      if (a.variableId === "") return check.notChosen("unknownVariable", "variableId");
      const v = check.variable(a.variableId);
      if (!v) return check.report("error", "unknownVariable", {}, "variableId");
      check.writes(v.id);
      if (v.type !== "number")
        check.report(
          "error",
          "variableTypeMismatch",
          { variable: v.name, expected: "number", actual: v.type },
          "variableId",
          { variableId: v.id },
        );
      else check.checkSource(a.by, "number", "by");
    },
    compile(a, tools) {
      const slot = tools.variable(a.variableId);
      if (slot.type !== "number")
        return tools.fail("variableTypeMismatch", {
          expected: "number",
          actual: slot.type,
          variableId: slot.id,
        });
      const get = tools.source("number", a.by);
      const { host } = tools;
      return {
        run: () => host.setVariable(slot, (slot.value as number) + sign * (get() as number)),
      };
    },
    fields: [
      { key: "variableId", kind: "variable", types: ["number"] },
      { key: "by", kind: "source", label: "by", type: "number" },
    ],
    create: () =>
      ({ type, shouldAwait: false, variableId: "", by: { kind: "value", value: 1 } }) as never,
    sentence: (a, s) =>
      s.fill(s.template, { variable: s.variable(a.variableId), value: s.operand(a.by) }),
    words,
  });
}
