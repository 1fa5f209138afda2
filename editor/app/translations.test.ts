/**
 * Every string exists in German and English: the same keys and the same placeholders
 * in both languages, and every key the code asks for with a literal exists.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { playerResources } from "@exitgame/player/kit/i18n";
import { shellResources } from "@exitgame/player/kit";
import type { Resource } from "i18next";
import { describe, expect, it } from "vitest";
import { ACTION_DEFINITIONS } from "@exitgame/engine";
import { ruleKey } from "@exitgame/element-plugins/labels";
import { editorResources } from "./i18n";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

type Tree = { [key: string]: string | Tree };
/** "a.b.c" → the string, for every leaf. */
function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(name, value);
    else for (const [k, v] of flatten(value, name)) out.set(k, v);
  }
  return out;
}

const apps: Record<string, Resource> = {
  shell: shellResources,
  player: playerResources,
  editor: editorResources,
};

/** namespace → flattened strings, per language, over every app. */
function catalogue(lng: "de" | "en"): Map<string, Map<string, string>> {
  const out = new Map<string, Map<string, string>>();
  for (const resources of Object.values(apps))
    for (const [ns, tree] of Object.entries(resources[lng] ?? {}))
      out.set(ns, flatten(tree as Tree));
  return out;
}
const de = catalogue("de");
const en = catalogue("en");
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

describe("translations", () => {
  it("every namespace exists in both languages", () => {
    expect([...de.keys()].sort()).toEqual([...en.keys()].sort());
  });

  for (const [ns, strings] of en) {
    it(`${ns}: the same keys and placeholders in German and English`, () => {
      const german = de.get(ns)!;
      const onlyEn = [...strings.keys()].filter((k) => !german.has(k));
      const onlyDe = [...german.keys()].filter((k) => !strings.has(k));
      expect({ onlyEn, onlyDe }).toEqual({ onlyEn: [], onlyDe: [] });
      for (const [key, text] of strings) {
        expect(text.trim(), `${ns}:${key} (en) is empty`).not.toBe("");
        expect(german.get(key)!.trim(), `${ns}:${key} (de) is empty`).not.toBe("");
        expect(placeholders(german.get(key)!), `${ns}:${key}`).toEqual(placeholders(text));
      }
    });
  }

  it("the logic builder has every rule action's label in both languages (the rule words)", () => {
    for (const locale of ["de", "en"] as const) {
      const elements = flatten(editorResources[locale]!["elements"] as Tree);
      for (const d of ACTION_DEFINITIONS)
        expect(elements.get(ruleKey("actions", d.type, "label")), `${locale} ${d.type}`).toBe(
          d.words[locale].label,
        );
    }
  });

  it("every literal key the apps ask for exists (namespace from useTranslation or ns:key)", () => {
    const sources = ["player/app", "editor/app", "element-plugins/src"].flatMap((dir) =>
      walk(path.join(root, dir)),
    );
    const missing: string[] = [];
    let checked = 0;
    for (const file of sources) {
      const code = readFileSync(file, "utf8");
      const namespaces = [...code.matchAll(/useTranslation\(([^)]*)\)/g)].flatMap((m) =>
        m[1]!.trim() ? [...m[1]!.matchAll(/"([\w-]+)"/g)].map((n) => n[1]!) : ["shell"],
      );
      if (namespaces.length === 0) continue;
      for (const m of code.matchAll(/\bt\(\s*"([^"$]+)"/g)) {
        const key = m[1]!;
        const [ns, name] = key.includes(":") ? key.split(":", 2) : [null, key];
        const candidates = ns ? [ns] : namespaces;
        checked += 1;
        const exists = candidates.some((n) => {
          const strings = en.get(n!);
          if (!strings) return false;
          // Plural keys live as name_one / name_other.
          return strings.has(name!) || strings.has(`${name}_other`) || hasBranch(strings, name!);
        });
        if (!exists) missing.push(`${path.relative(root, file)}: ${key}`);
      }
    }
    expect(checked).toBeGreaterThan(200);
    expect(missing).toEqual([]);
  });
});

/** t("a.b", { returnObjects: true }) reads a whole branch. */
const hasBranch = (strings: Map<string, string>, prefix: string) =>
  [...strings.keys()].some((k) => k.startsWith(`${prefix}.`));

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "node_modules" ? [] : walk(full);
    return /\.(tsx?)$/.test(name) && !/\.test\./.test(name) ? [full] : [];
  });
}
