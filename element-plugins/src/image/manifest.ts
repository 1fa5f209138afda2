import { defineManifest } from "../contract/plugin";

export const imageManifest = defineManifest({
  type: "image",
  meta: { category: "media" },
});
