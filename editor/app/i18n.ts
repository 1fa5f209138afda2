import type { Resource } from "i18next";
import de from "./locales/de.json";
import en from "./locales/en.json";
import gamesDe from "./locales/games.de.json";
import gamesEn from "./locales/games.en.json";
import competitionsDe from "./locales/competitions.de.json";
import competitionsEn from "./locales/competitions.en.json";

export const editorResources: Resource = {
  de: { editor: de, games: gamesDe, competitions: competitionsDe },
  en: { editor: en, games: gamesEn, competitions: competitionsEn },
};
