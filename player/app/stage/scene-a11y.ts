import { announce } from "@exitgame/element-plugins/announcer";
import type { Element } from "@exitgame/engine";
import { useEffect, useRef, type RefObject } from "react";

/** Elements whose tops are this close form one line of the reading order. */
const ROW_TOLERANCE = 16;

/**
 * Reading order, top-left to bottom-right: elements in lines (tops within a few pixels), each
 * line left to right. `i` keeps the element's place in the stacking order.
 */
export function readingOrder(elements: readonly Element[]): { el: Element; i: number }[] {
  const byTop = elements.map((el, i) => ({ el, i })).sort((a, b) => a.el.y - b.el.y || a.i - b.i);
  const rows: { el: Element; i: number }[][] = [];
  for (const entry of byTop) {
    const row = rows.at(-1);
    if (row && entry.el.y - row[0]!.el.y < ROW_TOLERANCE) row.push(entry);
    else rows.push([entry]);
  }
  return rows.flatMap((row) => row.sort((a, b) => a.el.x - b.el.x || a.i - b.i));
}

/**
 * When play begins, focus goes to the scene's heading; on every later scene change it moves to
 * the new scene's heading and the change is announced (WCAG 2.4.3, 4.1.3).
 */
export function useSceneFocus(
  playing: boolean,
  sceneId: string,
  heading: RefObject<HTMLHeadingElement | null>,
  message: () => string,
): void {
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!playing) {
      shown.current = null;
      return;
    }
    const previous = shown.current;
    shown.current = sceneId;
    if (previous === sceneId) return;
    if (previous !== null) announce(message());
    heading.current?.focus({ preventScroll: true });
    // The message is read when the scene changes, not when its wording does.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [playing, sceneId, heading]);
}
