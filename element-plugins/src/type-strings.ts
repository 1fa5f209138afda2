/**
 * Each element type's strings (namespace `elements`, under the type's key; see labels.ts), both
 * languages: the API and the tests take all of them (i18n.ts), an editor page its own language's
 * (type-strings.de.ts, type-strings.en.ts: each lists every type); the play page takes a type's
 * strings with its view (the plugin carries them, see views.ts), so its first load carries none.
 */
import type { Locale } from "@exitgame/engine";
import type { ElementStrings } from "./contract/plugin";
import { typeStringsDe } from "./type-strings.de";
import { typeStringsEn } from "./type-strings.en";

const english = new Map(typeStringsEn);

export const typeStrings: readonly (readonly [type: string, Record<Locale, ElementStrings>])[] =
  typeStringsDe.map(([type, de]) => {
    const en = english.get(type);
    if (!en) throw new Error(`type-strings.en.ts lists no '${type}'`);
    return [type, { de, en }] as const;
  });
