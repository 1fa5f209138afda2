import type { Resource } from "i18next";
import de from "./locales/de.json";
import en from "./locales/en.json";
import gamesDe from "./locales/games.de.json";
import gamesEn from "./locales/games.en.json";
import operationsDe from "./locales/operations.de.json";
import operationsEn from "./locales/operations.en.json";
import galleryDe from "./locales/gallery.de.json";
import galleryEn from "./locales/gallery.en.json";
import tagsDe from "./locales/tags.de.json";
import tagsEn from "./locales/tags.en.json";
// The demos show the player's mixer and header, in the player's words.
import playerDe from "@exitgame/player/locales/de.json";
import playerEn from "@exitgame/player/locales/en.json";

export const editorResources: Resource = {
  de: {
    editor: de,
    games: gamesDe,
    operations: operationsDe,
    gallery: galleryDe,
    tags: tagsDe,
    player: playerDe,
  },
  en: {
    editor: en,
    games: gamesEn,
    operations: operationsEn,
    gallery: galleryEn,
    tags: tagsEn,
    player: playerEn,
  },
};
