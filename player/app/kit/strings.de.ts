/** Kit: the player's strings (namespace `player`) in one language, for the editor's own chunk of them. */
export { default } from "../strings.de";
