/** The ai-chat type's strings (namespace `elements`), in English (strings.ts has both languages). */
export const aiChatStringsEn = {
  label: "AI chat",
  conversation: "Conversation with {{name}}",
  you: "You",
  send: "Send",
  message: "Message to {{name}}",
  typing: "{{name}} is typing …",
  notConfigured: "Sorry, the AI chat is not set up on this server. Feel free to ask your teacher.",
  unavailable: "The AI chat is not available in the preview.",
  failed: "Sorry, I cannot answer right now. Please try again in a moment.",
  busy: "There are too many messages right now. Please wait a moment.",
  disclosure: "{{name}} is an AI, not a person. Do not write names or other personal details here.",
  disabled: "The AI chat is switched off.",
  fields: {
    assistantName: { label: "Assistant's name" },
    welcomeMessage: { label: "Welcome message" },
    instructions: {
      label: "Instructions",
      help: "What the assistant is told before the conversation (role, hints, what it must not reveal). Stays on the server; players never see it.",
    },
    inputPlaceholder: { label: "Input placeholder" },
    aiEnabled: {
      label: "AI answers",
      help: "When off, nothing players write is sent to an AI model; the chat then says it is switched off.",
    },
    size: {
      label: "Text size",
      options: { small: "Small", medium: "Medium", large: "Large" },
    },
    theme: { label: "Colour theme" },
    aiMessagePosition: {
      label: "Assistant's messages",
      options: { left: "Left", right: "Right" },
    },
    showBackground: { label: "Show background" },
  },
  properties: {},
  triggers: {},
  actions: {},
  errors: {
    nameRequired: "The assistant's name must not be empty.",
    unknownTheme: "Unknown colour theme.",
  },
};
