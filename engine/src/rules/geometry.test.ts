import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { corners, encloses, overlaps, type Box, type Point } from "./geometry";

// ---- brute-force oracle, independent of the separating-axis code under test
const cross = (o: Point, a: Point, b: Point) =>
  (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
/** Point in convex polygon by the sign of the cross product along every edge. */
function inPolygon(poly: readonly Point[], p: Point, eps = 1e-7): boolean {
  let pos = false;
  let neg = false;
  for (let i = 0; i < poly.length; i++) {
    const c = cross(poly[i]!, poly[(i + 1) % poly.length]!, p);
    if (c > eps) pos = true;
    if (c < -eps) neg = true;
  }
  return !(pos && neg);
}
function segmentsIntersect(p1: Point, p2: Point, p3: Point, p4: Point): boolean {
  const d1 = cross(p3, p4, p1);
  const d2 = cross(p3, p4, p2);
  const d3 = cross(p1, p2, p3);
  const d4 = cross(p1, p2, p4);
  return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}
function oracleOverlaps(a: Box, b: Box): boolean {
  const pa = corners(a);
  const pb = corners(b);
  for (let i = 0; i < 4; i++)
    for (let j = 0; j < 4; j++)
      if (segmentsIntersect(pa[i]!, pa[(i + 1) % 4]!, pb[j]!, pb[(j + 1) % 4]!)) return true;
  return pa.some((p) => inPolygon(pb, p)) || pb.some((p) => inPolygon(pa, p));
}
/** Samples a grid over `inner` (boundary included) and checks every point against `outer`. */
function oracleEncloses(outer: Box, inner: Box, n = 12): boolean {
  const po = corners(outer);
  const [c0, c1, , c3] = corners(inner);
  for (let i = 0; i <= n; i++) {
    for (let j = 0; j <= n; j++) {
      const u = i / n;
      const v = j / n;
      const p: Point = [
        c0[0] + (c1[0] - c0[0]) * u + (c3[0] - c0[0]) * v,
        c0[1] + (c1[1] - c0[1]) * u + (c3[1] - c0[1]) * v,
      ];
      if (!inPolygon(po, p)) return false;
    }
  }
  return true;
}
/** Dense sampling: a point common to both boxes proves an overlap (never disproves one). */
function sampledCommonPoint(a: Box, b: Box, n = 30): boolean {
  const pb = corners(b);
  const [c0, c1, , c3] = corners(a);
  for (let i = 0; i <= n; i++) {
    for (let j = 0; j <= n; j++) {
      const p: Point = [
        c0[0] + (c1[0] - c0[0]) * (i / n) + (c3[0] - c0[0]) * (j / n),
        c0[1] + (c1[1] - c0[1]) * (i / n) + (c3[1] - c0[1]) * (j / n),
      ];
      if (inPolygon(pb, p)) return true;
    }
  }
  return false;
}

const grow = (b: Box, d: number): Box => ({
  x: b.x - d,
  y: b.y - d,
  width: Math.max(0, b.width + 2 * d),
  height: Math.max(0, b.height + 2 * d),
  rotation: b.rotation,
});

const boxArb = fc.record({
  x: fc.integer({ min: 0, max: 300 }),
  y: fc.integer({ min: 0, max: 300 }),
  width: fc.integer({ min: 1, max: 250 }),
  height: fc.integer({ min: 1, max: 250 }),
  rotation: fc.oneof(
    fc.constantFrom(0, 45, 90, 180, 270),
    fc.double({ min: 0, max: 360, noNaN: true }),
  ),
});

describe("collision geometry", () => {
  it("overlaps agrees with the brute-force oracle on rotated rectangles", () => {
    let hits = 0;
    fc.assert(
      fc.property(boxArb, boxArb, (a, b) => {
        // skip near-touching pairs, where float noise decides
        fc.pre(overlaps(grow(a, -0.01), grow(b, -0.01)) === overlaps(grow(a, 0.01), grow(b, 0.01)));
        const expected = oracleOverlaps(a, b);
        if (expected) hits++;
        expect(overlaps(a, b)).toBe(expected);
        expect(overlaps(b, a)).toBe(expected);
        if (sampledCommonPoint(a, b)) expect(expected).toBe(true);
      }),
      { numRuns: 1500 },
    );
    expect(hits).toBeGreaterThan(100);
  });

  it("encloses agrees with the sampled oracle", () => {
    let hits = 0;
    const inside = fc
      .tuple(
        boxArb,
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        fc.double({ min: 0.05, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 360, noNaN: true }),
      )
      .map(
        ([outer, dx, dy, f, rot]) =>
          [
            { ...outer, width: outer.width + 120 },
            {
              x: outer.x + dx * f,
              y: outer.y + dy * f,
              width: outer.width * f * 0.5,
              height: outer.height * f * 0.5,
              rotation: rot,
            },
          ] as const,
      );
    fc.assert(
      fc.property(fc.oneof(inside, fc.tuple(boxArb, boxArb)), ([outer, inner]) => {
        fc.pre(encloses(grow(outer, -0.01), inner) === encloses(grow(outer, 0.01), inner));
        const expected = oracleEncloses(outer, inner);
        if (expected) hits++;
        expect(encloses(outer, inner)).toBe(expected);
      }),
      { numRuns: 1500 },
    );
    expect(hits).toBeGreaterThan(50);
  });

  it.each<[string, Box, Box, boolean, boolean]>([
    [
      "disjoint",
      { x: 0, y: 0, width: 10, height: 10, rotation: 0 },
      { x: 20, y: 0, width: 10, height: 10, rotation: 0 },
      false,
      false,
    ],
    [
      "touching edges count as overlap",
      { x: 0, y: 0, width: 10, height: 10, rotation: 0 },
      { x: 10, y: 0, width: 10, height: 10, rotation: 0 },
      true,
      false,
    ],
    [
      "AABBs overlap but the rotated box does not",
      { x: 0, y: 0, width: 100, height: 100, rotation: 45 },
      { x: 95, y: -5, width: 10, height: 10, rotation: 0 },
      false,
      false,
    ],
    [
      "a box encloses itself",
      { x: 5, y: 5, width: 10, height: 10, rotation: 30 },
      { x: 5, y: 5, width: 10, height: 10, rotation: 30 },
      true,
      true,
    ],
    [
      "rotated square still encloses its centre box",
      { x: 0, y: 0, width: 100, height: 100, rotation: 45 },
      { x: 40, y: 40, width: 20, height: 20, rotation: 0 },
      true,
      true,
    ],
    [
      "rotation pushes a corner out: overlap, no enclosure",
      { x: 0, y: 0, width: 100, height: 100, rotation: 45 },
      { x: 0, y: 0, width: 20, height: 20, rotation: 0 },
      true,
      false,
    ],
  ])("%s", (_n, a, b, overlap, enclose) => {
    expect(overlaps(a, b)).toBe(overlap);
    expect(encloses(a, b)).toBe(enclose);
  });
});
