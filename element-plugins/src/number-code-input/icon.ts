import type { ElementIcon } from "../icons";

/** The type's icon in the editor's lists (24×24 path data, stroked). */
export const numberCodeInputIcon: ElementIcon = {
  type: "number-code-input",
  path: "M6 10V7a6 6 0 0 1 12 0v3M5 10h14v11H5ZM12 14v3",
};
