import type { Resource } from "i18next";
import de from "./locales/catalogue.de";
import en from "./locales/catalogue.en";

/**
 * Both languages' catalogues at once, for tests. The app loads one language at a time
 * (catalogues.ts).
 */
export const editorResources: Resource = { de, en };
