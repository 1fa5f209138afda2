/**
 * Moving between elements on the canvas with the keyboard (the canvas is one tab stop, like a
 * list): Right/Down go to the next element in stacking order, Left/Up to the previous one, Home
 * and End to the first and the last.
 */
export const NAVIGATION_KEYS = [
  "ArrowLeft",
  "ArrowRight",
  "ArrowUp",
  "ArrowDown",
  "Home",
  "End",
] as const;

export function neighbour(ids: readonly string[], current: string, key: string): string | null {
  if (ids.length === 0) return null;
  const i = ids.indexOf(current);
  switch (key) {
    case "Home":
      return ids[0]!;
    case "End":
      return ids.at(-1)!;
    case "ArrowRight":
    case "ArrowDown":
      return ids[Math.min(i + 1, ids.length - 1)] ?? null;
    case "ArrowLeft":
    case "ArrowUp":
      return ids[Math.max(i - 1, 0)] ?? null;
    default:
      return null;
  }
}

/** The element that holds the canvas's tab stop: the focused one, the selected one, the first. */
export function activeElement(
  ids: readonly string[],
  focused: string | null,
  selection: readonly string[],
): string | null {
  if (focused && ids.includes(focused)) return focused;
  return selection.find((id) => ids.includes(id)) ?? ids[0] ?? null;
}
