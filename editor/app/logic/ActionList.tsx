/**
 * The actions of a rule: a list in run order (drag or arrows to reorder), each edited through
 * the argument fields its definition declares (engine/src/rules/actions/), one widget per field
 * kind, and the "wait for it" switch where the action can hold the ones after it.
 */
import {
  actionDefinition,
  type ActionField,
  type SceneTransition,
  type SourceOperand,
  SCENE_TRANSITIONS,
  listVariables,
  type Action,
  type ActionType,
  type Animation,
  type Locale,
} from "@exitgame/engine";
import { actionArgKey, actionKey, ruleKey } from "@exitgame/element-plugins/labels";
import { Badge, Flex, IconButton, Switch, Text } from "@radix-ui/themes";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { RULE_ACTION_TYPES, zeroOf } from "./model";
import {
  ElementPicker,
  Labelled,
  NativeSelect,
  NumberInput,
  PropertyPicker,
  ScalarInput,
  ScenePicker,
  SourceEditor,
  VariablePicker,
  type PickerContext,
  vocabularyOf,
} from "./pickers";
import { DurationInput, ProblemsAt, move, type RuleProblems } from "./builder-parts";
import { AnimationEditor } from "./AnimationEditor";

export function AddAction({ onAdd }: { onAdd(type: ActionType): void }) {
  const { t } = useTranslation(["logic", "elements"]);
  return (
    <NativeSelect
      label={t("builder.addAction")}
      value=""
      testId="add-action"
      onChange={(type) => type && onAdd(type as ActionType)}
    >
      <option value="">{t("builder.addAction")}</option>
      {RULE_ACTION_TYPES.map((type) => (
        <option key={type} value={type}>
          {t(`elements:${ruleKey("actions", type, "label")}`)}
        </option>
      ))}
    </NativeSelect>
  );
}

export function ActionList(props: {
  ctx: PickerContext;
  actions: readonly Action[];
  problems: RuleProblems;
  locale: Locale;
  onChange(actions: Action[]): void;
}) {
  const { t } = useTranslation(["logic", "elements"]);
  const [dragging, setDragging] = useState<number | null>(null);
  const { actions } = props;
  return (
    <ol className="lb-actions">
      {actions.map((action, i) => (
        <li
          key={action.id}
          className="lb-item lb-action"
          data-testid="action"
          data-action-type={action.type}
          draggable
          onDragStart={(e) => {
            setDragging(i);
            e.dataTransfer.effectAllowed = "move";
          }}
          onDragOver={(e) => {
            if (dragging !== null) e.preventDefault();
          }}
          onDrop={(e) => {
            e.preventDefault();
            if (dragging !== null && dragging !== i) props.onChange(move(actions, dragging, i));
            setDragging(null);
          }}
          onDragEnd={() => setDragging(null)}
        >
          <Flex gap="2" align="start" justify="between">
            <Flex gap="2" align="end" wrap="wrap">
              <Text
                size="2"
                weight="bold"
                className="lb-index"
                aria-hidden
                title={t("builder.drag")}
              >
                ⠿ {i + 1}.
              </Text>
              <Badge variant="soft">
                {t(`elements:${ruleKey("actions", action.type, "label")}`)}
              </Badge>
              <ActionEditor
                ctx={props.ctx}
                action={action}
                onChange={(next) => props.onChange(actions.map((a, j) => (j === i ? next : a)))}
              />
            </Flex>
            <Flex gap="1" align="center" className="lb-action-tools">
              {actionDefinition(action.type)?.alwaysAwaits ? null : (
                <Flex gap="1" align="center" asChild>
                  <label title={t("builder.shouldAwaitHelp")}>
                    <Switch
                      size="1"
                      checked={action.shouldAwait}
                      data-testid="action-await"
                      onCheckedChange={(shouldAwait) =>
                        props.onChange(actions.map((a, j) => (j === i ? { ...a, shouldAwait } : a)))
                      }
                    />
                    <Text size="1">{t("builder.shouldAwait")}</Text>
                  </label>
                </Flex>
              )}
              <IconButton
                size="1"
                variant="ghost"
                aria-label={t("builder.moveUp")}
                disabled={i === 0}
                onClick={() => props.onChange(move(actions, i, i - 1))}
              >
                ↑
              </IconButton>
              <IconButton
                size="1"
                variant="ghost"
                aria-label={t("builder.moveDown")}
                disabled={i === actions.length - 1}
                onClick={() => props.onChange(move(actions, i, i + 1))}
              >
                ↓
              </IconButton>
              <IconButton
                size="1"
                variant="ghost"
                color="red"
                aria-label={t("builder.removeAction")}
                onClick={() => props.onChange(actions.filter((_, j) => j !== i))}
              >
                ✕
              </IconButton>
            </Flex>
          </Flex>
          <ProblemsAt problems={props.problems} at={`actions.${i}`} locale={props.locale} />
        </li>
      ))}
    </ol>
  );
}

