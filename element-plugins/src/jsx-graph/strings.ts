export const jsxGraphStrings = {
  de: {
    label: "JSXGraph",
    frameTitle: "Interaktive Konstruktion: {{name}}",
    unavailable: "Die Konstruktion kann hier nicht angezeigt werden.",
    failed: "Die Konstruktion enthält einen Fehler: {{message}}",
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
    errors: {
      noInit: "JSXGraph code must create a board (JXG.JSXGraph.initBoard(…)).",
      tooLong: "The JSXGraph code is too long (at most 100,000 characters).",
    },
  },
};
