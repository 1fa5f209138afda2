/**
 * Words for what every element has, whatever its type: the common fields declared in
 * the engine (COMMON_FIELDS), the common properties and triggers rules use, and the variant
 * every type has. Under `rules`, the logic builder's own vocabulary: scene and variable
 * triggers, condition groups and comparators, rule actions, animations and transitions.
 * Namespace `elements`, key `common` (see labels.ts). Both languages (common-strings.de.ts, common-strings.en.ts: an editor page takes its own language's).
 * Without the rule vocabulary's own words (each trigger and action kind's label and sentence,
 * which live beside their definitions in the engine): rule-words.ts adds them for the editor, so
 * the player's first load carries no rule definitions.
 */
import { commonStringsDe } from "./common-strings.de";
import { commonStringsEn } from "./common-strings.en";

export const commonStrings = { de: commonStringsDe, en: commonStringsEn };
