import type { Resource } from "i18next";
import { shellStrings, type Locale } from "./shell";
import de from "./locales/de.json";
import en from "./locales/en.json";

/**
 * The player's strings, both languages (the editor's previews and the tests take them all).
 * Element types' strings (namespace `elements`) are not among them: each type's view brings its
 * own when it loads (see the stage's PluginView), so the play page's first load carries no type's
 * strings and no element or rule definitions.
 */
export const playerResources: Resource = {
  de: { player: de },
  en: { player: en },
};

/** The player's and the shell's strings of one language: the root loader hands them to the page. */
export interface PageStrings {
  player: typeof en;
  shell: ReturnType<typeof shellStrings>;
}

export function pageStrings(locale: Locale): PageStrings {
  return { player: locale === "de" ? de : en, shell: shellStrings(locale) };
}

/**
 * The page's catalogue: the strings of the page's language only, which the root loader sent
 * (the browser does not load both languages' strings with the app's code). One object per
 * language for the page's life, so the i18next instance (and the element types' strings added
 * to it) stays when the root loader runs again.
 */
const kept = new Map<Locale, Resource>();
const NONE: Resource = {};
/** The catalogue the page showed last: an error page without the root loader's data keeps it. */
let last: Resource = NONE;

export function pageResources(page: { locale: Locale; strings: PageStrings } | undefined) {
  if (!page) return last;
  let resources = kept.get(page.locale);
  if (!resources) kept.set(page.locale, (resources = { [page.locale]: { ...page.strings } }));
  last = resources;
  return resources;
}
