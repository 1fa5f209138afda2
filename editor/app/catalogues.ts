/**
 * The editor's message catalogues, one module per language, loaded on demand: a page needs
 * only its own language (a language switch is a new page, ?lng=), so the browser downloads one
 * language's strings, before hydration (entry.client.tsx). The server loads both once, at start
 * (entry.server.tsx). Tests take both synchronously from i18n.ts.
 */
import type { Locale } from "@exitgame/player/kit";
import type { Resource, ResourceLanguage } from "i18next";
import { use } from "react";

const LOADERS: Record<Locale, () => Promise<{ default: ResourceLanguage }>> = {
  de: () => import("./locales/catalogue.de"),
  en: () => import("./locales/catalogue.en"),
};

/** One object for the page's whole life: the server caches its i18next instances by it. */
const loaded: Resource = {};
const pending = new Map<Locale, Promise<void>>();

function load(locale: Locale): Promise<void> {
  let promise = pending.get(locale);
  if (!promise) {
    promise = LOADERS[locale]().then(
      (module) => {
        loaded[locale] = module.default;
      },
      (error: unknown) => {
        pending.delete(locale);
        throw error;
      },
    );
    pending.set(locale, promise);
  }
  return promise;
}

/** Loads the catalogues of `locales` (those already loaded at once). */
export async function loadCatalogues(locales: readonly Locale[]): Promise<void> {
  await Promise.all(locales.filter((l) => !loaded[l]).map(load));
}

/**
 * The loaded catalogues, with `locale`'s: loaded before the first render, so this suspends only
 * if the language changes without a new page (it does not today; then the old page stays until
 * the strings are there, as in any navigation).
 */
export function useCatalogues(locale: Locale): Resource {
  if (!loaded[locale]) use(load(locale));
  return loaded;
}
