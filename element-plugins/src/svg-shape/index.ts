import { defineElementPlugin } from "../contract/plugin";
import { svgShapeStrings } from "./strings";
import { svgShapeDefinition } from "./definition";
import { svgShapeManifest } from "./manifest";
import { SvgShapeRenderer } from "./SvgShapeRenderer";

export const plugin = defineElementPlugin(svgShapeDefinition, svgShapeManifest, {
  Renderer: SvgShapeRenderer,
  strings: svgShapeStrings,
});
