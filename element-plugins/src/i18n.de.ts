/**
 * The `elements` namespace in German only, with the rule vocabulary's words: what a German
 * editor page loads (i18n.ts has both languages, for the API and the tests).
 */
import { commonStringsDe } from "./contract/common-strings.de";
import { withRuleWords } from "./contract/rule-words";
import { elementLanguage } from "./i18n-language";
import { typeStringsDe } from "./type-strings.de";

export const elementResourcesDe = elementLanguage(
  withRuleWords(commonStringsDe, "de"),
  typeStringsDe,
);