/** An action's arguments, each edited by the widget of its declared field kind. */
function ActionEditor(props: { ctx: PickerContext; action: Action; onChange(a: Action): void }) {
  const def = actionDefinition(props.action.type);
  if (!def) return null;
  const fields = def.fields.map((field) => (
    <ActionFieldEditor
      key={field.key}
      ctx={props.ctx}
      field={field}
      action={props.action}
      onChange={props.onChange}
    />
  ));
  return def.fields.some((f) => f.kind === "animation") ? (
    <Flex direction="column" gap="2">
      {fields}
    </Flex>
  ) : (
    <>{fields}</>
  );
}

type Values = Record<string, unknown>;
const str = (value: unknown) => (typeof value === "string" ? value : "");

function ActionFieldEditor(props: {
  ctx: PickerContext;
  field: ActionField;
  action: Action;
  onChange(a: Action): void;
}) {
  const { t } = useTranslation(["logic", "elements"]);
  const { ctx, field, action } = props;
  const values = action as unknown as Values;
  const value = values[field.key];
  const change = (patch: Values) => props.onChange({ ...values, ...patch } as unknown as Action);
  const variables = listVariables(ctx.doc);
  switch (field.kind) {
    case "scene":
      return (
        <ScenePicker
          doc={ctx.doc}
          label={t("builder.scene")}
          value={str(value)}
          onChange={(id) => change({ [field.key]: id })}
          testId="action-scene"
        />
      );
    case "transition":
      return (
        <TransitionField
          transition={value as SceneTransition | undefined}
          onChange={(transition) => {
            const { [field.key]: _old, ...rest } = values;
            props.onChange((transition ? { ...rest, [field.key]: transition } : rest) as Action);
          }}
        />
      );
    case "duration":
      return (
        <DurationInput
          label={t("builder.duration")}
          ms={value as number}
          max={field.max}
          onChange={(ms) => change({ [field.key]: ms })}
        />
      );
    case "variable":
      return (
        <VariablePicker
          doc={ctx.doc}
          label={t("builder.variable")}
          value={str(value)}
          types={field.types}
          create={ctx.createVariable}
          onChange={(id, created) => {
            const type = (created ?? variables.find((v) => v.id === id))?.type;
            change({
              [field.key]: id,
              ...(field.resets ? { [field.resets]: { kind: "value", value: zeroOf(type) } } : {}),
            });
          }}
          testId="action-variable"
        />
      );
    case "element":
      return (
        <ElementPicker
          ctx={ctx}
          label={t("builder.element")}
          value={str(value)}
          testId="action-element"
          filter={
            field.withActions
              ? (type) => Object.keys(ctx.registry.vocabulary(type)?.actions ?? {}).length > 0
              : undefined
          }
          onChange={(id) => {
            const next: Values = { ...values, [field.key]: id };
            for (const key of field.clears ?? []) {
              if (typeof next[key] === "string") next[key] = "";
              else delete next[key];
            }
            props.onChange(next as unknown as Action);
          }}
        />
      );
    case "property": {
      const vocab = vocabularyOf(ctx, str(values[field.of]));
      return (
        <PropertyPicker
          ctx={ctx}
          elementId={str(values[field.of])}
          label={t("operand.property")}
          value={str(value)}
          access={field.access}
          testId="action-property"
          onChange={(property) =>
            change({
              [field.key]: property,
              [field.resets]: {
                kind: "value",
                value: zeroOf(vocab?.properties[property]?.type),
              },
            })
          }
        />
      );
    }
    case "source": {
      const from = field.typeOf;
      const type =
        field.type ??
        (from && "variable" in from
          ? variables.find((v) => v.id === values[from.variable])?.type
          : from
            ? vocabularyOf(ctx, str(values[from.element]))?.properties[str(values[from.property])]
                ?.type
            : undefined);
      return (
        <SourceEditor
          ctx={ctx}
          type={type}
          label={field.label === "by" ? t("builder.by") : t("builder.to")}
          value={value as SourceOperand}
          onChange={(v) => change({ [field.key]: v })}
          testId="action-value"
        />
      );
    }
    case "animation":
      return (
        <AnimationEditor
          ctx={ctx}
          animation={value as Animation}
          onChange={(animation) => change({ [field.key]: animation })}
        />
      );
    case "elementAction":
      return <ElementActionField {...props} field={field} />;
  }
}

