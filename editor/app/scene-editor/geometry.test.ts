import { describe, expect, it } from "vitest";
import {
  boundsOf,
  HANDLES,
  marqueeHits,
  resizeBox,
  rotationTowards,
  snapMove,
  snapTargets,
  type Box,
} from "./geometry";

const box = (over: Partial<Box> = {}): Box => ({
  x: 100,
  y: 100,
  width: 200,
  height: 100,
  rotation: 0,
  ...over,
});

/** Where a local point of the box (-1..1 on each axis) is on the stage. */
function worldPoint(b: Box, u: number, v: number) {
  const r = (b.rotation * Math.PI) / 180;
  const lx = (u * b.width) / 2;
  const ly = (v * b.height) / 2;
  return {
    x: b.x + b.width / 2 + lx * Math.cos(r) - ly * Math.sin(r),
    y: b.y + b.height / 2 + lx * Math.sin(r) + ly * Math.cos(r),
  };
}

describe("snapMove", () => {
  it("pulls the moving box onto the stage centre line and reports the guide", () => {
    // Centre at 200 + 435 = 635 → 5 px from 640.
    const r = snapMove({ x: 100, y: 300, width: 200, height: 50 }, 435, 0, snapTargets([]), 8);
    expect(r.dx).toBe(440);
    expect(r.guides).toContainEqual({ axis: "x", at: 640 });
  });

  it("snaps to another element's edge, and not when farther than the threshold", () => {
    const other = box({ x: 500, y: 500, width: 100, height: 100 });
    const near = snapMove({ x: 0, y: 0, width: 50, height: 50 }, 446, 40, snapTargets([other]), 8);
    expect(near.dx).toBe(450); // right edge 496 → other's left edge 500
    const far = snapMove({ x: 0, y: 0, width: 50, height: 50 }, 420, 40, snapTargets([other]), 8);
    expect(far.dx).toBe(420);
    expect(far.guides.filter((g) => g.axis === "x")).toEqual([]);
  });
});

describe("resizeBox", () => {
  it("keeps the opposite corner in place (unrotated)", () => {
    const r = resizeBox(box(), HANDLES.se, 50, 20, false);
    expect(r).toMatchObject({ x: 100, y: 100, width: 250, height: 120 });
    const l = resizeBox(box(), HANDLES.nw, -10, -10, false);
    expect(l).toMatchObject({ x: 90, y: 90, width: 210, height: 110 });
  });

  it("keeps the opposite corner in place on a rotated box", () => {
    for (const rotation of [30, 90, 200]) {
      const b = box({ rotation });
      const anchor = worldPoint(b, -1, -1);
      const r = resizeBox(b, HANDLES.se, 37, -12, false);
      const after = worldPoint(r, -1, -1);
      expect(Math.abs(after.x - anchor.x)).toBeLessThanOrEqual(1);
      expect(Math.abs(after.y - anchor.y)).toBeLessThanOrEqual(1);
    }
  });

  it("keeps the aspect ratio and a minimum size", () => {
    const r = resizeBox(box(), HANDLES.e, 100, 0, true);
    expect(r.width / r.height).toBeCloseTo(2);
    expect(r.width).toBe(300);
    const tiny = resizeBox(box(), HANDLES.se, -500, -500, false);
    expect(tiny.width).toBe(10);
    expect(tiny.height).toBe(10);
  });
});

describe("rotation and marquee", () => {
  it("points the top at the pointer and snaps to 15 degrees with Shift", () => {
    expect(rotationTowards({ x: 0, y: 0 }, { x: 10, y: 0 }, false)).toBe(90);
    expect(rotationTowards({ x: 0, y: 0 }, { x: 0, y: -10 }, false)).toBe(0);
    expect(rotationTowards({ x: 0, y: 0 }, { x: 10, y: -9 }, true) % 15).toBe(0);
  });

  it("covers rotated boxes and finds what the marquee touches", () => {
    const b = boundsOf(box({ rotation: 90 }));
    expect(b.width).toBeCloseTo(100);
    expect(b.height).toBeCloseTo(200);
    const boxes = [
      { id: "a", ...box() },
      { id: "b", ...box({ x: 800, y: 500 }) },
    ];
    expect(marqueeHits({ x: 0, y: 0, width: 150, height: 150 }, boxes)).toEqual(["a"]);
    expect(marqueeHits({ x: 0, y: 0, width: 1280, height: 720 }, boxes)).toEqual(["a", "b"]);
  });
});
