/** The type's strings in both languages (the view carries them, see index.ts); a page that needs
 * one language takes strings.de.ts or strings.en.ts (see type-strings.de.ts). */
import { imageStringsDe } from "./strings.de";
import { imageStringsEn } from "./strings.en";

export const imageStrings = { de: imageStringsDe, en: imageStringsEn };
