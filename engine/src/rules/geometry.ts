/**
 * Collision geometry on rotated rectangles. A box is given as the element stores it: (x, y) is
 * the top-left corner of the unrotated box, rotation in degrees clockwise around the centre.
 * Boundaries count: touching boxes overlap, a box encloses itself. EPSILON absorbs float noise.
 */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
}
export type Point = readonly [number, number];

const EPSILON = 1e-9;
const RAD = Math.PI / 180;

export function corners(box: Box): [Point, Point, Point, Point] {
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const cos = Math.cos(box.rotation * RAD);
  const sin = Math.sin(box.rotation * RAD);
  const hw = box.width / 2;
  const hh = box.height / 2;
  const at = (dx: number, dy: number): Point => [
    cx + dx * cos - dy * sin,
    cy + dx * sin + dy * cos,
  ];
  return [at(-hw, -hh), at(hw, -hh), at(hw, hh), at(-hw, hh)];
}

/** Separating axis test: two convex quads are disjoint iff one of their 4 edge normals separates them. */
export function overlaps(a: Box, b: Box): boolean {
  const ca = corners(a);
  const cb = corners(b);
  return !separated(ca, cb, a.rotation) && !separated(ca, cb, b.rotation);
}

function separated(ca: readonly Point[], cb: readonly Point[], rotation: number): boolean {
  const cos = Math.cos(rotation * RAD);
  const sin = Math.sin(rotation * RAD);
  // the two edge directions of a rectangle rotated by `rotation`
  for (const [ax, ay] of [
    [cos, sin],
    [-sin, cos],
  ] as const) {
    let minA = Infinity,
      maxA = -Infinity,
      minB = Infinity,
      maxB = -Infinity;
    for (const [px, py] of ca) {
      const p = px * ax + py * ay;
      if (p < minA) minA = p;
      if (p > maxA) maxA = p;
    }
    for (const [px, py] of cb) {
      const p = px * ax + py * ay;
      if (p < minB) minB = p;
      if (p > maxB) maxB = p;
    }
    if (maxA < minB - EPSILON || maxB < minA - EPSILON) return true;
  }
  return false;
}

/** True when the point lies inside the box or on its boundary. */
export function containsPoint(box: Box, [px, py]: Point): boolean {
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const cos = Math.cos(box.rotation * RAD);
  const sin = Math.sin(box.rotation * RAD);
  const dx = px - cx;
  const dy = py - cy;
  // rotate back into the box's own frame
  const lx = dx * cos + dy * sin;
  const ly = -dx * sin + dy * cos;
  return Math.abs(lx) <= box.width / 2 + EPSILON && Math.abs(ly) <= box.height / 2 + EPSILON;
}

/** `outer` encloses `inner` when all of inner lies within outer; for convex boxes its corners suffice. */
export function encloses(outer: Box, inner: Box): boolean {
  for (const c of corners(inner)) if (!containsPoint(outer, c)) return false;
  return true;
}
