import { defineElementPlugin } from "../contract/plugin";
import { numberCodeInputDefinition } from "./definition";
import { NumberCodeInputRenderer } from "./NumberCodeInputRenderer";

export const plugin = defineElementPlugin(numberCodeInputDefinition, {
  Renderer: NumberCodeInputRenderer,
});
