/**
 * Words of the hint list (the inspector's widget, the scene settings, the player's hint dialog
 * shares none of them: it has its own): namespace `elements`, key `common.hints`. Both languages: hint-strings.de.ts, hint-strings.en.ts.
 */
import { hintStringsDe } from "./hint-strings.de";
import { hintStringsEn } from "./hint-strings.en";

export const hintStrings = { de: hintStringsDe, en: hintStringsEn };
