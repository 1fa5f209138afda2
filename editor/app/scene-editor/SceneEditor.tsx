/**
 * The scene editor: menus, left sidebar (add elements, variables, galleries), the stage in edit
 * mode, right sidebar (properties, layers, settings), the scene selector, preview. The document
 * store, its history, autosave and the conflict, restore and leave dialogs belong to the editor
 * layout shared with the logic builder (../editor-shell).
 */
import type { PruneReport } from "@exitgame/engine";
import { ViewStore } from "@exitgame/player/kit/stage";
import { Theme } from "@radix-ui/themes";
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { ViewHooks } from "../editor-shell/commands";
import { useEditorShell } from "../editor-shell/context";
import { hasOpenDialog, typing } from "../editor-shell/keys";
import { TopBar } from "../editor-shell/TopBar";
import { affectsRules } from "./affects-rules";
import { lazyPart } from "../components/lazy-overlay";
import { EditorCanvas } from "./EditorCanvas";
import { LeftSidebar } from "./LeftSidebar";
import { RightSidebar, type RightTab } from "./RightSidebar";
import { SceneStrip } from "./SceneStrip";
import { inlineTextField } from "./inline-text";
import "./scene-editor.css";

// The confirmation before a delete that changes rules loads when it is first needed.
const DeleteConfirm = lazyPart(() => import("./DeleteConfirm").then((m) => m.DeleteConfirm));
const Preview = lazy(() => import("../editor-shell/Preview").then((m) => ({ default: m.Preview })));

