import player from "./locales/en.json";

/** The player's strings in one language (the shell's come with createI18n). */
export default { player };
