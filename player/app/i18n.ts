import { elementResources } from "@exitgame/element-plugins";
import type { Resource } from "i18next";
import de from "./locales/de.json";
import en from "./locales/en.json";

export const playerResources: Resource = {
  de: { player: de, ...elementResources.de },
  en: { player: en, ...elementResources.en },
};
