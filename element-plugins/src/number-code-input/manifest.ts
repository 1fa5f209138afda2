import { defineManifest } from "../contract/plugin";
import { numberCodeInputStrings } from "./strings";

export const numberCodeInputManifest = defineManifest({
  type: "number-code-input",
  meta: { category: "interaction", interactive: true },
  strings: numberCodeInputStrings,
});
