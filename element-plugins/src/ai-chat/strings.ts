export const aiChatStrings = {
  de: {
    label: "KI-Chat",
    conversation: "Unterhaltung mit {{name}}",
    you: "Du",
    send: "Senden",
    message: "Nachricht an {{name}}",
    typing: "{{name}} schreibt …",
    notConfigured:
      "Entschuldigung, der KI-Chat ist auf diesem Server nicht eingerichtet. Frag gern deine Lehrkraft.",
    unavailable: "Der KI-Chat ist in der Vorschau nicht verfügbar.",
    failed: "Entschuldigung, gerade kann ich nicht antworten. Bitte versuch es gleich noch einmal.",
    busy: "Gerade sind es zu viele Nachrichten. Bitte warte einen Moment.",
    errors: {
      nameRequired: "Der Name des Assistenten darf nicht leer sein.",
      unknownTheme: "Unbekanntes Farbschema.",
    },
  },
  en: {
    label: "AI chat",
    conversation: "Conversation with {{name}}",
    you: "You",
    send: "Send",
    message: "Message to {{name}}",
    typing: "{{name}} is typing …",
    notConfigured:
      "Sorry, the AI chat is not set up on this server. Feel free to ask your teacher.",
    unavailable: "The AI chat is not available in the preview.",
    failed: "Sorry, I cannot answer right now. Please try again in a moment.",
    busy: "There are too many messages right now. Please wait a moment.",
    errors: {
      nameRequired: "The assistant's name must not be empty.",
      unknownTheme: "Unknown colour theme.",
    },
  },
};
