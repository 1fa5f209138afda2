/**
 * The rule builder's triggers: scene entered or left, a variable changed, or an element's own
 * trigger (with the value it must change to, where it carries one). The kinds and their
 * argument fields come from the trigger definitions (engine/src/rules/triggers/).
 */
import {
  indexDocument,
  listVariables,
  TRIGGER_DEFINITIONS,
  triggerDefinitionOf,
  type Scalar,
  type Trigger,
  type TriggerChoice,
  type TriggerField,
} from "@exitgame/engine";
import { ruleKey, triggerKey } from "@exitgame/element-plugins/labels";
import { Flex, Switch, Text } from "@radix-ui/themes";
import { useTranslation } from "react-i18next";
import {
  ElementPicker,
  Labelled,
  NativeSelect,
  ScalarInput,
  ScenePicker,
  VariablePicker,
  type PickerContext,
  vocabularyOf,
} from "./pickers";

/** A trigger: its kind (the definitions' choices), then each argument field's widget. */
export function TriggerEditor(props: {
  ctx: PickerContext;
  trigger: Trigger;
  onChange(trigger: Trigger): void;
}) {
  const { t } = useTranslation(["logic", "elements"]);
  const { trigger, ctx } = props;
  const def = triggerDefinitionOf(trigger);
  const choices = TRIGGER_DEFINITIONS.flatMap(
    (d) => d.choices as readonly TriggerChoice<Trigger>[],
  );
  const current = (def.choices as readonly TriggerChoice<Trigger>[]).find((c) =>
    c.matches(trigger),
  );
  const setKind = (next: string) => {
    const doc = ctx.doc;
    const choice = choices.find((c) => c.id === next);
    if (!choice) return;
    props.onChange(
      choice.create(trigger, {
        sceneId: doc.scenes[0]!.id,
        variableId: listVariables(doc)[0]?.id ?? "",
        elementId: indexDocument(doc).elements[0]?.element.id ?? "",
      }),
    );
  };
  return (
    <Flex gap="2" align="end" wrap="wrap">
      <Labelled label={t("builder.triggerKind")}>
        {(id) => (
          <NativeSelect id={id} value={current?.id ?? ""} onChange={setKind} testId="trigger-kind">
            {choices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.builderLabel
                  ? t(`builder.${choice.builderLabel}`)
                  : t(`elements:${ruleKey("triggers", choice.id, "label")}`)}
              </option>
            ))}
          </NativeSelect>
        )}
      </Labelled>
      {def.fields.map((field) => (
        <TriggerFieldEditor
          key={field.key}
          ctx={ctx}
          field={field}
          trigger={trigger}
          onChange={props.onChange}
        />
      ))}
    </Flex>
  );
}

type Values = Record<string, unknown>;

/** Whether elements of `type` have a hint list (a declared field of kind 'hints'). */
const hasHintList = (ctx: PickerContext, type: string) =>
  Object.values(ctx.registry.find(type)?.fields ?? {}).some(
    (f) => typeof f === "object" && f.kind === "hints",
  );
const str = (value: unknown) => (typeof value === "string" ? value : "");

