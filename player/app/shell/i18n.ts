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

/**
 * One i18next instance per render tree: on the server per request, in the browser once.
 * Resources are bundled, so initialisation is synchronous and SSR output matches hydration.
 */
export function createI18n(locale: Locale, ...resources: Resource[]): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: "en",
    resources: merge(shellResources, ...resources),
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
 * The i18next instance of a render tree: in the browser a new one (the page's own), on the
 * server one per language and app resources for all requests, so a render does not build and
 * initialise an instance with every string again. Server renders never change its language:
 * a language switch is a redirect (?lng=), and each language has its own instance.
 */
export function i18nFor(locale: Locale, resources: Resource): i18n {
  if (typeof document !== "undefined") return createI18n(locale, resources);
  let byLocale = serverInstances.get(resources);
  if (!byLocale) serverInstances.set(resources, (byLocale = new Map()));
  let instance = byLocale.get(locale);
  if (!instance) byLocale.set(locale, (instance = createI18n(locale, resources)));
  return instance;
}
