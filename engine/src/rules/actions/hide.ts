import { visibility } from "./visibility";

export const hide = visibility("hide", false, {
  de: { label: "Verstecken", sentence: "Verstecke {element}" },
  en: { label: "Hide", sentence: "Hide {element}" },
});
