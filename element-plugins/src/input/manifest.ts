import { defineManifest } from "../contract/plugin";
import { inputStrings } from "./strings";

export const inputManifest = defineManifest({
  type: "input",
  meta: { category: "interaction", interactive: true },
  strings: inputStrings,
});
