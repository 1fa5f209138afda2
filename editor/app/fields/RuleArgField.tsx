/**
 * One argument of a rule trigger or action in the builder, edited by the widget its declared
 * kind has in the one field-widget map (fields/field-widgets.tsx).
 */
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { optionKey } from "@exitgame/element-plugins/labels";
import type { FieldContext, RuleArgField as Field } from "./field-contract";
import { AutoField, BuilderRow } from "./field-widgets";
import type { PickerContext } from "./pickers";

type Values = Record<string, unknown>;

/** The builder's surface for the widgets: its row, its strings, its test ids. */
export function builderContext(
  ctx: PickerContext,
  t: (key: string) => string,
  testPrefix: string,
): FieldContext {
  return {
    ...ctx,
    Row: BuilderRow,
    elementType: null,
    testPrefix,
    optionLabel: (name, option) => t(`elements:${optionKey(null, name, option)}`),
    placeholder: () => "",
  };
}

export function RuleArgField(props: {
  ctx: PickerContext;
  field: Field;
  /** The trigger or action the argument belongs to. */
  values: Values;
  testPrefix: "trigger" | "action";
  onChange(values: Values): void;
}) {
  const { t } = useTranslation(["logic", "elements"]);
  const id = useId();
  const { field, values } = props;
  return (
    <AutoField
      field={field}
      name={field.key}
      id={id}
      label=""
      value={values[field.key]}
      values={values}
      ctx={builderContext(props.ctx, t, props.testPrefix)}
      onChange={(value) => props.onChange({ ...values, [field.key]: value })}
      onPatch={(patch, clears = []) => {
        const next: Values = { ...values, ...patch };
        for (const key of clears) delete next[key];
        props.onChange(next);
      }}
    />
  );
}
