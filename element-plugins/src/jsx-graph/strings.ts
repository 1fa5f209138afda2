export const jsxGraphStrings = {
  de: {
    label: "JSXGraph",
    frameTitle: "Interaktive Konstruktion: {{name}}",
    unavailable: "Die Konstruktion kann hier nicht angezeigt werden.",
    failed: "Die Konstruktion enthält einen Fehler: {{message}}",
    fields: {
      code: {
        label: "JSXGraph-Code",
        help: "Erzeugt ein Zeichenbrett mit JXG.JSXGraph.initBoard(…); sendMessage(text) löst „Nachricht gesendet“ aus.",
      },
      textAlternative: {
        label: "Textalternative",
        help: "Was die Konstruktion zeigt, in Worten, z. B. „Gerade durch A(1|2) und B(−2|−1)“. Screenreader lesen diesen Text vor.",
      },
    },
    properties: {},
    triggers: {
      messageSent: {
        label: "Nachricht gesendet",
        sentence: "Wenn {element} eine Nachricht sendet",
        sentenceWithValue: "Wenn {element} die Nachricht „{value}“ sendet",
      },
    },
    actions: {},
    errors: {
      noInit: "Der JSXGraph-Code muss ein Zeichenbrett erzeugen (JXG.JSXGraph.initBoard(…)).",
      tooLong: "Der JSXGraph-Code ist zu lang (höchstens 100 000 Zeichen).",
    },
  },
  en: {
    label: "JSXGraph",
    frameTitle: "Interactive construction: {{name}}",
    unavailable: "The construction cannot be shown here.",
    failed: "The construction has an error: {{message}}",
    fields: {
      code: {
        label: "JSXGraph code",
        help: "Creates a board with JXG.JSXGraph.initBoard(…); sendMessage(text) fires “Message sent”.",
      },
      textAlternative: {
        label: "Text alternative",
        help: "What the construction shows, in words, e.g. “Line through A(1|2) and B(−2|−1)”. Screen readers read this text.",
      },
    },
    properties: {},
    triggers: {
      messageSent: {
        label: "Message sent",
        sentence: "When {element} sends a message",
        sentenceWithValue: "When {element} sends the message “{value}”",
      },
    },
    actions: {},
    errors: {
      noInit: "JSXGraph code must create a board (JXG.JSXGraph.initBoard(…)).",
      tooLong: "The JSXGraph code is too long (at most 100,000 characters).",
    },
  },
};
