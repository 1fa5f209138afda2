/** The ai-chat type's strings (namespace `elements`), in German (strings.ts has both languages). */
export const aiChatStringsDe = {
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
};
