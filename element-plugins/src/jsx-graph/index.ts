import { defineElementPlugin } from "../contract/plugin";
import { jsxGraphStrings } from "./strings";
import { jsxGraphDefinition } from "./definition";
import { jsxGraphManifest } from "./manifest";
import { JsxGraphRenderer } from "./JsxGraphRenderer";

export const plugin = defineElementPlugin(jsxGraphDefinition, jsxGraphManifest, {
  Renderer: JsxGraphRenderer,
  strings: jsxGraphStrings,
});
