/**
 * The score of a play the server knows the state of (a competition team): the author's score
 * variable when the game declares one (engine: declaredScore, value ÷ maximum, 0–1), else the
 * share of the game's scenes reached (the first scene counts: every play starts there).
 */
import { declaredScore, scoreVariableOf, type GameDocument } from "@exitgame/engine";

export interface ScoreOf {
  score: number;
  /** What the score was computed from. */
  from: "variable" | "scenes";
}

const isDocument = (value: unknown): value is GameDocument =>
  typeof value === "object" &&
  value !== null &&
  Array.isArray((value as GameDocument).scenes) &&
  Array.isArray((value as GameDocument).variables);

/** The share of the game's scenes among `reached` (plus the first); null without scenes. */
export function reachedShare(document: { scenes: { id: string }[] }, reached: readonly string[]) {
  const all = new Set(document.scenes.map((s) => s.id));
  if (all.size === 0) return null;
  const seen = new Set(reached.filter((id) => all.has(id)));
  seen.add(document.scenes[0]!.id);
  return seen.size / all.size;
}

export function documentScore(
  document: unknown,
  state: { reached: readonly string[]; snapshot: unknown },
): ScoreOf | null {
  if (!isDocument(document)) return null;
  if (scoreVariableOf(document)) {
    const variables = (state.snapshot as { variables?: Record<string, unknown> } | null)?.variables;
    // A team that never started has the variable's initial value.
    const initial = Object.fromEntries(document.variables.map((v) => [v.id, v.initialValue]));
    const score = declaredScore(document, { ...initial, ...variables });
    if (score !== null) return { score, from: "variable" };
  }
  const share = reachedShare(document, state.reached);
  return share === null ? null : { score: share, from: "scenes" };
}
