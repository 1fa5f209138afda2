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
  type Trigger,
  type TriggerChoice,
} from "@exitgame/engine";
import { ruleKey } from "@exitgame/element-plugins/labels";
import { Flex } from "@radix-ui/themes";
import { useTranslation } from "react-i18next";
import { RuleArgField } from "../fields/RuleArgField";
import { Labelled, NativeSelect, type PickerContext } from "../fields/pickers";

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
        <RuleArgField
          key={field.key}
          ctx={ctx}
          field={field}
          values={trigger as unknown as Record<string, unknown>}
          testPrefix="trigger"
          onChange={(next) => props.onChange(next as unknown as Trigger)}
        />
      ))}
    </Flex>
  );
}
