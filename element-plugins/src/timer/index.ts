import { defineElementPlugin } from "../contract/plugin";
import { timerStrings } from "./strings";
import { timerDefinition } from "./definition";
import { timerManifest } from "./manifest";
import { TimerRenderer } from "./TimerRenderer";

export const plugin = defineElementPlugin(timerDefinition, timerManifest, {
  Renderer: TimerRenderer,
  strings: timerStrings,
});
