/**
 * The scene editor (editor layout): menus, left sidebar (add elements, variables, galleries),
 * the stage in edit mode, right sidebar (properties, layers, settings), the scene selector,
 * autosave with its status, conflict and restore dialogs, preview.
 */
import type { GameDocument, Locale } from "@exitgame/engine";
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
import { useBlocker, useNavigate } from "react-router";
import { Toaster, useToast } from "../components/Toaster";
import { EditorActions, type ActionFailure } from "./actions";
import { COMMANDS, commandForKey } from "./commands";
import { ChangelogDialog, ConflictDialog, LeaveDialog, RestoreDialog } from "./dialogs";
import { EditorCanvas } from "./EditorCanvas";
import { LeftSidebar } from "./LeftSidebar";
import { RightSidebar, type RightTab } from "./RightSidebar";
import { SceneStrip } from "./SceneStrip";
import { inlineTextField } from "./inline-text";
import { EditorStore } from "./store";
import { TopBar, type GameInfo } from "./TopBar";
import { useAutosave } from "./use-autosave";
import { ExportDialog } from "../exchange/ExportDialog";
import { conflictActions } from "./conflict";
import { loadGame, saveAsCopy } from "./api";
import { ImportDialog } from "../exchange/ImportDialog";
import { localCopies, type LocalCopy } from "./autosave";
import "./scene-editor.css";

const Preview = lazy(() => import("./Preview").then((m) => ({ default: m.Preview })));

export interface SceneEditorProps {
  game: GameInfo & { version: number };
  document: GameDocument;
}

const THEME_KEY = "exitgame:editor:theme";

/** The editor's light or dark theme, remembered in this browser. */
const themeStore = {
  listeners: new Set<() => void>(),
  subscribe(listener: () => void) {
    themeStore.listeners.add(listener);
    return () => themeStore.listeners.delete(listener);
  },
  get(): "light" | "dark" {
    return window.localStorage.getItem(THEME_KEY) === "dark" ? "dark" : "light";
  },
  set(theme: "light" | "dark") {
    window.localStorage.setItem(THEME_KEY, theme);
    themeStore.listeners.forEach((l) => l());
  },
};

const noSubscription = () => () => {};
const copies = new Map<number, LocalCopy | null>();
/** The local copy for this game if it differs from what was loaded (read once per page). */
function foundCopy(gameId: number, loaded: GameDocument): LocalCopy | null {
  if (!copies.has(gameId)) {
    const copy = localCopies.read(window.localStorage, gameId);
    const differs = copy && JSON.stringify(copy.document) !== JSON.stringify(loaded);
    if (copy && !differs) localCopies.clear(window.localStorage, gameId);
    copies.set(gameId, differs ? copy : null);
  }
  return copies.get(gameId) ?? null;
}

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

export function SceneEditor(props: SceneEditorProps) {
  return (
    <Toaster>
      <SceneEditorInner {...props} />
    </Toaster>
  );
}

