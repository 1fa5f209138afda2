/** The image type's strings (namespace `elements`), in German (strings.ts has both languages). */
export const imageStringsDe = {
  label: "Bild",
  empty: "Noch kein Bild gewählt",
  failed: "Das Bild konnte nicht geladen werden.",
  fields: {
    src: { label: "Bild" },
    alt: {
      label: "Alternativtext",
      help: "Beschreibt das Bild für Screenreader. Leer lassen, wenn das Bild nur schmückt.",
    },
    fit: {
      label: "Einpassen",
      options: { contain: "Ganz zeigen", cover: "Ausfüllen", fill: "Strecken" },
    },
  },
  properties: {},
  triggers: {},
  actions: {},
};
