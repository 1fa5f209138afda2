import type { Resource } from "i18next";
import builderDe from "./locales/builder.de";
import builderEn from "./locales/builder.en";
import de from "./locales/catalogue.de";
import en from "./locales/catalogue.en";
import classroomDe from "./locales/classroom.de";
import classroomEn from "./locales/classroom.en";
import dialogsDe from "./locales/dialogs.de";
import dialogsEn from "./locales/dialogs.en";
import { mergeStrings } from "./locales/merge";

/**
 * Every string of the editor app in both languages at once, for tests. The app loads one
 * language at a time, and each part of the catalogues where it is used (catalogues.ts).
 */
export const editorResources: Resource = {
  de: mergeStrings(de, builderDe, dialogsDe, classroomDe),
  en: mergeStrings(en, builderEn, dialogsEn, classroomEn),
};