/** The scene editor; inside the editor layout (EditorShellProvider), which holds the document. */
export function SceneEditor() {
  const { t } = useTranslation("sceneEditor");
  const { gameId, store, game, setGame, theme, actions, others } = useEditorShell();
  const [viewStore] = useState(() => new ViewStore(store.doc));
  const snap = useSyncExternalStore(
    store.subscribe,
    () => store.snapshot,
    () => store.snapshot,
  );
  const [tab, setTab] = useState<RightTab>("properties");
  const [preview, setPreview] = useState(false);
  const clipboard = useRef<string | null>(null);
  const nudgeKey = useRef(0);
  /** The element whose text is being edited in place. */
  const [editing, setEditing] = useState<string | null>(null);

  useEffect(() => store.onDocument((doc) => viewStore.replaceDocument(doc)), [store, viewStore]);
  // A drag's frames reach the stage through the store's gesture preview (one box per frame);
  // when it ends, the boxes it left go back to the document's geometry.
  useEffect(
    () =>
      store.onGesturePreview((now, before) => {
        for (const [id, box] of now) viewStore.update(id, box);
        for (const id of before.keys()) {
          if (now.has(id)) continue;
          const el = store.element(id);
          if (el)
            viewStore.update(id, {
              x: el.x,
              y: el.y,
              width: el.width,
              height: el.height,
              rotation: el.rotation,
            });
        }
      }),
    [store, viewStore],
  );

  // A link from the logic builder's problems panel: ?scene=… shows that scene, ?element=… selects
  // the element on its scene.
  const [params] = useSearchParams();
  const linkedElement = params.get("element");
  const linkedScene = params.get("scene");
  // ?panel=settings: the game settings (File › Game settings in the logic builder).
  const linkedPanel = params.get("panel");
  const [seenPanel, setSeenPanel] = useState<string | null>(null);
  if (linkedPanel !== seenPanel) {
    setSeenPanel(linkedPanel);
    if (linkedPanel === "settings") setTab("settings");
  }
  useEffect(() => {
    const elementId = linkedElement;
    const located = elementId
      ? store.doc.scenes.find((s) => s.elements.some((e) => e.id === elementId))
      : undefined;
    const sceneId = located?.id ?? linkedScene;
    if (sceneId && store.doc.scenes.some((s) => s.id === sceneId)) store.setScene(sceneId);
    if (elementId && store.element(elementId)) store.select([elementId]);
  }, [store, linkedElement, linkedScene]);

  /** Double-click or Enter: edit the element's text in place, else show its properties. */
  const openElement = useCallback(
    (id: string) => {
      const el = store.element(id);
      if (el && !el.locked && inlineTextField(el)) setEditing(id);
      else setTab("properties");
    },
    [store],
  );

  // Deleting elements that rules use asks first, listing the rules and what changes in them.
  const [pendingDelete, setPendingDelete] = useState<{
    ids: readonly string[];
    report: PruneReport;
  } | null>(null);
  const askDelete = useCallback(() => {
    const ids = store.snapshot.selection;
    const report = actions.elementsDeletionReport(ids);
    if (affectsRules(report)) setPendingDelete({ ids, report });
    else actions.deleteSelection(ids);
  }, [store, actions]);

  const copySelection = useCallback(() => {
    const text = actions.copyText();
    if (!text) return null;
    clipboard.current = text;
    return text;
  }, [actions]);

  const toClipboard = useCallback(() => {
    const text = copySelection();
    if (text) void navigator.clipboard?.writeText(text).catch(() => {});
  }, [copySelection]);

  /** The canvas's own keys, before the command map: arrows, Alt+arrows, R, Enter, Escape, Delete. */
  const stageKeys = useCallback(
    (e: KeyboardEvent): boolean => {
      const arrows: Record<string, [number, number]> = {
        ArrowLeft: [-1, 0],
        ArrowRight: [1, 0],
        ArrowUp: [0, -1],
        ArrowDown: [0, 1],
      };
      const dir = arrows[e.key];
      const onStage = !(e.target as HTMLElement).closest?.("[data-own-keys]");
      const selected = store.snapshot.selection.length > 0;
      const plain = !e.ctrlKey && !e.metaKey;
      if (dir && e.altKey && plain && onStage && selected) {
        // Alt+arrows resize (Shift: 10 px).
        e.preventDefault();
        if (!e.repeat) nudgeKey.current += 1;
        const step = e.shiftKey ? 10 : 1;
        actions.resizeBy(dir[0] * step, dir[1] * step, `resize:${nudgeKey.current}`);
        return true;
      }
      if ((e.key === "r" || e.key === "R") && plain && !e.altKey && onStage && selected) {
        // R rotates 15° clockwise, Shift+R counter-clockwise.
        e.preventDefault();
        actions.rotateBy(e.shiftKey ? -15 : 15);
        return true;
      }
      if (e.key === "Enter" && onStage && store.snapshot.selection.length === 1) {
        e.preventDefault();
        openElement(store.snapshot.selection[0]!);
        return true;
      }
      if (dir && plain && !e.altKey && onStage && selected) {
        e.preventDefault();
        const step = e.shiftKey ? 10 : 1;
        // A press and its repeats while held are one undo step.
        if (!e.repeat) nudgeKey.current += 1;
        actions.nudge(dir[0] * step, dir[1] * step, `nudge:${nudgeKey.current}`);
        return true;
      }
      if (e.key === "Escape" && selected) {
        store.select([]);
        return true;
      }
      if ((e.key === "Backspace" || e.key === "Delete") && plain) {
        // Delete belongs to the stage: in a panel it does nothing.
        if (!onStage) return true;
        e.preventDefault();
        askDelete();
        return true;
      }
      return false;
    },
    [store, actions, openElement, askDelete],
  );

  const hooks: ViewHooks = {
    view: "scene",
    preview: () => setPreview(true),
    gameSettings: () => setTab("settings"),
    cut: () => {
      toClipboard();
      askDelete();
    },
    copy: toClipboard,
    paste: () =>
      void (navigator.clipboard?.readText() ?? Promise.reject(new Error("no clipboard")))
        .then((text) => actions.pasteText(text))
        .catch(() => clipboard.current && actions.pasteText(clipboard.current)),
    delete: askDelete,
    deleteScene: () =>
      window.dispatchEvent(new CustomEvent("se:delete-scene", { detail: store.snapshot.sceneId })),
    keyDown: stageKeys,
  };

  // Copy, cut and paste of elements go through the clipboard events.
  useEffect(() => {
    const onCopy = (e: ClipboardEvent) => {
      if (typing(e.target) || hasOpenDialog()) return;
      const text = copySelection();
      if (!text) return;
      e.preventDefault();
      e.clipboardData?.setData("text/plain", text);
      if (e.type === "cut") askDelete();
    };
    const onPaste = (e: ClipboardEvent) => {
      if (typing(e.target) || hasOpenDialog()) return;
      const text = e.clipboardData?.getData("text/plain") || clipboard.current;
      if (!text) return;
      e.preventDefault();
      actions.pasteText(text);
    };
    window.addEventListener("copy", onCopy);
    window.addEventListener("cut", onCopy);
    window.addEventListener("paste", onPaste);
    return () => {
      window.removeEventListener("copy", onCopy);
      window.removeEventListener("cut", onCopy);
      window.removeEventListener("paste", onPaste);
    };
  }, [actions, copySelection, askDelete]);

  // Ctrl+wheel zooms; space+drag pans (the canvas scrolls when zoomed in).
  useEffect(() => {
    const onWheel = (e: WheelEvent) => {
      if (!(e.ctrlKey || e.metaKey)) return;
      if (!(e.target as HTMLElement).closest?.(".se-canvas")) return;
      e.preventDefault();
      store.zoom(e.deltaY < 0 ? 1 : -1);
    };
    window.addEventListener("wheel", onWheel, { passive: false });
    return () => window.removeEventListener("wheel", onWheel);
  }, [store]);

  return (
    <Theme appearance={theme} accentColor="indigo" grayColor="slate" radius="medium" asChild>
      <div className="se-root" data-theme-mode={theme}>
        <TopBar hooks={hooks} />
        <div className="se-body">
          <LeftSidebar store={store} actions={actions} />
          <main className="se-main">
            <EditorCanvas
              store={store}
              viewStore={viewStore}
              label={t("stage.label", { title: game.title })}
              onTransform={(changes) => actions.transform(changes)}
              onOpen={(id) => openElement(id)}
              editing={editing}
              onEditDone={() => setEditing(null)}
              actions={actions}
            />
            <SceneStrip store={store} actions={actions} others={others} />
          </main>
          <RightSidebar
            store={store}
            actions={actions}
            tab={tab}
            onTab={setTab}
            game={game}
            onGame={setGame}
          />
        </div>
        {pendingDelete ? (
          <Suspense fallback={null}>
            <DeleteConfirm
              doc={snap.doc}
              report={pendingDelete.report}
              title={t("usedBeforeDelete.elementsTitle", {
                count: pendingDelete.ids.length,
                name: store.element(pendingDelete.ids[0]!)?.name ?? "",
              })}
              confirm={t("usedBeforeDelete.confirm")}
              onConfirm={() => {
                setPendingDelete(null);
                actions.deleteSelection(pendingDelete.ids);
              }}
              onCancel={() => setPendingDelete(null)}
            />
          </Suspense>
        ) : null}
        {preview ? (
          <Suspense fallback={null}>
            <Preview
              document={snap.doc}
              sceneId={snap.sceneId}
              title={game.title}
              gameId={gameId}
              onClose={() => setPreview(false)}
            />
          </Suspense>
        ) : null}
      </div>
    </Theme>
  );
}
