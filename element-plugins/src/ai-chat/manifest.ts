import { defineManifest } from "../contract/plugin";

export const aiChatManifest = defineManifest({
  type: "ai-chat",
  meta: { category: "interaction", interactive: true },
});
