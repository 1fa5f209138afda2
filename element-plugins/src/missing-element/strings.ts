/** The type's strings in both languages (the view carries them, see index.ts); a page that needs
 * one language takes strings.de.ts or strings.en.ts (see type-strings.de.ts). */
import { missingElementStringsDe } from "./strings.de";
import { missingElementStringsEn } from "./strings.en";

export const missingElementStrings = { de: missingElementStringsDe, en: missingElementStringsEn };
