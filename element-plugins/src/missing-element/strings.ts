export const missingElementStrings = {
  de: {
    label: "Unbekanntes Element",
    placeholder: "Unbekannter Elementtyp „{{type}}“",
    hint: "Diese Version des Editors kennt den Typ nicht. Die Daten bleiben erhalten.",
    fields: {},
    properties: {},
    triggers: {},
    actions: {},
  },
  en: {
    label: "Unknown element",
    placeholder: "Unknown element type “{{type}}”",
    hint: "This version of the editor does not know the type. Its data is kept.",
    fields: {},
    properties: {},
    triggers: {},
    actions: {},
  },
};
