/**
 * Stage geometry for the editor's handles, pure and in stage pixels (1280×720): moving with
 * snapping guides, resizing a rotated box from any handle, rotating, marquee hits. A box's
 * (x, y) is the top-left corner of the unrotated box; rotation is clockwise around its centre.
 */
import { STAGE_HEIGHT, STAGE_WIDTH } from "@exitgame/engine/document/constants";

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
}
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface Guide {
  axis: "x" | "y";
  /** Stage coordinate of the line (x for a vertical line, y for a horizontal one). */
  at: number;
}

export const MIN_SIZE = 10;
/** Snap distance in screen pixels (divided by the zoom). */
export const SNAP_SCREEN_PX = 8;
export const ROTATE_SNAP_DEG = 15;

const rad = (deg: number) => (deg * Math.PI) / 180;
const rotate = (x: number, y: number, deg: number): [number, number] => {
  const c = Math.cos(rad(deg));
  const s = Math.sin(rad(deg));
  return [x * c - y * s, x * s + y * c];
};

/** The axis-aligned rectangle a rotated box covers. */
export function boundsOf(box: Box): Rect {
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const corners = [
    [-1, -1],
    [1, -1],
    [1, 1],
    [-1, 1],
  ].map(([sx, sy]) => rotate((sx! * box.width) / 2, (sy! * box.height) / 2, box.rotation));
  const xs = corners.map(([x]) => cx + x);
  const ys = corners.map(([, y]) => cy + y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

/** The rectangle around several boxes. */
export function unionOf(boxes: readonly Box[]): Rect | null {
  if (boxes.length === 0) return null;
  const rects = boxes.map(boundsOf);
  const x = Math.min(...rects.map((r) => r.x));
  const y = Math.min(...rects.map((r) => r.y));
  const right = Math.max(...rects.map((r) => r.x + r.width));
  const bottom = Math.max(...rects.map((r) => r.y + r.height));
  return { x, y, width: right - x, height: bottom - y };
}

export interface SnapTargets {
  x: number[];
  y: number[];
}

/** What a moving selection snaps to: the stage's edges and centre lines, other boxes' edges and centres. */
export function snapTargets(others: readonly Box[]): SnapTargets {
  const x = [0, STAGE_WIDTH / 2, STAGE_WIDTH];
  const y = [0, STAGE_HEIGHT / 2, STAGE_HEIGHT];
  for (const box of others) {
    const r = boundsOf(box);
    x.push(r.x, r.x + r.width / 2, r.x + r.width);
    y.push(r.y, r.y + r.height / 2, r.y + r.height);
  }
  return { x, y };
}

function nearest(lines: readonly number[], targets: readonly number[], threshold: number) {
  let best: { delta: number; at: number } | null = null;
  for (const line of lines)
    for (const target of targets) {
      const delta = target - line;
      if (Math.abs(delta) <= threshold && (!best || Math.abs(delta) < Math.abs(best.delta)))
        best = { delta, at: target };
    }
  return best;
}

/**
 * Moves `rect` by (dx, dy), then pulls it onto the nearest target line within `threshold` on
 * each axis (its left, centre or right; top, centre or bottom). Returns the corrected delta and
 * the guides to draw.
 */
export function snapMove(
  rect: Rect,
  dx: number,
  dy: number,
  targets: SnapTargets,
  threshold: number,
): { dx: number; dy: number; guides: Guide[] } {
  const moved = { ...rect, x: rect.x + dx, y: rect.y + dy };
  const sx = nearest(
    [moved.x, moved.x + moved.width / 2, moved.x + moved.width],
    targets.x,
    threshold,
  );
  const sy = nearest(
    [moved.y, moved.y + moved.height / 2, moved.y + moved.height],
    targets.y,
    threshold,
  );
  const guides: Guide[] = [];
  if (sx) guides.push({ axis: "x", at: sx.at });
  if (sy) guides.push({ axis: "y", at: sy.at });
  return { dx: dx + (sx?.delta ?? 0), dy: dy + (sy?.delta ?? 0), guides };
}

/** A resize handle: which side(s) it drags, -1 = left/top, 1 = right/bottom, 0 = neither. */
export interface Handle {
  sx: -1 | 0 | 1;
  sy: -1 | 0 | 1;
}
export const HANDLES = {
  nw: { sx: -1, sy: -1 },
  n: { sx: 0, sy: -1 },
  ne: { sx: 1, sy: -1 },
  e: { sx: 1, sy: 0 },
  se: { sx: 1, sy: 1 },
  s: { sx: 0, sy: 1 },
  sw: { sx: -1, sy: 1 },
  w: { sx: -1, sy: 0 },
} as const satisfies Record<string, Handle>;
export type HandleName = keyof typeof HANDLES;

/**
 * Resizes `box` by dragging `handle` by (dx, dy) stage pixels: the opposite side (or corner)
 * stays where it is on screen, also for a rotated box. With `keepAspect` the proportions stay.
 */
export function resizeBox(
  box: Box,
  handle: Handle,
  dx: number,
  dy: number,
  keepAspect: boolean,
): Box {
  const [lx, ly] = rotate(dx, dy, -box.rotation);
  let width = handle.sx === 0 ? box.width : box.width + handle.sx * lx;
  let height = handle.sy === 0 ? box.height : box.height + handle.sy * ly;
  width = Math.max(MIN_SIZE, width);
  height = Math.max(MIN_SIZE, height);
  if (keepAspect && box.width > 0 && box.height > 0) {
    const ratio = box.width / box.height;
    if (handle.sx !== 0 && handle.sy !== 0) {
      // Corner: follow the side that changed more.
      if (Math.abs(width / box.width - 1) >= Math.abs(height / box.height - 1))
        height = width / ratio;
      else width = height * ratio;
    } else if (handle.sx !== 0) height = width / ratio;
    else width = height * ratio;
    if (width < MIN_SIZE || height < MIN_SIZE) {
      const k = Math.max(MIN_SIZE / width, MIN_SIZE / height);
      width *= k;
      height *= k;
    }
  }
  // The anchor is the point opposite the handle (the centre of the box's other side for an edge handle).
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const [ax, ay] = rotate(
    (-handle.sx * box.width) / 2,
    (-handle.sy * box.height) / 2,
    box.rotation,
  );
  const [nx, ny] = rotate((-handle.sx * width) / 2, (-handle.sy * height) / 2, box.rotation);
  const ncx = cx + ax - nx;
  const ncy = cy + ay - ny;
  return {
    // Whole pixels: what authors type in the inspector too.
    x: Math.round(ncx - width / 2),
    y: Math.round(ncy - height / 2),
    width: Math.round(width),
    height: Math.round(height),
    rotation: box.rotation,
  };
}

/** The rotation that points the box's top at the pointer; Shift snaps to 15 degrees. */
export function rotationTowards(
  center: { x: number; y: number },
  pointer: { x: number; y: number },
  snap: boolean,
): number {
  let deg = (Math.atan2(pointer.y - center.y, pointer.x - center.x) * 180) / Math.PI + 90;
  if (snap) deg = Math.round(deg / ROTATE_SNAP_DEG) * ROTATE_SNAP_DEG;
  return normalizeDegrees(Math.round(deg * 10) / 10);
}

export function normalizeDegrees(deg: number): number {
  const n = ((deg % 360) + 360) % 360;
  return n === 360 ? 0 : n;
}

/** Boxes whose covered rectangle meets the marquee. */
export function marqueeHits<T extends Box & { id: string }>(
  marquee: Rect,
  boxes: readonly T[],
): string[] {
  const mx2 = marquee.x + marquee.width;
  const my2 = marquee.y + marquee.height;
  return boxes
    .filter((box) => {
      const r = boundsOf(box);
      return r.x <= mx2 && r.x + r.width >= marquee.x && r.y <= my2 && r.y + r.height >= marquee.y;
    })
    .map((b) => b.id);
}

/** A rectangle from two corner points in any order. */
export function rectFromPoints(a: { x: number; y: number }, b: { x: number; y: number }): Rect {
  return {
    x: Math.min(a.x, b.x),
    y: Math.min(a.y, b.y),
    width: Math.abs(a.x - b.x),
    height: Math.abs(a.y - b.y),
  };
}
