/**
 * The canvas's pointer gestures: a drag on an element moves the selection, on a handle resizes
 * or rotates it, on empty space draws a marquee; Space or the middle button pans a zoomed
 * canvas. A drag's frames go through the store's gesture API (shown, the document stays); on
 * release the document changes once, through one operation, and the gesture ends (one undo
 * step); Escape or a lost pointer cancels it.
 */
import type { Element } from "@exitgame/engine";
import { STAGE_WIDTH } from "@exitgame/engine/document/constants";
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from "react";
import type { GeometryChange } from "../editor-shell/actions";
import type { EditorSnapshot, EditorStore, GesturePreview } from "../editor-shell/store";
import { marqueeHits, rectFromPoints, type Guide, type Rect } from "./geometry";
import type { Gesture } from "./gesture";
import { gestureFrame, geometryChanges, handleGesture, moveGesture } from "./gesture-frames";
import { boxOf } from "./HitBox";
import { useSpaceHeld } from "./use-space-pan";

export interface CanvasGestureInput {
  store: EditorStore;
  snap: EditorSnapshot;
  elements: readonly Element[];
  byId: ReadonlyMap<string, Element>;
  preview: GesturePreview;
  onTransform(changes: GeometryChange[]): void;
}

type PointerHandler = (e: ReactPointerEvent<HTMLDivElement>) => void;

export function useCanvasGesture(input: CanvasGestureInput) {
  const { store, snap, elements, byId, preview } = input;
  /** The selection layer (inside the stage) and the scrolling canvas around it (panned here). */
  const layer = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const [guides, setGuides] = useState<Guide[]>([]);
  const [marquee, setMarquee] = useState<Rect | null>(null);
  const gesture = useRef<Gesture | null>(null);
  // Space held: dragging pans the (zoomed) canvas; so does the middle button.
  const space = useSpaceHeld();
  const pan = useRef<{ x: number; y: number; left: number; top: number } | null>(null);
  const selected = new Set(snap.selection);

  const stageScale = () => {
    const stage = layer.current?.closest<HTMLElement>(".eg-stage");
    return stage ? stage.getBoundingClientRect().width / STAGE_WIDTH || 1 : 1;
  };
  const toStage = (e: { clientX: number; clientY: number }) => {
    const stage = layer.current!.closest<HTMLElement>(".eg-stage")!.getBoundingClientRect();
    const scale = stage.width / STAGE_WIDTH || 1;
    return { x: (e.clientX - stage.left) / scale, y: (e.clientY - stage.top) / scale };
  };

  /** Ends a gesture without a change (Escape, a lost pointer). */
  const cancel = () => {
    gesture.current = null;
    store.cancelGesture();
    setGuides([]);
    setMarquee(null);
  };

  // Escape cancels a gesture in progress (nothing reaches the document).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape" || !gesture.current) return;
      e.preventDefault();
      e.stopPropagation();
      cancel();
    };
    window.addEventListener("keydown", onKey, true);
    return () => window.removeEventListener("keydown", onKey, true);
  });

  const onPointerDown: PointerHandler = (e) => {
    if (e.button !== 0 && e.button !== 1) return;
    if (space.current || e.button === 1) {
      const node = scroller.current!;
      e.preventDefault();
      e.currentTarget.setPointerCapture(e.pointerId);
      pan.current = { x: e.clientX, y: e.clientY, left: node.scrollLeft, top: node.scrollTop };
      return;
    }
    const target = e.target as HTMLElement;
    if (target.closest(".se-inline-text")) return;
    const point = toStage(e);
    const handle = target.closest<HTMLElement>("[data-handle]");
    e.currentTarget.setPointerCapture(e.pointerId);
    if (handle) {
      const started = handleGesture(
        handle.dataset.handle!,
        store.selectedElements(),
        e.pointerId,
        point,
      );
      if (started) gesture.current = started;
      return;
    }
    const hit = target.closest<HTMLElement>("[data-hit-id]")?.dataset.hitId;
    if (!hit) {
      gesture.current = {
        kind: "marquee",
        pointer: e.pointerId,
        start: point,
        additive: e.shiftKey,
      };
      if (!e.shiftKey) store.select([]);
      return;
    }
    if (e.shiftKey) {
      store.select(
        selected.has(hit) ? snap.selection.filter((id) => id !== hit) : [...snap.selection, hit],
      );
      return;
    }
    if (!selected.has(hit)) store.select([hit]);
    const started = moveGesture(
      selected.has(hit) ? snap.selection : [hit],
      byId,
      e.pointerId,
      point,
    );
    if (started) gesture.current = started;
  };

  const onPointerMove: PointerHandler = (e) => {
    if (pan.current) {
      scroller.current!.scrollLeft = pan.current.left - (e.clientX - pan.current.x);
      scroller.current!.scrollTop = pan.current.top - (e.clientY - pan.current.y);
      return;
    }
    const g = gesture.current;
    if (!g || g.pointer !== e.pointerId) return;
    const frame = gestureFrame(g, toStage(e), {
      shift: e.shiftKey,
      alt: e.altKey,
      snapping: snap.view.snapping,
      elements,
      scale: stageScale(),
    });
    if (!frame) return;
    if ("marquee" in frame) return setMarquee(frame.marquee);
    if (frame.guides) setGuides(frame.guides);
    store.previewGesture(frame.boxes);
  };

  const onPointerUp: PointerHandler = (e) => {
    if (pan.current) {
      pan.current = null;
      return;
    }
    const g = gesture.current;
    if (!g || g.pointer !== e.pointerId) return;
    gesture.current = null;
    if (g.kind === "marquee") {
      const rect = rectFromPoints(g.start, toStage(e));
      setMarquee(null);
      if (rect.width < 2 && rect.height < 2) return;
      const hits = marqueeHits(
        rect,
        elements
          .filter((el) => !snap.view.hidden.has(el.id))
          .map((el) => ({ id: el.id, ...boxOf(el) })),
      );
      store.select(g.additive ? [...snap.selection, ...hits] : hits);
      return;
    }
    const changes = geometryChanges(preview, byId);
    setGuides([]);
    // The gesture's one change, then its end: one undo step.
    if (changes.length > 0) input.onTransform(changes);
    if (store.inGesture) store.endGesture();
  };

  return {
    layer,
    scroller,
    guides,
    marquee,
    /** A gesture is running (keys and handles keep still meanwhile). */
    busy: () => gesture.current !== null,
    toStage,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: cancel },
  };
}
