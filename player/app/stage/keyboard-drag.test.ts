import { describe, expect, it } from "vitest";
import { CARRY_BIG_STEP, CARRY_STEP, carryKey, type Carry } from "./keyboard-drag";

const piece = { x: 100, y: 300, width: 80, height: 80 };

function press(carry: Carry | null, key: string, shift = false) {
  return carryKey(carry, piece, key, shift);
}

describe("keyboard drag", () => {
  it("Enter or Space picks the piece up; other keys do nothing until then", () => {
    expect(press(null, "ArrowRight")).toEqual({ kind: "none" });
    expect(press(null, "Escape")).toEqual({ kind: "none" });
    for (const key of ["Enter", " "])
      expect(press(null, key)).toEqual({
        kind: "pickUp",
        carry: { fromX: 100, fromY: 300, x: 100, y: 300 },
      });
  });

  it("arrows move the carried piece, Shift in bigger steps; Enter drops where it is", () => {
    let outcome = press(null, "Enter");
    if (outcome.kind !== "pickUp") throw new Error("not picked up");
    let carry = outcome.carry;
    outcome = press(carry, "ArrowRight");
    if (outcome.kind !== "move") throw new Error("not moved");
    carry = outcome.carry;
    expect([carry.x, carry.y]).toEqual([100 + CARRY_STEP, 300]);
    outcome = press(carry, "ArrowUp", true);
    if (outcome.kind !== "move") throw new Error("not moved");
    carry = outcome.carry;
    expect([carry.x, carry.y]).toEqual([100 + CARRY_STEP, 300 - CARRY_BIG_STEP]);
    expect(press(carry, "Enter")).toEqual({
      kind: "drop",
      x: 100 + CARRY_STEP,
      y: 300 - CARRY_BIG_STEP,
      moved: true,
    });
    expect(press(carry, "x")).toEqual({ kind: "none" });
  });

  it("Escape puts the piece back where it was picked up", () => {
    const carry = { fromX: 100, fromY: 300, x: 400, y: 20 };
    expect(press(carry, "Escape")).toEqual({ kind: "cancel", x: 100, y: 300 });
  });

  it("dropping without moving says so; the piece never leaves the stage", () => {
    const still = { fromX: 100, fromY: 300, x: 100, y: 300 };
    expect(press(still, " ")).toMatchObject({ kind: "drop", moved: false });
    const atEdge = { fromX: 0, fromY: 0, x: 0, y: 0 };
    expect(press(atEdge, "ArrowLeft", true)).toMatchObject({ carry: { x: 0, y: 0 } });
    const right = { fromX: 1190, fromY: 0, x: 1195, y: 0 };
    expect(press(right, "ArrowRight", true)).toMatchObject({ carry: { x: 1280 - 80 } });
  });
});
