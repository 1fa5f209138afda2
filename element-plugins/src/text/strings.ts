/** The type's strings in both languages (the view carries them, see index.ts); a page that needs
 * one language takes strings.de.ts or strings.en.ts (see type-strings.de.ts). */
import { textStringsDe } from "./strings.de";
import { textStringsEn } from "./strings.en";

export const textStrings = { de: textStringsDe, en: textStringsEn };
