import type { GameDocument } from "./schema";

/**
 * The author's score variable of a document (settings.scoreVariable), when it names one of the
 * game's global number variables; null otherwise (not declared, or the variable is gone).
 */
export function scoreVariableOf(
  doc: Pick<GameDocument, "settings" | "variables">,
): { variableId: string; maximum: number } | null {
  const declared = doc.settings?.scoreVariable;
  if (!declared) return null;
  const variable = doc.variables.find((v) => v.id === declared.variableId);
  return variable?.type === "number" ? declared : null;
}

/**
 * The score (0–1) the author's score variable gives for these variable values (a snapshot's
 * `variables`): value ÷ maximum, clamped; null when the document declares no score variable or
 * the value is not a finite number.
 */
export function declaredScore(
  doc: Pick<GameDocument, "settings" | "variables">,
  variables: Readonly<Record<string, unknown>> | null | undefined,
): number | null {
  const declared = scoreVariableOf(doc);
  if (!declared) return null;
  const value = variables?.[declared.variableId];
  if (typeof value !== "number" || !Number.isFinite(value)) return null;
  return Math.min(1, Math.max(0, value / declared.maximum));
}
