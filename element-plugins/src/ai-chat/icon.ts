import type { ElementIcon } from "../icons";

/** The type's icon in the editor's lists (24×24 path data, stroked). */
export const aiChatIcon: ElementIcon = { type: "ai-chat", path: "M4 5h16v11H9l-5 4ZM8 9h8M8 12h5" };
