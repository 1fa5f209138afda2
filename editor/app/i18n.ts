import type { Resource } from "i18next";
import de from "./locales/de.json";
import en from "./locales/en.json";

export const editorResources: Resource = { de: { editor: de }, en: { editor: en } };
