/** Kit: the player's message catalogues (namespace `player`) with every element's strings. */
export { playerResources } from "../i18n";
