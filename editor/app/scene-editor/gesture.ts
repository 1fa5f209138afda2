/** A pointer gesture on the editor canvas in progress (move, resize, rotate, marquee). */
import type { Box, HandleName, SnapTargets } from "./geometry";

export type Gesture =
  | {
      kind: "move";
      pointer: number;
      start: { x: number; y: number };
      boxes: Map<string, Box>;
      moved: boolean;
      /** What the moving boxes snap to, computed once per gesture. */
      targets: SnapTargets | null;
    }
  | {
      kind: "resize";
      pointer: number;
      handle: HandleName;
      start: { x: number; y: number };
      /** The frame being resized: the single element's box, or the upright rectangle around a group. */
      box: Box;
      /** The elements the gesture changes, with their geometry at its start. */
      boxes: Map<string, Box>;
      group: boolean;
      keepAspect: boolean;
      /** What the dragged edges snap to, computed once per gesture. */
      targets: SnapTargets | null;
    }
  | {
      kind: "rotate";
      pointer: number;
      box: Box;
      boxes: Map<string, Box>;
      group: boolean;
      /** Pointer angle around the frame's centre when the gesture started (groups turn by the difference). */
      startAngle: number;
    }
  | { kind: "marquee"; pointer: number; start: { x: number; y: number }; additive: boolean };
