/**
 * The `elements` namespace in English only, with the rule vocabulary's words: what an English
 * editor page loads (i18n.ts has both languages, for the API and the tests).
 */
import { commonStringsEn } from "./contract/common-strings.en";
import { withRuleWords } from "./contract/rule-words";
import { elementLanguage } from "./i18n-language";
import { typeStringsEn } from "./type-strings.en";

export const elementResourcesEn = elementLanguage(
  withRuleWords(commonStringsEn, "en"),
  typeStringsEn,
);
