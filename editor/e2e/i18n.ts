/**
 * The apps' own strings for end-to-end tests that run in both languages: a test asserts what the
 * locale files say instead of copies of them. (Node needs import attributes for JSON modules,
 * which the apps' bundler does not: the JSON files are read here.)
 */
import { existsSync, readFileSync } from "node:fs";
import { elementResources } from "@exitgame/element-plugins/i18n";
import { createInstance, type Resource, type TFunction } from "i18next";

export type Locale = "de" | "en";

const json = (path: string) =>
  JSON.parse(readFileSync(new URL(path, import.meta.url), "utf8")) as Record<string, unknown>;

/** Namespace → file (without the ".<locale>.json" / "<locale>.json" ending). */
const FILES: Record<string, string> = {
  player: "../../player/app/locales/",
  editor: "../app/locales/",
  games: "../app/locales/games.",
  gallery: "../app/locales/gallery.",
  tags: "../app/locales/tags.",
  competitions: "../app/locales/competitions.",
  operations: "../app/locales/operations.",
  sceneEditor: "../app/locales/scene-editor.",
  logic: "../app/locales/logic.",
  sharing: "../app/locales/sharing.",
  import: "../app/locales/import.",
  export: "../app/locales/export.",
};

type Tree = Record<string, unknown>;
const isTree = (v: unknown): v is Tree => typeof v === "object" && v !== null;
const merge = (a: Tree, b: Tree): Tree =>
  Object.fromEntries(
    [...new Set([...Object.keys(a), ...Object.keys(b)])].map((k) => [
      k,
      isTree(a[k]) && isTree(b[k]) ? merge(a[k], b[k]) : (b[k] ?? a[k]),
    ]),
  );

/** A namespace's file, with the words of it the scene editor shows at once (`<ns>.scene.<locale>.json`). */
function namespace(prefix: string, locale: Locale): Tree {
  const scene = `${prefix}scene.${locale}.json`;
  const strings = json(`${prefix}${locale}.json`);
  return prefix.endsWith(".") && existsSync(new URL(scene, import.meta.url))
    ? merge(strings, json(scene))
    : strings;
}

const resources = (locale: Locale) => ({
  ...elementResources[locale],
  ...Object.fromEntries(
    Object.entries(FILES).map(([ns, prefix]) => [ns, namespace(prefix, locale)]),
  ),
});

/** i18next over the editor's resources (the player's and the plugins' included), in `locale`. */
export function strings(locale: Locale): TFunction {
  const i18n = createInstance();
  void i18n.init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: resources(locale) } as Resource,
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return i18n.t;
}
