/** Kit: a whole game player (the editor's preview and the logic builder's test run). */
export { GamePlayer, type GamePlayerProps, type PreviewInspector } from "../game/GamePlayer";
