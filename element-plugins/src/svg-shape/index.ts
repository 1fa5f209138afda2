import { defineElementPlugin } from "../contract/plugin";
import { svgShapeDefinition } from "./definition";
import { SvgShapeRenderer } from "./SvgShapeRenderer";

export const plugin = defineElementPlugin(svgShapeDefinition, { Renderer: SvgShapeRenderer });
