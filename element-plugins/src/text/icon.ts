import type { ElementIcon } from "../icons";

/** The type's icon in the editor's lists (24×24 path data, stroked). */
export const textIcon: ElementIcon = { type: "text", path: "M5 6V4h14v2M12 4v16M9 20h6" };
