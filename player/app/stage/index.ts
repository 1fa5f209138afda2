export { Stage, elementBoxStyle, type StageProps } from "./Stage";
