import { defineElement } from "@exitgame/engine";
import { z } from "zod/mini";
import { CHAT_THEME_IDS } from "../contract/themes";

export const aiChatPropsSchema = z.object({
  assistantName: z
    .string()
    .check(z.minLength(1, { message: "aiChat.errors.nameRequired" }), z.maxLength(60)),
  welcomeMessage: z.string().check(z.maxLength(2000)),
  /**
   * What the assistant is told before the conversation. It stays on the server: documents sent
   * to players carry an empty string (see redactForPlayers), the API's chat proxy adds it.
   */
  instructions: z.string().check(z.maxLength(20_000)),
  inputPlaceholder: z.string().check(z.maxLength(200)),
  size: z.enum(["small", "medium", "large"]),
  theme: z
    .string()
    .check(
      z.refine((id) => CHAT_THEME_IDS.includes(id), { message: "aiChat.errors.unknownTheme" }),
    ),
  aiMessagePosition: z.enum(["left", "right"]),
  showBackground: z.boolean(),
  /** The author's switch: off, nothing the players write is sent to a model (issue 27). */
  aiEnabled: z.boolean(),
});
export type AiChatProps = z.infer<typeof aiChatPropsSchema>;

export const aiChatDefinition = defineElement<AiChatProps, undefined, never>({
  type: "ai-chat",
  version: 1,
  schema: aiChatPropsSchema,
  defaultProps: ({ locale }) => ({
    assistantName: locale === "de" ? "Professorin Kolbe" : "Professor Kolbe",
    welcomeMessage:
      locale === "de"
        ? "Hallo! Frag mich, wenn du nicht weiterkommst."
        : "Hello! Ask me when you are stuck.",
    instructions: "",
    inputPlaceholder: locale === "de" ? "Nachricht schreiben …" : "Write a message …",
    size: "medium",
    theme: "duo:ocean",
    aiMessagePosition: "left",
    showBackground: true,
    aiEnabled: true,
  }),
  fields: {
    assistantName: { kind: "text", group: "content", order: 0 },
    welcomeMessage: { kind: "multilineText", group: "content", order: 1, rows: 3 },
    instructions: {
      kind: "multilineText",
      group: "content",
      order: 2,
      rows: 8,
      serverOnly: true,
      help: true,
    },
    inputPlaceholder: { kind: "text", group: "content", order: 3 },
    aiEnabled: { kind: "switch", group: "content", order: 4, help: true },
    size: { kind: "select", group: "appearance", order: 10, options: ["small", "medium", "large"] },
    theme: { kind: "chatTheme", group: "appearance", order: 11 },
    aiMessagePosition: {
      kind: "select",
      group: "appearance",
      order: 12,
      options: ["left", "right"],
    },
    showBackground: { kind: "switch", group: "appearance", order: 13 },
  },
  effects: {},
  defaultSize: { width: 420, height: 480 },
  migrations: [
    {
      id: "ai-chat/ai-enabled",
      up: (props) => ({ ...(props as object), aiEnabled: true }),
    },
  ],
  properties: {},
  triggers: {},
  actions: {},
  chatPersona: ({ assistantName, instructions, aiEnabled }) => ({
    assistantName,
    instructions,
    enabled: aiEnabled,
  }),
});
