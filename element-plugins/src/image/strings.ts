export const imageStrings = {
  de: {
    label: "Bild",
    empty: "Noch kein Bild gewählt",
    failed: "Das Bild konnte nicht geladen werden.",
  },
  en: { label: "Image", empty: "No image chosen yet", failed: "The image could not be loaded." },
};
