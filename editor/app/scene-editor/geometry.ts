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

/**
 * Snapping while resizing an upright rectangle: the edges the handle drags (left or right, top
 * or bottom) are pulled onto the nearest target line within `threshold`; the other edges stay.
 * With `keepAspect` only the closer of the two snaps is used and the other side follows the
 * proportions (anchored like `resizeBox`). Returns the corrected rectangle and the guides.
 */
export function snapResize(
  rect: Rect,
  handle: Handle,
  targets: SnapTargets,
  threshold: number,
  keepAspect: boolean,
): { rect: Rect; guides: Guide[] } {
  const left = rect.x;
  const right = rect.x + rect.width;
  const top = rect.y;
  const bottom = rect.y + rect.height;
  const sx =
    handle.sx === 0 ? null : nearest([handle.sx === 1 ? right : left], targets.x, threshold);
  const sy =
    handle.sy === 0 ? null : nearest([handle.sy === 1 ? bottom : top], targets.y, threshold);
  let useX = sx;
  let useY = sy;
  if (keepAspect && sx && sy) {
    if (Math.abs(sx.delta) <= Math.abs(sy.delta)) useY = null;
    else useX = null;
  }
  let x1 = left;
  let x2 = right;
  let y1 = top;
  let y2 = bottom;
  if (useX) {
    if (handle.sx === 1) x2 = Math.max(x1 + MIN_SIZE, useX.at);
    else x1 = Math.min(x2 - MIN_SIZE, useX.at);
  }
  if (useY) {
    if (handle.sy === 1) y2 = Math.max(y1 + MIN_SIZE, useY.at);
    else y1 = Math.min(y2 - MIN_SIZE, useY.at);
  }
  if (keepAspect && (useX || useY) && rect.width > 0 && rect.height > 0) {
    const ratio = rect.width / rect.height;
    if (useX) {
      const height = (x2 - x1) / ratio;
      if (handle.sy === 1) y2 = y1 + height;
      else if (handle.sy === -1) y1 = y2 - height;
      else {
        const cy = (top + bottom) / 2;
        y1 = cy - height / 2;
        y2 = cy + height / 2;
      }
    } else {
      const width = (y2 - y1) * ratio;
      if (handle.sx === 1) x2 = x1 + width;
      else if (handle.sx === -1) x1 = x2 - width;
      else {
        const cx = (left + right) / 2;
        x1 = cx - width / 2;
        x2 = cx + width / 2;
      }
    }
  }
  const guides: Guide[] = [];
  const snappedX = useX && (handle.sx === 1 ? x2 : x1) === useX.at;
  const snappedY = useY && (handle.sy === 1 ? y2 : y1) === useY.at;
  if (snappedX) guides.push({ axis: "x", at: useX!.at });
  if (snappedY) guides.push({ axis: "y", at: useY!.at });
  return {
    rect: {
      x: Math.round(x1),
      y: Math.round(y1),
      width: Math.round(x2 - x1),
      height: Math.round(y2 - y1),
    },
    guides,
  };
}

/** Where a box's local point (sx, sy in -1..1 of its half sizes) is on the stage. */
function pointOf(box: Box, sx: number, sy: number): { x: number; y: number } {
  const [ox, oy] = rotate((sx * box.width) / 2, (sy * box.height) / 2, box.rotation);
  return { x: box.x + box.width / 2 + ox, y: box.y + box.height / 2 + oy };
}

/**
 * Snapping while resizing a turned element (rotation not 0), as tldraw and Figma do it: what
 * snaps is the handle being dragged, i.e. the corner or the middle of the side under the
 * pointer, onto the nearest vertical and/or horizontal target line within `threshold`; the
 * opposite corner or side stays where it is and the rotation is kept. A corner handle (free
 * proportions) snaps its x and y independently; an edge handle, or any handle with
 * `keepAspect`, can only move along one line (the side's normal, or the diagonal), so it lands
 * on the closer of the two lines where that line crosses it. At 90°, 180° and 270° this is
 * exactly edge snapping. `start` is the box when the gesture began, `next` the unsnapped
 * result of `resizeBox` for the pointer.
 */
