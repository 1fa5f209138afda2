/**
 * The keyboard and screen-reader order of a scene's elements (WCAG 2.4.3 Focus Order). The
 * author may list ids in `scene.focusOrder`; what the list does not name follows in reading
 * order: top to bottom in rows, left to right within a row.
 */
import type { Element, Scene } from "./schema";

export type Placed = Pick<Element, "id" | "x" | "y" | "width" | "height">;

/**
 * Reading order: the elements sorted into rows (an element joins the row whose first element's
 * vertical middle it starts above), rows top to bottom, each row left to right.
 */
export function readingOrder(elements: readonly Placed[]): string[] {
  const byTop = [...elements].sort((a, b) => a.y - b.y || a.x - b.x);
  const rows: Placed[][] = [];
  let row: Placed[] = [];
  let rowMiddle = -Infinity;
  for (const el of byTop) {
    if (row.length > 0 && el.y < rowMiddle) row.push(el);
    else {
      if (row.length > 0) rows.push(row);
      row = [el];
      rowMiddle = el.y + el.height / 2;
    }
  }
  if (row.length > 0) rows.push(row);
  return rows.flatMap((r) => r.sort((a, b) => a.x - b.x || a.y - b.y).map((el) => el.id));
}

/**
 * The focus order of `elements` on `scene`: the ids of `scene.focusOrder` that are among the
 * elements first (in the author's order; unknown and repeated ids dropped), then the others in
 * reading order. Empty focusOrder: reading order.
 */
export function focusOrderOf(
  scene: Pick<Scene, "focusOrder">,
  elements: readonly Placed[],
): string[] {
  const known = new Set(elements.map((el) => el.id));
  const first: string[] = [];
  const taken = new Set<string>();
  for (const id of scene.focusOrder ?? []) {
    if (!known.has(id) || taken.has(id)) continue;
    taken.add(id);
    first.push(id);
  }
  return [...first, ...readingOrder(elements.filter((el) => !taken.has(el.id)))];
}
