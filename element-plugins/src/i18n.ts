/**
 * Strings of every element type, namespace `elements`: each plugin owns its own part (listed
 * through its manifest in views.ts), the words for what all elements share are under `common`,
 * with the rule vocabulary's words (the player uses play-i18n.ts, without them).
 */
import type { Locale } from "@exitgame/engine";
import { elementResourcesDe } from "./i18n.de";
import { elementResourcesEn } from "./i18n.en";

export { ELEMENTS_NS } from "./i18n-parts";
/** Both languages (the API, the tests); an editor page loads its own: i18n.de.ts, i18n.en.ts. */
export const elementResources = { de: elementResourcesDe, en: elementResourcesEn };

/** The string at a dotted key of the `elements` namespace in `lng`, if there is one. */
export function elementString(lng: Locale, key: string): string | undefined {
  let node: unknown = elementResources[lng].elements;
  for (const part of key.split("."))
    node =
      typeof node === "object" && node !== null
        ? (node as Record<string, unknown>)[part]
        : undefined;
  return typeof node === "string" ? node : undefined;
}

/**
 * Plugin schemas report problems as i18n keys ('video.errors.autoplayNeedsMuted'); this tells
 * whether a validation message is one of them, so apps can translate it.
 */
export function isElementMessageKey(message: string): boolean {
  const [type, ...rest] = message.split(".");
  if (
    !type ||
    rest.length === 0 ||
    type === "common" ||
    !Object.hasOwn(elementResources.en.elements, type)
  )
    return false;
  return elementString("en", message) !== undefined;
}
