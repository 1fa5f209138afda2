/**
 * The stage in `edit` mode with our selection layer above it: hit boxes for every element on
 * screen (click, Shift+click, marquee on empty space), the selection frame with resize and
 * rotate handles, snapping guides. While a gesture runs only the view store changes (one box
 * re-renders per frame); the document changes once, on release, through one operation.
 */
import type { Element } from "@exitgame/engine";
import { STAGE_HEIGHT, STAGE_WIDTH } from "@exitgame/engine/document/constants";
import { defaultHost, PluginHostContext, type PluginHost } from "@exitgame/element-plugins/host";
import type { ViewStore } from "@exitgame/player/view-store";
import { Stage } from "@exitgame/player/stage";
import {
  Fragment,
  memo,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from "react";
import { useTranslation } from "react-i18next";
import {
  angleTo,
  groupTurn,
  HANDLES,
  marqueeHits,
  normalizeDegrees,
  rectFromPoints,
  resizeBox,
  resizeGroup,
  rotateGroup,
  ROTATE_SNAP_DEG,
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
  type SnapTargets,
} from "./geometry";
import type { EditorActions, GeometryChange } from "../editor-shell/actions";
import { inlineTextField } from "./inline-text";
import type { EditorStore } from "../editor-shell/store";

export interface EditorCanvasProps {
  store: EditorStore;
  viewStore: ViewStore;
  label: string;
  /** One finished gesture: the new geometry of each changed element (one undo step). */
  onTransform(changes: GeometryChange[]): void;
  /** Double-click on an element (text: edit in place). */
  onOpen?(id: string): void;
  /** The element whose text is edited in place, if any. */
  editing?: string | null;
  onEditDone?(): void;
  actions?: EditorActions;
}

type Gesture =
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

/**
 * What plugins get in the editor: a JSXGraph frame shows its construction (the same sandboxed
 * frame the player uses); no chat proxy, so an AI chat never calls the server while editing.
 */
const EDIT_HOST: PluginHost = { ...defaultHost, codeFrameUrl: "/api/jsxgraph/frame" };

const noSubscription = () => () => {};

const boxOf = (el: Element): Box => ({
  x: el.x,
  y: el.y,
  width: el.width,
  height: el.height,
  rotation: el.rotation,
});

const HitBox = memo(function HitBox({
  el,
  override,
  selected,
  hidden,
  label,
  onFocusSelect,
}: {
  el: Element;
  /** The geometry shown during a gesture (the element's own otherwise). */
  override: Box | undefined;
  selected: boolean;
  hidden: boolean;
  label: string;
  onFocusSelect(id: string): void;
}) {
  const box = override ?? el;
  return (
    <div
      className={`se-hit${selected ? " se-hit--selected" : ""}${el.locked ? " se-hit--locked" : ""}`}
      // Every element is reachable with Tab; focus selects it, then arrows, Alt+arrows and R work.
      tabIndex={hidden ? -1 : 0}
      role="button"
      aria-label={label}
      aria-pressed={selected}
      // Only keyboard focus selects (a Shift+click that deselects must not select again).
      onFocus={(e) => e.currentTarget.matches(":focus-visible") && onFocusSelect(el.id)}
      data-hit-id={el.id}
      data-testid="stage-element"
      data-element-name={el.name}
      data-element-type={el.type}
      style={{
        left: box.x,
        top: box.y,
        width: box.width,
        height: box.height,
        // Upright boxes get no transform (fewer paint property nodes per frame with 500 boxes).
        transform: box.rotation ? `rotate(${box.rotation}deg)` : undefined,
        display: hidden ? "none" : undefined,
      }}
    />
  );
});

export function EditorCanvas({
  store,
  viewStore,
  label,
  onTransform,
  onOpen,
  editing,
  onEditDone,
  actions,
}: EditorCanvasProps) {
  const { t } = useTranslation("sceneEditor");
  const snap = useSyncExternalStore(
    store.subscribe,
    () => store.snapshot,
    () => store.snapshot,
  );
  const elements = store.sceneElements(snap.sceneId);
  const selected = new Set(snap.selection);
  // One lookup table per render: 500 selected elements must not mean 500 list scans.
  const byId = new Map(elements.map((el) => [el.id, el]));
  const [preview, setPreview] = useState<ReadonlyMap<string, Box>>(new Map());
  const [guides, setGuides] = useState<Guide[]>([]);
  const [marquee, setMarquee] = useState<Rect | null>(null);
  const gesture = useRef<Gesture | null>(null);
  const layer = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const [viewport, setViewport] = useState({ width: 0, height: 0 });
  // Set once the canvas runs in the browser (hydrated): the server-rendered editor looks the
  // same but does not react yet (tests wait for this before the first click).
  const ready = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  useEffect(() => {
    viewStore.setScene({ sceneId: snap.sceneId, leaving: null });
  }, [viewStore, snap.sceneId]);

  const onFocusSelect = useCallback(
    (id: string) => {
      if (!store.snapshot.selection.includes(id)) store.select([id]);
    },
    [store],
  );

  // Space held: dragging pans the (zoomed) canvas; so does the middle button.
  const space = useRef(false);
  const pan = useRef<{ x: number; y: number; left: number; top: number } | null>(null);
  useEffect(() => {
    const typing = (t: EventTarget | null) =>
      t instanceof HTMLElement &&
      (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName));
    const down = (e: KeyboardEvent) => {
      if (e.code !== "Space" || typing(e.target)) return;
      space.current = true;
      if ((e.target as HTMLElement).closest?.(".se-canvas")) e.preventDefault();
    };
    const up = (e: KeyboardEvent) => {
      if (e.code === "Space") space.current = false;
    };
    window.addEventListener("keydown", down);
    window.addEventListener("keyup", up);
    return () => {
      window.removeEventListener("keydown", down);
      window.removeEventListener("keyup", up);
    };
  }, []);

  useEffect(() => {
    const node = scroller.current;
    if (!node) return;
    const fit = () => setViewport({ width: node.clientWidth, height: node.clientHeight });
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  const stageScale = () => {
    const stage = layer.current?.closest<HTMLElement>(".eg-stage");
    return stage ? stage.getBoundingClientRect().width / STAGE_WIDTH || 1 : 1;
  };
  const toStage = (e: { clientX: number; clientY: number }) => {
    const stage = layer.current!.closest<HTMLElement>(".eg-stage")!.getBoundingClientRect();
    const scale = stage.width / STAGE_WIDTH || 1;
    return { x: (e.clientX - stage.left) / scale, y: (e.clientY - stage.top) / scale };
  };

  /** Shows geometry on the stage and the selection layer without touching the document. */
  const show = (boxes: ReadonlyMap<string, Box>) => {
    for (const [id, b] of boxes)
      viewStore.update(id, {
        x: b.x,
        y: b.y,
        width: b.width,
        height: b.height,
        rotation: b.rotation,
      });
    setPreview(boxes);
  };
  const restore = () => {
    for (const id of preview.keys()) {
      const el = byId.get(id);
      if (el) viewStore.update(id, boxOf(el));
    }
    setPreview(new Map());
    setGuides([]);
    setMarquee(null);
  };

  // Escape cancels a gesture in progress (nothing reaches the document).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape" || !gesture.current) return;
      e.preventDefault();
      e.stopPropagation();
      gesture.current = null;
      restore();
    };
    window.addEventListener("keydown", onKey, true);
    return () => window.removeEventListener("keydown", onKey, true);
  });

  const onPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
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
      const chosen = store.selectedElements();
      if (chosen.length === 0 || chosen.some((el) => el.locked)) return;
      const boxes = new Map(chosen.map((el) => [el.id, boxOf(el)]));
      const group = chosen.length > 1;
      const frame: Box = group
        ? { ...unionOf([...boxes.values()])!, rotation: 0 }
        : boxOf(chosen[0]!);
      const name = handle.dataset.handle!;
      gesture.current =
        name === "rotate"
          ? {
              kind: "rotate",
              pointer: e.pointerId,
              box: frame,
              boxes,
              group,
              startAngle: angleTo(
                { x: frame.x + frame.width / 2, y: frame.y + frame.height / 2 },
                point,
              ),
            }
          : {
              kind: "resize",
              pointer: e.pointerId,
              handle: name as HandleName,
              start: point,
              box: frame,
              boxes,
              group,
              keepAspect: chosen.some((el) => el.keepAspectRatio),
              targets: null,
            };
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
    const ids = selected.has(hit) ? snap.selection : [hit];
    const boxes = new Map<string, Box>();
    for (const id of ids) {
      const el = byId.get(id);
      if (el && !el.locked) boxes.set(id, boxOf(el));
    }
    if (boxes.size > 0)
      gesture.current = {
        kind: "move",
        pointer: e.pointerId,
        start: point,
        boxes,
        moved: false,
        targets: null,
      };
  };

  const onPointerMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (pan.current) {
      scroller.current!.scrollLeft = pan.current.left - (e.clientX - pan.current.x);
      scroller.current!.scrollTop = pan.current.top - (e.clientY - pan.current.y);
      return;
    }
    const g = gesture.current;
    if (!g || g.pointer !== e.pointerId) return;
    const point = toStage(e);
    if (g.kind === "marquee") {
      setMarquee(rectFromPoints(g.start, point));
      return;
    }
    if (g.kind === "rotate") {
      const center = { x: g.box.x + g.box.width / 2, y: g.box.y + g.box.height / 2 };
      if (g.group)
        show(
          rotateGroup(g.boxes, center, groupTurn(g.startAngle, angleTo(center, point), e.shiftKey)),
        );
      else {
        const [id] = g.boxes.keys();
        show(new Map([[id!, { ...g.box, rotation: rotationTowards(center, point, e.shiftKey) }]]));
      }
      return;
    }
    if (g.kind === "resize") {
      const handle = HANDLES[g.handle];
      const keepAspect = g.keepAspect || e.shiftKey;
      let next = resizeBox(g.box, handle, point.x - g.start.x, point.y - g.start.y, keepAspect);
      let shown: Guide[] = [];
      if (snap.view.snapping && !e.altKey) {
        g.targets ??= snapTargets(elements.filter((el) => !g.boxes.has(el.id)).map(boxOf));
        const threshold = SNAP_SCREEN_PX / (stageScale() || 1);
        if (next.rotation % 360 === 0) {
          // Upright (a group's frame always is): the dragged edges snap.
          const snapped = snapResize(next, handle, g.targets, threshold, keepAspect);
          next = { ...snapped.rect, rotation: next.rotation };
          shown = snapped.guides;
        } else {
          // Turned: the handle under the pointer snaps, the opposite side stays.
          const snapped = snapResizeTurned(g.box, next, handle, g.targets, threshold, keepAspect);
          next = snapped.box;
          shown = snapped.guides;
        }
      }
      setGuides(shown);
      if (g.group) show(resizeGroup(g.boxes, g.box, next));
      else {
        const [id] = g.boxes.keys();
        show(new Map([[id!, next]]));
      }
      return;
    }
    let dx = point.x - g.start.x;
    let dy = point.y - g.start.y;
    if (!g.moved && Math.hypot(dx, dy) * stageScale() < 3) return;
    g.moved = true;
    let shown: Guide[] = [];
    if (snap.view.snapping && !e.altKey) {
      g.targets ??= snapTargets(elements.filter((el) => !g.boxes.has(el.id)).map(boxOf));
      const bounds = unionOf([...g.boxes.values()])!;
      const snapped = snapMove(bounds, dx, dy, g.targets, SNAP_SCREEN_PX / (stageScale() || 1));
      dx = snapped.dx;
      dy = snapped.dy;
      shown = snapped.guides;
    }
    const next = new Map<string, Box>();
    for (const [id, b] of g.boxes)
      next.set(id, { ...b, x: Math.round(b.x + dx), y: Math.round(b.y + dy) });
    setGuides(shown);
    show(next);
  };

  const onPointerUp = (e: ReactPointerEvent<HTMLDivElement>) => {
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
    const changes: GeometryChange[] = [];
    for (const [id, b] of preview) {
      const el = byId.get(id);
      if (!el) continue;
      const patch: Partial<Box> = {};
      for (const key of ["x", "y", "width", "height", "rotation"] as const)
        if (b[key] !== el[key]) patch[key] = b[key];
      if (Object.keys(patch).length > 0) changes.push({ id, patch });
    }
    setPreview(new Map());
    setGuides([]);
    if (changes.length > 0) onTransform(changes);
    else restore();
  };

  const editingEl = editing ? store.element(editing) : undefined;
  const editingField = editingEl ? inlineTextField(editingEl) : undefined;

  const selectionBoxes = snap.selection.flatMap((id) => {
    const el = byId.get(id);
    return el ? [preview.get(id) ?? boxOf(el)] : [];
  });
  const single = snap.selection.length === 1 ? byId.get(snap.selection[0]!) : undefined;
  const singleBox = single ? (preview.get(single.id) ?? boxOf(single)) : undefined;
  const group = selectionBoxes.length > 1 ? unionOf(selectionBoxes) : null;
  // A group gets handles when all of it may change (a locked member keeps the group still).
  const groupHandles = group !== null && snap.selection.every((id) => !byId.get(id)?.locked);
  // Handles work with the keyboard too: each is focusable, arrows drag it by 1 px (Shift: 10 px)
  // or turn by 1° (Shift: 15°); a press and its repeats while held are one undo step.
  const handleKey = useRef(0);
  const onHandleKeyDown = (name: HandleName | "rotate", e: ReactKeyboardEvent<HTMLElement>) => {
    const arrows: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
    };
    const dir = arrows[e.key];
    if (!dir || e.altKey || e.ctrlKey || e.metaKey || gesture.current) return;
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
  const handleHelpId = useId();
  const rotateHelpId = useId();
  const handles = (
    <>
      {(Object.keys(HANDLES) as HandleName[]).map((name) => (
        <span
          key={name}
          className={`se-handle se-handle--${name}`}
          data-handle={name}
          role="button"
          tabIndex={0}
          aria-label={t(`handles.${name}`)}
          aria-describedby={handleHelpId}
          aria-keyshortcuts="ArrowLeft ArrowRight ArrowUp ArrowDown"
          onKeyDown={(e) => onHandleKeyDown(name, e)}
        />
      ))}
      <span
        className="se-handle se-handle--rotate"
        data-handle="rotate"
        role="button"
        tabIndex={0}
        aria-label={t("handles.rotate")}
        aria-describedby={rotateHelpId}
        aria-keyshortcuts="ArrowLeft ArrowRight ArrowUp ArrowDown"
        onKeyDown={(e) => onHandleKeyDown("rotate", e)}
      />
    </>
  );
  // The selection frame follows the selected element (for a group, its last member) in the DOM:
  // Tab from the element reaches its handles next; CSS keeps the frame above every hit box.
  const frameAfter = single
    ? single.id
    : group
      ? elements.findLast((el) => selected.has(el.id))?.id
      : undefined;
  const frame = (
    <>
      {group ? (
        <div
          className="se-group"
          data-testid="group-frame"
          style={{
            left: group.x,
            top: group.y,
            width: group.width,
            height: group.height,
          }}
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
  const hiddenCss = [...snap.view.hidden]
    .map((id) => `.se-canvas .eg-element[data-element-id="${CSS.escape(id)}"]{visibility:hidden}`)
    .join("\n");

  // Zoom 1 fits the stage into the canvas; larger zooms scroll (pan).
  const fitScale = Math.min(viewport.width / STAGE_WIDTH, viewport.height / STAGE_HEIGHT) || 1;
  const zoomed = snap.view.zoom > 1;
  const size = {
    width: Math.max(viewport.width, STAGE_WIDTH * fitScale * snap.view.zoom),
    height: Math.max(viewport.height, STAGE_HEIGHT * fitScale * snap.view.zoom),
  };
  const stageBox = {
    width: STAGE_WIDTH * fitScale * snap.view.zoom,
    height: STAGE_HEIGHT * fitScale * snap.view.zoom,
  };

  return (
    <div
      className={`se-canvas${snap.view.grid ? " se-canvas--grid" : ""}`}
      ref={scroller}
      style={{ overflow: zoomed ? "auto" : "hidden" }}
      data-testid="canvas"
      data-ready={ready ? "true" : undefined}
    >
      {hiddenCss ? <style>{hiddenCss}</style> : null}
      <div
        style={{ width: size.width, height: size.height, display: "grid", placeItems: "center" }}
      >
        <div style={{ width: stageBox.width, height: stageBox.height }}>
          <PluginHostContext.Provider value={EDIT_HOST}>
            <Stage store={viewStore} mode="edit" label={label}>
              <div
                ref={layer}
                className="se-layer"
                data-testid="selection-layer"
                onPointerDown={onPointerDown}
                onPointerMove={onPointerMove}
                onPointerUp={onPointerUp}
                onPointerCancel={() => {
                  gesture.current = null;
                  restore();
                }}
                onDoubleClick={(e) => {
                  // Pointer capture retargets clicks to the layer: ask what is under the pointer.
                  const hit = document
                    .elementsFromPoint(e.clientX, e.clientY)
                    .find((node) => node instanceof HTMLElement && node.dataset.hitId) as
                    HTMLElement | undefined;
                  if (hit?.dataset.hitId) onOpen?.(hit.dataset.hitId);
                }}
              >
                {snap.view.grid ? <div className="se-grid" aria-hidden="true" /> : null}
                <p id={handleHelpId} className="eg-visually-hidden">
                  {t("handles.keysResize")}
                </p>
                <p id={rotateHelpId} className="eg-visually-hidden">
                  {t("handles.keysRotate")}
                </p>
                {elements.map((el) => (
                  <Fragment key={el.id}>
                    <HitBox
                      label={el.name || t("element")}
                      onFocusSelect={onFocusSelect}
                      el={el}
                      override={preview.get(el.id)}
                      selected={selected.has(el.id)}
                      hidden={snap.view.hidden.has(el.id)}
                    />
                    {el.id === frameAfter ? frame : null}
                  </Fragment>
                ))}
                {frameAfter !== undefined && elements.some((el) => el.id === frameAfter)
                  ? null
                  : frame}
                {editingEl && editingField && actions ? (
                  <textarea
                    className="se-inline-text"
                    data-testid="inline-text"
                    autoFocus
                    aria-label={t("inlineText", { name: editingEl.name })}
                    style={{
                      left: editingEl.x,
                      top: editingEl.y,
                      width: editingEl.width,
                      height: editingEl.height,
                      transform: `rotate(${editingEl.rotation}deg)`,
                    }}
                    value={String(
                      (editingEl.props as Record<string, unknown>)[editingField.name] ?? "",
                    )}
                    onChange={(e) =>
                      actions.updateProps(
                        [editingEl.id],
                        { [editingField.name]: e.target.value },
                        `inline:${editingEl.id}`,
                      )
                    }
                    onKeyDown={(e) => {
                      if (e.key === "Escape" || (e.key === "Enter" && (e.ctrlKey || e.metaKey))) {
                        e.preventDefault();
                        e.stopPropagation();
                        onEditDone?.();
                        layer.current
                          ?.querySelector<HTMLElement>(
                            `[data-hit-id="${CSS.escape(editingEl.id)}"]`,
                          )
                          ?.focus();
                      }
                    }}
                    onBlur={() => onEditDone?.()}
                  />
                ) : null}
                {guides.map((g, i) => (
                  <div
                    key={i}
                    className={`se-guide se-guide--${g.axis}`}
                    data-testid="snap-guide"
                    style={g.axis === "x" ? { left: g.at } : { top: g.at }}
                  />
                ))}
                {marquee ? (
                  <div
                    className="se-marquee"
                    data-testid="marquee"
                    style={{
                      left: marquee.x,
                      top: marquee.y,
                      width: marquee.width,
                      height: marquee.height,
                    }}
                  />
                ) : null}
              </div>
            </Stage>
          </PluginHostContext.Provider>
        </div>
      </div>
    </div>
  );
}
