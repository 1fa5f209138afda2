/** The jsx-graph type's strings (namespace `elements`), in German (strings.ts has both languages). */
export const jsxGraphStringsDe = {
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
};
