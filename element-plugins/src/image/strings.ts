export const imageStrings = {
  de: {
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
  },
  en: {
    label: "Image",
    empty: "No image chosen yet",
    failed: "The image could not be loaded.",
    fields: {
      src: { label: "Image" },
      alt: {
        label: "Alternative text",
        help: "Describes the image for screen readers. Leave empty if the image is decorative.",
      },
      fit: {
        label: "Fit",
        options: { contain: "Show whole", cover: "Fill", fill: "Stretch" },
      },
    },
    properties: {},
    triggers: {},
    actions: {},
  },
};
