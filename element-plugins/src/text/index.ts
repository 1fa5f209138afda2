import { defineElementPlugin } from "../contract/plugin";
import { textDefinition } from "./definition";
import { TextRenderer } from "./TextRenderer";

export const textPlugin = defineElementPlugin(textDefinition, {
  meta: { labelKey: "text.label", category: "content" },
  Renderer: TextRenderer,
});
