/** Kit: the player's strings (namespace `player`) in German only, for a German editor page. */
import player from "../locales/de.json";

export const playerResourcesDe = { player };
