import { defineElementPlugin } from "../contract/plugin";
import { videoStrings } from "./strings";
import { videoDefinition } from "./definition";
import { videoManifest } from "./manifest";
import { VideoRenderer } from "./VideoRenderer";

export const plugin = defineElementPlugin(videoDefinition, videoManifest, {
  Renderer: VideoRenderer,
  strings: videoStrings,
});
