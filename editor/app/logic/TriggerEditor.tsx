/**
 * The rule builder's triggers: scene entered or left, a variable changed, or an element's own
 * trigger (with the value it must change to, where it carries one).
 */
import { indexDocument, listVariables, type Trigger } from "@exitgame/engine";
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

// ---------------------------------------------------------------- triggers

type TriggerKind = "sceneChanged.to" | "sceneChanged.from" | "variableChanged" | "element";

export function TriggerEditor(props: {
  ctx: PickerContext;
  trigger: Trigger;
  onChange(trigger: Trigger): void;
}) {
  const { t } = useTranslation(["logic", "elements"]);
  const { trigger, ctx } = props;
  const kind: TriggerKind =
    trigger.type === "sceneChanged" ? `sceneChanged.${trigger.direction}` : trigger.type;
  const setKind = (next: string) => {
    const doc = ctx.doc;
    if (next === "sceneChanged.to" || next === "sceneChanged.from")
      props.onChange({
        type: "sceneChanged",
        direction: next === "sceneChanged.to" ? "to" : "from",
        sceneId: trigger.type === "sceneChanged" ? trigger.sceneId : doc.scenes[0]!.id,
      });
    else if (next === "variableChanged")
      props.onChange({ type: "variableChanged", variableId: listVariables(doc)[0]?.id ?? "" });
    else
      props.onChange({
        type: "element",
        elementId: indexDocument(doc).elements[0]?.element.id ?? "",
        trigger: "click",
      });
  };
  return (
    <Flex gap="2" align="end" wrap="wrap">
      <Labelled label={t("builder.triggerKind")}>
        {(id) => (
          <NativeSelect id={id} value={kind} onChange={setKind} testId="trigger-kind">
            <option value="element">{t("builder.elementTrigger")}</option>
            <option value="sceneChanged.to">
              {t(`elements:${ruleKey("triggers", "sceneChanged.to", "label")}`)}
            </option>
            <option value="sceneChanged.from">
              {t(`elements:${ruleKey("triggers", "sceneChanged.from", "label")}`)}
            </option>
            <option value="variableChanged">
              {t(`elements:${ruleKey("triggers", "variableChanged", "label")}`)}
            </option>
          </NativeSelect>
        )}
      </Labelled>
      {trigger.type === "sceneChanged" ? (
        <ScenePicker
          doc={ctx.doc}
          label={t("builder.scene")}
          value={trigger.sceneId}
          onChange={(sceneId) => props.onChange({ ...trigger, sceneId })}
          testId="trigger-scene"
        />
      ) : trigger.type === "variableChanged" ? (
        <>
          <VariablePicker
            doc={ctx.doc}
            label={t("builder.variable")}
            value={trigger.variableId}
            create={ctx.createVariable}
            onChange={(variableId) => {
              const { to: _to, ...rest } = trigger;
              props.onChange({ ...rest, variableId });
            }}
            testId="trigger-variable"
          />
          <ValueFilter
            type={listVariables(ctx.doc).find((v) => v.id === trigger.variableId)?.type}
            value={trigger.to}
            onChange={(to) => {
              const { to: _to, ...rest } = trigger;
              props.onChange(to === undefined ? rest : { ...rest, to });
            }}
          />
        </>
      ) : (
        <ElementTriggerEditor ctx={ctx} trigger={trigger} onChange={props.onChange} />
      )}
    </Flex>
  );
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

function ElementTriggerEditor(props: {
  ctx: PickerContext;
  trigger: Extract<Trigger, { type: "element" }>;
  onChange(trigger: Trigger): void;
}) {
  const { t } = useTranslation(["logic", "elements"]);
  const { trigger, ctx } = props;
  const vocab = vocabularyOf(ctx, trigger.elementId);
  const triggers = vocab ? Object.values(vocab.triggers) : [];
  const decl = vocab?.triggers[trigger.trigger];
  return (
    <>
      <ElementPicker
        ctx={ctx}
        label={t("builder.element")}
        value={trigger.elementId}
        testId="trigger-element"
        onChange={(elementId) => props.onChange({ type: "element", elementId, trigger: "click" })}
      />
      <Labelled label={t("builder.event")}>
        {(id) => (
          <NativeSelect
            id={id}
            value={trigger.trigger}
            testId="trigger-event"
            onChange={(name) =>
              props.onChange({ type: "element", elementId: trigger.elementId, trigger: name })
            }
          >
            {triggers.map((tr) => (
              <option key={tr.name} value={tr.name}>
                {t(`elements:${triggerKey(tr.common ? null : vocab!.type, tr.name, "label")}`)}
              </option>
            ))}
          </NativeSelect>
        )}
      </Labelled>
      {decl?.value ? (
        <ValueFilter
          type={decl.value}
          value={trigger.to}
          onChange={(to) => {
            const { to: _to, ...rest } = trigger;
            props.onChange(to === undefined ? rest : { ...rest, to });
          }}
        />
      ) : null}
    </>
  );
}

// ---------------------------------------------------------------- conditions
