import { defineManifest } from "../contract/plugin";
import { imageStrings } from "./strings";

export const imageManifest = defineManifest({
  type: "image",
  meta: { category: "media" },
  strings: imageStrings,
});
