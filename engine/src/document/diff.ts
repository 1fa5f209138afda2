/**
 * What changed between two game documents, structurally (scenes, elements, rules, variables),
 * and that change worded as sentences in German or English ("2 Elemente in „Szene 1“
 * hinzugefügt, Regel „Tipp“ geändert"). The version list of the editor shows these sentences;
 * the API stores the structured changes with each version and words them per request.
 *
 * Works on anything shaped like a document (older stored versions included): what is not an
 * array of objects with an `id` counts as empty.
 */
import type { Locale } from "./constants";

export type DocumentChange =
  | { kind: "sceneAdded" | "sceneRemoved"; scene: string }
  | { kind: "sceneRenamed"; from: string; scene: string }
  | { kind: "sceneChanged"; scene: string }
  | { kind: "scenesReordered" }
  /** A large game: the server keeps the version but does not compare whole documents. */
  | { kind: "notSummarised" }
  | {
      kind: "elementsAdded" | "elementsRemoved" | "elementsChanged";
      /** Null: the global elements (shown on every scene). */
      scene: string | null;
      count: number;
      /** The element's name when count is 1 and it has one. */
      name?: string;
    }
  | { kind: "ruleAdded" | "ruleRemoved" | "ruleChanged"; rule: string | null; count: number }
  | {
      kind: "variableAdded" | "variableRemoved" | "variableChanged";
      variable: string | null;
      count: number;
    };

type Item = { id: string; name?: unknown } & Record<string, unknown>;

const items = (value: unknown): Item[] =>
  Array.isArray(value)
    ? value.filter(
        (v): v is Item => typeof v === "object" && v !== null && typeof (v as Item).id === "string",
      )
    : [];

const field = (doc: unknown, key: string): unknown =>
  typeof doc === "object" && doc !== null ? (doc as Record<string, unknown>)[key] : undefined;

const nameOf = (item: Item): string | null =>
  typeof item.name === "string" && item.name.trim() ? item.name.trim() : null;

/** Deep equality of JSON values (key order ignored). */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((v, i) => same(v, other[i]));
  }
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) =>
    same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
  );
}

interface ListDiff {
  added: Item[];
  removed: Item[];
  changed: Item[];
}

function diffList(before: Item[], after: Item[], ignore: string[] = []): ListDiff {
  const old = new Map(before.map((item) => [item.id, item]));
  const now = new Set(after.map((item) => item.id));
  const strip = (item: Item) =>
    ignore.length
      ? Object.fromEntries(Object.entries(item).filter(([k]) => !ignore.includes(k)))
      : item;
  return {
    added: after.filter((item) => !old.has(item.id)),
    removed: before.filter((item) => !now.has(item.id)),
    changed: after.filter((item) => {
      const was = old.get(item.id);
      return was !== undefined && !same(strip(was), strip(item));
    }),
  };
}

function elementChanges(before: Item[], after: Item[], scene: string | null): DocumentChange[] {
  const d = diffList(before, after);
  const out: DocumentChange[] = [];
  const push = (kind: "elementsAdded" | "elementsRemoved" | "elementsChanged", list: Item[]) => {
    if (!list.length) return;
    const name = list.length === 1 ? nameOf(list[0]!) : null;
    out.push({ kind, scene, count: list.length, ...(name ? { name } : {}) });
  };
  push("elementsAdded", d.added);
  push("elementsRemoved", d.removed);
  push("elementsChanged", d.changed);
  return out;
}

/** Rules and variables: named one by one up to three, then counted. */
function namedChanges<K extends "rule" | "variable">(
  what: K,
  before: Item[],
  after: Item[],
): DocumentChange[] {
  const d = diffList(before, after);
  const out: DocumentChange[] = [];
  for (const [suffix, list] of [
    ["Added", d.added],
    ["Removed", d.removed],
    ["Changed", d.changed],
  ] as const) {
    if (!list.length) continue;
    const kind = `${what}${suffix}` as const;
    if (list.length <= 3)
      for (const item of list)
        out.push({ kind, [what]: nameOf(item), count: 1 } as unknown as DocumentChange);
    else out.push({ kind, [what]: null, count: list.length } as unknown as DocumentChange);
  }
  return out;
}

