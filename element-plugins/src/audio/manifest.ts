import { defineManifest } from "../contract/plugin";
import { audioStrings } from "./strings";

export const audioManifest = defineManifest({
  type: "audio",
  meta: { category: "media", interactive: true },
  strings: audioStrings,
});
