import { defineElementPlugin } from "../contract/plugin";
import { audioDefinition } from "./definition";
import { AudioRenderer } from "./AudioRenderer";

export const plugin = defineElementPlugin(audioDefinition, { Renderer: AudioRenderer });
