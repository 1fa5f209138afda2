/** The type's strings in both languages (the view carries them, see index.ts); a page that needs
 * one language takes strings.de.ts or strings.en.ts (see type-strings.de.ts). */
import { svgShapeStringsDe } from "./strings.de";
import { svgShapeStringsEn } from "./strings.en";

export const svgShapeStrings = { de: svgShapeStringsDe, en: svgShapeStringsEn };
