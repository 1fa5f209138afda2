import { visibility } from "./visibility";

export const show = visibility("show", true, {
  de: { label: "Zeigen", sentence: "Zeige {element}" },
  en: { label: "Show", sentence: "Show {element}" },
});
