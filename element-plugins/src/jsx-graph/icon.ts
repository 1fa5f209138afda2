import type { ElementIcon } from "../icons";

/** The type's icon in the editor's lists (24×24 path data, stroked). */
export const jsxGraphIcon: ElementIcon = {
  type: "jsx-graph",
  path: "M3 20h18M4 20V4M5 16c3-8 6-8 8-4s5 4 7-4",
};
