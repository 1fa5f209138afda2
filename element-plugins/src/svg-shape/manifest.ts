import { defineManifest } from "../contract/plugin";
import { svgShapeStrings } from "./strings";

export const svgShapeManifest = defineManifest({
  type: "svg-shape",
  meta: { category: "content", paintsBox: true },
  strings: svgShapeStrings,
});
