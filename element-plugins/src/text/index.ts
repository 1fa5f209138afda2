import { defineElementPlugin } from "../contract/plugin";
import { textDefinition } from "./definition";
import { textManifest } from "./manifest";
import { TextRenderer } from "./TextRenderer";

export const plugin = defineElementPlugin(textDefinition, textManifest, { Renderer: TextRenderer });
