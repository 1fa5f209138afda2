// Deep imports keep the element definitions (and zod) out of the initial bundle.
import { elementResources } from "@exitgame/element-plugins/i18n";
import type { Resource } from "i18next";
import de from "./locales/de.json";
import en from "./locales/en.json";

export const playerResources: Resource = {
  de: { player: de, ...elementResources.de },
  en: { player: en, ...elementResources.en },
};
