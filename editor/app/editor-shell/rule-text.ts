/**
 * How rules are put into words and which rules refer to something: the logic builder owns this
 * vocabulary, the scene editor shows it ("Used in", the delete confirmation). Neither view imports
 * the other: the editor layout hands the logic builder's vocabulary to the shell, and both views
 * read it from here.
 */
import type {
  Action,
  Condition,
  GameDocument,
  Locale,
  Registry,
  Rule,
  Trigger,
} from "@exitgame/engine";
import { createContext, useContext } from "react";

export interface RuleTextContext {
  doc: GameDocument;
  registry: Registry;
  locale: Locale;
}

/** Something rules can refer to. */
export type RuleTarget = { kind: "element" | "variable" | "scene"; id: string };

export interface RuleText {
  rulesUsing(doc: GameDocument, target: RuleTarget): Rule[];
  ruleSummary(ctx: RuleTextContext, rule: Rule): string;
  triggerSentence(ctx: RuleTextContext, trigger: Trigger): string;
  conditionSentence(ctx: RuleTextContext, condition: Condition): string;
  actionSentence(ctx: RuleTextContext, action: Action): string;
}

export const RuleTextProvider = createContext<RuleText | null>(null);

/** The rule vocabulary, or null while it loads (just after the editor opened). */
export function useRuleText(): RuleText | null {
  return useContext(RuleTextProvider);
}
