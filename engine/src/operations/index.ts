export * from "./types";
export { applyOperation } from "./apply";
export * from "./history";
export * from "./references";
export * from "./footprint";
export * from "./rebase";
export * from "./settle";
