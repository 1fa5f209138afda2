import type { Resource } from "i18next";
import de from "./locales/de.json";
import en from "./locales/en.json";

/**
 * The player's strings. Element types' strings (namespace `elements`) are not among them: each
 * type's view brings its own when it loads (see the stage's PluginView), so the play page's first
 * load carries no type's strings and no element or rule definitions.
 */
export const playerResources: Resource = {
  de: { player: de },
  en: { player: en },
};
