import { defineElementPlugin } from "../contract/plugin";
import { timerDefinition } from "./definition";
import { TimerRenderer } from "./TimerRenderer";

export const plugin = defineElementPlugin(timerDefinition, { Renderer: TimerRenderer });
