/** Kit: the player's strings (namespace `player`) in English only, for a English editor page. */
import player from "../locales/en.json";

export const playerResourcesEn = { player };
