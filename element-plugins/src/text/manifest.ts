import { defineManifest } from "../contract/plugin";
import { textStrings } from "./strings";

export const textManifest = defineManifest({
  type: "text",
  meta: { category: "content", namedByContent: true },
  strings: textStrings,
});
