/**
 * The `elements` namespace of one language (an editor page's: i18n.de.ts, i18n.en.ts). Its own
 * module: i18n-parts.ts takes both languages of every type's strings.
 */
import { stringsKey } from "./contract/labels";
import type { ElementStrings } from "./contract/plugin";

export function elementLanguage(
  common: unknown,
  types: readonly (readonly [type: string, ElementStrings])[],
) {
  return {
    elements: {
      common,
      ...Object.fromEntries(types.map(([type, strings]) => [stringsKey(type), strings])),
    },
  };
}
