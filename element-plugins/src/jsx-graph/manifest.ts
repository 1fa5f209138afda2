import { defineManifest } from "../contract/plugin";

export const jsxGraphManifest = defineManifest({
  type: "jsx-graph",
  meta: { category: "interaction", interactive: true },
});
