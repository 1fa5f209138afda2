import { defineElementPlugin } from "../contract/plugin";
import { textDefinition } from "./definition";
import { TextRenderer } from "./TextRenderer";

export const plugin = defineElementPlugin(textDefinition, { Renderer: TextRenderer });
