/**
 * The scene editor: menus, left sidebar (add elements, variables, galleries), the stage in edit
 * mode, right sidebar (properties, layers, settings), the scene selector, preview. The document
 * store, its history, autosave and the conflict, restore and leave dialogs belong to the editor
 * layout shared with the logic builder (../editor-shell).
 */
import type { Locale, PruneReport } from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";
import { typeLabelKey } from "@exitgame/element-plugins/labels";
import { ViewStore } from "@exitgame/player/view-store";
import { Theme } from "@radix-ui/themes";
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { useToast } from "../components/Toaster";
import { useEditorShell } from "../editor-shell/context";
import { EditorActions, type ActionFailure } from "../editor-shell/actions";
import { COMMANDS, commandForKey } from "../editor-shell/commands";
import { ChangelogDialog } from "../editor-shell/dialogs";
import { affectsRules, DeleteConfirm } from "./DeleteConfirm";
import { EditorCanvas } from "./EditorCanvas";
import { LeftSidebar } from "./LeftSidebar";
import { RightSidebar, type RightTab } from "./RightSidebar";
import { SceneStrip } from "./SceneStrip";
import { inlineTextField } from "./inline-text";
import { TopBar } from "../editor-shell/TopBar";
import { loadGame } from "../editor-shell/api";
import "./scene-editor.css";

const Preview = lazy(() => import("./Preview").then((m) => ({ default: m.Preview })));
// The File menu's dialogs load when they open (the zip reader and the import machine with them).
const ImportDialog = lazy(() =>
  import("../exchange/ImportDialog").then((m) => ({ default: m.ImportDialog })),
);
const ExportDialog = lazy(() =>
  import("../exchange/ExportDialog").then((m) => ({ default: m.ExportDialog })),
);

/** True when the key press belongs to a text field (typing, not a command). */
function typing(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el) return false;
  return (
    el.isContentEditable ||
    el.tagName === "TEXTAREA" ||
    el.tagName === "SELECT" ||
    (el.tagName === "INPUT" &&
      !["checkbox", "radio", "button", "range"].includes((el as HTMLInputElement).type))
  );
}

