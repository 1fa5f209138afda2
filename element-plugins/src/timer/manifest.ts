import { defineManifest } from "../contract/plugin";
import { timerStrings } from "./strings";

export const timerManifest = defineManifest({
  type: "timer",
  meta: { category: "logic" },
  strings: timerStrings,
});
