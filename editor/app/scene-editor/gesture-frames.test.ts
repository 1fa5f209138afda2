import { registry } from "@exitgame/element-plugins/definitions";
import { createElement, type Element } from "@exitgame/engine";
import { describe, expect, it } from "vitest";
import {
  geometryChanges,
  gestureFrame,
  handleGesture,
  moveGesture,
  type FrameOptions,
} from "./gesture-frames";

function el(id: string, over: Partial<Element> = {}): Element {
  return {
    ...createElement(registry, "text", { locale: "en", id, name: id }),
    x: 100,
    y: 100,
    width: 200,
    height: 100,
    rotation: 0,
    ...over,
  };
}

const options = (elements: Element[], over: Partial<FrameOptions> = {}): FrameOptions => ({
  shift: false,
  alt: false,
  snapping: false,
  elements,
  scale: 1,
  ...over,
});

describe("canvas gesture frames", () => {
  it("a move waits for 3 screen pixels, then moves every unlocked box by whole pixels", () => {
    const a = el("a");
    const locked = el("b", { locked: true });
    const byId = new Map([a, locked].map((e) => [e.id, e]));
    const g = moveGesture(["a", "b"], byId, 1, { x: 150, y: 150 })!;
    expect(g.kind).toBe("move");
    expect(gestureFrame(g, { x: 151, y: 151 }, options([a, locked]))).toBeNull();
    const frame = gestureFrame(g, { x: 160.4, y: 170.6 }, options([a, locked]));
    expect(frame && "boxes" in frame ? [...frame.boxes] : null).toEqual([
      ["a", { x: 110, y: 121, width: 200, height: 100, rotation: 0 }],
    ]);
    expect(moveGesture(["b"], byId, 1, { x: 0, y: 0 })).toBeNull();
  });

  it("a move snaps to the stage centre with snapping on, and not with Alt", () => {
    const a = el("a", { x: 0, y: 0, width: 100, height: 100 });
    const g = moveGesture(["a"], new Map([["a", a]]), 1, { x: 0, y: 0 })!;
    // the box's centre lands 3 px beside the stage's vertical centre line (640)
    const at = { x: 640 - 50 - 3, y: 0 };
    const snapped = gestureFrame(g, at, options([a], { snapping: true }));
    expect(snapped && "boxes" in snapped ? snapped.boxes.get("a")!.x : null).toBe(590);
    expect(snapped && "boxes" in snapped ? snapped.guides?.length : 0).toBeGreaterThan(0);
    const free = gestureFrame(g, at, options([a], { snapping: true, alt: true }));
    expect(free && "boxes" in free ? free.boxes.get("a")!.x : null).toBe(587);
  });

  it("resize and rotate start from a handle; a locked element has none", () => {
    const a = el("a");
    const resize = handleGesture("e", [a], 1, { x: 300, y: 150 })!;
    const wider = gestureFrame(resize, { x: 350, y: 150 }, options([a]));
    expect(wider && "boxes" in wider ? wider.boxes.get("a")!.width : null).toBe(250);
    const rotate = handleGesture("rotate", [a], 1, { x: 200, y: 50 })!;
    const turned = gestureFrame(rotate, { x: 300, y: 150 }, options([a]));
    expect(turned && "boxes" in turned ? turned.boxes.get("a")!.rotation : null).toBe(90);
    expect(handleGesture("e", [el("l", { locked: true })], 1, { x: 0, y: 0 })).toBeNull();
  });

  it("a marquee is the rectangle between its corners; changes name only what changed", () => {
    const frame = gestureFrame(
      { kind: "marquee", pointer: 1, start: { x: 50, y: 40 }, additive: false },
      { x: 10, y: 90 },
      options([]),
    );
    expect(frame).toEqual({ marquee: { x: 10, y: 40, width: 40, height: 50 } });
    const a = el("a");
    expect(
      geometryChanges(
        new Map([["a", { x: 100, y: 120, width: 200, height: 100, rotation: 0 }]]),
        new Map([["a", a]]),
      ),
    ).toEqual([{ id: "a", patch: { y: 120 } }]);
  });
});
