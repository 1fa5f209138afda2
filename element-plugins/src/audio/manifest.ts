import { defineManifest } from "../contract/plugin";

export const audioManifest = defineManifest({
  type: "audio",
  meta: { category: "media", interactive: true },
});
