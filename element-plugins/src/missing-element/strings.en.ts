/** The missing-element type's strings (namespace `elements`), in English (strings.ts has both languages). */
export const missingElementStringsEn = {
  label: "Unknown element",
  placeholder: "Unknown element type “{{type}}”",
  hint: "This version of the editor does not know the type. Its data is kept.",
  fields: {},
  properties: {},
  triggers: {},
  actions: {},
};
