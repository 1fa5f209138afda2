import { defineElementPlugin } from "../contract/plugin";
import { videoDefinition } from "./definition";
import { videoManifest } from "./manifest";
import { VideoRenderer } from "./VideoRenderer";

export const plugin = defineElementPlugin(videoDefinition, videoManifest, {
  Renderer: VideoRenderer,
});
