import { defineElementPlugin } from "../contract/plugin";
import { numberCodeInputDefinition } from "./definition";
import { numberCodeInputManifest } from "./manifest";
import { NumberCodeInputRenderer } from "./NumberCodeInputRenderer";

export const plugin = defineElementPlugin(numberCodeInputDefinition, numberCodeInputManifest, {
  Renderer: NumberCodeInputRenderer,
});
