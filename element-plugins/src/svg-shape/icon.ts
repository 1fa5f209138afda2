import type { ElementIcon } from "../icons";

/** The type's icon in the editor's lists (24×24 path data, stroked). */
export const svgShapeIcon: ElementIcon = { type: "svg-shape", path: "M12 4 21 20H3Z" };
