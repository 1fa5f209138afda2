import { defineElementPlugin } from "../contract/plugin";
import { jsxGraphDefinition } from "./definition";
import { JsxGraphRenderer } from "./JsxGraphRenderer";

export const plugin = defineElementPlugin(jsxGraphDefinition, { Renderer: JsxGraphRenderer });
