/**
 * The actions of a rule: a list in run order (drag or arrows to reorder), each edited through
 * the argument fields its definition declares (engine/src/rules/actions/), one widget per field
 * kind, and the "wait for it" switch where the action can hold the ones after it.
 */
import { actionDefinition, type Action, type ActionType, type Locale } from "@exitgame/engine";
import { ruleKey } from "@exitgame/element-plugins/labels";
import { Badge, Flex, IconButton, Switch, Text } from "@radix-ui/themes";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { RULE_ACTION_TYPES } from "./model";
import { NativeSelect, type PickerContext } from "../fields/pickers";
import { ProblemsAt, move, type RuleProblems } from "./builder-parts";
import { RuleArgField } from "../fields/RuleArgField";

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
  const values = props.action as unknown as Record<string, unknown>;
  const fields = def.fields.map((field) => (
    <RuleArgField
      key={field.key}
      ctx={props.ctx}
      field={field}
      values={values}
      testPrefix="action"
      onChange={(next) => props.onChange(next as unknown as Action)}
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