function TriggerFieldEditor(props: {
  ctx: PickerContext;
  field: TriggerField;
  trigger: Trigger;
  onChange(trigger: Trigger): void;
}) {
  const { t } = useTranslation(["logic", "elements"]);
  const { ctx, field } = props;
  const values = props.trigger as unknown as Values;
  /** The trigger with `patch`, without the arguments the field clears. */
  const change = (patch: Values, clears: readonly string[] = []) => {
    const next: Values = { ...values, ...patch };
    for (const key of clears) delete next[key];
    props.onChange(next as unknown as Trigger);
  };
  switch (field.kind) {
    case "scene":
      return (
        <ScenePicker
          doc={ctx.doc}
          label={t("builder.scene")}
          value={str(values[field.key])}
          onChange={(id) => change({ [field.key]: id })}
          testId="trigger-scene"
        />
      );
    case "variable":
      return (
        <VariablePicker
          doc={ctx.doc}
          label={t("builder.variable")}
          value={str(values[field.key])}
          create={ctx.createVariable}
          onChange={(id) => change({ [field.key]: id }, field.clears)}
          testId="trigger-variable"
        />
      );
    case "element":
      return (
        <ElementPicker
          ctx={ctx}
          label={t("builder.element")}
          value={str(values[field.key])}
          testId="trigger-element"
          onChange={(id) => change({ [field.key]: id, [field.trigger]: "click" }, field.clears)}
        />
      );
    case "elementTrigger": {
      const vocab = vocabularyOf(ctx, str(values[field.of]));
      const triggers = vocab ? Object.values(vocab.triggers) : [];
      return (
        <Labelled label={t("builder.event")}>
          {(id) => (
            <NativeSelect
              id={id}
              value={str(values[field.key])}
              testId="trigger-event"
              onChange={(name) => change({ [field.key]: name }, field.clears)}
            >
              {triggers.map((tr) => (
                <option key={tr.name} value={tr.name}>
                  {t(`elements:${triggerKey(tr.common ? null : vocab!.type, tr.name, "label")}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </Labelled>
      );
    }
    case "hintTarget":
      // a scene's own hints, or an element whose type declares a hint list
      return str(values[field.of]) === "scene" ? (
        <ScenePicker
          doc={ctx.doc}
          label={t("builder.scene")}
          value={str(values[field.key])}
          onChange={(id) => change({ [field.key]: id }, field.clears)}
          testId="trigger-hint-scene"
        />
      ) : (
        <ElementPicker
          ctx={ctx}
          label={t("builder.element")}
          value={str(values[field.key])}
          filter={(type) => hasHintList(ctx, type)}
          testId="trigger-hint-element"
          onChange={(id) => change({ [field.key]: id }, field.clears)}
        />
      );
    case "countFilter":
      return (
        <ValueFilter
          type="number"
          value={values[field.key] as number | undefined}
          onChange={(to) =>
            to === undefined
              ? change({}, [field.key])
              : change({ [field.key]: Math.min(100, Math.max(1, Math.round(Number(to) || 1))) })
          }
        />
      );
    case "valueFilter": {
      const from = field.typeOf;
      const type =
        "variable" in from
          ? listVariables(ctx.doc).find((v) => v.id === values[from.variable])?.type
          : vocabularyOf(ctx, str(values[from.element]))?.triggers[str(values[from.trigger])]
              ?.value;
      return (
        <ValueFilter
          type={type}
          value={values[field.key] as Scalar | undefined}
          onChange={(to) =>
            change(to === undefined ? {} : { [field.key]: to }, to === undefined ? [field.key] : [])
          }
        />
      );
    }
  }
}

/** "only when the value is …": the trigger's optional `to`. */
function ValueFilter(props: {
  type: "number" | "string" | "boolean" | undefined;
  value: string | number | boolean | undefined;
  onChange(value: string | number | boolean | undefined): void;
}) {
  const { t } = useTranslation("logic");
  if (!props.type) return null;
  const on = props.value !== undefined;
  return (
    <Flex gap="2" align="end">
      <Flex gap="1" align="center" asChild>
        <label>
          <Switch
            size="1"
            checked={on}
            data-testid="trigger-filter"
            onCheckedChange={(checked) =>
              props.onChange(
                checked
                  ? props.type === "number"
                    ? 0
                    : props.type === "boolean"
                      ? true
                      : ""
                  : undefined,
              )
            }
          />
          <Text size="1">{t("builder.onlyWhenValue")}</Text>
        </label>
      </Flex>
      {on ? (
        <ScalarInput
          label={t("builder.value")}
          type={props.type}
          value={props.value as string | number | boolean}
          onChange={props.onChange}
          testId="trigger-value"
        />
      ) : null}
    </Flex>
  );
}
