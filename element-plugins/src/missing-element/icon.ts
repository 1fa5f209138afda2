import type { ElementIcon } from "../icons";

/** A question mark in a dashed box. */
export const missingElementIcon: ElementIcon = {
  type: "missing-element",
  path: "M4 4h3M10 4h4M17 4h3v3M20 10v4M20 17v3h-3M14 20h-4M7 20H4v-3M4 14v-4M4 7V4M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6M12 16.5v.5",
};
