/**
 * Document migrations, oldest first. A document's `formatVersion` is the number of migrations
 * already applied to it; the current format is DOCUMENT_MIGRATIONS.length. Each migration gets
 * the plain JSON of the previous format and returns the next one; it never throws on data it
 * does not recognise (validation after the chain reports that).
 *
 * Formats 0–2 are the drafts of the first engine iteration (before the first release); their
 * migrations keep early exported files loading and exercise the chain from day one.
 * Never edit or reorder a shipped migration: append a new one.
 */
export interface DocumentMigration {
  id: string;
  up(doc: Record<string, unknown>): Record<string, unknown>;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  typeof v === "object" && v !== null && !Array.isArray(v);
const arrayOf = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

export const DOCUMENT_MIGRATIONS: readonly DocumentMigration[] = [
  {
    // Format 0 kept global elements inside the scene they were created on.
    id: "001-hoist-global-elements",
    up(doc) {
      const globalElements: unknown[] = [...arrayOf(doc["globalElements"])];
      const scenes = arrayOf(doc["scenes"]).map((scene) => {
        if (!isObject(scene)) return scene;
        const kept: unknown[] = [];
        for (const el of arrayOf(scene["elements"])) {
          if (isObject(el) && el["global"] === true) globalElements.push(el);
          else kept.push(el);
        }
        return { ...scene, elements: kept };
      });
      return { ...doc, scenes, globalElements };
    },
  },
  {
    // Format 1 stored rule conditions as a bare array that always meant 'and'.
    id: "002-condition-groups",
    up(doc) {
      const rules = arrayOf(doc["rules"]).map((rule) => {
        if (!isObject(rule) || !Array.isArray(rule["conditions"])) return rule;
        return { ...rule, conditions: { operator: "and", items: rule["conditions"] } };
      });
      return { ...doc, rules };
    },
  },
  {
    // Format 2 stored speech settings flat on the element (speechVoice, speechSpeed, speechPitch).
    id: "003-speech-settings",
    up(doc) {
      const migrateElement = (el: unknown): unknown => {
        if (!isObject(el) || isObject(el["speech"])) return el;
        const { speechVoice, speechSpeed, speechPitch, ...rest } = el;
        return {
          ...rest,
          speech: {
            voice: typeof speechVoice === "string" ? speechVoice : null,
            speed: typeof speechSpeed === "number" ? speechSpeed : 1,
            pitch: typeof speechPitch === "number" ? speechPitch : 1,
          },
        };
      };
      const scenes = arrayOf(doc["scenes"]).map((scene) =>
        isObject(scene)
          ? { ...scene, elements: arrayOf(scene["elements"]).map(migrateElement) }
          : scene,
      );
      return { ...doc, scenes, globalElements: arrayOf(doc["globalElements"]).map(migrateElement) };
    },
  },
];

export const FORMAT_VERSION = DOCUMENT_MIGRATIONS.length;

export type MigrateResult =
  | { ok: true; document: Json; applied: string[]; newerFormat: boolean }
  | { ok: false; message: string; reason: "notAnObject" | "invalidVersion" };

/** Runs the migrations the document still needs. A newer format is passed through untouched. */
export function migrateDocument(input: unknown): MigrateResult {
  if (!isObject(input))
    return { ok: false, message: "A game document must be a JSON object", reason: "notAnObject" };
  const version = input["formatVersion"] ?? 0;
  if (typeof version !== "number" || !Number.isInteger(version) || version < 0) {
    return {
      ok: false,
      message: `Invalid formatVersion ${JSON.stringify(version)}`,
      reason: "invalidVersion",
    };
  }
  if (version > FORMAT_VERSION)
    return { ok: true, document: input, applied: [], newerFormat: true };
  let doc: Json = input;
  const applied: string[] = [];
  for (const migration of DOCUMENT_MIGRATIONS.slice(version)) {
    doc = migration.up(doc);
    applied.push(migration.id);
  }
  return {
    ok: true,
    document: { ...doc, formatVersion: FORMAT_VERSION },
    applied,
    newerFormat: false,
  };
}
