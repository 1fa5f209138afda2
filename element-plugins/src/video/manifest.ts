import { defineManifest } from "../contract/plugin";
import { videoStrings } from "./strings";

export const videoManifest = defineManifest({
  type: "video",
  meta: { category: "media", interactive: true },
  strings: videoStrings,
});
