/**
 * Matching a player's answer with an element's expected answer: the one function the API (which
 * checks answers of published games), the editor's preview and the tests use.
 */

/** What an element declares as its answer (see ElementDefinition.answer). */
export interface AnswerSpec {
  /** The expected answer; empty: the element has no answer to check (never correct). */
  expected: string;
  /** Further accepted answers. */
  alternatives?: readonly string[];
  /**
   * Tolerant matching: case and surrounding spaces ignored, inner runs of spaces as one,
   * ä/ae, ö/oe, ü/ue, ß/ss equal (and, for keyboards without umlauts, ü/u: Muller = Müller),
   * other accents ignored (é = e), a decimal comma equal to a decimal point (3,5 = 3.5).
   */
  tolerant: boolean;
  /** Without tolerance: compare letters regardless of case (the code lock's default). */
  caseSensitive?: boolean;
}

const UMLAUTS: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss" };

/** The form two answers are compared in under tolerant matching. */
export function normalizeAnswer(value: string): string {
  return (
    value
      .normalize("NFC")
      .trim()
      .toLocaleLowerCase("de")
      .replace(/\s+/gu, " ")
      .replace(/[äöüß]/gu, (c) => UMLAUTS[c]!)
      // A decimal comma between digits is a decimal point (3,5 = 3.5).
      .replace(/(\d),(\d)/gu, "$1.$2")
  );
}

/** The tolerant form with umlauts and other accents dropped instead of spelled out (Müller → muller). */
function withoutAccents(normalized: string): string {
  return normalized.normalize("NFD").replace(/\p{M}/gu, "");
}

function tolerantForms(value: string): [string, string] {
  const base = value.normalize("NFC").trim().toLocaleLowerCase("de").replace(/\s+/gu, " ");
  return [normalizeAnswer(value), withoutAccents(base).replace(/(\d),(\d)/gu, "$1.$2")];
}

function numeric(value: string): number | undefined {
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/u.test(value)) return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

function sameAnswer(expected: string, value: string, spec: AnswerSpec): boolean {
  if (expected === "") return false;
  if (spec.tolerant) {
    const [a, a2] = tolerantForms(expected);
    const [b, b2] = tolerantForms(value);
    if (a === "") return false;
    if (a === b || a2 === b2) return true;
    // 3.50 = 3.5, 03 = 3
    const x = numeric(a);
    const y = numeric(b);
    return x !== undefined && y !== undefined && x === y;
  }
  if (spec.caseSensitive === false)
    return expected.toLocaleLowerCase() === value.toLocaleLowerCase();
  return expected === value;
}

/** Whether `value` is accepted: the expected answer or one of the alternatives. */
export function answerMatches(spec: AnswerSpec, value: string): boolean {
  if (sameAnswer(spec.expected, value, spec)) return true;
  return (spec.alternatives ?? []).some((alt) => sameAnswer(alt, value, spec));
}
