/**
 * Widgets of the rule argument kinds (engine/src/rules/{triggers,actions}): what a rule names
 * (a scene, an element, a variable, a property of the chosen element, one of its triggers or
 * actions) and the values it compares or writes. The kinds name what is chosen; the widgets are
 * the logic builder's pickers. A rule argument is named by its kind's word (`label` is empty).
 */
import {
  listVariables,
  SCENE_TRANSITIONS,
  type ActionField,
  type Animation,
  type Scalar,
  type SceneTransition,
  type SourceOperand,
  type TriggerField,
  type VariableField,
} from "@exitgame/engine";
import { actionArgKey, actionKey, ruleKey, triggerKey } from "@exitgame/element-plugins/labels";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { AnimationEditor } from "./AnimationEditor";
import { DurationInput } from "./DurationInput";
import { zeroOf } from "./rule-values";
import {
  ElementPicker,
  Labelled,
  NativeSelect,
  NumberInput,
  PropertyPicker,
  ScenePicker,
  SourceEditor,
  VariablePicker,
  vocabularyOf,
  type PickerContext,
} from "./pickers";
import { str, type FieldWidgetProps } from "./field-contract";
import { AutoField } from "./field-widgets";
import { ValueFilter } from "./ValueFilter";

type Of<K extends string> = Extract<ActionField | TriggerField, { kind: K }>;
type Props<K extends string> = FieldWidgetProps<Of<K>>;
const test = (props: { testId?: string; ctx: { testPrefix?: string } }, name: string) =>
  props.testId ?? `${props.ctx.testPrefix ?? "field"}-${name}`;

export function SceneWidget(props: Props<"scene">) {
  const { t } = useTranslation("logic");
  return (
    <ScenePicker
      doc={props.ctx.doc}
      label={props.label || t("builder.scene")}
      value={str(props.value)}
      onChange={(id) => props.onChange(id)}
      testId={test(props, "scene")}
    />
  );
}

/**
 * A variable of the game: an element's variable field (`valueType`), a rule's variable
 * (`types`; choosing one resets the value source `resets`, or empties the arguments `clears`).
 */
export function VariableWidget(props: FieldWidgetProps<VariableField | Of<"variable">>) {
  const { t } = useTranslation("logic");
  const { field, ctx } = props;
  const types =
    "types" in field
      ? field.types
      : "valueType" in field && field.valueType
        ? [field.valueType]
        : undefined;
  return (
    <VariablePicker
      doc={ctx.doc}
      label={props.label || t("builder.variable")}
      value={str(props.value)}
      types={types}
      create={ctx.createVariable}
      onChange={(id, created) => {
        if ("resets" in field && field.resets) {
          const type = (created ?? listVariables(ctx.doc).find((v) => v.id === id))?.type;
          props.onPatch({
            [props.name]: id,
            [field.resets]: { kind: "value", value: zeroOf(type) },
          });
        } else if ("clears" in field) props.onPatch({ [props.name]: id }, field.clears);
        else props.onChange(id);
      }}
      testId={test(props, "variable")}
    />
  );
}

/**
 * An element of the game. A trigger's element sets its trigger back to a click and drops what
 * `clears` names; an action's element empties the text arguments in `clears` and drops others.
 */
export function ElementWidget(props: Props<"element">) {
  const { t } = useTranslation("logic");
  const { field, ctx } = props;
  const withActions = "withActions" in field && field.withActions;
  return (
    <ElementPicker
      ctx={ctx}
      label={props.label || t("builder.element")}
      value={str(props.value)}
      testId={test(props, "element")}
      filter={
        withActions
          ? (type) => Object.keys(ctx.registry.vocabulary(type)?.actions ?? {}).length > 0
          : undefined
      }
      onChange={(id) => {
        if ("trigger" in field)
          return props.onPatch({ [props.name]: id, [field.trigger]: "click" }, field.clears);
        const patch: Record<string, unknown> = { [props.name]: id };
        const dropped: string[] = [];
        for (const key of field.clears ?? [])
          if (typeof props.values[key] === "string") patch[key] = "";
          else dropped.push(key);
        props.onPatch(patch, dropped);
      }}
    />
  );
}

