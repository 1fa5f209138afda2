/**
 * The rule vocabulary lives in engine/src/rules/actions/ and engine/src/rules/triggers/: one
 * definition per kind, listed once in each folder's index.ts. Code anywhere else asks a
 * definition (actionDefinition, definitionOf, triggerDefinitionOf) rather than branching on a
 * kind, so adding a kind is one file and one line. This test checks each definition is complete
 * and reads the sources of every package for code that names a kind.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ActionSchema, TriggerSchema } from "../document/rule-schema";
import { TRIGGER_DEFINITIONS } from "./triggers";
import { ACTION_DEFINITIONS, ACTION_TYPES, actionDefinition } from "./actions";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, "../../..");
const SOURCES = ["engine/src", "element-plugins/src", "player/app", "editor/app", "api/src"];
const OWN_FOLDERS = ["engine/src/rules/actions/", "engine/src/rules/triggers/"];
/** Tests, fixtures, generated code and the demo game (data) may name kinds. */
const EXEMPT = [
  /\.test\.tsx?$/,
  /\.bench\.ts$/,
  /\/e2e\//,
  /\/testing\//,
  /\/generated\//,
  /^api\/src\/seed\.ts$/,
  // reads stored documents structurally (no engine types): "rules that go to another scene"
  /^api\/src\/competitions\/board\.ts$/,
];

/** Kinds whose names are also effect or event kinds (switches over those may name them). */
const SHARED_NAMES = ["goToScene", "animate", "elementAction"];

const escape = (s: string) => s.replace(/[-.]/g, "\\$&");

/** Ways code branches on an action kind: compares an action's type, switches on it, narrows to it. */
function kindNamingPatterns(kinds: readonly string[]): RegExp[] {
  const name = `(${kinds.map(escape).join("|")})`;
  const q = `(['"\`])`;
  const action = `\\b(action|a|act)\\??\\.type`;
  const ownName = `(${kinds
    .filter((k) => !SHARED_NAMES.includes(k))
    .map(escape)
    .join("|")})`;
  return [
    new RegExp(`${action}\\s*[!=]==?\\s*${q}${name}\\2`),
    new RegExp(`${q}${name}\\1\\s*[!=]==?\\s*${action}\\b`),
    new RegExp(`switch\\s*\\(${action}\\)`),
    new RegExp(`Extract<Action,\\s*\\{\\s*type:\\s*${q}${name}\\1`),
    // effects (goToScene, animate) and events (elementAction) share some names: their switches may
    new RegExp(`\\bcase\\s+${q}${ownName}\\1\\s*:`),
  ];
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    if (entry.isDirectory()) out.push(...sourceFiles(rel));
    else if (/\.tsx?$/.test(entry.name)) out.push(rel);
  }
  return out;
}

describe("rule action definitions", () => {
  it("list each kind once, and the action schema accepts exactly the listed kinds", () => {
    expect(new Set(ACTION_TYPES).size).toBe(ACTION_DEFINITIONS.length);
    for (const type of ACTION_TYPES) expect(actionDefinition(type)?.type).toBe(type);
    const options = ActionSchema.def.options.map((o) => ({
      shape: { type: { value: o.shape.type.def.values[0] } },
    }));
    expect(options.map((o) => o.shape.type.value)).toEqual([...ACTION_TYPES]);
  });

  it("declare a field for every argument, words in both languages, and a valid new action", () => {
    for (const def of ACTION_DEFINITIONS) {
      const shape = Object.keys(def.schema.shape).filter(
        (k) => !["id", "type", "shouldAwait"].includes(k),
      );
      const declared = def.fields.flatMap((f) => [f.key, ...("args" in f ? [f.args] : [])]);
      expect([...declared].sort(), def.type).toEqual([...shape].sort());
      for (const locale of ["de", "en"] as const) {
        expect(def.words[locale].label, `${def.type} ${locale}`).not.toBe("");
        expect(def.words[locale].sentence, `${def.type} ${locale}`).not.toBe("");
        // the same slots in both languages
        const slots = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
        expect(slots(def.words[locale].sentence)).toEqual(slots(def.words.de.sentence));
      }
      // a new action is complete but for the references the author has to choose
      const created = { id: "a1", ...def.create() } as Record<string, unknown>;
      expect(created["type"]).toBe(def.type);
      const unchosen = Object.keys(created).filter((k) => created[k] === "");
      const chooseable = def.fields
        .filter((f) => ["scene", "element", "variable", "elementAction"].includes(f.kind))
        .map((f) => f.key);
      for (const key of unchosen) expect(chooseable, `${def.type}.${key}`).toContain(key);
      const filled = Object.fromEntries(
        Object.entries(created).map(([k, v]) => [k, v === "" ? "chosen" : v]),
      );
      expect(def.schema.safeParse(filled).success, def.type).toBe(true);
    }
  });
});