function SceneEditorInner({ game: initialGame, document }: SceneEditorProps) {
  const { t, i18n } = useTranslation("sceneEditor");
  const locale = (i18n.language === "de" ? "de" : "en") as Locale;
  const toast = useToast();
  const navigate = useNavigate();
  const [game, setGame] = useState<GameInfo>(initialGame);
  const [exporting, setExporting] = useState(false);
  const [store] = useState(() => new EditorStore(document, registry));
  const [viewStore] = useState(() => new ViewStore(document));
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
  const { saver, state: save } = useAutosave(store, initialGame.id, initialGame.version);
  const [tab, setTab] = useState<RightTab>("properties");
  const [preview, setPreview] = useState(false);
  const theme = useSyncExternalStore(themeStore.subscribe, themeStore.get, () => "light" as const);
  // A local copy of unsaved changes from a crash or a closed tab, read once after hydration.
  const found = useSyncExternalStore(
    noSubscription,
    () => foundCopy(initialGame.id, document),
    () => null,
  );
  const [dismissed, setDismissed] = useState(false);
  const restore = dismissed ? null : found;
  const setRestore = (_: null) => setDismissed(true);
  const [busy, setBusy] = useState(false);
  const clipboard = useRef<string | null>(null);
  const nudgeKey = useRef(0);
  /** The element whose text is being edited in place. */
  const [editing, setEditing] = useState<string | null>(null);
  const [changelog, setChangelog] = useState(false);
  const [importing, setImporting] = useState<"game" | "scenes" | null>(null);

  useEffect(() => store.onDocument((doc) => viewStore.replaceDocument(doc)), [store, viewStore]);

  // A link from the logic builder's problems panel: ?scene=… shows that scene, ?element=… selects
  // the element on its scene.
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const elementId = params.get("element");
    const located = elementId
      ? store.doc.scenes.find((s) => s.elements.some((e) => e.id === elementId))
      : undefined;
    const sceneId = located?.id ?? params.get("scene");
    if (sceneId && store.doc.scenes.some((s) => s.id === sceneId)) store.setScene(sceneId);
    if (elementId && store.element(elementId)) store.select([elementId]);
  }, [store]);

  // Leaving inside the app with unsaved changes asks first (the browser asks on reload/close).
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      saver.dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  /** Double-click or Enter: edit the element's text in place, else show its properties. */
  const openElement = useCallback(
    (id: string) => {
      const el = store.element(id);
      if (el && !el.locked && inlineTextField(el)) setEditing(id);
      else setTab("properties");
    },
    [store],
  );

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
          return actions.deleteSelection();
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
          return actions.deleteSelection();
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
          return themeStore.set(theme === "dark" ? "light" : "dark");
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
    [store, saver, navigate, actions, copySelection, snap.sceneId, t, theme, toast],
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
      if (e.type === "cut") actions.deleteSelection();
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
  }, [store, actions, run, copySelection, openElement]);

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

  const conflict = conflictActions({
    gameId: initialGame.id,
    store,
    saver,
    savedVersion: save.version,
    setGame,
    setBusy,
    toast,
    say: (key) => t(`conflict.${key}`),
    openCopy: (id) => navigate(`/editor/${id}`),
  });

  const onRestore = async (asCopy: boolean) => {
    const copy = restore;
    setRestore(null);
    if (!copy) return;
    if (asCopy) {
      try {
        const saved = await saveAsCopy(initialGame.id, copy.document);
        localCopies.clear(window.localStorage, initialGame.id);
        navigate(`/editor/${saved.id}`);
      } catch {
        toast({ text: t("conflict.failed"), tone: "error" });
      }
      return;
    }
    store.load(copy.document);
  };

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
        {save.status === "conflict" ? (
          <ConflictDialog busy={busy} onLoad={conflict.onLoad} onCopy={conflict.onCopy} />
        ) : null}
        {restore ? (
          <RestoreDialog
            copy={restore}
            sameVersion={restore.baseVersion === initialGame.version}
            onRestore={onRestore}
            onDiscard={() => {
              localCopies.clear(window.localStorage, initialGame.id);
              setRestore(null);
            }}
          />
        ) : null}
        {changelog ? <ChangelogDialog onClose={() => setChangelog(false)} /> : null}
        <ImportDialog
          open={importing !== null}
          onOpenChange={(open) => !open && setImporting(null)}
          targetGame={importing === "scenes" ? { id: initialGame.id, title: game.title } : null}
          onImported={(result) => {
            if (importing !== "scenes") return;
            // The scenes were added on the server: load the game as it is now.
            void (async () => {
              try {
                const saved = await loadGame(initialGame.id);
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
        {blocker.state === "blocked" ? (
          <LeaveDialog onStay={() => blocker.reset()} onLeave={() => blocker.proceed()} />
        ) : null}
        <ExportDialog
          game={game}
          open={exporting}
          onOpenChange={setExporting}
          pending={save.status === "unsaved" || save.status === "saving"}
        />
        {preview ? (
          <Suspense fallback={null}>
            <Preview
              document={snap.doc}
              sceneId={snap.sceneId}
              title={game.title}
              gameId={initialGame.id}
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
