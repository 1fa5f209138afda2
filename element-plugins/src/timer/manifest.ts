import { defineManifest } from "../contract/plugin";

export const timerManifest = defineManifest({
  type: "timer",
  meta: { category: "logic" },
});
