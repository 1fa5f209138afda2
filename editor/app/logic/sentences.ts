/**
 * Rules as sentences (the logic builder): every trigger, condition and action of a rule in
 * the author's language, built from the declared templates (element-plugins' strings and
 * `common.rules`) with the slots filled by names from the document. Pure: no React, no i18next,
 * so the rule list, the builder's preview line and the tests share one implementation.
 */
import {
  ALL_SCENES,
  actionDefinition,
  triggerDefinitionOf,
  listVariables,
  type Action,
  type Animation,
  type Condition,
  type ConditionGroup,
  type GameDocument,
  type Locale,
  type Operand,
  type Registry,
  type Rule,
  type Scalar,
  type Trigger,
} from "@exitgame/engine";
import { elementString } from "@exitgame/element-plugins/i18n";
import { actionKey, propertyKey, ruleKey, triggerKey } from "@exitgame/element-plugins/labels";
import { allElements } from "@exitgame/engine";
import de from "../locales/logic.de.json";
import en from "../locales/logic.en.json";

const WORDS = { de: de.sentence, en: en.sentence } as const;

export interface SentenceContext {
  doc: GameDocument;
  registry: Registry;
  locale: Locale;
}

/** Fills single-brace slots: "Gehe zu {scene}". */
export function fillSlots(template: string, slots: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => slots[name] ?? whole);
}

const quote = (locale: Locale, text: string) => (locale === "de" ? `„${text}“` : `“${text}”`);

function words(ctx: SentenceContext) {
  return WORDS[ctx.locale];
}

function elementOf(ctx: SentenceContext, id: string) {
  for (const el of allElements(ctx.doc)) if (el.id === id) return el;
  return undefined;
}

/** An element as the sentence names it: its name in quotes, or "a missing element". */
export function elementName(ctx: SentenceContext, id: string): string {
  const el = elementOf(ctx, id);
  if (!el) return words(ctx).missingElement;
  return quote(ctx.locale, el.name || id);
}

export function sceneName(ctx: SentenceContext, id: string): string {
  const scene = ctx.doc.scenes.find((s) => s.id === id);
  return scene ? quote(ctx.locale, scene.name) : words(ctx).missingScene;
}

export function variableName(ctx: SentenceContext, id: string): string {
  const v = listVariables(ctx.doc).find((x) => x.id === id);
  if (!v) return words(ctx).missingVariable;
  if (v.elementId === null) return quote(ctx.locale, v.name);
  const el = elementOf(ctx, v.elementId);
  return quote(ctx.locale, `${el?.name || v.elementId}.${v.name}`);
}

/** A literal: numbers in the locale's format, strings in quotes, booleans as words. */
export function literal(ctx: SentenceContext, value: Scalar): string {
  if (typeof value === "boolean") return value ? words(ctx).true : words(ctx).false;
  if (typeof value === "number") return new Intl.NumberFormat(ctx.locale).format(value);
  return quote(ctx.locale, value);
}

function text(ctx: SentenceContext, key: string): string | undefined {
  return elementString(ctx.locale, key);
}

/** The label of a property of an element (its type's word, or the common one). */
export function propertyLabel(ctx: SentenceContext, elementId: string, property: string): string {
  const el = elementOf(ctx, elementId);
  const own = el ? text(ctx, propertyKey(el.type, property)) : undefined;
  return own ?? text(ctx, propertyKey(null, property)) ?? property;
}

export function operandText(ctx: SentenceContext, operand: Operand): string {
  switch (operand.kind) {
    case "property":
      return fillSlots(words(ctx).propertyOf, {
        property: propertyLabel(ctx, operand.elementId, operand.property),
        element: elementName(ctx, operand.elementId),
      });
    case "variable":
      return variableName(ctx, operand.variableId);
    case "value":
      return literal(ctx, operand.value);
    case "element":
      return elementName(ctx, operand.elementId);
  }
}

/** A duration: whole seconds as seconds, else milliseconds. */
export function durationText(ctx: SentenceContext, ms: number): string {
  const w = words(ctx);
  if (ms >= 1000 && ms % 100 === 0)
    return fillSlots(w.seconds, { n: new Intl.NumberFormat(ctx.locale).format(ms / 1000) });
  return fillSlots(w.milliseconds, { n: new Intl.NumberFormat(ctx.locale).format(ms) });
}

/** A transition's name inside a sentence ("with cross-fade"; German nouns keep their capital). */
function transitionWord(ctx: SentenceContext, type: string): string {
  const label = text(ctx, ruleKey("transitions", type)) ?? type;
  return ctx.locale === "en" ? label.toLowerCase() : label;
}

