import type { ElementIcon } from "../icons";

/** The type's icon in the editor's lists (24×24 path data, stroked). */
export const inputIcon: ElementIcon = { type: "input", path: "M3 7h18v10H3ZM7 10v4" };
