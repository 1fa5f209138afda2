/** The `elements` namespace built from the common strings and each plugin's (see i18n.ts). */
import type { Locale } from "@exitgame/engine";
import { stringsKey } from "./contract/labels";
import { manifests } from "./views";

export const ELEMENTS_NS = "elements";

export function elementParts(common: Record<Locale, unknown>) {
  const parts: Record<string, Record<Locale, unknown>> = {
    common,
    ...Object.fromEntries(manifests.map((m) => [stringsKey(m.type), m.strings])),
  };
  const pick = (lng: Locale) =>
    Object.fromEntries(Object.entries(parts).map(([key, strings]) => [key, strings[lng]]));
  return { parts, resources: { de: { elements: pick("de") }, en: { elements: pick("en") } } };
}
