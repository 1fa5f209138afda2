/** The `elements` namespace built from the common strings and each plugin's (see i18n.ts). */
import type { Locale } from "@exitgame/engine";
import { ELEMENTS_NS, stringsKey } from "./contract/labels";
import { typeStrings } from "./type-strings";

export { ELEMENTS_NS };

export function elementParts(common: Record<Locale, unknown>) {
  const parts: Record<string, Record<Locale, unknown>> = {
    common,
    ...Object.fromEntries(typeStrings.map(([type, strings]) => [stringsKey(type), strings])),
  };
  const pick = (lng: Locale) =>
    Object.fromEntries(Object.entries(parts).map(([key, strings]) => [key, strings[lng]]));
  return { parts, resources: { de: { elements: pick("de") }, en: { elements: pick("en") } } };
}
