/**
 * The apps' own strings for end-to-end tests that run in both languages: a test asserts what the
 * locale files say instead of copies of them. (Node needs import attributes for JSON modules,
 * which the apps' bundler does not: the JSON files are read here.)
 */
import { readFileSync } from "node:fs";
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
};

const resources = (locale: Locale) => ({
  ...elementResources[locale],
  ...Object.fromEntries(
    Object.entries(FILES).map(([ns, prefix]) => [ns, json(`${prefix}${locale}.json`)]),
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
