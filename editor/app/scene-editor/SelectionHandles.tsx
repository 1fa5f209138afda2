/**
 * The resize and rotate handles of the selection frame. They work with the keyboard too, without
 * 9 tab stops each: H on the selected element (or on a handle) moves to the next handle, Shift+H
 * to the previous one, Escape back to the element. Arrows drag a handle by 1 px (Shift: 10 px) or
 * turn by 1° (Shift: 15°); a press and its repeats while held are one undo step.
 */
import type { Element } from "@exitgame/engine";
import { useRef, type KeyboardEvent as ReactKeyboardEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { EditorActions, GeometryChange } from "../editor-shell/actions";
import type { EditorStore } from "../editor-shell/store";
import {
  HANDLES,
  normalizeDegrees,
  resizeBox,
  resizeGroup,
  rotateGroup,
  ROTATE_SNAP_DEG,
  unionOf,
  type Box,
  type HandleName,
  type Rect,
} from "./geometry";
import { boxOf } from "./HitBox";

export const HANDLE_ORDER = [...(Object.keys(HANDLES) as HandleName[]), "rotate"] as const;
type AnyHandle = (typeof HANDLE_ORDER)[number];

/** The handle H (Shift+H) moves to from `from` (from an element: the first, or the last). */
export function nextHandle(from: AnyHandle | null, back: boolean): AnyHandle {
  const n = HANDLE_ORDER.length;
  if (from === null) return back ? HANDLE_ORDER[n - 1]! : HANDLE_ORDER[0]!;
  const i = HANDLE_ORDER.indexOf(from);
  return HANDLE_ORDER[(i + (back ? n - 1 : 1)) % n]!;
}

/** Focuses a handle of the frame around the selection, if it has handles. */
export function focusHandle(layer: HTMLElement | null, name: AnyHandle): boolean {
  const node = layer?.querySelector<HTMLElement>(`[data-handle="${name}"]`);
  node?.focus();
  return !!node;
}

export function SelectionHandles({
  store,
  actions,
  onTransform,
  busy,
  resizeHelpId,
  rotateHelpId,
}: {
  store: EditorStore;
  actions?: EditorActions;
  onTransform(changes: GeometryChange[]): void;
  /** A pointer gesture is running: keys wait. */
  busy(): boolean;
  resizeHelpId: string;
  rotateHelpId: string;
}) {
  const { t } = useTranslation("sceneEditor");
  const handleKey = useRef(0);

  const onKeyDown = (name: AnyHandle, e: ReactKeyboardEvent<HTMLElement>) => {
    const layer = e.currentTarget.closest<HTMLElement>(".se-layer");
    if ((e.key === "h" || e.key === "H") && !e.ctrlKey && !e.metaKey && !e.altKey) {
      e.preventDefault();
      e.stopPropagation();
      focusHandle(layer, nextHandle(name, e.shiftKey));
      return;
    }
    if (e.key === "Escape") {
      // Back to the element (the last one selected, for a group); the selection stays.
      e.preventDefault();
      e.stopPropagation();
      const id = store.snapshot.selection.at(-1);
      if (id) layer?.querySelector<HTMLElement>(`[data-hit-id="${CSS.escape(id)}"]`)?.focus();
      return;
    }
    const arrows: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
    };
    const dir = arrows[e.key];
    if (!dir || e.altKey || e.ctrlKey || e.metaKey || busy()) return;
    // Handled here: the editor's own arrow keys (nudge the selection) do not run as well.
    e.preventDefault();
    e.stopPropagation();
    const chosen = store.selectedElements();
    if (chosen.length === 0 || chosen.some((el) => el.locked)) return;
    const boxes = new Map(chosen.map((el) => [el.id, boxOf(el)]));
    const isGroup = chosen.length > 1;
    const frame: Box = isGroup
      ? { ...unionOf([...boxes.values()])!, rotation: 0 }
      : boxOf(chosen[0]!);
    let next: Map<string, Box>;
    if (name === "rotate") {
      // Right and down turn clockwise, left and up counter-clockwise.
      const deg = (dir[0] + dir[1]) * (e.shiftKey ? ROTATE_SNAP_DEG : 1);
      const center = { x: frame.x + frame.width / 2, y: frame.y + frame.height / 2 };
      next = isGroup
        ? rotateGroup(boxes, center, deg)
        : new Map([
            [
              chosen[0]!.id,
              {
                ...frame,
                rotation: normalizeDegrees(Math.round((frame.rotation + deg) * 10) / 10),
              },
            ],
          ]);
    } else {
      const step = e.shiftKey ? 10 : 1;
      const keepAspect = chosen.some((el) => el.keepAspectRatio);
      const resized = resizeBox(frame, HANDLES[name], dir[0] * step, dir[1] * step, keepAspect);
      next = isGroup ? resizeGroup(boxes, frame, resized) : new Map([[chosen[0]!.id, resized]]);
    }
    const changes: GeometryChange[] = [];
    for (const [id, b] of next) {
      const before = boxes.get(id)!;
      const patch: Partial<Box> = {};
      for (const key of ["x", "y", "width", "height", "rotation"] as const)
        if (b[key] !== before[key]) patch[key] = b[key];
      if (Object.keys(patch).length > 0) changes.push({ id, patch });
    }
    if (changes.length === 0) return;
    if (!e.repeat) handleKey.current += 1;
    if (actions) actions.transform(changes, `handle:${name}:${handleKey.current}`);
    else onTransform(changes);
  };

  return (
    <>
      {HANDLE_ORDER.map((name) => (
        <span
          key={name}
          className={`se-handle se-handle--${name}`}
          data-handle={name}
          role="button"
          // Not in the tab order: H reaches the handles from their element.
          tabIndex={-1}
          aria-label={t(`handles.${name}`)}
          aria-describedby={name === "rotate" ? rotateHelpId : resizeHelpId}
          aria-keyshortcuts="ArrowLeft ArrowRight ArrowUp ArrowDown H Shift+H Escape"
          onKeyDown={(e) => onKeyDown(name, e)}
        />
      ))}
    </>
  );
}

/** The frame around the selection: one element's (turned with it) or a group's, with handles. */
export function SelectionFrame({
  group,
  groupHandles,
  single,
  singleBox,
  handles,
}: {
  group: Rect | null;
  /** All of the group may change (no locked member). */
  groupHandles: boolean;
  single: Element | undefined;
  singleBox: Box | undefined;
  handles: ReactNode;
}) {
  return (
    <>
      {group ? (
        <div
          className="se-group"
          data-testid="group-frame"
          style={{ left: group.x, top: group.y, width: group.width, height: group.height }}
        >
          {groupHandles ? handles : null}
        </div>
      ) : null}
      {single && singleBox ? (
        <div
          className={`se-frame${single.locked ? " se-frame--locked" : ""}`}
          data-testid="selection-frame"
          style={{
            left: singleBox.x,
            top: singleBox.y,
            width: singleBox.width,
            height: singleBox.height,
            transform: `rotate(${singleBox.rotation}deg)`,
          }}
        >
          {single.locked ? null : handles}
        </div>
      ) : null}
    </>
  );
}
