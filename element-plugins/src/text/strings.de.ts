/** The text type's strings (namespace `elements`), in German (strings.ts has both languages). */
export const textStringsDe = {
  label: "Text",
  fields: {
    text: { label: "Text" },
    fontSizeInRem: { label: "Schriftgröße" },
    textAlign: {
      label: "Ausrichtung",
      options: { left: "Links", center: "Mittig", right: "Rechts" },
    },
    color: { label: "Textfarbe", help: "Leer lassen für die Textfarbe des Farbschemas." },
    bold: { label: "Fett" },
    fit: {
      label: "Textgröße und Rahmen",
      options: {
        grow: "Rahmen wächst mit dem Text",
        shrink: "Text wird verkleinert, bis er passt",
        none: "Nicht anpassen",
      },
      help: "Bei „Nicht anpassen“ kann ein langer Text abgeschnitten werden.",
    },
  },
  properties: { text: { label: "Text" }, fontSizeInRem: { label: "Schriftgröße" } },
  triggers: {},
  actions: {
    speak: { label: "Vorlesen", sentence: "Lies {element} vor" },
    stopSpeaking: { label: "Vorlesen beenden", sentence: "Beende das Vorlesen von {element}" },
  },
  problems: {
    clipped:
      "Der Text ist abgeschnitten. Vergrößere den Rahmen oder wähle „Rahmen wächst mit dem Text“.",
  },
};
