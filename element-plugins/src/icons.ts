/**
 * An icon per element type for the editor's lists (24×24 SVG path data, stroked), without React
 * or the definitions, so the editor's first chunk stays small. One line per type, as in views.ts.
 */
export const ELEMENT_ICONS: Record<string, string> = {
  text: "M5 6V4h14v2M12 4v16M9 20h6",
  "svg-shape": "M12 4 21 20H3Z",
  image: "M4 5h16v14H4ZM4 16l5-5 4 4 3-3 4 4M15.5 9.5h.01",
  video: "M3 6h13v12H3ZM16 10l5-3v10l-5-3",
  audio: "M4 10h4l5-4v12l-5-4H4ZM16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12",
  timer: "M12 8v5l3 2M9 2h6M12 22a8 8 0 1 0 0-16 8 8 0 0 0 0 16Z",
  input: "M3 7h18v10H3ZM7 10v4",
  "number-code-input": "M6 10V7a6 6 0 0 1 12 0v3M5 10h14v11H5ZM12 14v3",
  "jsx-graph": "M3 20h18M4 20V4M5 16c3-8 6-8 8-4s5 4 7-4",
  "ai-chat": "M4 5h16v11H9l-5 4ZM8 9h8M8 12h5",
};

/** Path data for a type (a plain square for a type without its own icon). */
export function elementIcon(type: string): string {
  return ELEMENT_ICONS[type] ?? "M5 5h14v14H5Z";
}
