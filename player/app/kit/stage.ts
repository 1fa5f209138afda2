/** Kit: the stage that draws a scene's elements (the player's and the editor's canvas) and its view store. */
export { Stage, elementBoxStyle, type StageProps, type StageInteraction } from "../stage";
export { ViewStore } from "../game/view-store";
