/**
 * An app's strings, one chunk per language: a page loads only its own language's (the server
 * and the browser render with the same strings: that language's and the shell's). The browser
 * loads them before it hydrates (see the apps' entry.client); a language switch without a reload
 * suspends until the other language's chunk is here.
 */
import type { Resource, ResourceLanguage } from "i18next";
import { use } from "react";
import type { Locale } from "./locale";

export interface PageStrings {
  /** The language's strings, loading them on first use (one load per language). */
  load(locale: Locale): Promise<Resource>;
  /** The language's strings if they have loaded (the same object on every call). */
  get(locale: Locale): Resource | undefined;
}

export function pageStrings(
  loaders: Record<Locale, () => Promise<{ default: ResourceLanguage }>>,
): PageStrings {
  const loaded = new Map<Locale, Resource>();
  const pending = new Map<Locale, Promise<Resource>>();
  return {
    load(locale) {
      let promise = pending.get(locale);
      if (!promise) {
        promise = loaders[locale]().then(
          (m) => {
            const resources = { [locale]: m.default };
            loaded.set(locale, resources);
            return resources;
          },
          (error: unknown) => {
            pending.delete(locale);
            throw error;
          },
        );
        pending.set(locale, promise);
      }
      return promise;
    },
    get: (locale) => loaded.get(locale),
  };
}

/** The strings of `locale`, suspending while they load. */
export function usePageStrings(strings: PageStrings, locale: Locale): Resource {
  return strings.get(locale) ?? use(strings.load(locale));
}
