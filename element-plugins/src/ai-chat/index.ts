import { defineElementPlugin } from "../contract/plugin";
import { aiChatDefinition } from "./definition";
import { AiChatRenderer } from "./AiChatRenderer";

export const plugin = defineElementPlugin(aiChatDefinition, { Renderer: AiChatRenderer });
