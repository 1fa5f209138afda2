/**
 * The rule vocabulary's own words (each trigger and action kind's label and sentence, from its
 * definition in the engine: rules/triggers/, rules/actions/) added under `common.rules` of the
 * common strings. The editor's logic builder needs them; the player does not, and its first load
 * stays without the rule definitions (see play-i18n.ts).
 */
import { ACTION_DEFINITIONS, TRIGGER_DEFINITIONS, type Locale } from "@exitgame/engine";
import type { commonStrings } from "./common-strings";

type Common = (typeof commonStrings)[Locale];

/** The words scene and variable triggers own, from their definitions (rules/triggers/). */
const triggerWords = (locale: Locale) =>
  Object.fromEntries(
    TRIGGER_DEFINITIONS.flatMap((d) => (d.words ? [[d.type, d.words[locale]]] : [])),
  );

/** Each rule action kind's label and sentence template, from its definition (rules/actions/). */
const actionWords = (locale: Locale) =>
  Object.fromEntries(ACTION_DEFINITIONS.map((d) => [d.type, d.words[locale]]));

/** `common` with the rule vocabulary's words under `rules.triggers` and `rules.actions`. */
export function withRuleWords(common: Common, locale: Locale) {
  return {
    ...common,
    rules: { ...common.rules, triggers: triggerWords(locale), actions: actionWords(locale) },
  };
}
