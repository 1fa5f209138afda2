/**
 * The problems of a document as the top bar shows them: the engine's check split into errors
 * (they block publishing) and warnings. The editor's loader checks the document on the server,
 * so the count is right from the first paint; in the browser this module (the engine's validation
 * and accessibility rules, colour maths with them) loads after that and follows every edit.
 */
import type { DiagnosticData, GameDocument, Registry } from "@exitgame/engine";
import { checkGameDocument } from "@exitgame/engine/rules/check";

export type Problem = DiagnosticData & { severity: "error" | "warning" };
export interface FoundProblems {
  errors: Problem[];
  warnings: Problem[];
}

export function checkProblems(document: GameDocument, registry: Registry): FoundProblems {
  const checked = checkGameDocument(document, registry);
  const errors = (checked.ok ? [] : checked.errors) as DiagnosticData[];
  return {
    errors: errors.map((d) => ({ ...d, severity: "error" as const })),
    warnings: (checked.warnings as DiagnosticData[]).map((d) => ({
      ...d,
      severity: "warning" as const,
    })),
  };
}
