import type { Registry } from "../elements/registry";
import { parseGameDocument, type DocumentIssue, type DocumentWarning } from "../document/parse";
import type { GameDocument } from "../document/schema";
import { accessibilityProblems } from "./accessibility";
import { rememberChecked } from "./checked";
import { elementProblems } from "./element-problems";
import { validate, type Diagnostic } from "./validate";

export type CheckResult =
  | { ok: true; document: GameDocument; warnings: (Diagnostic | DocumentWarning)[] }
  | {
      ok: false;
      /** The first errors (a broken document reports at most MAX_REPORTED_ISSUES). */
      errors: (Diagnostic | DocumentIssue)[];
      /** How many errors there are in all. */
      errorCount: number;
      warnings: (Diagnostic | DocumentWarning)[];
    };

/**
 * Parse (with migrations) and validate in one step: what the API runs before it saves or
 * publishes a game and the player before it starts one. Errors make a game unplayable.
 */
export function checkGameDocument(json: unknown, registry: Registry): CheckResult {
  const parsed = parseGameDocument(json, registry);
  if (!parsed.ok)
    return {
      ok: false,
      errors: parsed.issues,
      errorCount: parsed.issueCount,
      warnings: parsed.warnings,
    };
  const diagnostics = [
    ...validate(parsed.document, registry),
    ...elementProblems(parsed.document, registry),
    ...accessibilityProblems(parsed.document, registry),
  ];
  const errors = diagnostics.filter((d) => d.severity === "error");
  const warnings = [...parsed.warnings, ...diagnostics.filter((d) => d.severity === "warning")];
  if (errors.length > 0) return { ok: false, errors, errorCount: errors.length, warnings };
  rememberChecked(parsed.document);
  return { ok: true, document: parsed.document, warnings };
}
