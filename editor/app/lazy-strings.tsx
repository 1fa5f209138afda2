/**
 * Parts of a page that load on demand together with the strings they show (catalogues.ts): a
 * dialog or panel appears once both are there, behind the same Suspense fallback as before.
 */
import { documentLocale } from "@exitgame/player/kit";
import { lazy, type ComponentType, type ReactNode } from "react";
import { loadStrings, useStrings, type Part } from "./catalogues";

/** Loads `wanted`'s strings in the page's language (for preloading with a part's code). */
export function preloadStrings(wanted: readonly Part[]): Promise<unknown> {
  return Promise.all(wanted.map((part) => loadStrings(part, documentLocale())));
}

/** Renders `children` once `parts`' strings are in the page's i18next instance. */
export function PartStrings({ parts, children }: { parts: readonly Part[]; children: ReactNode }) {
  useStrings(parts);
  return children;
}

/** `React.lazy` of `load`'s component, which shows once its code and `wanted`'s strings are there. */
export function lazyWithStrings<P extends object>(
  wanted: readonly Part[],
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Lazy = lazy(async () => {
    const [Component] = await Promise.all([load(), preloadStrings(wanted)]);
    return { default: Component };
  });
  function WithStrings(props: P) {
    return (
      <PartStrings parts={wanted}>
        <Lazy {...props} />
      </PartStrings>
    );
  }
  return WithStrings;
}
