import type { ElementIcon } from "../icons";

/** The type's icon in the editor's lists (24×24 path data, stroked). */
export const audioIcon: ElementIcon = {
  type: "audio",
  path: "M4 10h4l5-4v12l-5-4H4ZM16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12",
};
