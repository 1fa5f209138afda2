/**
 * The `elements` namespace without the rule vocabulary's words (the logic builder's; see
 * contract/rule-words.ts): every element type's strings and the common ones, with no rule
 * definitions and no zod, for the diagnostics' wording. The play page's first load carries none
 * of it (each type's view brings its own strings, see views.ts). The editor and the API use
 * i18n.ts.
 */
import { commonStrings } from "./contract/common-strings";
import { elementParts } from "./i18n-parts";

export { ELEMENTS_NS } from "./i18n-parts";
export const playElementResources = elementParts(commonStrings).resources;
