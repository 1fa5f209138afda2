import type { ElementIcon } from "../icons";

/** The type's icon in the editor's lists (24×24 path data, stroked). */
export const imageIcon: ElementIcon = {
  type: "image",
  path: "M4 5h16v14H4ZM4 16l5-5 4 4 3-3 4 4M15.5 9.5h.01",
};
