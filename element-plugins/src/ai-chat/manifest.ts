import { defineManifest } from "../contract/plugin";
import { aiChatStrings } from "./strings";

export const aiChatManifest = defineManifest({
  type: "ai-chat",
  meta: { category: "interaction", interactive: true },
  strings: aiChatStrings,
});
