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
    },
    properties: { text: { label: "Text" }, fontSizeInRem: { label: "Schriftgröße" } },
    triggers: {},
    actions: {
      speak: { label: "Vorlesen", sentence: "Lies {element} vor" },
      stopSpeaking: { label: "Vorlesen beenden", sentence: "Beende das Vorlesen von {element}" },
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
    },
    properties: { text: { label: "Text" }, fontSizeInRem: { label: "Font size" } },
    triggers: {},
    actions: {
      speak: { label: "Read aloud", sentence: "Read {element} aloud" },
      stopSpeaking: { label: "Stop reading aloud", sentence: "Stop reading {element} aloud" },
    },
  },
};