/** The changes that turn `before` into `after`, scene by scene, then rules and variables. */
export function diffDocuments(before: unknown, after: unknown): DocumentChange[] {
  const out: DocumentChange[] = [];
  const scenesBefore = items(field(before, "scenes"));
  const scenesAfter = items(field(after, "scenes"));
  const old = new Map(scenesBefore.map((s) => [s.id, s]));
  const now = new Set(scenesAfter.map((s) => s.id));
  const label = (s: Item) => nameOf(s) ?? s.id;
  for (const scene of scenesAfter) {
    const was = old.get(scene.id);
    if (!was) {
      out.push({ kind: "sceneAdded", scene: label(scene) });
      continue;
    }
    if (label(was) !== label(scene))
      out.push({ kind: "sceneRenamed", from: label(was), scene: label(scene) });
    const elements = elementChanges(items(was.elements), items(scene.elements), label(scene));
    out.push(...elements);
    const rest = (s: Item) => ({ ...s, name: undefined, elements: undefined });
    if (!elements.length && !same(rest(was), rest(scene)))
      out.push({ kind: "sceneChanged", scene: label(scene) });
  }
  for (const scene of scenesBefore)
    if (!now.has(scene.id)) out.push({ kind: "sceneRemoved", scene: label(scene) });
  const kept = (list: Item[], other: Set<string>) =>
    list.map((s) => s.id).filter((id) => other.has(id));
  const orderBefore = kept(scenesBefore, now);
  const orderAfter = kept(scenesAfter, new Set(old.keys()));
  if (!same(orderBefore, orderAfter)) out.push({ kind: "scenesReordered" });
  out.push(
    ...elementChanges(
      items(field(before, "globalElements")),
      items(field(after, "globalElements")),
      null,
    ),
  );
  out.push(...namedChanges("rule", items(field(before, "rules")), items(field(after, "rules"))));
  out.push(
    ...namedChanges(
      "variable",
      items(field(before, "variables")),
      items(field(after, "variables")),
    ),
  );
  return out;
}

const q = (locale: Locale, name: string) => (locale === "de" ? `„${name}“` : `'${name}'`);

type ChangeOf<K extends DocumentChange["kind"]> = DocumentChange extends infer C
  ? C extends { kind: infer CK }
    ? K extends CK
      ? C
      : never
    : never
  : never;
type Words = {
  [K in DocumentChange["kind"]]: (c: ChangeOf<K>, quote: (n: string) => string) => string;
};

