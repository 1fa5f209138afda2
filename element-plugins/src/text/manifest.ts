import type { Element } from "@exitgame/engine";
import { defineManifest } from "../contract/plugin";
import type { TextProps } from "./definition";
import { measureText } from "./fit";

export const textManifest = defineManifest({
  type: "text",
  meta: { category: "content", namedByContent: true },
  measure: (element, container) => measureText(element as Element<TextProps>, container),
});
