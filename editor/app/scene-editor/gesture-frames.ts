/**
 * The canvas gestures' geometry, without React or the DOM: how a gesture starts from what the
 * pointer went down on, and what each pointer position shows (the boxes of the elements it
 * changes, the snapping guides, the marquee). The canvas hook (use-canvas-gesture.ts) feeds it
 * pointer positions in stage coordinates.
 */
import type { Element } from "@exitgame/engine";
import {
  angleTo,
  groupTurn,
  HANDLES,
  rectFromPoints,
  resizeBox,
  resizeGroup,
  rotateGroup,
  rotationTowards,
  snapMove,
  snapResize,
  snapResizeTurned,
  snapTargets,
  SNAP_SCREEN_PX,
  unionOf,
  type Box,
  type Guide,
  type HandleName,
  type Rect,
} from "./geometry";
import type { Gesture } from "./gesture";
import { boxOf } from "./HitBox";

type Point = { x: number; y: number };

/** A resize or rotate of the selection by one of its frame's handles. */
export function handleGesture(
  name: string,
  chosen: readonly Element[],
  pointer: number,
  point: Point,
): Gesture | null {
  if (chosen.length === 0 || chosen.some((el) => el.locked)) return null;
  const boxes = new Map(chosen.map((el) => [el.id, boxOf(el)]));
  const group = chosen.length > 1;
  const frame: Box = group ? { ...unionOf([...boxes.values()])!, rotation: 0 } : boxOf(chosen[0]!);
  if (name === "rotate")
    return {
      kind: "rotate",
      pointer,
      box: frame,
      boxes,
      group,
      startAngle: angleTo({ x: frame.x + frame.width / 2, y: frame.y + frame.height / 2 }, point),
    };
  return {
    kind: "resize",
    pointer,
    handle: name as HandleName,
    start: point,
    box: frame,
    boxes,
    group,
    keepAspect: chosen.some((el) => el.keepAspectRatio),
    targets: null,
  };
}

/** Moving the elements `ids` (locked ones stay); null when none may move. */
export function moveGesture(
  ids: readonly string[],
  byId: ReadonlyMap<string, Element>,
  pointer: number,
  point: Point,
): Gesture | null {
  const boxes = new Map<string, Box>();
  for (const id of ids) {
    const el = byId.get(id);
    if (el && !el.locked) boxes.set(id, boxOf(el));
  }
  return boxes.size > 0
    ? { kind: "move", pointer, start: point, boxes, moved: false, targets: null }
    : null;
}

export interface FrameOptions {
  shift: boolean;
  alt: boolean;
  snapping: boolean;
  /** The scene's elements (what moving boxes snap to). */
  elements: readonly Element[];
  /** Screen pixels per stage pixel. */
  scale: number;
}

/** What one pointer position shows; null: nothing changes yet (a move under 3 screen pixels). */
export type Frame =
  { marquee: Rect } | { boxes: ReadonlyMap<string, Box>; guides?: Guide[] } | null;

const targetsOf = (g: { boxes: Map<string, Box> }, elements: readonly Element[]) =>
  snapTargets(elements.filter((el) => !g.boxes.has(el.id)).map(boxOf));

/** The frame of gesture `g` at `point` (stage coordinates). Fills the gesture's snap targets. */
export function gestureFrame(g: Gesture, point: Point, o: FrameOptions): Frame {
  if (g.kind === "marquee") return { marquee: rectFromPoints(g.start, point) };
  if (g.kind === "rotate") {
    const center = { x: g.box.x + g.box.width / 2, y: g.box.y + g.box.height / 2 };
    if (g.group)
      return {
        boxes: rotateGroup(
          g.boxes,
          center,
          groupTurn(g.startAngle, angleTo(center, point), o.shift),
        ),
      };
    const [id] = g.boxes.keys();
    return {
      boxes: new Map([[id!, { ...g.box, rotation: rotationTowards(center, point, o.shift) }]]),
    };
  }
  const threshold = SNAP_SCREEN_PX / (o.scale || 1);
  if (g.kind === "resize") {
    const handle = HANDLES[g.handle];
    const keepAspect = g.keepAspect || o.shift;
    let next = resizeBox(g.box, handle, point.x - g.start.x, point.y - g.start.y, keepAspect);
    let guides: Guide[] = [];
    if (o.snapping && !o.alt) {
      g.targets ??= targetsOf(g, o.elements);
      if (next.rotation % 360 === 0) {
        // Upright (a group's frame always is): the dragged edges snap.
        const snapped = snapResize(next, handle, g.targets, threshold, keepAspect);
        next = { ...snapped.rect, rotation: next.rotation };
        guides = snapped.guides;
      } else {
        // Turned: the handle under the pointer snaps, the opposite side stays.
        const snapped = snapResizeTurned(g.box, next, handle, g.targets, threshold, keepAspect);
        next = snapped.box;
        guides = snapped.guides;
      }
    }
    if (g.group) return { boxes: resizeGroup(g.boxes, g.box, next), guides };
    const [id] = g.boxes.keys();
    return { boxes: new Map([[id!, next]]), guides };
  }
  let dx = point.x - g.start.x;
  let dy = point.y - g.start.y;
  if (!g.moved && Math.hypot(dx, dy) * o.scale < 3) return null;
  g.moved = true;
  let guides: Guide[] = [];
  if (o.snapping && !o.alt) {
    g.targets ??= targetsOf(g, o.elements);
    const bounds = unionOf([...g.boxes.values()])!;
    const snapped = snapMove(bounds, dx, dy, g.targets, threshold);
    dx = snapped.dx;
    dy = snapped.dy;
    guides = snapped.guides;
  }
  const boxes = new Map<string, Box>();
  for (const [id, b] of g.boxes)
    boxes.set(id, { ...b, x: Math.round(b.x + dx), y: Math.round(b.y + dy) });
  return { boxes, guides };
}

/** The geometry each element changed by, from the gesture's last shown boxes. */
export function geometryChanges(
  shown: ReadonlyMap<string, Box>,
  byId: ReadonlyMap<string, Element>,
): { id: string; patch: Partial<Box> }[] {
  const changes: { id: string; patch: Partial<Box> }[] = [];
  for (const [id, b] of shown) {
    const el = byId.get(id);
    if (!el) continue;
    const patch: Partial<Box> = {};
    for (const key of ["x", "y", "width", "height", "rotation"] as const)
      if (b[key] !== el[key]) patch[key] = b[key];
    if (Object.keys(patch).length > 0) changes.push({ id, patch });
  }
  return changes;
}
