/**
 * validate(document, registry): diagnostics a person can act on. Errors make a game unplayable
 * (the API refuses to save, the player refuses to start); warnings point at likely mistakes.
 */
import type { ElementCommon, GameDocument } from "../document/schema";
import type { AccessibilityCode, AccessibilityFixKind } from "../elements/contract";
import type { Registry } from "../elements/registry";
import type { ReferenceProblemCode } from "../runtime/types";
import type { DiagnosticParams } from "./diagnostic";
import { createContext } from "./validation/context";
import { checkConstantConditions, checkScenes, checkVariableUse } from "./validation/document-wide";
import { checkRule } from "./validation/rule";
import { checkVariableNames } from "./validation/variable-names";

export type DiagnosticCode =
  | ReferenceProblemCode
  | "unknownElementType"
  | "duplicateVariableName"
  | "ruleWithoutTrigger"
  | "ruleWithoutActions"
  | "actionOnOtherScene"
  | "preloadWithTransition"
  | "unreachableScene"
  | "variableNeverRead"
  | "variableNeverWritten"
  | "conditionNeverHolds"
  | "awaitNeverCompletes"
  /** A condition compares a player's entry with a literal: the answer is in the page. */
  | "answerVisible"
  /** An element type's own finding in valid props (ElementDefinition.problems). */
  | "elementProblem"
  /** The accessibility checker's findings (rules/accessibility.ts). */
  | AccessibilityCode;

/** A change that resolves a diagnostic in one step: a common-property patch of its element. */
export interface DiagnosticFix {
  kind: AccessibilityFixKind;
  elementId: string;
  patch: Partial<Omit<ElementCommon, "global" | "variables">>;
}

/**
 * One finding of validate(): a code and the parameters its sentence needs (rule name and
 * number, element and variable names, types, …), never the sentence itself; apps word it.
 */
export interface Diagnostic {
  severity: "error" | "warning";
  code: DiagnosticCode;
  params: DiagnosticParams;
  /** Dotted path into the document: 'rules.2.actions.0'. */
  path: string;
  ruleId?: string;
  sceneId?: string;
  elementId?: string;
  variableId?: string;
  /** A one-step fix the editor may offer. */
  fix?: DiagnosticFix;
}

/**
 * The checks, each in its own file under ./validation: element types (while finding the
 * elements), variable names, each rule (scope, triggers, conditions, actions), then what needs
 * every rule read first (scenes, variable use, conditions on constant variables). The order of
 * the findings follows the document.
 */
export function validate(document: GameDocument, registry: Registry): Diagnostic[] {
  const out: Diagnostic[] = [];
  const ctx = createContext(document, registry, out);
  checkVariableNames(ctx);
  document.rules.forEach((rule, r) => checkRule(ctx, rule, r));
  checkScenes(ctx);
  checkVariableUse(ctx);
  checkConstantConditions(ctx);
  return out;
}

export const hasErrors = (diagnostics: readonly Diagnostic[]) =>
  diagnostics.some((d) => d.severity === "error");
