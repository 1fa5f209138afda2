/** The type's strings in both languages (the view carries them, see index.ts); a page that needs
 * one language takes strings.de.ts or strings.en.ts (see type-strings.de.ts). */
import { videoStringsDe } from "./strings.de";
import { videoStringsEn } from "./strings.en";

export const videoStrings = { de: videoStringsDe, en: videoStringsEn };