function TransitionField(props: {
  transition: SceneTransition | undefined;
  onChange(transition: SceneTransition | undefined): void;
}) {
  const { t } = useTranslation(["logic", "elements"]);
  const { transition } = props;
  return (
    <>
      <Labelled label={t("builder.transition")}>
        {(id) => (
          <NativeSelect
            id={id}
            value={transition?.type ?? ""}
            testId="action-transition"
            onChange={(type) =>
              props.onChange(
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
          onChange={(durationMs) => props.onChange({ ...transition, durationMs })}
        />
      ) : null}
    </>
  );
}

function ElementActionField(props: {
  ctx: PickerContext;
  field: Extract<ActionField, { kind: "elementAction" }>;
  action: Action;
  onChange(a: Action): void;
}) {
  const { t } = useTranslation(["logic", "elements"]);
  const { ctx, field } = props;
  const values = props.action as unknown as Values;
  const name = str(values[field.key]);
  const vocab = vocabularyOf(ctx, str(values[field.of]));
  const actions = vocab ? Object.values(vocab.actions) : [];
  const decl = vocab?.actions[name];
  const args = (values[field.args] ?? {}) as Values;
  const setArg = (arg: string, value: unknown) =>
    props.onChange({ ...values, [field.args]: { ...args, [arg]: value } } as unknown as Action);
  return (
    <>
      <Labelled label={t("builder.what")}>
        {(id) => (
          <NativeSelect
            id={id}
            value={name}
            testId="action-element-action"
            onChange={(next) => {
              const fields = vocab?.actions[next]?.argFields;
              const { [field.args]: _a, ...rest } = values;
              props.onChange(
                (fields
                  ? {
                      ...rest,
                      [field.key]: next,
                      [field.args]: Object.fromEntries(
                        Object.entries(fields).map(([k, f]) => [
                          k,
                          f.kind === "number" || f.kind === "slider" ? (f.min ?? 1) : "",
                        ]),
                      ),
                    }
                  : { ...rest, [field.key]: next }) as unknown as Action,
              );
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
      {decl?.argFields
        ? Object.entries(decl.argFields).map(([arg, f]) =>
            f.kind === "number" || f.kind === "slider" ? (
              <NumberInput
                key={arg}
                label={t(`elements:${actionArgKey(vocab!.type, name, arg)}`)}
                value={typeof args[arg] === "number" ? (args[arg] as number) : 0}
                min={f.min}
                max={f.max}
                step={f.step}
                testId={`action-arg-${arg}`}
                onChange={(n) => setArg(arg, n)}
              />
            ) : (
              <ScalarInput
                key={arg}
                label={t(`elements:${actionArgKey(vocab!.type, name, arg)}`)}
                type="string"
                value={String(args[arg] ?? "")}
                testId={`action-arg-${arg}`}
                onChange={(v) => setArg(arg, v)}
              />
            ),
          )
        : null}
    </>
  );
}
