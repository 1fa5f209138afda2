import { defineManifest } from "../contract/plugin";

export const videoManifest = defineManifest({
  type: "video",
  meta: { category: "media", interactive: true },
});
