/**
 * The editor's message catalogues, per language, loaded on demand: a page needs only its own
 * language (a language switch is a new page, ?lng=), so the browser downloads one language's
 * strings, before hydration (entry.client.tsx; the server tells the browser to preload them, see
 * root.tsx). The dashboard's and admin area's pages need more (`classroom`: competitions, LTI,
 * SCORM, tags): their layouts load it (ClassroomStrings), the editor never does. The server
 * loads everything once, at start (entry.server.tsx). Tests take it all from i18n.ts.
 */
import { shellResources, type Locale } from "@exitgame/player/kit";
import type { Resource, ResourceLanguage } from "i18next";
import { use } from "react";
import { preloadModule } from "react-dom";
import { useTranslation } from "react-i18next";
import preloads from "virtual:exitgame/catalogue-preloads";

type Loader = () => Promise<{ default: ResourceLanguage }>;
const LOADERS = {
  catalogue: {
    de: () => import("./locales/catalogue.de"),
    en: () => import("./locales/catalogue.en"),
  },
  classroom: {
    de: () => import("./locales/classroom.de"),
    en: () => import("./locales/classroom.en"),
  },
} satisfies Record<string, Record<Locale, Loader>>;
type Part = keyof typeof LOADERS;

/**
 * One object for the page's whole life: the server caches its i18next instances by it. It starts
 * with the shell's strings (errors, language switcher: both languages, bundled), the pages'
 * catalogues join it as they load.
 */
const loaded: Resource = { de: { ...shellResources.de }, en: { ...shellResources.en } };
const parts = new Map<string, ResourceLanguage>();
const pending = new Map<string, Promise<void>>();

function load(part: Part, locale: Locale): Promise<void> {
  const key = `${part}.${locale}`;
  let promise = pending.get(key);
  if (!promise) {
    promise = LOADERS[part][locale]().then(
      (module) => {
        parts.set(key, module.default);
        loaded[locale] = { ...loaded[locale], ...module.default };
      },
      (error: unknown) => {
        pending.delete(key);
        throw error;
      },
    );
    pending.set(key, promise);
  }
  return promise;
}

/** In the server's HTML: the browser fetches the part's chunks with the entry, not after it. */
function preload(part: Part, locale: Locale): void {
  if (import.meta.env.SSR)
    for (const href of preloads[`${part}.${locale}`] ?? []) preloadModule(href);
}

/** Loads the strings of `locales` (every part with `all`, the server's; else what the editor needs). */
export async function loadCatalogues(
  locales: readonly Locale[],
  { all = false }: { all?: boolean } = {},
): Promise<void> {
  const wanted: Part[] = all ? ["catalogue", "classroom"] : ["catalogue"];
  await Promise.all(locales.flatMap((l) => wanted.map((part) => load(part, l))));
}

/**
 * The loaded catalogues, with `locale`'s: loaded before the first render, so this suspends only
 * if the language changes without a new page (it does not today; then the old page stays until
 * the strings are there, as in any navigation).
 */
export function useCatalogues(locale: Locale): Resource {
  preload("catalogue", locale);
  if (!parts.has(`catalogue.${locale}`)) use(load("catalogue", locale));
  return loaded;
}

/**
 * The dashboard's and admin area's strings, in the page's i18next instance: the first render
 * in the browser waits for them (React keeps the server's HTML meanwhile; a navigation keeps the
 * page it leaves), later ones find them. `use` suspends last: a component that calls more hooks
 * after a suspension fails to hydrate, so only ClassroomStrings calls this.
 */
export function useClassroomStrings(): void {
  const { i18n } = useTranslation();
  const locale = i18n.language as Locale;
  preload("classroom", locale);
  const strings = parts.get(`classroom.${locale}`);
  if (strings) {
    for (const [ns, bundle] of Object.entries(strings))
      if (!i18n.hasResourceBundle(locale, ns)) i18n.addResourceBundle(locale, ns, bundle);
  } else use(load("classroom", locale));
}
