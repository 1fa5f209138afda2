/**
 * The stage in `edit` mode with our selection layer above it: hit boxes for every element on
 * screen (click, Shift+click, marquee on empty space), the selection frame with resize and
 * rotate handles, snapping guides. The parts live beside it: the pointer gestures
 * (use-canvas-gesture.ts, their geometry in gesture-frames.ts), the keyboard
 * (use-canvas-keys.ts), the zoom (use-canvas-viewport.ts), the hit boxes and the frame
 * (CanvasElements.tsx), guides and marquee (CanvasOverlays.tsx).
 */
import { defaultHost, PluginHostContext, type PluginHost } from "@exitgame/element-plugins/host";
import { Stage, type ViewStore } from "@exitgame/player/kit/stage";
import { useEffect, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import type { EditorActions, GeometryChange } from "../editor-shell/actions";
import { useGameId } from "../editor-shell/game-context";
import type { EditorStore } from "../editor-shell/store";
import { useToast } from "../components/Toaster";
import { dropAsset, dropError, onAssetDragOver } from "./asset-drop";
import { CanvasElements } from "./CanvasElements";
import { CanvasOverlays } from "./CanvasOverlays";
import { inlineTextField } from "./inline-text";
import { InlineTextEditor } from "./InlineTextEditor";
import { useCanvasGesture } from "./use-canvas-gesture";
import { useCanvasKeys } from "./use-canvas-keys";
import { useCanvasViewport } from "./use-canvas-viewport";

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
  // One lookup table per render: 500 selected elements must not mean 500 list scans.
  const byId = new Map(elements.map((el) => [el.id, el]));
  // A drag's frames go through the store's gesture API (shown, not yet in the document).
  const preview = useSyncExternalStore(
    store.subscribePreview,
    () => store.gesturePreview,
    () => store.gesturePreview,
  );
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

  const gesture = useCanvasGesture({
    store,
    snap,
    elements,
    byId,
    preview,
    onTransform,
  });
  const { layer, scroller } = gesture;
  const keys = useCanvasKeys({
    store,
    layer,
    reachable: elements.filter((el) => !snap.view.hidden.has(el.id)).map((el) => el.id),
    selection: snap.selection,
    busy: gesture.busy,
  });
  const view = useCanvasViewport(scroller, snap.view.zoom);

  const editingEl = editing ? store.element(editing) : undefined;
  const editingField = editingEl ? inlineTextField(editingEl) : undefined;
  const hiddenCss = [...snap.view.hidden]
    .map((id) => `.se-canvas .eg-element[data-element-id="${CSS.escape(id)}"]{visibility:hidden}`)
    .join("\n");

  return (
    <div
      className={`se-canvas${snap.view.grid ? " se-canvas--grid" : ""}${snap.view.showHidden ? " se-canvas--ghosts" : ""}`}
      ref={scroller}
      style={{ overflow: view.zoomed ? "auto" : "hidden" }}
      data-testid="canvas"
      data-ready={ready ? "true" : undefined}
      onDragOver={actions ? onAssetDragOver : undefined}
      onDrop={(e) =>
        actions &&
        dropAsset(e, {
          actions,
          gameId,
          at: gesture.toStage(e),
          onError: (message) => toast(dropError(t, message)),
        })
      }
    >
      {hiddenCss ? <style>{hiddenCss}</style> : null}
      <div style={{ ...view.size, display: "grid", placeItems: "center" }}>
        <div style={view.stage}>
          <PluginHostContext.Provider value={EDIT_HOST}>
            <Stage store={viewStore} mode="edit" label={label}>
              <div
                ref={layer}
                {...keys.handlers}
                className="se-layer"
                data-testid="selection-layer"
                {...gesture.handlers}
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
                <CanvasElements
                  store={store}
                  snap={snap}
                  elements={elements}
                  byId={byId}
                  preview={preview}
                  activeId={keys.activeId}
                  actions={actions}
                  onTransform={onTransform}
                  busy={gesture.busy}
                />
                {editingEl && editingField && actions ? (
                  <InlineTextEditor
                    el={editingEl}
                    field={editingField.name}
                    actions={actions}
                    onDone={(refocus) => {
                      onEditDone?.();
                      if (refocus) keys.focusHit(editingEl.id);
                    }}
                  />
                ) : null}
                <CanvasOverlays guides={gesture.guides} marquee={gesture.marquee} />
              </div>
            </Stage>
          </PluginHostContext.Provider>
        </div>
      </div>
    </div>
  );
}
