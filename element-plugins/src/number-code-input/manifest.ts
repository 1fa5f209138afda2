import { defineManifest } from "../contract/plugin";

export const numberCodeInputManifest = defineManifest({
  type: "number-code-input",
  meta: { category: "interaction", interactive: true },
});
