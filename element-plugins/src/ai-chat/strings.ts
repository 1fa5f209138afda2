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
    disclosure:
      "{{name}} ist eine KI, kein Mensch. Schreib hier keine Namen oder anderen persönlichen Daten.",
    disabled: "Der KI-Chat ist ausgeschaltet.",
    fields: {
      assistantName: { label: "Name des Assistenten" },
      welcomeMessage: { label: "Begrüßung" },
      instructions: {
        label: "Anweisungen",
        help: "Was der Assistent vor dem Gespräch gesagt bekommt (Rolle, Hinweise, was er nicht verraten darf). Bleibt auf dem Server, Spielende sehen es nie.",
      },
      inputPlaceholder: { label: "Platzhalter im Eingabefeld" },
      aiEnabled: {
        label: "KI antwortet",
        help: "Ausgeschaltet wird nichts, was Spielende schreiben, an ein KI-Modell geschickt; der Chat sagt dann, dass er ausgeschaltet ist.",
      },
      size: {
        label: "Schriftgröße",
        options: { small: "Klein", medium: "Mittel", large: "Groß" },
      },
      theme: { label: "Farbschema" },
      aiMessagePosition: {
        label: "Nachrichten des Assistenten",
        options: { left: "Links", right: "Rechts" },
      },
      showBackground: { label: "Hintergrund zeigen" },
    },
    properties: {},
    triggers: {},
    actions: {},
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
    disclosure:
      "{{name}} is an AI, not a person. Do not write names or other personal details here.",
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
  },
};
