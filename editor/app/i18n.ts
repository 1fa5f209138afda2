import type { Resource } from "i18next";
import classroomDe from "./locales/classroom.de";
import classroomEn from "./locales/classroom.en";
import de from "./locales/catalogue.de";
import en from "./locales/catalogue.en";

/**
 * Every string of the editor app in both languages at once, for tests. The app loads one
 * language at a time, and the classroom pages' strings only there (catalogues.ts).
 */
export const editorResources: Resource = {
  de: { ...de, ...classroomDe },
  en: { ...en, ...classroomEn },
};
