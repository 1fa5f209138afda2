import type { DiagnosticData, DiagnosticParams, Locale } from "@exitgame/engine";
import { playElementResources as elementResources } from "../play-i18n";
import { MESSAGES, PROBLEMS, WORDS, type Entry } from "./messages";

/**
 * Turns an engine diagnostic ({ code, params, path }) into a sentence in `locale`. Pure (no
 * i18next), so the API words its errors with the same sentences as both apps.
 */
export function formatDiagnostic(diagnostic: DiagnosticData, locale: Locale): string {
  const { code, params } = diagnostic;
  const entry = pick(MESSAGES, code, [params["reason"], params["at"]]);
  if (!entry) return fill(WORDS.unknown[locale], { code });
  let template: string = entry[locale];
  const hasRule = typeof params["ruleNumber"] === "number";
  if (!hasRule && template.startsWith("{{ruleLabel}}: ")) {
    template = template.slice("{{ruleLabel}}: ".length);
    template = template.charAt(0).toUpperCase() + template.slice(1);
  }
  const words: Record<string, string | number> = { ...params };
  if (hasRule)
    words["ruleLabel"] = fill(
      (params["rule"] ? WORDS.rule.named : WORDS.rule.numbered)[locale],
      params,
    );
  for (const key of ["expected", "actual"] as const)
    if (typeof params[key] === "string") words[key] = word(WORDS.typeArticle, params[key], locale);
  if (typeof params["valueType"] === "string")
    words["valueType"] = word(WORDS.typeName, params["valueType"], locale);
  if (typeof params["comparator"] === "string")
    words["comparator"] = word(WORDS.comparator, params["comparator"], locale);
  if (template.includes("{{problemText}}")) words["problemText"] = problemText(params, locale);
  return fill(template, words);
}

/** "… and 3 more" below a shortened list. */
export function formatMore(count: number, locale: Locale): string {
  return fill(WORDS.more[locale], { count });
}

/** One line per diagnostic, at most `max`, then "… and N more" (for error messages). */
export function summarizeDiagnostics(
  diagnostics: readonly DiagnosticData[],
  locale: Locale,
  options: { max?: number; total?: number } = {},
): string {
  const max = options.max ?? 3;
  const total = Math.max(options.total ?? 0, diagnostics.length);
  const shown = diagnostics.slice(0, max).map((d) => formatDiagnostic(d, locale));
  if (total > shown.length) shown.push(formatMore(total - shown.length, locale));
  return shown.join(" ");
}

function problemText(params: DiagnosticParams, locale: Locale): string {
  const key = params["messageKey"];
  if (typeof key === "string") {
    const translated = lookup(elementResources[locale].elements, key);
    if (translated) return translated;
  }
  const problem = String(params["problem"] ?? "custom");
  const entry = pick(PROBLEMS, problem, [params["origin"]]) ?? PROBLEMS.custom;
  const words: Record<string, string | number> = { ...params };
  if (typeof params["expected"] === "string")
    words["expected"] = word(WORDS.typeName, params["expected"], locale);
  for (const key of ["what", "previous"] as const)
    if (typeof params[key] === "string") words[key] = word(WORDS.thing, params[key], locale);
  return fill(entry[locale], words);
}

/** The entry for `code.variant` (first variant that has one), else for `code`. */
function pick(
  table: Record<string, Entry>,
  code: string,
  variants: readonly unknown[],
): Entry | undefined {
  for (const variant of variants)
    if (typeof variant === "string" && Object.hasOwn(table, `${code}.${variant}`))
      return table[`${code}.${variant}`];
  return Object.hasOwn(table, code) ? table[code] : undefined;
}

function word(table: Record<string, Entry>, key: string, locale: Locale): string {
  return Object.hasOwn(table, key) ? table[key]![locale] : key;
}

function lookup(tree: unknown, dotted: string): string | undefined {
  let node = tree;
  for (const part of dotted.split(".")) {
    if (typeof node !== "object" || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : undefined;
}

function fill(template: string, params: Record<string, string | number | undefined>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = params[name];
    return value === undefined ? "" : String(value);
  });
}
