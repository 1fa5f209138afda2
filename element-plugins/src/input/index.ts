import { defineElementPlugin } from "../contract/plugin";
import { inputDefinition } from "./definition";
import { InputRenderer } from "./InputRenderer";

export const plugin = defineElementPlugin(inputDefinition, { Renderer: InputRenderer });
