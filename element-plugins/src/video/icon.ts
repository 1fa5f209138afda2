import type { ElementIcon } from "../icons";

/** The type's icon in the editor's lists (24×24 path data, stroked). */
export const videoIcon: ElementIcon = { type: "video", path: "M3 6h13v12H3ZM16 10l5-3v10l-5-3" };
