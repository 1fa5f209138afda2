/**
 * One condition of a rule: the left side (a variable or an element's property), a comparator
 * its type allows, and the right side (a value, a variable, a property or an element).
 */
import { comparatorsFor, listVariables, type Condition, type Operand } from "@exitgame/engine";
import { ruleKey } from "@exitgame/element-plugins/labels";
import { Flex } from "@radix-ui/themes";
import { useTranslation } from "react-i18next";
import { newCondition, operandType } from "./model";
import {
  ElementPicker,
  Labelled,
  NativeSelect,
  PropertyPicker,
  SourceEditor,
  VariablePicker,
  type PickerContext,
} from "../fields/pickers";

export function ConditionEditor(props: {
  ctx: PickerContext;
  condition: Condition;
  onChange(condition: Condition): void;
}) {
  const { t } = useTranslation(["logic", "elements"]);
  const { ctx, condition } = props;
  const leftType = operandType(ctx.doc, ctx.registry, condition.left);
  const comparators = leftType ? comparatorsFor(leftType) : [];
  /** `doc`: the document with a variable just made for `left`. */
  const setLeft = (left: Condition["left"], doc = ctx.doc) => {
    const type = operandType(doc, ctx.registry, left);
    const fresh = newCondition(doc, ctx.registry, left);
    // keep what still fits
    const keep = type === leftType && type !== undefined;
    props.onChange(keep ? { ...condition, left } : { ...fresh, id: condition.id });
  };
  return (
    <Flex gap="2" align="end" wrap="wrap">
      <Labelled label={t("builder.compare")}>
        {(id) => (
          <NativeSelect
            id={id}
            value={condition.left.kind}
            testId="condition-left-kind"
            onChange={(kind) =>
              setLeft(
                kind === "variable"
                  ? { kind: "variable", variableId: listVariables(ctx.doc)[0]?.id ?? "" }
                  : { kind: "property", elementId: "", property: "" },
              )
            }
          >
            <option value="variable">{t("operand.variable")}</option>
            <option value="property">{t("operand.property")}</option>
          </NativeSelect>
        )}
      </Labelled>
      {condition.left.kind === "variable" ? (
        <VariablePicker
          doc={ctx.doc}
          label={t("operand.variable")}
          value={condition.left.variableId}
          create={ctx.createVariable}
          onChange={(variableId, created) =>
            setLeft(
              { kind: "variable", variableId },
              created ? { ...ctx.doc, variables: [...ctx.doc.variables, created] } : ctx.doc,
            )
          }
          testId="condition-variable"
        />
      ) : (
        <>
          <ElementPicker
            ctx={ctx}
            label={t("operand.element")}
            value={condition.left.elementId}
            testId="condition-element"
            onChange={(elementId) => setLeft({ kind: "property", elementId, property: "" })}
          />
          <PropertyPicker
            ctx={ctx}
            elementId={condition.left.elementId}
            label={t("operand.property")}
            value={condition.left.property}
            access="read"
            testId="condition-property"
            onChange={(property) =>
              setLeft({ ...(condition.left as Extract<Operand, { kind: "property" }>), property })
            }
          />
        </>
      )}
      {leftType ? (
        <Labelled label={t("builder.comparator")}>
          {(id) => (
            <NativeSelect
              id={id}
              value={condition.comparator}
              testId="condition-comparator"
              onChange={(c) =>
                props.onChange({ ...condition, comparator: c as Condition["comparator"] })
              }
            >
              {comparators.map((c) => (
                <option key={c} value={c}>
                  {comparatorLabel(t(`elements:${ruleKey("comparators", c)}`))}
                </option>
              ))}
            </NativeSelect>
          )}
        </Labelled>
      ) : null}
      {leftType === "collision" ? (
        <ElementPicker
          ctx={ctx}
          label={t("builder.otherElement")}
          value={condition.right.kind === "element" ? condition.right.elementId : ""}
          testId="condition-right-element"
          onChange={(elementId) =>
            props.onChange({ ...condition, right: { kind: "element", elementId } })
          }
        />
      ) : leftType ? (
        <SourceEditor
          ctx={ctx}
          type={leftType}
          label={t("builder.with")}
          value={
            condition.right.kind === "element" ? { kind: "value", value: "" } : condition.right
          }
          onChange={(right) => props.onChange({ ...condition, right })}
          testId="condition-right"
        />
      ) : null}
    </Flex>
  );
}

/** A comparator's sentence without its operands: "{left} is greater than {right}" → "is greater than …". */
export const comparatorLabel = (template: string) =>
  template.replace("{left} ", "").replace("{right}", "…");
