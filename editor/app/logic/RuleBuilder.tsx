/**
 * The rule builder: three sections (triggers, conditions, actions), every choice a picker
 * filtered to what fits, the rule's problems shown at the part they concern, and save / update /
 * discard. The draft is the builder's own until it is saved through an engine operation.
 */
import {
  ALL_SCENES,
  ANIMATION_NAMES,
  EASINGS,
  SCENE_TRANSITIONS,
  comparatorsFor,
  indexDocument,
  listVariables,
  type Action,
  type ActionType,
  type Animation,
  type AnimationName,
  type Condition,
  type Diagnostic,
  type Locale,
  type Operand,
  type Rule,
  type Trigger,
  type AnswerPlace,
} from "@exitgame/engine";
import { actionArgKey, actionKey, ruleKey, triggerKey } from "@exitgame/element-plugins/labels";
import { formatDiagnostic } from "@exitgame/player/shell/diagnostics";
import {
  Badge,
  Button,
  Callout,
  Card,
  Flex,
  Heading,
  IconButton,
  Switch,
  Text,
  TextArea,
  TextField,
} from "@radix-ui/themes";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import {
  ANIMATION_PARAMS,
  RULE_ACTION_TYPES,
  changeAnimationKind,
  newAction,
  newCondition,
  operandType,
} from "./model";
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
import { ruleSummary } from "./sentences";
import { VisibleAnswerFix, type VisibleAnswerFixProps } from "./VisibleAnswerFix";

export interface RuleBuilderProps {
  ctx: PickerContext;
  locale: Locale;
  draft: Rule;
  isNew: boolean;
  dirty: boolean;
  /** validate()'s findings for this rule as drafted (paths relative to the rule). */
  problems: readonly (Diagnostic & { rel: string })[];
  /** Save was tried while errors remain. */
  showErrors: boolean;
  onChange(rule: Rule): void;
  onSave(): void;
  onDiscard(): void;
  /** The one-click fix under an "answerVisible" warning (see VisibleAnswerFix). */
  answerFix?: Pick<VisibleAnswerFixProps, "apply" | "converted">;
}

/** Problems at a part of the rule: `rel` is 'triggers.0', 'conditions.items.1', 'actions.2'… */
function ProblemsAt(props: {
  problems: RuleBuilderProps["problems"];
  at: string;
  locale: Locale;
  exact?: boolean;
}) {
  const here = props.problems.filter((p) =>
    props.exact ? p.rel === props.at : p.rel === props.at || p.rel.startsWith(`${props.at}.`),
  );
  if (!here.length) return null;
  return (
    <ul className="lb-problems" data-testid="inline-problems">
      {here.map((p, i) => (
        <li key={i} data-severity={p.severity} data-code={p.code}>
          <Text size="1" color={p.severity === "error" ? "red" : "amber"}>
            {formatDiagnostic(p, props.locale)}
          </Text>
        </li>
      ))}
    </ul>
  );
}

const move = <T,>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

function Section(props: { title: string; children: ReactNode; testId: string; hint?: string }) {
  return (
    <Card className="lb-section" data-testid={props.testId}>
      <Heading as="h3" size="3" mb="1">
        {props.title}
      </Heading>
      {props.hint ? (
        <Text size="1" color="gray" as="p" mb="2">
          {props.hint}
        </Text>
      ) : null}
      <Flex direction="column" gap="3">
        {props.children}
      </Flex>
    </Card>
  );
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
                actions: [
                  ...draft.actions,
                  newAction(type, { sceneId: firstScene, elementId: firstElement }),
                ],
              })
            }
          />
        </Flex>
      </Section>
    </Flex>
  );
}

