import type { ElementIcon } from "../icons";

/** The type's icon in the editor's lists (24×24 path data, stroked). */
export const timerIcon: ElementIcon = {
  type: "timer",
  path: "M12 8v5l3 2M9 2h6M12 22a8 8 0 1 0 0-16 8 8 0 0 0 0 16Z",
};
