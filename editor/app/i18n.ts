import type { Resource } from "i18next";
import de from "./locales/de.json";
import en from "./locales/en.json";
import gamesDe from "./locales/games.de.json";
import gamesEn from "./locales/games.en.json";
import operationsDe from "./locales/operations.de.json";
import operationsEn from "./locales/operations.en.json";

export const editorResources: Resource = {
  de: { editor: de, games: gamesDe, operations: operationsDe },
  en: { editor: en, games: gamesEn, operations: operationsEn },
};
