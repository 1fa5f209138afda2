/**
 * Strings of every element type, namespace `elements`: each plugin owns its own part (listed
 * through its manifest in views.ts), the words for what all elements share are under `common`,
 * with the rule vocabulary's words (the player uses play-i18n.ts, without them).
 */
import type { Locale } from "@exitgame/engine";
import { commonStrings } from "./contract/common-strings";
import { withRuleWords } from "./contract/rule-words";
import { elementParts } from "./i18n-parts";

const { parts, resources } = elementParts({
  de: withRuleWords(commonStrings.de, "de"),
  en: withRuleWords(commonStrings.en, "en"),
});

export { ELEMENTS_NS } from "./i18n-parts";
export const elementResources = resources;

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
  if (!type || rest.length === 0 || type === "common" || !Object.hasOwn(parts, type)) return false;
  return elementString("en", message) !== undefined;
}
