import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { DEFAULT_LOCALE, isLocale } from "./locale";
import type { PageStrings } from "./page-strings";

/**
 * React Router's default client entry, once the page's language's strings are here (the HTML
 * shows meanwhile; hydration renders with the strings the server used). Should they fail to
 * load, it hydrates anyway: the root suspends and retries (see usePageStrings).
 */
export function hydrateWithStrings(strings: PageStrings): void {
  const lang = document.documentElement.lang;
  const hydrate = () =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
  strings.load(isLocale(lang) ? lang : DEFAULT_LOCALE).then(hydrate, hydrate);
}
