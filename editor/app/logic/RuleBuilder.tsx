/**
 * The rule builder: three sections (triggers, conditions, actions), every choice a picker
 * filtered to what fits, the rule's problems shown at the part they concern, and save / update /
 * discard. The draft is the builder's own until it is saved through an engine operation.
 */
import {
  ALL_SCENES,
  indexDocument,
  listVariables,
  type Condition,
  type Locale,
  type Rule,
  type AnswerPlace,
} from "@exitgame/engine";
import { ruleKey } from "@exitgame/element-plugins/labels";
import {
  Badge,
  Button,
  Callout,
  Flex,
  Heading,
  IconButton,
  Switch,
  Text,
  TextField,
} from "@radix-ui/themes";
import { useTranslation } from "react-i18next";
import { newAction, newCondition } from "./model";
import { Labelled, NativeSelect, NumberInput, type PickerContext } from "../fields/pickers";
import { ruleSummary } from "./sentences";
import { VisibleAnswerFix, type VisibleAnswerFixProps } from "./VisibleAnswerFix";
import { ProblemsAt, Section, type RuleProblems } from "./builder-parts";
import { ActionList, AddAction } from "./ActionList";
import { ConditionEditor } from "./ConditionEditor";
import { TriggerEditor } from "./TriggerEditor";

export { tweenProblem } from "../fields/AnimationEditor";

export interface RuleBuilderProps {
  ctx: PickerContext;
  locale: Locale;
  draft: Rule;
  isNew: boolean;
  dirty: boolean;
  /** validate()'s findings for this rule as drafted (paths relative to the rule). */
  problems: RuleProblems;
  /** Save was tried while errors remain. */
  showErrors: boolean;
  onChange(rule: Rule): void;
  onSave(): void;
  onDiscard(): void;
  /** The one-click fix under an "answerVisible" warning (see VisibleAnswerFix). */
  answerFix?: Pick<VisibleAnswerFixProps, "apply" | "converted">;
}

