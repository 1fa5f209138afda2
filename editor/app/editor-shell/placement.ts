/**
 * Where a new element goes: in the middle of the stage when that is free, else in the free spot
 * nearest to the middle, else cascaded (down and right of the last one put in the middle), so a
 * new element never lands exactly on top of the previous one.
 */
export interface Spot {
  x: number;
  y: number;
}
interface Rect extends Spot {
  width: number;
  height: number;
}

export const PLACEMENT_STEP = 20;
/** Room kept free around a new element. */
const GAP = 8;

const overlaps = (a: Rect, b: Rect) =>
  a.x < b.x + b.width + GAP &&
  b.x < a.x + a.width + GAP &&
  a.y < b.y + b.height + GAP &&
  b.y < a.y + a.height + GAP;

/** The upright rectangle around a possibly rotated box. */
function bounds(box: Rect & { rotation?: number }): Rect {
  const deg = box.rotation ?? 0;
  if (deg % 180 === 0) return box;
  const rad = (deg * Math.PI) / 180;
  const w = Math.abs(box.width * Math.cos(rad)) + Math.abs(box.height * Math.sin(rad));
  const h = Math.abs(box.width * Math.sin(rad)) + Math.abs(box.height * Math.cos(rad));
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  return { x: cx - w / 2, y: cy - h / 2, width: w, height: h };
}

const clamp = (v: number, min: number, max: number) =>
  Math.min(Math.max(v, min), Math.max(min, max));

export function placeNew(
  size: { width: number; height: number },
  others: readonly (Rect & { rotation?: number })[],
  stage: { width: number; height: number },
): Spot {
  const maxX = stage.width - size.width;
  const maxY = stage.height - size.height;
  const centre = { x: Math.round(maxX / 2), y: Math.round(maxY / 2) };
  const taken = others.map(bounds);
  const free = (spot: Spot) =>
    !taken.some((r) =>
      overlaps({ x: spot.x, y: spot.y, width: size.width, height: size.height }, r),
    );
  if (free(centre)) return centre;
  const spots: Spot[] = [];
  for (let y = 0; y <= maxY; y += PLACEMENT_STEP)
    for (let x = 0; x <= maxX; x += PLACEMENT_STEP) spots.push({ x, y });
  const distance = (s: Spot) => (s.x - centre.x) ** 2 + (s.y - centre.y) ** 2;
  spots.sort((a, b) => distance(a) - distance(b));
  const found = spots.find(free);
  if (found) return found;
  // The stage is full: cascade from the middle past the elements already cascaded there.
  let k = 1;
  const at = (n: number) => ({
    x: clamp(centre.x + n * PLACEMENT_STEP, 0, maxX),
    y: clamp(centre.y + n * PLACEMENT_STEP, 0, maxY),
  });
  while (k < 200 && others.some((o) => o.x === at(k).x && o.y === at(k).y)) k += 1;
  return at(k);
}
