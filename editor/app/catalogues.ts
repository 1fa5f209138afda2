/**
 * The editor's message catalogues, per language, loaded on demand: a page needs only its own
 * language (a language switch is a new page, ?lng=), so the browser downloads one language's
 * strings, before hydration (entry.client.tsx; the server tells the browser to preload them, see
 * root.tsx). `catalogue` is what every page and the scene editor's first paint need; the rest
 * loads with what uses it: the logic builder's and the galleries' strings (`builder`) with the
 * logic view and the scene editor's on-demand parts, the import, export and sharing dialogs'
 * (`dialogs`) with those dialogs (lazyWithStrings), and the dashboard's and admin area's pages
 * take every part (`classroom`: competitions, LTI, SCORM, tags, and the others; their layouts
 * load them, see ClassroomStrings). The server loads everything once, at start
 * (entry.server.tsx). Tests take it all from i18n.ts.
 */
import { shellResources, type Locale } from "@exitgame/player/kit";
import type { i18n as I18n, Resource, ResourceLanguage } from "i18next";
import { use } from "react";
import { preloadModule } from "react-dom";
import { useTranslation } from "react-i18next";
import preloads from "virtual:exitgame/catalogue-preloads";
import { mergeStrings } from "./locales/merge";

type Loader = () => Promise<{ default: ResourceLanguage }>;
const LOADERS = {
  catalogue: {
    de: () => import("./locales/catalogue.de"),
    en: () => import("./locales/catalogue.en"),
  },
  builder: {
    de: () => import("./locales/builder.de"),
    en: () => import("./locales/builder.en"),
  },
  dialogs: {
    de: () => import("./locales/dialogs.de"),
    en: () => import("./locales/dialogs.en"),
  },
  classroom: {
    de: () => import("./locales/classroom.de"),
    en: () => import("./locales/classroom.en"),
  },
} satisfies Record<string, Record<Locale, Loader>>;
export type Part = keyof typeof LOADERS;
const ALL = Object.keys(LOADERS) as Part[];

/**
 * One object for the page's whole life: the server caches its i18next instances by it. It starts
 * with the shell's strings (errors, language switcher: both languages, bundled), the pages'
 * catalogues join it as they load (a namespace may come in parts: they merge).
 */
const loaded: Resource = { de: { ...shellResources.de }, en: { ...shellResources.en } };
const parts = new Map<string, ResourceLanguage>();
const pending = new Map<string, Promise<void>>();

/** Loads `part`'s strings in `locale` (once; again after a failure). */
export function loadStrings(part: Part, locale: Locale): Promise<void> {
  const key = `${part}.${locale}`;
  let promise = pending.get(key);
  if (!promise) {
    promise = LOADERS[part][locale]().then(
      (module) => {
        parts.set(key, module.default);
        loaded[locale] = mergeStrings(loaded[locale] ?? {}, module.default);
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

/** Loads the strings of `locales` (every part with `all`, the server's; else what every page needs). */
export async function loadCatalogues(
  locales: readonly Locale[],
  { all = false }: { all?: boolean } = {},
): Promise<void> {
  const wanted: Part[] = all ? ALL : ["catalogue"];
  await Promise.all(locales.flatMap((l) => wanted.map((part) => loadStrings(part, l))));
}

/**
 * The loaded catalogues, with `locale`'s: loaded before the first render, so this suspends only
 * if the language changes without a new page (it does not today; then the old page stays until
 * the strings are there, as in any navigation).
 */
export function useCatalogues(locale: Locale): Resource {
  preload("catalogue", locale);
  if (!parts.has(`catalogue.${locale}`)) use(loadStrings("catalogue", locale));
  return loaded;
}

const together = new Map<string, Promise<unknown>>();
/** One promise per set of parts (`use` needs the same promise on every render). */
function loadingTogether(wanted: readonly Part[], locale: Locale): Promise<unknown> {
  const key = `${wanted.join("+")}.${locale}`;
  let promise = together.get(key);
  if (!promise) {
    promise = Promise.all(wanted.map((part) => loadStrings(part, locale))).finally(() =>
      together.delete(key),
    );
    together.set(key, promise);
  }
  return promise;
}

/** The parts each i18next instance has been given (it started with the catalogue only). */
const given = new WeakMap<I18n, Set<string>>();

/**
 * `wanted`'s strings, in the page's i18next instance: the first render in the browser waits for
 * them (React keeps the server's HTML or the page a navigation leaves meanwhile, a lazily loaded
 * part its fallback), later ones find them. `use` suspends last: a component that calls more
 * hooks after a suspension fails to hydrate, so only a component of its own calls this
 * (ClassroomStrings, PartStrings, lazyWithStrings).
 */
export function useStrings(wanted: readonly Part[]): void {
  const { i18n } = useTranslation();
  const locale = i18n.language as Locale;
  for (const part of wanted) preload(part, locale);
  const missing = wanted.filter((part) => !parts.has(`${part}.${locale}`));
  if (missing.length > 0) {
    // All at once: one suspension, not one per part (a dashboard page hydrates after it).
    use(loadingTogether(missing, locale));
    return;
  }
  let done = given.get(i18n);
  if (!done) given.set(i18n, (done = new Set()));
  for (const part of wanted) {
    const key = `${part}.${locale}`;
    if (done.has(key)) continue;
    done.add(key);
    for (const [ns, bundle] of Object.entries(parts.get(key)!))
      i18n.addResourceBundle(locale, ns, bundle, true, false);
  }
}

/** The dashboard's and admin area's strings: theirs and every other part (see the top). */
export function useClassroomStrings(): void {
  useStrings(ALL);
}