export function TransitionWidget(props: Props<"transition">) {
  const { t } = useTranslation(["logic", "elements"]);
  const transition = props.value as SceneTransition | undefined;
  const set = (next: SceneTransition | undefined) =>
    next ? props.onChange(next) : props.onPatch({}, [props.name]);
  return (
    <>
      <Labelled label={t("builder.transition")}>
        {(id) => (
          <NativeSelect
            id={id}
            value={transition?.type ?? ""}
            testId={test(props, "transition")}
            onChange={(type) =>
              set(
                type
                  ? {
                      type: type as SceneTransition["type"],
                      durationMs: transition?.durationMs ?? 500,
                    }
                  : undefined,
              )
            }
          >
            <option value="">{t("builder.sceneTransition")}</option>
            {SCENE_TRANSITIONS.map((tr) => (
              <option key={tr} value={tr}>
                {t(`elements:${ruleKey("transitions", tr)}`)}
              </option>
            ))}
          </NativeSelect>
        )}
      </Labelled>
      {transition && transition.type !== "none" ? (
        <NumberInput
          label={t("builder.duration")}
          unit="ms"
          min={0}
          max={10_000}
          step={50}
          value={transition.durationMs}
          onChange={(durationMs) => set({ ...transition, durationMs })}
        />
      ) : null}
    </>
  );
}

export function DurationWidget(props: Props<"duration">) {
  const { t } = useTranslation("logic");
  return (
    <DurationInput
      label={props.label || t("builder.duration")}
      ms={props.value as number}
      max={props.field.max}
      testId={props.testId}
      onChange={(ms) => props.onChange(ms)}
    />
  );
}

/** A property of the element chosen in `of`; choosing one resets `resets` to a neutral value. */
export function PropertyWidget(props: Props<"property">) {
  const { t } = useTranslation("logic");
  const { field, ctx } = props;
  const elementId = str(props.values[field.of]);
  const vocab = vocabularyOf(ctx, elementId);
  return (
    <PropertyPicker
      ctx={ctx}
      elementId={elementId}
      label={props.label || t("operand.property")}
      value={str(props.value)}
      access={field.access}
      testId={test(props, "property")}
      onChange={(property) =>
        props.onPatch({
          [props.name]: property,
          [field.resets]: { kind: "value", value: zeroOf(vocab?.properties[property]?.type) },
        })
      }
    />
  );
}

/** A value source of a declared type, or of the type of the variable or property chosen. */
export function SourceWidget(props: Props<"source">) {
  const { t } = useTranslation("logic");
  const { field, ctx, values } = props;
  const from = field.typeOf;
  const type =
    field.type ??
    (from && "variable" in from
      ? listVariables(ctx.doc).find((v) => v.id === values[from.variable])?.type
      : from
        ? vocabularyOf(ctx, str(values[from.element]))?.properties[str(values[from.property])]?.type
        : undefined);
  return (
    <SourceEditor
      ctx={ctx}
      type={type}
      label={props.label || (field.label === "by" ? t("builder.by") : t("builder.to"))}
      value={props.value as SourceOperand}
      onChange={(v) => props.onChange(v)}
      testId={test(props, "value")}
    />
  );
}

export function AnimationWidget(props: Props<"animation">) {
  return (
    <AnimationEditor
      ctx={props.ctx}
      animation={props.value as Animation}
      onChange={(animation) => props.onChange(animation)}
    />
  );
}

