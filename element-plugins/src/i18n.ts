/**
 * Strings of every element type, namespace `elements`: each plugin owns its own part (listed
 * through its manifest in views.ts), the words for what all elements share are under `common`.
 */
import type { Locale } from "@exitgame/engine";
import { commonStrings } from "./contract/common-strings";
import { stringsKey } from "./contract/labels";
import { manifests } from "./views";

const parts: Record<string, Record<Locale, unknown>> = {
  common: commonStrings,
  ...Object.fromEntries(manifests.map((m) => [stringsKey(m.type), m.strings])),
};

const pick = (lng: Locale) =>
  Object.fromEntries(Object.entries(parts).map(([key, strings]) => [key, strings[lng]]));

export const ELEMENTS_NS = "elements";
export const elementResources = { de: { elements: pick("de") }, en: { elements: pick("en") } };

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
