import i18next, { type i18n, type Resource } from "i18next";
import type { Locale } from "./locale";
import de from "./locales/de.json";
import en from "./locales/en.json";

/** Strings every app shares (errors, language switcher, common words). */
export const shellResources = { de: { shell: de }, en: { shell: en } } satisfies Resource;

function merge(...sources: Resource[]): Resource {
  const out: Resource = {};
  for (const source of sources) {
    for (const [lng, namespaces] of Object.entries(source)) {
      out[lng] = { ...out[lng], ...namespaces };
    }
  }
  return out;
}

/** The shell's strings of one language (a root loader hands a page its language's only). */
export function shellStrings(locale: Locale): typeof en {
  return locale === "de" ? de : en;
}

/**
 * One i18next instance per render tree, with the shell's strings of both languages and
 * `resources` (tests, previews). Pages get theirs from `i18nFor`.
 */
export function createI18n(locale: Locale, ...resources: Resource[]): i18n {
  return createInstance(locale, merge(shellResources, ...resources));
}

/**
 * An i18next instance of exactly `resources` (which hold the shell's strings too). Resources
 * are at hand before the first render, so initialisation is synchronous and SSR output matches
 * hydration.
 */
function createInstance(locale: Locale, resources: Resource): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: "en",
    resources,
    defaultNS: "shell",
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

/** Server renders share one instance per language and resources (nothing changes it while rendering). */
const serverInstances = new WeakMap<Resource, Map<Locale, i18n>>();

/**
 * The i18next instance of a render tree, of the page's `resources` (the app's strings and the
 * shell's: the shell's are not added here, so a page whose root loader sends one language's
 * strings does not carry both languages' shell strings in its code): in the browser a new one
 * (the page's own), on the server one per language and app resources for all requests, so a
 * render does not build and initialise an instance with every string again. Server renders
 * never change its language: a language switch is a redirect (?lng=), and each language has
 * its own instance.
 */
export function i18nFor(locale: Locale, resources: Resource): i18n {
  if (typeof document !== "undefined") return createInstance(locale, resources);
  let byLocale = serverInstances.get(resources);
  if (!byLocale) serverInstances.set(resources, (byLocale = new Map()));
  let instance = byLocale.get(locale);
  if (!instance) byLocale.set(locale, (instance = createInstance(locale, resources)));
  return instance;
}