export function snapResizeTurned(
  start: Box,
  next: Box,
  handle: Handle,
  targets: SnapTargets,
  threshold: number,
  keepAspect: boolean,
): { box: Box; guides: Guide[] } {
  const anchor = pointOf(start, -handle.sx, -handle.sy);
  const dragged = pointOf(next, handle.sx, handle.sy);
  const theta = next.rotation;
  const fromCorner = (corner: { x: number; y: number }, width: number, height: number): Box => {
    const cx = (anchor.x + corner.x) / 2;
    const cy = (anchor.y + corner.y) / 2;
    return {
      x: Math.round(cx - width / 2),
      y: Math.round(cy - height / 2),
      width: Math.round(width),
      height: Math.round(height),
      rotation: theta,
    };
  };
  const sx = nearest([dragged.x], targets.x, threshold);
  const sy = nearest([dragged.y], targets.y, threshold);
  if (!sx && !sy) return { box: next, guides: [] };

  if (handle.sx !== 0 && handle.sy !== 0 && !keepAspect) {
    // Two degrees of freedom: the corner goes onto the line(s), the sizes follow from the anchor.
    const corner = { x: sx ? sx.at : dragged.x, y: sy ? sy.at : dragged.y };
    const [lx, ly] = rotate(corner.x - anchor.x, corner.y - anchor.y, -theta);
    const width = handle.sx * lx;
    const height = handle.sy * ly;
    if (width < MIN_SIZE || height < MIN_SIZE) return { box: next, guides: [] };
    const guides: Guide[] = [];
    if (sx) guides.push({ axis: "x", at: sx.at });
    if (sy) guides.push({ axis: "y", at: sy.at });
    return { box: fromCorner(corner, width, height), guides };
  }

  // One degree of freedom: the handle moves on the line from the anchor through it.
  const vx = dragged.x - anchor.x;
  const vy = dragged.y - anchor.y;
  const candidates: { f: number; guide: Guide }[] = [];
  if (sx && Math.abs(vx) > 1e-6)
    candidates.push({ f: (sx.at - anchor.x) / vx, guide: { axis: "x", at: sx.at } });
  if (sy && Math.abs(vy) > 1e-6)
    candidates.push({ f: (sy.at - anchor.y) / vy, guide: { axis: "y", at: sy.at } });
  const usable = candidates
    .filter(({ f }) => f > 0 && next.width * (handle.sx || keepAspect ? f : 1) >= MIN_SIZE)
    .filter(({ f }) => next.height * (handle.sy || keepAspect ? f : 1) >= MIN_SIZE)
    .sort((a, b) => Math.abs(a.f - 1) - Math.abs(b.f - 1));
  const best = usable[0];
  if (!best) return { box: next, guides: [] };
  const corner = { x: anchor.x + vx * best.f, y: anchor.y + vy * best.f };
  const width = handle.sx !== 0 || keepAspect ? next.width * best.f : next.width;
  const height = handle.sy !== 0 || keepAspect ? next.height * best.f : next.height;
  // For an edge handle the anchor and the handle are the middles of opposite sides, so the
  // centre is still half-way between them.
  return { box: fromCorner(corner, width, height), guides: [best.guide] };
}

/** A whole pixel, never -0 (which would differ from 0 in a patch). */
const whole = (n: number) => Math.round(n) + 0;

/**
 * Fits several boxes that were inside `from` into `to`: each box's centre keeps its relative
 * place, its size scales with the group (in its own rotated frame, exact for 0/90/180/270°),
 * its rotation stays. Sizes never fall under MIN_SIZE.
 */
export function resizeGroup<K>(boxes: ReadonlyMap<K, Box>, from: Rect, to: Rect): Map<K, Box> {
  const kx = from.width > 0 ? to.width / from.width : 1;
  const ky = from.height > 0 ? to.height / from.height : 1;
  const out = new Map<K, Box>();
  for (const [id, b] of boxes) {
    const cx = b.x + b.width / 2;
    const cy = b.y + b.height / 2;
    const ncx = to.x + (cx - from.x) * kx;
    const ncy = to.y + (cy - from.y) * ky;
    const c = Math.cos(rad(b.rotation));
    const s = Math.sin(rad(b.rotation));
    const kw = Math.hypot(kx * c, ky * s);
    const kh = Math.hypot(kx * s, ky * c);
    const width = Math.max(MIN_SIZE, b.width * kw);
    const height = Math.max(MIN_SIZE, b.height * kh);
    out.set(id, {
      x: whole(ncx - width / 2),
      y: whole(ncy - height / 2),
      width: whole(width),
      height: whole(height),
      rotation: b.rotation,
    });
  }
  return out;
}

/** The angle (degrees, clockwise from the positive x axis) from `center` to `pointer`. */
export function angleTo(center: { x: number; y: number }, pointer: { x: number; y: number }) {
  return (Math.atan2(pointer.y - center.y, pointer.x - center.x) * 180) / Math.PI;
}

/**
 * Turns several boxes together by `deg` degrees (clockwise) around `center`: each centre moves
 * on its circle and each box turns by the same angle.
 */
export function rotateGroup<K>(
  boxes: ReadonlyMap<K, Box>,
  center: { x: number; y: number },
  deg: number,
): Map<K, Box> {
  const out = new Map<K, Box>();
  for (const [id, b] of boxes) {
    const [ox, oy] = rotate(b.x + b.width / 2 - center.x, b.y + b.height / 2 - center.y, deg);
    out.set(id, {
      ...b,
      x: whole(center.x + ox - b.width / 2),
      y: whole(center.y + oy - b.height / 2),
      rotation: normalizeDegrees(Math.round((b.rotation + deg) * 10) / 10),
    });
  }
  return out;
}

/** A group turn from the pointer's start and current angle; Shift snaps to 15° steps. */
export function groupTurn(startAngle: number, angle: number, snap: boolean): number {
  let deg = angle - startAngle;
  if (snap) deg = whole(deg / ROTATE_SNAP_DEG) * ROTATE_SNAP_DEG;
  return Math.round(deg * 10) / 10;
}
