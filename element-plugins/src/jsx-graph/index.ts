import { defineElementPlugin } from "../contract/plugin";
import { jsxGraphDefinition } from "./definition";
import { jsxGraphManifest } from "./manifest";
import { JsxGraphRenderer } from "./JsxGraphRenderer";

export const plugin = defineElementPlugin(jsxGraphDefinition, jsxGraphManifest, {
  Renderer: JsxGraphRenderer,
});
