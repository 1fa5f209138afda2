import { defineElementPlugin } from "../contract/plugin";
import { videoDefinition } from "./definition";
import { VideoRenderer } from "./VideoRenderer";

export const plugin = defineElementPlugin(videoDefinition, { Renderer: VideoRenderer });
