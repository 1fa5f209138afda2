import { describe, expect, it } from "vitest";
import { placeNew, PLACEMENT_STEP } from "./placement";

const stage = { width: 1280, height: 720 };
const size = { width: 200, height: 100 };

describe("placing a new element", () => {
  it("goes to the middle of an empty stage", () => {
    expect(placeNew(size, [], stage)).toEqual({ x: 540, y: 310 });
  });

  it("never lands on the previous one: the nearest free spot to the middle", () => {
    const first = { x: 540, y: 310, ...size };
    const spot = placeNew(size, [first], stage);
    expect(spot).not.toEqual({ x: 540, y: 310 });
    const overlap =
      spot.x < first.x + first.width &&
      first.x < spot.x + size.width &&
      spot.y < first.y + first.height &&
      first.y < spot.y + size.height;
    expect(overlap).toBe(false);
    // Three in a row all find their own place.
    const second = { ...spot, ...size };
    const third = placeNew(size, [first, second], stage);
    expect([first, second].some((o) => o.x === third.x && o.y === third.y)).toBe(false);
  });

  it("takes the size of a new element that has a position of its own (the middle)", () => {
    const created = { x: 540, y: 310, ...size };
    const spot = placeNew(created, [{ x: 540, y: 310, ...size }], stage);
    // A free spot, not a cascade onto the first one.
    expect(
      spot.x + size.width <= 540 || spot.x >= 740 || spot.y + size.height <= 310 || spot.y >= 410,
    ).toBe(true);
  });

  it("counts a turned element by the space it covers", () => {
    const tall = { x: 590, y: 260, width: 100, height: 200, rotation: 90 };
    const spot = placeNew({ width: 100, height: 100 }, [tall], stage);
    expect(spot).not.toEqual({ x: 590, y: 310 });
  });

  it("cascades when the stage is full", () => {
    const wall = { x: 0, y: 0, ...stage };
    const one = placeNew(size, [wall], stage);
    expect(one).toEqual({ x: 540 + PLACEMENT_STEP, y: 310 + PLACEMENT_STEP });
    const two = placeNew(size, [wall, { ...one, ...size }], stage);
    expect(two).toEqual({ x: 540 + 2 * PLACEMENT_STEP, y: 310 + 2 * PLACEMENT_STEP });
  });
});
