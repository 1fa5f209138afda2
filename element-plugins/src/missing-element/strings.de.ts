/** The missing-element type's strings (namespace `elements`), in German (strings.ts has both languages). */
export const missingElementStringsDe = {
  label: "Unbekanntes Element",
  placeholder: "Unbekannter Elementtyp „{{type}}“",
  hint: "Diese Version des Editors kennt den Typ nicht. Die Daten bleiben erhalten.",
  fields: {},
  properties: {},
  triggers: {},
  actions: {},
};
