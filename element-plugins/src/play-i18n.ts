/**
 * The `elements` namespace as the player needs it: every element type's strings and the common
 * ones, without the rule vocabulary's words (the logic builder's; see contract/rule-words.ts), so
 * the play page's first load carries no rule definitions and no zod. The editor and the API use
 * i18n.ts.
 */
import { commonStrings } from "./contract/common-strings";
import { elementParts } from "./i18n-parts";

export { ELEMENTS_NS } from "./i18n-parts";
export const playElementResources = elementParts(commonStrings).resources;
