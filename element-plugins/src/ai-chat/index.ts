import { defineElementPlugin } from "../contract/plugin";
import { aiChatStrings } from "./strings";
import { aiChatDefinition } from "./definition";
import { aiChatManifest } from "./manifest";
import { AiChatRenderer } from "./AiChatRenderer";

export const plugin = defineElementPlugin(aiChatDefinition, aiChatManifest, {
  Renderer: AiChatRenderer,
  strings: aiChatStrings,
});
