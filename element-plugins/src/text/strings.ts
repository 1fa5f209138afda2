export const textStrings = {
  de: {
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
  },
  en: {
    label: "Text",
    fields: {
      text: { label: "Text" },
      fontSizeInRem: { label: "Font size" },
      textAlign: {
        label: "Alignment",
        options: { left: "Left", center: "Centre", right: "Right" },
      },
      color: { label: "Text colour", help: "Leave empty for the colour theme's text colour." },
      bold: { label: "Bold" },
      fit: {
        label: "Text and box size",
        options: {
          grow: "Box grows with the text",
          shrink: "Text shrinks to fit the box",
          none: "Don't adjust",
        },
        help: "With “Don't adjust” a long text may be cut off.",
      },
    },
    properties: { text: { label: "Text" }, fontSizeInRem: { label: "Font size" } },
    triggers: {},
    actions: {
      speak: { label: "Read aloud", sentence: "Read {element} aloud" },
      stopSpeaking: { label: "Stop reading aloud", sentence: "Stop reading {element} aloud" },
    },
    problems: {
      clipped: "The text is cut off. Make the box larger or choose “Box grows with the text”.",
    },
  },
};
