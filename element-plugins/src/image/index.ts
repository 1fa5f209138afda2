import { defineElementPlugin } from "../contract/plugin";
import { imageDefinition } from "./definition";
import { ImageRenderer } from "./ImageRenderer";

export const plugin = defineElementPlugin(imageDefinition, { Renderer: ImageRenderer });
