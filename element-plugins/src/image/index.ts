import { defineElementPlugin } from "../contract/plugin";
import { imageStrings } from "./strings";
import { imageDefinition } from "./definition";
import { imageManifest } from "./manifest";
import { ImageRenderer } from "./ImageRenderer";

export const plugin = defineElementPlugin(imageDefinition, imageManifest, {
  Renderer: ImageRenderer,
  strings: imageStrings,
});