export function RuleBuilder(props: RuleBuilderProps) {
  const { t } = useTranslation(["logic", "elements"]);
  const { draft, ctx, locale } = props;
  const set = (patch: Partial<Rule>) => props.onChange({ ...draft, ...patch });
  const errors = props.problems.filter((p) => p.severity === "error");
  const sentenceCtx = { doc: ctx.doc, registry: ctx.registry, locale };
  const firstScene = draft.sceneId !== ALL_SCENES ? draft.sceneId : ctx.doc.scenes[0]!.id;
  const firstElement =
    indexDocument(ctx.doc).scene(firstScene)?.scene.elements[0]?.id ??
    indexDocument(ctx.doc).elements[0]?.element.id ??
    "";
  const fix = (place: AnswerPlace) =>
    props.answerFix ? (
      <VisibleAnswerFix
        doc={ctx.doc}
        registry={ctx.registry}
        rule={draft}
        place={place}
        exists={!props.isNew}
        {...props.answerFix}
      />
    ) : null;
  const shown = props.showErrors
    ? props.problems
    : props.problems.filter((p) => p.severity === "warning" || props.showErrors);

  return (
    <Flex direction="column" gap="3" className="lb-builder" data-testid="rule-builder">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="4">
          {props.isNew ? t("builder.newTitle") : t("builder.editTitle")}
          {props.dirty ? (
            <Badge color="amber" ml="2" data-testid="rule-unsaved">
              {t("builder.unsaved")}
            </Badge>
          ) : null}
        </Heading>
        <Flex gap="2">
          <Button variant="soft" color="gray" onClick={props.onDiscard} data-testid="rule-discard">
            {t("builder.discard")}
          </Button>
          <Button onClick={props.onSave} data-testid="rule-save">
            {props.isNew ? t("builder.save") : t("builder.update")}
          </Button>
        </Flex>
      </Flex>
      {props.showErrors && errors.length ? (
        <Callout.Root color="red" role="alert" data-testid="rule-errors">
          <Callout.Text>{t("builder.fixErrors", { count: errors.length })}</Callout.Text>
        </Callout.Root>
      ) : null}
      <Text size="2" color="gray" className="lb-summary" data-testid="rule-sentence">
        {ruleSummary(sentenceCtx, draft)}
      </Text>
      <Flex gap="3" wrap="wrap" align="end">
        <Labelled label={t("builder.name")}>
          {(id) => (
            <TextField.Root
              id={id}
              value={draft.name ?? ""}
              placeholder={t("builder.namePlaceholder")}
              onChange={(e) => set({ name: e.target.value })}
              data-testid="rule-name"
            />
          )}
        </Labelled>
        <Labelled label={t("builder.scope")}>
          {(id) => (
            <NativeSelect
              id={id}
              value={draft.sceneId}
              onChange={(sceneId) => set({ sceneId })}
              testId="rule-scope"
            >
              <option value={ALL_SCENES}>{t("list.allScenes")}</option>
              {ctx.doc.scenes.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </Labelled>
        <Flex gap="2" align="center" asChild>
          <label>
            <Switch
              checked={draft.enabled}
              onCheckedChange={(enabled) => set({ enabled })}
              data-testid="rule-enabled"
            />
            <Text size="2">{t("builder.enabled")}</Text>
          </label>
        </Flex>
      </Flex>

      <Section
        title={t("builder.triggers")}
        hint={t("builder.triggersHint")}
        testId="section-triggers"
      >
        <ProblemsAt problems={shown} at="triggers" locale={locale} exact />
        {draft.triggers.map((trigger, i) => (
          <div key={i} className="lb-item" data-testid="trigger">
            <Flex gap="2" align="end" wrap="wrap">
              <TriggerEditor
                ctx={ctx}
                trigger={trigger}
                onChange={(next) =>
                  set({ triggers: draft.triggers.map((x, j) => (j === i ? next : x)) })
                }
              />
              <IconButton
                variant="ghost"
                color="red"
                aria-label={t("builder.removeTrigger")}
                onClick={() => set({ triggers: draft.triggers.filter((_, j) => j !== i) })}
              >
                ✕
              </IconButton>
            </Flex>
            <ProblemsAt problems={shown} at={`triggers.${i}`} locale={locale} />
            {shown.some((p) => p.code === "answerVisible" && p.rel === `triggers.${i}`)
              ? fix({ kind: "trigger", index: i })
              : null}
          </div>
        ))}
        <Flex gap="2" wrap="wrap">
          <Button
            variant="soft"
            size="1"
            data-testid="add-trigger"
            onClick={() =>
              set({
                triggers: [
                  ...draft.triggers,
                  { type: "element", elementId: firstElement, trigger: "click" },
                ],
              })
            }
          >
            {t("builder.addTrigger")}
          </Button>
        </Flex>
      </Section>

      <Section
        title={t("builder.conditions")}
        hint={t("builder.conditionsHint")}
        testId="section-conditions"
      >
        <Flex gap="2" align="end" wrap="wrap">
          <Labelled label={t("builder.operator")}>
            {(id) => (
              <NativeSelect
                id={id}
                value={draft.conditions.operator}
                testId="condition-operator"
                onChange={(operator) =>
                  set({
                    conditions: {
                      ...draft.conditions,
                      operator: operator as Rule["conditions"]["operator"],
                      requiredCount:
                        operator === "partialAnd"
                          ? (draft.conditions.requiredCount ?? 1)
                          : undefined,
                    },
                  })
                }
              >
                {(["and", "or", "partialAnd"] as const).map((op) => (
                  <option key={op} value={op}>
                    {t(`elements:${ruleKey("groups", op, "label")}`)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Labelled>
          {draft.conditions.operator === "partialAnd" ? (
            <NumberInput
              label={t("builder.requiredCount")}
              value={draft.conditions.requiredCount ?? 1}
              min={1}
              step={1}
              testId="required-count"
              onChange={(n) =>
                set({
                  conditions: { ...draft.conditions, requiredCount: Math.max(1, Math.round(n)) },
                })
              }
            />
          ) : null}
        </Flex>
        <ProblemsAt problems={shown} at="conditions.requiredCount" locale={locale} />
        {draft.conditions.items.map((condition, i) => (
          <div key={condition.id} className="lb-item" data-testid="condition">
            <Flex gap="2" align="end" wrap="wrap">
              <Text size="1" color="gray" className="lb-index">
                {i + 1}.
              </Text>
              <ConditionEditor
                ctx={ctx}
                condition={condition}
                onChange={(next) =>
                  set({
                    conditions: {
                      ...draft.conditions,
                      items: draft.conditions.items.map((x, j) => (j === i ? next : x)),
                    },
                  })
                }
              />
              <IconButton
                variant="ghost"
                color="red"
                aria-label={t("builder.removeCondition")}
                onClick={() =>
                  set({
                    conditions: {
                      ...draft.conditions,
                      items: draft.conditions.items.filter((_, j) => j !== i),
                    },
                  })
                }
              >
                ✕
              </IconButton>
            </Flex>
            <ProblemsAt problems={shown} at={`conditions.items.${i}`} locale={locale} />
            {shown.some((p) => p.code === "answerVisible" && p.rel === `conditions.items.${i}`)
              ? fix({ kind: "condition", index: i })
              : null}
          </div>
        ))}
        <Flex gap="2">
          <Button
            variant="soft"
            size="1"
            data-testid="add-condition"
            onClick={() => {
              const variable = listVariables(ctx.doc)[0];
              const left: Condition["left"] = variable
                ? { kind: "variable", variableId: variable.id }
                : { kind: "property", elementId: firstElement, property: "visible" };
              set({
                conditions: {
                  ...draft.conditions,
                  items: [...draft.conditions.items, newCondition(ctx.doc, ctx.registry, left)],
                },
              });
            }}
          >
            {t("builder.addCondition")}
          </Button>
        </Flex>
      </Section>

      <Section
        title={t("builder.actions")}
        hint={t("builder.actionsHint")}
        testId="section-actions"
      >
        <ProblemsAt problems={shown} at="actions" locale={locale} exact />
        <ActionList
          ctx={ctx}
          actions={draft.actions}
          problems={shown}
          locale={locale}
          onChange={(actions) => set({ actions })}
        />
        <Flex gap="2" align="end">
          <AddAction
            onAdd={(type) =>
              set({
                actions: [...draft.actions, newAction(type)],
              })
            }
          />
        </Flex>
      </Section>
    </Flex>
  );
}