export function triggerSentence(ctx: SentenceContext, trigger: Trigger): string {
  return triggerDefinitionOf(trigger).sentence(trigger, {
    fill: fillSlots,
    words: (name, kind) => text(ctx, ruleKey("triggers", name, kind)),
    elementTrigger(elementId, name, withValue) {
      const el = elementOf(ctx, elementId);
      const declared = el ? ctx.registry.vocabulary(el.type)?.triggers[name] : undefined;
      // common triggers (click, dragEnd …) are worded once for every type
      const type = el && declared && !declared.common ? el.type : null;
      const base = triggerKey(type, name, "sentence");
      return (withValue ? text(ctx, `${base}WithValue`) : undefined) ?? text(ctx, base);
    },
    unknownTrigger: (name) => fillSlots(words(ctx).unknownTrigger, { trigger: name }),
    withValue: (value) => fillSlots(words(ctx).withValue, { value }),
    scene: (id) => sceneName(ctx, id),
    element: (id) => elementName(ctx, id),
    variable: (id) => variableName(ctx, id),
    literal: (value) => literal(ctx, value),
  });
}

export function conditionSentence(ctx: SentenceContext, condition: Condition): string {
  return fillSlots(text(ctx, ruleKey("comparators", condition.comparator)) ?? "", {
    left: operandText(ctx, condition.left),
    right: operandText(ctx, condition.right),
  });
}

/** "and all of these hold:" / "and at least 2 of these hold:". */
export function groupSentence(ctx: SentenceContext, group: ConditionGroup): string {
  return fillSlots(text(ctx, ruleKey("groups", group.operator, "sentence")) ?? "", {
    count: String(group.requiredCount ?? 1),
  });
}

export function animationText(ctx: SentenceContext, animation: Animation): string {
  const name = text(ctx, ruleKey("animations", animation.name)) ?? animation.name;
  if (animation.name === "stopAnimation") return name;
  const parts = [durationText(ctx, animation.durationMs)];
  if (animation.infinite) parts.push(words(ctx).infinite);
  else if (animation.cycles > 1)
    parts.push(fillSlots(words(ctx).cycles, { n: String(animation.cycles) }));
  return `${name} (${parts.join(", ")})`;
}

function argText(ctx: SentenceContext, value: unknown): string {
  if (typeof value === "number") return new Intl.NumberFormat(ctx.locale).format(value);
  if (typeof value === "string" || typeof value === "boolean") return literal(ctx, value);
  return JSON.stringify(value);
}

export function actionSentence(ctx: SentenceContext, action: Action): string {
  const def = actionDefinition(action.type);
  if (!def) return action.type;
  return def.sentence(action, {
    template: text(ctx, ruleKey("actions", action.type, "sentence")) ?? action.type,
    fill: fillSlots,
    scene: (id) => sceneName(ctx, id),
    element: (id) => elementName(ctx, id),
    variable: (id) => variableName(ctx, id),
    operand: (operand) => operandText(ctx, operand),
    property: (elementId, property) => propertyLabel(ctx, elementId, property),
    duration: (ms) => durationText(ctx, ms),
    animation: (animation) => animationText(ctx, animation),
    withTransition: (type) =>
      fillSlots(words(ctx).withTransition, { transition: transitionWord(ctx, type) }),
    elementAction(elementId, name) {
      const el = elementOf(ctx, elementId);
      return el ? text(ctx, actionKey(el.type, name, "sentence")) : undefined;
    },
    unknownElementAction: (name) => fillSlots(words(ctx).unknownAction, { action: name }),
    arg: (value) => argText(ctx, value),
  });
}

const lowerFirst = (s: string) => (s ? s.charAt(0).toLowerCase() + s.slice(1) : s);

/**
 * The whole rule in one sentence: "When A or when B, if C: do X, then Y". Several conditions
 * are listed after the group's sentence.
 */
export function ruleSummary(ctx: SentenceContext, rule: Rule): string {
  const w = words(ctx);
  const triggers = rule.triggers.map((t) => triggerSentence(ctx, t));
  let head = triggers.length
    ? triggers.map((s, i) => (i === 0 ? s : lowerFirst(s))).join(` ${w.or} `)
    : w.noTrigger;
  const conditions = rule.conditions.items.map((c) => conditionSentence(ctx, c));
  if (conditions.length === 1) head += `, ${w.if} ${conditions[0]}`;
  else if (conditions.length > 1)
    head += `, ${groupSentence(ctx, rule.conditions).replace(/:\s*$/, "")} (${conditions.join("; ")})`;
  const actions = rule.actions.map((a, i) => {
    const s = actionSentence(ctx, a);
    return i === 0 ? lowerFirst(s) : s.charAt(0).toLowerCase() + s.slice(1);
  });
  const tail = actions.length ? actions.join(`, ${w.then} `) : w.noActions;
  return `${head}: ${tail}`;
}

/** The scene a rule is scoped to, as the list shows it. */
export function scopeText(ctx: SentenceContext, rule: Rule): string {
  return rule.sceneId === ALL_SCENES ? words(ctx).allScenes : sceneName(ctx, rule.sceneId);
}
