import { describe, expect, it } from "vitest";
import {
  angleTo,
  boundsOf,
  groupTurn,
  resizeGroup,
  rotateGroup,
  snapResize,
  snapResizeTurned,
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

describe("snapResize", () => {
  const targets = snapTargets([box({ x: 500, y: 400, width: 100, height: 50 })]);

  it("pulls the dragged right edge onto another element's left edge and draws its guide", () => {
    const r = snapResize({ x: 100, y: 100, width: 396, height: 100 }, HANDLES.e, targets, 8, false);
    expect(r.rect).toEqual({ x: 100, y: 100, width: 400, height: 100 });
    expect(r.guides).toEqual([{ axis: "x", at: 500 }]);
  });

  it("moves only the dragged edges: the left edge snaps to the stage centre, the right stays", () => {
    const r = snapResize({ x: 645, y: 10, width: 100, height: 30 }, HANDLES.w, targets, 8, false);
    expect(r.rect).toEqual({ x: 640, y: 10, width: 105, height: 30 });
    expect(r.guides).toEqual([{ axis: "x", at: 640 }]);
  });

  it("snaps both edges of a corner handle, and nothing beyond the threshold", () => {
    const r = snapResize(
      { x: 100, y: 100, width: 445, height: 347 },
      HANDLES.se,
      targets,
      8,
      false,
    );
    // right 545 → 550 (the other's centre), bottom 447 → 450 (its bottom).
    expect(r.rect).toEqual({ x: 100, y: 100, width: 450, height: 350 });
    expect(r.guides).toEqual([
      { axis: "x", at: 550 },
      { axis: "y", at: 450 },
    ]);
    const far = snapResize(
      { x: 100, y: 100, width: 420, height: 200 },
      HANDLES.se,
      targets,
      8,
      false,
    );
    expect(far.rect).toEqual({ x: 100, y: 100, width: 420, height: 200 });
    expect(far.guides).toEqual([]);
  });

  it("keeps the proportions with keepAspect: the closer snap wins, the other side follows", () => {
    const r = snapResize({ x: 100, y: 100, width: 398, height: 199 }, HANDLES.se, targets, 8, true);
    expect(r.rect).toEqual({ x: 100, y: 100, width: 400, height: 200 });
    expect(r.guides).toEqual([{ axis: "x", at: 500 }]);
  });

  it("never makes a side smaller than MIN_SIZE", () => {
    const r = snapResize({ x: 636, y: 0, width: 6, height: 20 }, HANDLES.e, targets, 8, false);
    expect(r.rect.width).toBeGreaterThanOrEqual(10);
  });
});

describe("group resize and rotate", () => {
  const boxes = new Map([
    ["a", box({ x: 0, y: 0, width: 100, height: 100 })],
    ["b", box({ x: 200, y: 100, width: 100, height: 100 })],
  ]);

  it("scales every member with the group's frame", () => {
    const out = resizeGroup(
      boxes,
      { x: 0, y: 0, width: 300, height: 200 },
      { x: 0, y: 0, width: 600, height: 400 },
    );
    expect(out.get("a")).toEqual(box({ x: 0, y: 0, width: 200, height: 200 }));
    expect(out.get("b")).toEqual(box({ x: 400, y: 200, width: 200, height: 200 }));
  });

  it("swaps the scale factors for a member turned by 90 degrees", () => {
    const out = resizeGroup(
      new Map([["t", box({ x: 0, y: 0, width: 100, height: 50, rotation: 90 })]]),
      { x: 0, y: 0, width: 100, height: 100 },
      { x: 0, y: 0, width: 200, height: 100 },
    );
    // Its width runs vertically: the horizontal stretch lengthens its height.
    expect(out.get("t")).toMatchObject({ width: 100, height: 100, rotation: 90 });
  });

  it("turns every member around the group's centre and by the same angle", () => {
    const out = rotateGroup(boxes, { x: 150, y: 100 }, 90);
    // a's centre (50, 50) → (200, 0); b's centre (250, 150) → (100, 200).
    expect(out.get("a")).toEqual(box({ x: 150, y: -50, width: 100, height: 100, rotation: 90 }));
    expect(out.get("b")).toEqual(box({ x: 50, y: 150, width: 100, height: 100, rotation: 90 }));
    const back = rotateGroup(out, { x: 150, y: 100 }, -90);
    expect(back.get("a")).toEqual(boxes.get("a"));
  });

  it("measures the turn from where the pointer started; Shift snaps to 15 degrees", () => {
    const c = { x: 0, y: 0 };
    expect(angleTo(c, { x: 0, y: 10 })).toBeCloseTo(90);
    expect(groupTurn(angleTo(c, { x: 10, y: 0 }), angleTo(c, { x: 10, y: 4 }), false)).toBeCloseTo(
      21.8,
    );
    expect(groupTurn(0, 21.8, true)).toBe(15);
  });
});

describe("snapResizeTurned (a single turned element)", () => {
  const near = (a: number, b: number, tolerance = 1) =>
    expect(Math.abs(a - b)).toBeLessThanOrEqual(tolerance);
  const onlyLine = (axis: "x" | "y", at: number) =>
    axis === "x" ? { x: [at], y: [-10_000] } : { x: [-10_000], y: [at] };

  it("puts a dragged corner onto a vertical line; the opposite corner and the rotation stay", () => {
    const start = box({ rotation: 30 });
    const corner = worldPoint(start, 1, 1);
    const anchor = worldPoint(start, -1, -1);
    // The pointer drags the corner 20 px right; a line 5 px further catches it.
    const next = resizeBox(start, HANDLES.se, 20, 0, false);
    const line = worldPoint(next, 1, 1).x + 5;
    const { box: snapped, guides } = snapResizeTurned(
      start,
      next,
      HANDLES.se,
      onlyLine("x", line),
      8,
      false,
    );
    near(worldPoint(snapped, 1, 1).x, line);
    near(worldPoint(snapped, 1, 1).y, corner.y);
    near(worldPoint(snapped, -1, -1).x, anchor.x);
    near(worldPoint(snapped, -1, -1).y, anchor.y);
    expect(snapped.rotation).toBe(30);
    expect(guides).toEqual([{ axis: "x", at: line }]);
  });

  it("snaps a corner on both axes at once", () => {
    const start = box({ rotation: 20 });
    const next = resizeBox(start, HANDLES.nw, -10, -10, false);
    const p = worldPoint(next, -1, -1);
    const targets = { x: [p.x - 4], y: [p.y + 6] };
    const { box: snapped, guides } = snapResizeTurned(start, next, HANDLES.nw, targets, 8, false);
    near(worldPoint(snapped, -1, -1).x, p.x - 4);
    near(worldPoint(snapped, -1, -1).y, p.y + 6);
    near(worldPoint(snapped, 1, 1).x, worldPoint(start, 1, 1).x);
    expect(guides).toHaveLength(2);
  });

  it("at 90 degrees it is edge snapping: the side under the pointer lands on the line", () => {
    // Turned by 90°, the box's own right side faces down on the stage.
    const start = box({ rotation: 90 });
    const next = resizeBox(start, HANDLES.e, 0, 30, false);
    const bottom = boundsOf(next).y + boundsOf(next).height;
    const { box: snapped } = snapResizeTurned(
      start,
      next,
      HANDLES.e,
      onlyLine("y", bottom + 6),
      8,
      false,
    );
    near(boundsOf(snapped).y + boundsOf(snapped).height, bottom + 6);
    // The opposite (top) side and the other size stay.
    near(boundsOf(snapped).y, boundsOf(start).y);
    expect(snapped.height).toBe(start.height);
  });

  it("moves an edge handle only along its side's normal, up to where that crosses the line", () => {
    const start = box({ rotation: 45 });
    const next = resizeBox(start, HANDLES.e, 20, 20, false);
    const mid = worldPoint(next, 1, 0);
    const { box: snapped, guides } = snapResizeTurned(
      start,
      next,
      HANDLES.e,
      onlyLine("x", mid.x + 5),
      8,
      false,
    );
    near(worldPoint(snapped, 1, 0).x, mid.x + 5);
    // Still on the normal through the anchor: the handle moved diagonally (45°), 5 px each way.
    near(worldPoint(snapped, 1, 0).y, mid.y + 5);
    expect(snapped.height).toBe(start.height);
    near(worldPoint(snapped, -1, 0).x, worldPoint(start, -1, 0).x);
    expect(guides).toEqual([{ axis: "x", at: mid.x + 5 }]);
  });

  it("keeps the proportions with keepAspect (the corner slides on its diagonal)", () => {
    const start = box({ rotation: 30, width: 200, height: 100 });
    const next = resizeBox(start, HANDLES.se, 40, 0, true);
    const p = worldPoint(next, 1, 1);
    const { box: snapped } = snapResizeTurned(
      start,
      next,
      HANDLES.se,
      onlyLine("y", p.y + 4),
      8,
      true,
    );
    near(worldPoint(snapped, 1, 1).y, p.y + 4);
    near(snapped.width / snapped.height, 2, 0.03);
  });

  it("leaves the box alone beyond the threshold", () => {
    const start = box({ rotation: 30 });
    const next = resizeBox(start, HANDLES.se, 20, 0, false);
    const far = worldPoint(next, 1, 1).x + 20;
    expect(snapResizeTurned(start, next, HANDLES.se, onlyLine("x", far), 8, false)).toEqual({
      box: next,
      guides: [],
    });
  });
});
