import { defineElementPlugin } from "../contract/plugin";
import { audioStrings } from "./strings";
import { audioDefinition } from "./definition";
import { audioManifest } from "./manifest";
import { AudioRenderer } from "./AudioRenderer";

export const plugin = defineElementPlugin(audioDefinition, audioManifest, {
  Renderer: AudioRenderer,
  strings: audioStrings,
});
