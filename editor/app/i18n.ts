import type { Resource } from "i18next";
import de from "./locales/de.json";
import en from "./locales/en.json";
import gamesDe from "./locales/games.de.json";
import gamesEn from "./locales/games.en.json";

export const editorResources: Resource = {
  de: { editor: de, games: gamesDe },
  en: { editor: en, games: gamesEn },
};
