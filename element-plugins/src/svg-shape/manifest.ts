import { defineManifest } from "../contract/plugin";

export const svgShapeManifest = defineManifest({
  type: "svg-shape",
  meta: { category: "content", paintsBox: true },
});
