export { Stage, elementBoxStyle, type StageProps, type StageInteraction } from "./Stage";
