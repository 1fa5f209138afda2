export const textStrings = {
  de: { label: "Text" },
  en: { label: "Text" },
};
