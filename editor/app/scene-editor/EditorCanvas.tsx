/**
 * The stage in `edit` mode with our selection layer above it: hit boxes for every element on
 * screen (click, Shift+click, marquee on empty space), the selection frame with resize and
 * rotate handles, snapping guides. A drag goes through the store's gesture API: its frames are
 * the store's gesture preview (the stage follows, one box re-renders per frame, the document
 * stays); on release the document changes once, through one operation, and the gesture ends
 * (one undo step); Escape cancels it.
 */
import { STAGE_HEIGHT, STAGE_WIDTH } from "@exitgame/engine/document/constants";
import { defaultHost, PluginHostContext, type PluginHost } from "@exitgame/element-plugins/host";
import { Stage, type ViewStore } from "@exitgame/player/kit/stage";
import {
  Fragment,
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
import type { EditorActions, GeometryChange } from "../editor-shell/actions";
import { useGameId } from "../editor-shell/game-context";
import { useToast } from "../components/Toaster";
import { dropAsset, dropError, onAssetDragOver } from "./asset-drop";
import type { Gesture } from "./gesture";
import { boxOf, HitBox } from "./HitBox";
import { activeElement, NAVIGATION_KEYS, neighbour } from "./canvas-keys";
import { focusHandle, nextHandle, SelectionFrame, SelectionHandles } from "./SelectionHandles";
import { inlineTextField } from "./inline-text";
import { InlineTextEditor } from "./InlineTextEditor";
import { useSpaceHeld } from "./use-space-pan";
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

/**
 * What plugins get in the editor: a JSXGraph frame shows its construction (the same sandboxed
 * frame the player uses); no chat proxy, so an AI chat never calls the server while editing.
 */
const EDIT_HOST: PluginHost = { ...defaultHost, codeFrameUrl: "/api/jsxgraph/frame" };

const noSubscription = () => () => {};

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
  const gameId = useGameId();
  const toast = useToast();
  const snap = useSyncExternalStore(
    store.subscribe,
    () => store.snapshot,
    () => store.snapshot,
  );
  const elements = store.sceneElements(snap.sceneId);
  const selected = new Set(snap.selection);
  // One lookup table per render: 500 selected elements must not mean 500 list scans.
  const byId = new Map(elements.map((el) => [el.id, el]));
  // A drag's frames go through the store's gesture API (shown, not yet in the document).
  const preview = useSyncExternalStore(
    store.subscribePreview,
    () => store.gesturePreview,
    () => store.gesturePreview,
  );
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

  // The canvas is one tab stop: the active hit box is in the tab order, arrows move between them.
  const [focusId, setFocusId] = useState<string | null>(null);
  const reachable = elements.filter((el) => !snap.view.hidden.has(el.id)).map((el) => el.id);
  const activeId = activeElement(reachable, focusId, snap.selection);
  const focusHit = (id: string) =>
    layer.current?.querySelector<HTMLElement>(`[data-hit-id="${CSS.escape(id)}"]`)?.focus();
  const onLayerKeyDown = (e: ReactKeyboardEvent<HTMLDivElement>) => {
    const id = (e.target as HTMLElement).dataset?.hitId;
    if (!id || e.altKey || gesture.current) return;
    const mod = e.ctrlKey || e.metaKey;
    const isSelected = store.snapshot.selection.includes(id);
    // Arrows move between elements while the focused one is not selected (selected: they move
    // it); Ctrl+arrows always move between elements.
    if ((NAVIGATION_KEYS as readonly string[]).includes(e.key) && (mod || !isSelected)) {
      e.preventDefault();
      e.stopPropagation();
      const next = neighbour(reachable, id, e.key);
      if (next) focusHit(next);
      return;
    }
    if ((e.key === " " || e.key === "Enter") && !isSelected) {
      // Space or Enter selects the focused element; with Shift or Ctrl it joins the selection.
      e.preventDefault();
      e.stopPropagation();
      store.select(e.shiftKey || mod ? [...store.snapshot.selection, id] : [id]);
      return;
    }
    if (e.key === " " && isSelected && (e.shiftKey || mod)) {
      e.preventDefault();
      e.stopPropagation();
      store.select(store.snapshot.selection.filter((s) => s !== id));
      return;
    }
    if ((e.key === "h" || e.key === "H") && isSelected && !mod) {
      // H: the selection frame's handles (Shift+H: from the last one).
      if (focusHandle(layer.current, nextHandle(null, e.shiftKey))) {
        e.preventDefault();
        e.stopPropagation();
      }
    }
  };

  // Space held: dragging pans the (zoomed) canvas; so does the middle button.
  const space = useSpaceHeld();
  const pan = useRef<{ x: number; y: number; left: number; top: number } | null>(null);

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
  const show = (boxes: ReadonlyMap<string, Box>) => store.previewGesture(boxes);
  /** Ends a gesture without a change (Escape, a lost pointer). */
  const restore = () => {
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
    setGuides([]);
    // The gesture's one change, then its end: one undo step.
    if (changes.length > 0) onTransform(changes);
    if (store.inGesture) store.endGesture();
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
  const canvasHelpId = useId();
  const handleHelpId = useId();
  const rotateHelpId = useId();
  const handles = (
    <SelectionHandles
      store={store}
      actions={actions}
      onTransform={onTransform}
      busy={() => gesture.current !== null}
      resizeHelpId={handleHelpId}
      rotateHelpId={rotateHelpId}
    />
  );
  // The selection frame follows the selected element (for a group, its last member) in the DOM:
  // Tab from the element reaches its handles next; CSS keeps the frame above every hit box.
  const frameAfter = single
    ? single.id
    : group
      ? elements.findLast((el) => selected.has(el.id))?.id
      : undefined;
  const frame = (
    <SelectionFrame
      group={group}
      groupHandles={groupHandles}
      single={single}
      singleBox={singleBox}
      handles={handles}
    />
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
      className={`se-canvas${snap.view.grid ? " se-canvas--grid" : ""}${snap.view.showHidden ? " se-canvas--ghosts" : ""}`}
      ref={scroller}
      style={{ overflow: zoomed ? "auto" : "hidden" }}
      data-testid="canvas"
      data-ready={ready ? "true" : undefined}
      onDragOver={actions ? onAssetDragOver : undefined}
      onDrop={(e) =>
        actions &&
        dropAsset(e, { actions, gameId, at: toStage(e), onError: (x) => toast(dropError(t, x)) })
      }
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
                onKeyDown={onLayerKeyDown}
                onFocus={(e) => {
                  const id = (e.target as HTMLElement).dataset?.hitId;
                  if (id) setFocusId(id);
                }}
                onBlur={(e) => {
                  // Leaving the canvas: coming back lands on the selection (or the first element).
                  if (!layer.current?.contains(e.relatedTarget as Node | null)) setFocusId(null);
                }}
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
                <p id={canvasHelpId} className="eg-visually-hidden">
                  {t("stage.keysCanvas")}
                </p>
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
                      el={el}
                      override={preview.get(el.id)}
                      selected={selected.has(el.id)}
                      hidden={snap.view.hidden.has(el.id)}
                      ghost={!el.visible && snap.view.showHidden}
                      active={el.id === activeId}
                      describedBy={canvasHelpId}
                    />
                    {el.id === frameAfter ? frame : null}
                  </Fragment>
                ))}
                {frameAfter !== undefined && elements.some((el) => el.id === frameAfter)
                  ? null
                  : frame}
                {editingEl && editingField && actions ? (
                  <InlineTextEditor
                    el={editingEl}
                    field={editingField.name}
                    actions={actions}
                    onDone={(refocus) => {
                      onEditDone?.();
                      if (refocus) focusHit(editingEl.id);
                    }}
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
