import { defineElementPlugin } from "../contract/plugin";
import { textStrings } from "./strings";
import { textDefinition } from "./definition";
import { textManifest } from "./manifest";
import { TextRenderer } from "./TextRenderer";

export const plugin = defineElementPlugin(textDefinition, textManifest, {
  Renderer: TextRenderer,
  strings: textStrings,
});
