import { defineElementPlugin } from "../contract/plugin";
import { numberCodeInputStrings } from "./strings";
import { numberCodeInputDefinition } from "./definition";
import { numberCodeInputManifest } from "./manifest";
import { NumberCodeInputRenderer } from "./NumberCodeInputRenderer";

export const plugin = defineElementPlugin(numberCodeInputDefinition, numberCodeInputManifest, {
  Renderer: NumberCodeInputRenderer,
  strings: numberCodeInputStrings,
});