/** Trigger kinds, where the name is distinctive ('element' is too common a word to search for). */
function triggerNamingPatterns(kinds: readonly string[]): RegExp[] {
  const name = `(${kinds.map(escape).join("|")})`;
  const q = `(['"\`])`;
  const trigger = `\\b(trigger|t)\\??\\.type`;
  return [
    new RegExp(`${trigger}\\s*[!=]==?\\s*${q}${name}\\2`),
    new RegExp(`switch\\s*\\(${trigger}\\)`),
    new RegExp(`\\bcase\\s+${q}${name}\\1\\s*:`),
  ];
}

describe("rule trigger definitions", () => {
  it("list each kind once, with the schema's kinds, and offer builder choices and fields", () => {
    const types = TRIGGER_DEFINITIONS.map((d) => d.type);
    const options = TriggerSchema.def.options.map((o) => ({
      shape: { type: { value: o.shape.type.def.values[0] } },
    }));
    expect(options.map((o) => o.shape.type.value)).toEqual(types);
    for (const def of TRIGGER_DEFINITIONS) {
      expect(def.choices.length, def.type).toBeGreaterThan(0);
      // the kind picker's entries set these (scene entered/left, hint of a riddle/scene)
      const chosen = ["type", "direction", "targetKind"];
      const shape = Object.keys(def.schema.shape).filter((k) => !chosen.includes(k));
      expect(def.fields.map((f) => f.key).sort(), def.type).toEqual(shape.sort());
      const first = { sceneId: "s1", variableId: "v1", elementId: "e1" };
      for (const choice of def.choices as readonly {
        create(p: { type: string }, f: typeof first): { type: string };
        matches(t: unknown): boolean;
      }[]) {
        const made = choice.create({ type: "none" }, first);
        expect(def.schema.safeParse(made).success, def.type).toBe(true);
        expect(choice.matches(made)).toBe(true);
      }
    }
  });
});

describe("action and trigger kinds are branched on only inside their definitions", () => {
  const patterns = [
    ...kindNamingPatterns(ACTION_TYPES),
    ...triggerNamingPatterns(["sceneChanged", "variableChanged", "hintTaken"]),
  ];
  const names = (code: string) => patterns.some((p) => p.test(code));

  it("recognises the ways code branches on an action kind", () => {
    expect(names(`if (action.type === "goToScene") targets.add(action.sceneId);`)).toBe(true);
    expect(names(`const go = a.type !== 'hide';`)).toBe(true);
    expect(names(`"setVariable" === action.type`)).toBe(true);
    expect(names(`switch (action.type) {`)).toBe(true);
    expect(names(`action: Extract<Action, { type: "elementAction" }>;`)).toBe(true);
    expect(names(`  case "increaseVariable":`)).toBe(true);
    expect(names(`  case "goToScene": {`)).toBe(false);
    expect(names(`if (effect.type === "animate") animate(effect);`)).toBe(false);
    expect(names(`dispatch({ type: "elementAction", elementId, action: "ended" });`)).toBe(false);
    expect(names(`definitionOf(action).validate(action, check);`)).toBe(false);
    expect(names(`if (trigger.type === "sceneChanged") scenes.add(trigger.sceneId);`)).toBe(true);
    expect(names(`    case "variableChanged": {`)).toBe(true);
  });

  it("finds no code outside the definitions that branches on a kind", () => {
    const files = SOURCES.flatMap(sourceFiles).filter(
      (file) => !OWN_FOLDERS.some((f) => file.startsWith(f)) && !EXEMPT.some((re) => re.test(file)),
    );
    expect(files.length).toBeGreaterThan(100);
    const offending: string[] = [];
    for (const file of files) {
      const lines = readFileSync(path.join(ROOT, file), "utf8").split("\n");
      lines.forEach((line, i) => {
        if (names(line)) offending.push(`${file}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(offending).toEqual([]);
  });
});
