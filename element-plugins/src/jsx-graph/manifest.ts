import { defineManifest } from "../contract/plugin";
import { jsxGraphStrings } from "./strings";

export const jsxGraphManifest = defineManifest({
  type: "jsx-graph",
  meta: { category: "interaction", interactive: true },
  strings: jsxGraphStrings,
});
