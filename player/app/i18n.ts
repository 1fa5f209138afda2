// Deep imports keep the element and rule definitions (and zod) out of the initial bundle.
import { playElementResources as elementResources } from "@exitgame/element-plugins/play-i18n";
import type { Resource } from "i18next";
import de from "./locales/de.json";
import en from "./locales/en.json";

export const playerResources: Resource = {
  de: { player: de, ...elementResources.de },
  en: { player: en, ...elementResources.en },
};
