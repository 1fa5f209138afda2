import { defineElementPlugin } from "../contract/plugin";
import { inputStrings } from "./strings";
import { inputDefinition } from "./definition";
import { inputManifest } from "./manifest";
import { InputRenderer } from "./InputRenderer";

export const plugin = defineElementPlugin(inputDefinition, inputManifest, {
  Renderer: InputRenderer,
  strings: inputStrings,
});
