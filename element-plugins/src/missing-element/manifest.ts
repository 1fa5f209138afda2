import { defineManifest } from "../contract/plugin";

export const missingElementManifest = defineManifest({
  type: "missing-element",
  // Only imports make it: the editor's palette does not offer it.
  meta: { category: "content", placeable: false },
});
