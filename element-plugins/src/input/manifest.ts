import { defineManifest } from "../contract/plugin";

export const inputManifest = defineManifest({
  type: "input",
  meta: { category: "interaction", interactive: true },
});