/** The scene editor; inside the editor layout (EditorShellProvider), which holds the document. */
export function SceneEditor() {
  const { t, i18n } = useTranslation("sceneEditor");
  const locale = (i18n.language === "de" ? "de" : "en") as Locale;
  const toast = useToast();
  const navigate = useNavigate();
  const { gameId, store, saver, save, game, setGame, theme, toggleTheme } = useEditorShell();
  const [viewStore] = useState(() => new ViewStore(store.doc));
  const [exporting, setExporting] = useState(false);
  const errorText = useCallback(
    (error: ActionFailure) =>
      error.code === "clipboardInvalid"
        ? t("operationErrors.clipboardInvalid")
        : t(`operations:errors.${error.code}`, {
            defaultValue: t("operationErrors.unknown"),
            ...(error.params as object),
          }),
    [t],
  );
  const actions = useMemo(
    () =>
      new EditorActions(
        store,
        registry,
        locale,
        (error) => toast({ text: errorText(error), tone: "error" }),
        (type) => t(`elements:${typeLabelKey(type)}`),
      ),
    [store, locale, toast, errorText, t],
  );
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
  const [changelog, setChangelog] = useState(false);
  const [importing, setImporting] = useState<"game" | "scenes" | null>(null);

  useEffect(() => store.onDocument((doc) => viewStore.replaceDocument(doc)), [store, viewStore]);

  // A link from the logic builder's problems panel: ?scene=… shows that scene, ?element=… selects
  // the element on its scene.
  const [params] = useSearchParams();
  const linkedElement = params.get("element");
  const linkedScene = params.get("scene");
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

  const run = useCallback(
    (id: string) => {
      const sel = store.snapshot.selection;
      const copyName = () =>
        t("scenes.copyName", {
          name: store.doc.scenes.find((s) => s.id === store.snapshot.sceneId)?.name,
        });
      switch (id) {
        case "save":
          return saver.saveNow();
        case "preview":
          return setPreview(true);
        case "gameSettings":
          return setTab("settings");
        case "exportGame":
          // The export is of the saved game: save what is pending first.
          saver.saveNow();
          return setExporting(true);
        case "dashboard":
          return navigate("/dashboard/games");
        case "undo":
          return store.undo();
        case "redo":
          return store.redo();
        case "cut": {
          const text = copySelection();
          if (text) void navigator.clipboard?.writeText(text).catch(() => {});
          return askDelete();
        }
        case "copy": {
          const text = copySelection();
          if (text) void navigator.clipboard?.writeText(text).catch(() => {});
          return;
        }
        case "paste":
          return void (navigator.clipboard?.readText() ?? Promise.reject(new Error("no clipboard")))
            .then((text) => actions.pasteText(text))
            .catch(() => clipboard.current && actions.pasteText(clipboard.current));
        case "duplicate":
          return actions.duplicateSelection();
        case "delete":
          return askDelete();
        case "selectAll":
          return store.selectAll();
        case "addScene":
          return actions.addScene(
            snap.sceneId,
            t("scenes.newName", { n: store.doc.scenes.length + 1 }),
          );
        case "duplicateScene":
          return actions.duplicateScene(store.snapshot.sceneId, false, copyName());
        case "duplicateSceneWithRules":
          return actions.duplicateScene(store.snapshot.sceneId, true, copyName());
        case "deleteScene":
          return window.dispatchEvent(
            new CustomEvent("se:delete-scene", { detail: store.snapshot.sceneId }),
          );
        case "toFront":
          return actions.reorder("front");
        case "forward":
          return actions.reorder("forward");
        case "backward":
          return actions.reorder("backward");
        case "toBack":
          return actions.reorder("back");
        case "lock":
          return actions.toggleLocked(sel);
        case "global":
          return actions.toggleGlobal(sel);
        case "resetView":
        case "fit":
          return store.setView({ zoom: 1 });
        case "zoomIn":
          return store.zoom(1);
        case "zoomOut":
          return store.zoom(-1);
        case "grid":
          return store.setView({ grid: !store.snapshot.view.grid });
        case "snapping":
          return store.setView({ snapping: !store.snapshot.view.snapping });
        case "theme":
          return toggleTheme();
        case "support":
          return void window.open("mailto:support@exitgame.local", "_blank");
        case "changelog":
          return setChangelog(true);
        case "importGame":
          return setImporting("game");
        case "importScenes":
          // The server inserts the scenes into the saved game: my changes are saved first.
          return void (async () => {
            saver.saveNow();
            for (let i = 0; i < 50 && saver.dirty; i++)
              await new Promise((resolve) => setTimeout(resolve, 200));
            // Loading the game after the import would drop changes that are not saved.
            if (saver.dirty) toast({ text: t("import:unsaved"), tone: "error" });
            else setImporting("scenes");
          })();
      }
    },
    [
      store,
      saver,
      navigate,
      actions,
      copySelection,
      askDelete,
      snap.sceneId,
      t,
      toggleTheme,
      toast,
    ],
  );

  // One key handler for every shortcut; arrows nudge the selection.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || typing(e.target)) return;
      if (hasOpenDialog()) return;
      const arrows: Record<string, [number, number]> = {
        ArrowLeft: [-1, 0],
        ArrowRight: [1, 0],
        ArrowUp: [0, -1],
        ArrowDown: [0, 1],
      };
      const dir = arrows[e.key];
      const onStage = !(e.target as HTMLElement).closest?.("[data-own-keys]");
      if (
        dir &&
        e.altKey &&
        !e.ctrlKey &&
        !e.metaKey &&
        onStage &&
        store.snapshot.selection.length
      ) {
        // Alt+arrows resize (Shift: 10 px).
        e.preventDefault();
        if (!e.repeat) nudgeKey.current += 1;
        const step = e.shiftKey ? 10 : 1;
        actions.resizeBy(dir[0] * step, dir[1] * step, `resize:${nudgeKey.current}`);
        return;
      }
      if (
        (e.key === "r" || e.key === "R") &&
        !e.ctrlKey &&
        !e.metaKey &&
        !e.altKey &&
        onStage &&
        store.snapshot.selection.length
      ) {
        // R rotates 15° clockwise, Shift+R counter-clockwise.
        e.preventDefault();
        actions.rotateBy(e.shiftKey ? -15 : 15);
        return;
      }
      if (e.key === "Enter" && onStage && store.snapshot.selection.length === 1) {
        e.preventDefault();
        openElement(store.snapshot.selection[0]!);
        return;
      }
      if (
        dir &&
        !e.ctrlKey &&
        !e.metaKey &&
        !e.altKey &&
        onStage &&
        store.snapshot.selection.length
      ) {
        e.preventDefault();
        const step = e.shiftKey ? 10 : 1;
        // A press and its repeats while held are one undo step.
        if (!e.repeat) nudgeKey.current += 1;
        actions.nudge(dir[0] * step, dir[1] * step, `nudge:${nudgeKey.current}`);
        return;
      }
      if (e.key === "Escape" && store.snapshot.selection.length) {
        store.select([]);
        return;
      }
      if ((e.key === "Backspace" || e.key === "Delete") && !e.ctrlKey && !e.metaKey) {
        if (!onStage) return;
        e.preventDefault();
        return run("delete");
      }
      if ((e.ctrlKey || e.metaKey) && !e.shiftKey && e.key.toLowerCase() === "y") {
        e.preventDefault();
        return run("redo");
      }
      const command = commandForKey(e);
      // Copy, cut and paste go through the clipboard events below.
      if (!command || ["copy", "cut", "paste"].includes(command.id)) return;
      if (["publish", "publishUnlisted", "unpublish"].includes(command.id)) return;
      e.preventDefault();
      run(command.id);
    };
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
    window.addEventListener("keydown", onKey);
    window.addEventListener("copy", onCopy);
    window.addEventListener("cut", onCopy);
    window.addEventListener("paste", onPaste);
    return () => {
      window.removeEventListener("keydown", onKey);
      window.removeEventListener("copy", onCopy);
      window.removeEventListener("cut", onCopy);
      window.removeEventListener("paste", onPaste);
    };
  }, [store, actions, run, copySelection, openElement, askDelete]);

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
        <TopBar
          game={game}
          onGame={setGame}
          store={store}
          save={save}
          run={run}
          commands={COMMANDS}
          theme={theme}
        />
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
            <SceneStrip store={store} actions={actions} />
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
        ) : null}
        {changelog ? <ChangelogDialog onClose={() => setChangelog(false)} /> : null}
        {importing !== null ? (
          <Suspense fallback={null}>
            <ImportDialog
              open
              onOpenChange={(open) => !open && setImporting(null)}
              targetGame={importing === "scenes" ? { id: gameId, title: game.title } : null}
              onImported={(result) => {
                if (importing !== "scenes") return;
                // The scenes were added on the server: load the game as it is now.
                void (async () => {
                  try {
                    const saved = await loadGame(gameId);
                    const { parseGameDocument } = await import("@exitgame/engine");
                    const parsed = parseGameDocument(saved.document, registry);
                    if (!parsed.ok) throw new Error("invalid");
                    store.load(parsed.document);
                    saver.reset(saved.documentVersion);
                    if (result.sceneIds[0]) store.setScene(result.sceneIds[0]);
                  } catch {
                    toast({ text: t("conflict.failed"), tone: "error" });
                  }
                })();
              }}
            />
          </Suspense>
        ) : null}
        {exporting ? (
          <Suspense fallback={null}>
            <ExportDialog
              game={game}
              open
              onOpenChange={setExporting}
              pending={save.status === "unsaved" || save.status === "saving"}
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

function hasOpenDialog(): boolean {
  return (
    typeof window !== "undefined" &&
    !!window.document.querySelector("[role=dialog], [role=alertdialog]")
  );
}
