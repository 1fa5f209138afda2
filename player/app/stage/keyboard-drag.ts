import { STAGE_HEIGHT, STAGE_WIDTH } from "@exitgame/engine/document/constants";

/**
 * The keyboard (and single-pointer) alternative to dragging (WCAG 2.1.1, 2.5.7): pick the piece
 * up with Enter or Space, move it with the arrow keys (Shift: bigger steps), drop it with Enter or
 * Space, or put it back with Escape. While carried, the piece only moves on screen; the drop
 * tells the runtime once, like a pointer drag's release, so the same dragEnd trigger and
 * collision conditions fire.
 */
export const CARRY_STEP = 10;
export const CARRY_BIG_STEP = 50;

export interface Carry {
  /** Where the piece was picked up (Escape puts it back there). */
  fromX: number;
  fromY: number;
  x: number;
  y: number;
}

export interface PieceBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type CarryOutcome =
  | { kind: "pickUp"; carry: Carry }
  | { kind: "move"; carry: Carry }
  | { kind: "drop"; x: number; y: number; moved: boolean }
  | { kind: "cancel"; x: number; y: number }
  | { kind: "none" };

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** Keeps at least part of the piece on the stage (the whole piece where it fits). */
export function clampToStage(x: number, y: number, width: number, height: number) {
  const clamp = (v: number, size: number, limit: number) =>
    size >= limit ? Math.min(0, Math.max(limit - size, v)) : Math.min(limit - size, Math.max(0, v));
  return { x: clamp(x, width, STAGE_WIDTH), y: clamp(y, height, STAGE_HEIGHT) };
}

/** What a key does to a piece that is carried (`carry`) or not (null). */
export function carryKey(
  carry: Carry | null,
  piece: PieceBox,
  key: string,
  shift: boolean,
): CarryOutcome {
  const confirm = key === "Enter" || key === " ";
  if (!carry) {
    if (!confirm) return { kind: "none" };
    return { kind: "pickUp", carry: { fromX: piece.x, fromY: piece.y, x: piece.x, y: piece.y } };
  }
  if (confirm)
    return {
      kind: "drop",
      x: Math.round(carry.x),
      y: Math.round(carry.y),
      moved: carry.x !== carry.fromX || carry.y !== carry.fromY,
    };
  if (key === "Escape") return { kind: "cancel", x: carry.fromX, y: carry.fromY };
  const dir = ARROWS[key];
  if (!dir) return { kind: "none" };
  const step = shift ? CARRY_BIG_STEP : CARRY_STEP;
  const next = clampToStage(
    carry.x + dir[0] * step,
    carry.y + dir[1] * step,
    piece.width,
    piece.height,
  );
  return { kind: "move", carry: { ...carry, ...next } };
}