function AddAction({ onAdd }: { onAdd(type: ActionType): void }) {
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

// ---------------------------------------------------------------- triggers

type TriggerKind = "sceneChanged.to" | "sceneChanged.from" | "variableChanged" | "element";

function TriggerEditor(props: {
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

function ConditionEditor(props: {
  ctx: PickerContext;
  condition: Condition;
  onChange(condition: Condition): void;
}) {
  const { t } = useTranslation(["logic", "elements"]);
  const { ctx, condition } = props;
  const leftType = operandType(ctx.doc, ctx.registry, condition.left);
  const comparators = leftType ? comparatorsFor(leftType) : [];
  const setLeft = (left: Condition["left"]) => {
    const type = operandType(ctx.doc, ctx.registry, left);
    const fresh = newCondition(ctx.doc, ctx.registry, left);
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
          onChange={(variableId) => setLeft({ kind: "variable", variableId })}
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

// ---------------------------------------------------------------- actions

function ActionList(props: {
  ctx: PickerContext;
  actions: readonly Action[];
  problems: RuleBuilderProps["problems"];
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
              {action.type === "await" ? null : (
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

function ActionEditor(props: { ctx: PickerContext; action: Action; onChange(a: Action): void }) {
  const { t } = useTranslation(["logic", "elements"]);
  const { ctx, action } = props;
  const set = (patch: Partial<Action>) => props.onChange({ ...action, ...patch } as Action);
  const variables = listVariables(ctx.doc);
  switch (action.type) {
    case "goToScene":
      return (
        <>
          <ScenePicker
            doc={ctx.doc}
            label={t("builder.scene")}
            value={action.sceneId}
            onChange={(sceneId) => set({ sceneId })}
            testId="action-scene"
          />
          <Labelled label={t("builder.transition")}>
            {(id) => (
              <NativeSelect
                id={id}
                value={action.transition?.type ?? ""}
                testId="action-transition"
                onChange={(type) => {
                  const { transition: _old, ...rest } = action;
                  props.onChange(
                    type
                      ? {
                          ...rest,
                          transition: {
                            type: type as (typeof SCENE_TRANSITIONS)[number],
                            durationMs: action.transition?.durationMs ?? 500,
                          },
                        }
                      : rest,
                  );
                }}
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
          {action.transition && action.transition.type !== "none" ? (
            <NumberInput
              label={t("builder.duration")}
              unit="ms"
              min={0}
              max={10_000}
              step={50}
              value={action.transition.durationMs}
              onChange={(durationMs) => set({ transition: { ...action.transition!, durationMs } })}
            />
          ) : null}
        </>
      );
    case "await":
      return (
        <DurationInput
          label={t("builder.duration")}
          ms={action.durationMs}
          max={86_400_000}
          onChange={(durationMs) => set({ durationMs })}
        />
      );
    case "setVariable":
    case "increaseVariable":
    case "decreaseVariable": {
      const numeric = action.type !== "setVariable";
      const type = variables.find((v) => v.id === action.variableId)?.type;
      const source = action.type === "setVariable" ? action.value : action.by;
      return (
        <>
          <VariablePicker
            doc={ctx.doc}
            label={t("builder.variable")}
            value={action.variableId}
            types={numeric ? ["number"] : undefined}
            onChange={(variableId) => {
              const next = variables.find((v) => v.id === variableId)?.type;
              const zero = next === "number" ? 0 : next === "boolean" ? true : "";
              if (action.type === "setVariable")
                set({ variableId, value: { kind: "value", value: numeric ? 1 : zero } });
              else set({ variableId });
            }}
            testId="action-variable"
          />
          <SourceEditor
            ctx={ctx}
            type={numeric ? "number" : type}
            label={numeric ? t("builder.by") : t("builder.to")}
            value={source}
            onChange={(v) => set(action.type === "setVariable" ? { value: v } : { by: v })}
            testId="action-value"
          />
        </>
      );
    }
    case "setProperty": {
      const vocab = vocabularyOf(ctx, action.elementId);
      const type = vocab?.properties[action.property]?.type;
      return (
        <>
          <ElementPicker
            ctx={ctx}
            label={t("builder.element")}
            value={action.elementId}
            testId="action-element"
            onChange={(elementId) => set({ elementId, property: "" })}
          />
          <PropertyPicker
            ctx={ctx}
            elementId={action.elementId}
            label={t("operand.property")}
            value={action.property}
            access="write"
            testId="action-property"
            onChange={(property) => {
              const next = vocab?.properties[property]?.type;
              set({
                property,
                value: {
                  kind: "value",
                  value: next === "number" ? 0 : next === "boolean" ? true : "",
                },
              });
            }}
          />
          <SourceEditor
            ctx={ctx}
            type={type}
            label={t("builder.to")}
            value={action.value}
            onChange={(value) => set({ value })}
            testId="action-value"
          />
        </>
      );
    }
    case "show":
    case "hide":
      return (
        <ElementPicker
          ctx={ctx}
          label={t("builder.element")}
          value={action.elementId}
          testId="action-element"
          onChange={(elementId) => set({ elementId })}
        />
      );
    case "animate":
      return (
        <Flex direction="column" gap="2">
          <ElementPicker
            ctx={ctx}
            label={t("builder.element")}
            value={action.elementId}
            testId="action-element"
            onChange={(elementId) => set({ elementId })}
          />
          <AnimationEditor
            ctx={ctx}
            animation={action.animation}
            onChange={(animation) => set({ animation })}
          />
        </Flex>
      );
    case "elementAction":
      return <ElementActionEditor ctx={ctx} action={action} onChange={props.onChange} />;
  }
}

function DurationInput(props: {
  label: string;
  ms: number;
  max: number;
  onChange(ms: number): void;
  testId?: string;
}) {
  const { t } = useTranslation("logic");
  const [unit, setUnit] = useState<"ms" | "s">(
    props.ms >= 1000 && props.ms % 100 === 0 ? "s" : "ms",
  );
  const factor = unit === "s" ? 1000 : 1;
  return (
    <Flex gap="1" align="end">
      <NumberInput
        label={props.label}
        value={props.ms / factor}
        min={0}
        max={props.max / factor}
        step={unit === "s" ? 0.1 : 50}
        testId={props.testId ?? "duration"}
        onChange={(n) => props.onChange(Math.round(n * factor))}
      />
      <NativeSelect
        label={t("builder.unit")}
        value={unit}
        onChange={(u) => setUnit(u as "ms" | "s")}
        testId="duration-unit"
      >
        <option value="ms">ms</option>
        <option value="s">s</option>
      </NativeSelect>
    </Flex>
  );
}

function ElementActionEditor(props: {
  ctx: PickerContext;
  action: Extract<Action, { type: "elementAction" }>;
  onChange(a: Action): void;
}) {
  const { t } = useTranslation(["logic", "elements"]);
  const { ctx, action } = props;
  const vocab = vocabularyOf(ctx, action.elementId);
  const actions = vocab ? Object.values(vocab.actions) : [];
  const decl = vocab?.actions[action.action];
  const args = (action.args ?? {}) as Record<string, unknown>;
  return (
    <>
      <ElementPicker
        ctx={ctx}
        label={t("builder.element")}
        value={action.elementId}
        testId="action-element"
        filter={(type) => Object.keys(ctx.registry.vocabulary(type)?.actions ?? {}).length > 0}
        onChange={(elementId) => {
          const { args: _a, ...rest } = action;
          props.onChange({ ...rest, elementId, action: "" });
        }}
      />
      <Labelled label={t("builder.what")}>
        {(id) => (
          <NativeSelect
            id={id}
            value={action.action}
            testId="action-element-action"
            onChange={(name) => {
              const fields = vocab?.actions[name]?.argFields;
              const { args: _a, ...rest } = action;
              props.onChange(
                fields
                  ? {
                      ...rest,
                      action: name,
                      args: Object.fromEntries(
                        Object.entries(fields).map(([k, f]) => [
                          k,
                          f.kind === "number" || f.kind === "slider" ? (f.min ?? 1) : "",
                        ]),
                      ),
                    }
                  : { ...rest, action: name },
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
        ? Object.entries(decl.argFields).map(([name, field]) =>
            field.kind === "number" || field.kind === "slider" ? (
              <NumberInput
                key={name}
                label={t(`elements:${actionArgKey(vocab!.type, action.action, name)}`)}
                value={typeof args[name] === "number" ? (args[name] as number) : 0}
                min={field.min}
                max={field.max}
                step={field.step}
                testId={`action-arg-${name}`}
                onChange={(n) => props.onChange({ ...action, args: { ...args, [name]: n } })}
              />
            ) : (
              <ScalarInput
                key={name}
                label={t(`elements:${actionArgKey(vocab!.type, action.action, name)}`)}
                type="string"
                value={String(args[name] ?? "")}
                testId={`action-arg-${name}`}
                onChange={(v) => props.onChange({ ...action, args: { ...args, [name]: v } })}
              />
            ),
          )
        : null}
    </>
  );
}

// ---------------------------------------------------------------- animations

function AnimationEditor(props: {
  ctx: PickerContext;
  animation: Animation;
  onChange(animation: Animation): void;
}) {
  const { t } = useTranslation(["logic", "elements"]);
  const { animation } = props;
  const values = animation as unknown as Record<string, unknown>;
  const set = (key: string, value: unknown) =>
    props.onChange({ ...animation, [key]: value } as Animation);
  const plain = animation.name === "stopAnimation";
  return (
    <Flex direction="column" gap="2" className="lb-animation" data-testid="animation-editor">
      <Flex gap="2" align="end" wrap="wrap">
        <Labelled label={t("animation.kind")}>
          {(id) => (
            <NativeSelect
              id={id}
              value={animation.name}
              testId="animation-kind"
              onChange={(name) =>
                props.onChange(changeAnimationKind(animation, name as AnimationName))
              }
            >
              {ANIMATION_NAMES.map((n) => (
                <option key={n} value={n}>
                  {t(`elements:${ruleKey("animations", n)}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </Labelled>
        {plain ? null : (
          <>
            <DurationInput
              label={t("animation.duration")}
              ms={animation.durationMs}
              max={600_000}
              onChange={(durationMs) => set("durationMs", durationMs)}
              testId="animation-duration"
            />
            <Labelled label={t("animation.easing")}>
              {(id) => (
                <NativeSelect
                  id={id}
                  value={animation.easing.name}
                  testId="animation-easing"
                  onChange={(name) => set("easing", { ...animation.easing, name })}
                >
                  {EASINGS.map((e) => (
                    <option key={e} value={e}>
                      {t(`animation.easings.${e}`)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Labelled>
            {animation.easing.name === "none" ? null : (
              <Labelled label={t("animation.easingDirection")}>
                {(id) => (
                  <NativeSelect
                    id={id}
                    value={animation.easing.direction}
                    testId="animation-easing-direction"
                    onChange={(direction) => set("easing", { ...animation.easing, direction })}
                  >
                    {(["in", "out", "inOut"] as const).map((d) => (
                      <option key={d} value={d}>
                        {t(`animation.directions.${d}`)}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </Labelled>
            )}
            <NumberInput
              label={t("animation.cycles")}
              value={animation.cycles}
              min={1}
              max={1000}
              step={1}
              testId="animation-cycles"
              onChange={(n) => set("cycles", Math.max(1, Math.round(n)))}
            />
            {(["infinite", "autoShow", "autoHide"] as const).map((key) => (
              <Flex key={key} gap="1" align="center" asChild>
                <label>
                  <Switch
                    size="1"
                    checked={animation[key]}
                    data-testid={`animation-${key}`}
                    onCheckedChange={(v) => set(key, v)}
                  />
                  <Text size="1">{t(`animation.${key}`)}</Text>
                </label>
              </Flex>
            ))}
          </>
        )}
      </Flex>
      <Flex gap="2" align="end" wrap="wrap">
        {ANIMATION_PARAMS[animation.name].map((p) => {
          const label = t(`animation.params.${p.key}`);
          switch (p.kind) {
            case "number":
              return (
                <NumberInput
                  key={p.key}
                  label={label}
                  value={Number(values[p.key] ?? 0)}
                  min={p.min}
                  max={p.max}
                  step={p.step}
                  unit={p.unit === "deg" ? "°" : p.unit}
                  testId={`animation-${p.key}`}
                  onChange={(n) => set(p.key, n)}
                />
              );
            case "select":
              return (
                <Labelled key={p.key} label={label}>
                  {(id) => (
                    <NativeSelect
                      id={id}
                      value={String(values[p.key])}
                      testId={`animation-${p.key}`}
                      onChange={(v) => set(p.key, v)}
                    >
                      {p.options.map((o) => (
                        <option key={o} value={o}>
                          {t(`animation.options.${o}`)}
                        </option>
                      ))}
                    </NativeSelect>
                  )}
                </Labelled>
              );
            case "switch":
              return (
                <Flex key={p.key} gap="1" align="center" asChild>
                  <label>
                    <Switch
                      size="1"
                      checked={values[p.key] === true}
                      onCheckedChange={(v) => set(p.key, v)}
                      data-testid={`animation-${p.key}`}
                    />
                    <Text size="1">{label}</Text>
                  </label>
                </Flex>
              );
            case "color":
              return (
                <Labelled key={p.key} label={label}>
                  {(id) => (
                    <input
                      id={id}
                      type="color"
                      className="lb-color"
                      value={String(values[p.key])}
                      onChange={(e) => set(p.key, e.target.value)}
                      data-testid={`animation-${p.key}`}
                    />
                  )}
                </Labelled>
              );
            case "element":
              return (
                <ElementPicker
                  key={p.key}
                  ctx={props.ctx}
                  label={label}
                  value={String(values[p.key] ?? "")}
                  onChange={(id) => set(p.key, id)}
                  testId={`animation-${p.key}`}
                />
              );
            case "json":
              return (
                <TweenInput
                  key={p.key}
                  label={label}
                  value={values[p.key] as Record<string, unknown>}
                  onChange={(v) => set(p.key, v)}
                />
              );
          }
        })}
      </Flex>
    </Flex>
  );
}

/** JSON of tween properties, checked as it is typed: only an object of numbers, strings, booleans. */
function TweenInput(props: {
  label: string;
  value: Record<string, unknown>;
  onChange(value: Record<string, unknown>): void;
}) {
  const { t } = useTranslation("logic");
  const [text, setText] = useState(() => JSON.stringify(props.value, null, 2));
  const [error, setError] = useState<string | null>(null);
  return (
    <Labelled label={props.label}>
      {(id) => (
        <Flex direction="column" gap="1">
          <TextArea
            id={id}
            className="lb-code"
            rows={4}
            spellCheck={false}
            value={text}
            aria-invalid={error ? true : undefined}
            data-testid="animation-tween"
            onChange={(e) => {
              setText(e.target.value);
              const problem = tweenProblem(e.target.value);
              setError(problem);
              if (!problem) props.onChange(JSON.parse(e.target.value) as Record<string, unknown>);
            }}
          />
          {error ? (
            <Text size="1" color="red" role="alert" data-testid="tween-error">
              {t(`animation.tweenErrors.${error}`)}
            </Text>
          ) : null}
        </Flex>
      )}
    </Labelled>
  );
}

/** Why a tween text is refused ('syntax', 'notObject', 'badValue'), or null. */
export function tweenProblem(text: string): "syntax" | "notObject" | "badValue" | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return "syntax";
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return "notObject";
  for (const v of Object.values(parsed))
    if (!["number", "string", "boolean"].includes(typeof v)) return "badValue";
  return null;
}