/** One of the actions the element in `of` declares, then its arguments with their widgets. */
export function ElementActionWidget(props: Props<"elementAction">) {
  const { t } = useTranslation(["logic", "elements"]);
  const { ctx, field, values } = props;
  const name = str(props.value);
  const vocab = vocabularyOf(ctx, str(values[field.of]));
  const actions = vocab ? Object.values(vocab.actions) : [];
  const decl = vocab?.actions[name];
  const args = (values[field.args] ?? {}) as Record<string, unknown>;
  const argId = useId();
  const setArg = (arg: string, value: unknown) =>
    props.onPatch({ [field.args]: { ...args, [arg]: value } });
  return (
    <>
      <Labelled label={t("builder.what")}>
        {(id) => (
          <NativeSelect
            id={id}
            value={name}
            testId={test(props, "element-action")}
            onChange={(next) => {
              const fields = vocab?.actions[next]?.argFields;
              if (!fields) return props.onPatch({ [props.name]: next }, [field.args]);
              props.onPatch({
                [props.name]: next,
                [field.args]: Object.fromEntries(
                  Object.entries(fields).map(([k, f]) => [
                    k,
                    f.kind === "number" || f.kind === "slider" ? (f.min ?? 1) : "",
                  ]),
                ),
              });
            }}
          >
            <option value="">{t("builder.chooseAction")}</option>
            {actions.map((a) => (
              <option key={a.name} value={a.name}>
                {t(`elements:${actionKey(vocab!.type, a.name, "label")}`)}
              </option>
            ))}
          </NativeSelect>
        )}
      </Labelled>
      {vocab && decl?.argFields
        ? Object.entries(decl.argFields).map(([arg, f]) => (
            <AutoField
              key={arg}
              field={f}
              name={arg}
              id={`${argId}-${arg}`}
              label={t(`elements:${actionArgKey(vocab.type, name, arg)}`)}
              value={args[arg]}
              values={args}
              testId={`action-arg-${arg}`}
              ctx={{ ...ctx, elementType: vocab.type }}
              onChange={(v) => setArg(arg, v)}
              onPatch={(patch) => props.onPatch({ [field.args]: { ...args, ...patch } })}
            />
          ))
        : null}
    </>
  );
}

/** One of the triggers the element in `of` declares (or a common one). */
export function ElementTriggerWidget(props: Props<"elementTrigger">) {
  const { t } = useTranslation(["logic", "elements"]);
  const { field, ctx } = props;
  const vocab = vocabularyOf(ctx, str(props.values[field.of]));
  const triggers = vocab ? Object.values(vocab.triggers) : [];
  return (
    <Labelled label={props.label || t("builder.event")}>
      {(id) => (
        <NativeSelect
          id={id}
          value={str(props.value)}
          testId={test(props, "event")}
          onChange={(name) => props.onPatch({ [props.name]: name }, field.clears)}
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

/** Whether elements of `type` have a hint list (a declared field of kind 'hints'). */
const hasHintList = (ctx: PickerContext, type: string) =>
  Object.values(ctx.registry.find(type)?.fields ?? {}).some(
    (f) => typeof f === "object" && f.kind === "hints",
  );

/** A scene's own hints, or an element whose type declares a hint list (by the argument `of`). */
export function HintTargetWidget(props: Props<"hintTarget">) {
  const { t } = useTranslation("logic");
  const { field, ctx } = props;
  const choose = (id: string) => props.onPatch({ [props.name]: id }, field.clears);
  return str(props.values[field.of]) === "scene" ? (
    <ScenePicker
      doc={ctx.doc}
      label={t("builder.scene")}
      value={str(props.value)}
      onChange={choose}
      testId={test(props, "hint-scene")}
    />
  ) : (
    <ElementPicker
      ctx={ctx}
      label={t("builder.element")}
      value={str(props.value)}
      filter={(type) => hasHintList(ctx, type)}
      testId={test(props, "hint-element")}
      onChange={choose}
    />
  );
}

/** "Only the N-th": an optional whole number from 1 to 100. */
export function CountFilterWidget(props: Props<"countFilter">) {
  return (
    <ValueFilter
      type="number"
      value={props.value as number | undefined}
      onChange={(to) =>
        to === undefined
          ? props.onPatch({}, [props.name])
          : props.onChange(Math.min(100, Math.max(1, Math.round(Number(to) || 1))))
      }
    />
  );
}

/** "Only when the value is …": of the variable's type, or of the element trigger's value. */
export function ValueFilterWidget(props: Props<"valueFilter">) {
  const { ctx, values } = props;
  const from = props.field.typeOf;
  const type =
    "variable" in from
      ? listVariables(ctx.doc).find((v) => v.id === values[from.variable])?.type
      : vocabularyOf(ctx, str(values[from.element]))?.triggers[str(values[from.trigger])]?.value;
  return (
    <ValueFilter
      type={type}
      value={props.value as Scalar | undefined}
      onChange={(to) => (to === undefined ? props.onPatch({}, [props.name]) : props.onChange(to))}
    />
  );
}