const WORDS: Record<Locale, Words> = {
  de: {
    sceneAdded: (c, n) => `Szene ${n(c.scene)} hinzugefügt`,
    sceneRemoved: (c, n) => `Szene ${n(c.scene)} gelöscht`,
    sceneRenamed: (c, n) => `Szene ${n(c.from)} in ${n(c.scene)} umbenannt`,
    sceneChanged: (c, n) => `Einstellungen der Szene ${n(c.scene)} geändert`,
    scenesReordered: () => "Reihenfolge der Szenen geändert",
    notSummarised: () => "Änderungen nicht zusammengefasst (großes Spiel)",
    elementsAdded: (c, n) => `${elementsDe(c, n)} ${whereDe(c.scene, n)} hinzugefügt`,
    elementsRemoved: (c, n) => `${elementsDe(c, n)} ${whereDe(c.scene, n)} gelöscht`,
    elementsChanged: (c, n) => `${elementsDe(c, n)} ${whereDe(c.scene, n)} geändert`,
    ruleAdded: (c, n) =>
      c.rule
        ? `Regel ${n(c.rule)} hinzugefügt`
        : `${countDe(c.count, "Regel", "Regeln")} hinzugefügt`,
    ruleRemoved: (c, n) =>
      c.rule ? `Regel ${n(c.rule)} gelöscht` : `${countDe(c.count, "Regel", "Regeln")} gelöscht`,
    ruleChanged: (c, n) =>
      c.rule ? `Regel ${n(c.rule)} geändert` : `${countDe(c.count, "Regel", "Regeln")} geändert`,
    variableAdded: (c, n) =>
      c.variable
        ? `Variable ${n(c.variable)} hinzugefügt`
        : `${countDe(c.count, "Variable", "Variablen")} hinzugefügt`,
    variableRemoved: (c, n) =>
      c.variable
        ? `Variable ${n(c.variable)} gelöscht`
        : `${countDe(c.count, "Variable", "Variablen")} gelöscht`,
    variableChanged: (c, n) =>
      c.variable
        ? `Variable ${n(c.variable)} geändert`
        : `${countDe(c.count, "Variable", "Variablen")} geändert`,
  },
  en: {
    sceneAdded: (c, n) => `scene ${n(c.scene)} added`,
    sceneRemoved: (c, n) => `scene ${n(c.scene)} deleted`,
    sceneRenamed: (c, n) => `scene ${n(c.from)} renamed to ${n(c.scene)}`,
    sceneChanged: (c, n) => `settings of scene ${n(c.scene)} changed`,
    scenesReordered: () => "order of the scenes changed",
    notSummarised: () => "changes not summarised (large game)",
    elementsAdded: (c, n) => `${elementsEn(c, n)} added ${whereEn(c.scene, n)}`,
    elementsRemoved: (c, n) => `${elementsEn(c, n)} deleted ${whereEn(c.scene, n)}`,
    elementsChanged: (c, n) => `${elementsEn(c, n)} changed ${whereEn(c.scene, n)}`,
    ruleAdded: (c, n) => (c.rule ? `rule ${n(c.rule)} added` : `${countEn(c.count, "rule")} added`),
    ruleRemoved: (c, n) =>
      c.rule ? `rule ${n(c.rule)} deleted` : `${countEn(c.count, "rule")} deleted`,
    ruleChanged: (c, n) =>
      c.rule ? `rule ${n(c.rule)} changed` : `${countEn(c.count, "rule")} changed`,
    variableAdded: (c, n) =>
      c.variable ? `variable ${n(c.variable)} added` : `${countEn(c.count, "variable")} added`,
    variableRemoved: (c, n) =>
      c.variable ? `variable ${n(c.variable)} deleted` : `${countEn(c.count, "variable")} deleted`,
    variableChanged: (c, n) =>
      c.variable ? `variable ${n(c.variable)} changed` : `${countEn(c.count, "variable")} changed`,
  },
};

type ElementsChange = ChangeOf<"elementsAdded">;
const countDe = (count: number, one: string, many: string) =>
  count === 1 ? `1 ${one}` : `${count} ${many}`;
const countEn = (count: number, word: string) => (count === 1 ? `1 ${word}` : `${count} ${word}s`);
const elementsDe = (c: ElementsChange, n: (s: string) => string) =>
  c.name ? `Element ${n(c.name)}` : countDe(c.count, "Element", "Elemente");
const elementsEn = (c: ElementsChange, n: (s: string) => string) =>
  c.name ? `element ${n(c.name)}` : countEn(c.count, "element");
const whereDe = (scene: string | null, n: (s: string) => string) =>
  scene === null ? "bei den globalen Elementen" : `in ${n(scene)}`;
const whereEn = (scene: string | null, n: (s: string) => string) =>
  scene === null ? "among the global elements" : `in ${n(scene)}`;

/** One sentence part per change, in the given language. */
export function describeChanges(changes: readonly DocumentChange[], locale: Locale): string[] {
  const words = WORDS[locale] as unknown as Record<
    string,
    (c: DocumentChange, quote: (n: string) => string) => string
  >;
  return changes.flatMap((change) => {
    const word = words[change.kind];
    return word ? [word(change, (name) => q(locale, name))] : [];
  });
}

/**
 * The changes as one sentence ("2 Elemente in „Szene 1“ hinzugefügt, Regel „Tipp“ geändert"),
 * at most `max` parts and "… und 3 weitere Änderungen" / "and 3 more changes"; "" when nothing changed.
 */
export function summarizeChanges(
  changes: readonly DocumentChange[],
  locale: Locale,
  max = 4,
): string {
  const parts = describeChanges(changes, locale);
  if (!parts.length) return "";
  const shown = parts.slice(0, max);
  const more = parts.length - shown.length;
  if (more > 0)
    shown.push(
      locale === "de"
        ? `${more === 1 ? "1 weitere Änderung" : `${more} weitere Änderungen`}`
        : `${more === 1 ? "1 more change" : `${more} more changes`}`,
    );
  const text = shown.join(", ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}
