/**
 * The editor's shared layout for both views of a game (the scene editor at /editor/{gameId} and
 * the logic builder at /editor/{gameId}/logic): the game is loaded once, and one document store
 * with one undo history, the autosave, the conflict and restore dialogs and the leave
 * confirmation live here. Switching views keeps all of it, including a rule being edited.
 */
import { settleOperation, type GameDocument, type Locale } from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";
import { typeLabelKey } from "@exitgame/element-plugins/labels";
import { useUnsavedTracker } from "@exitgame/player/kit";
import { Theme } from "@radix-ui/themes";
import {
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import { useTranslation } from "react-i18next";
import { useBlocker, useLocation, useNavigate } from "react-router";
import { Toaster, useToast } from "../components/Toaster";
import { lazyWithStrings } from "../lazy-strings";
import { contentHeight } from "./measure";
import { EditorActions } from "./actions";
import { ApiError, loadGame, saveAsCopy, setGameStatus, type PublishIntent } from "./api";
import { localCopies, type LocalCopy } from "./autosave";
import type { ShellDialog } from "./commands";
import { lazyPart } from "../components/lazy-overlay";
import { usePresence } from "./presence";
import { GameIdContext } from "./game-context";
import { EditorStore } from "./store";
import type { GameInfo } from "./game-info";
import type { FoundProblems } from "./problem-check";
import { useAutosave } from "./use-autosave";
import { EditorShellContext, ruleDraftDirty, type EditorShell, type RuleDraft } from "./context";
import { RuleTextProvider, type RuleText } from "./rule-text";
import { themeStore } from "./theme";

export const RULE_BUILDER_ID = "rule-builder";

// The File menu's dialogs load when they open (the zip reader and the import machine with them).
const ImportDialog = lazyWithStrings(["dialogs"], () =>
  import("../exchange/ImportDialog").then((m) => m.ImportDialog),
);
const ExportDialog = lazyWithStrings(["dialogs"], () =>
  import("../exchange/ExportDialog").then((m) => m.ExportDialog),
);

// The shell's own dialogs load when one is first shown (or when the browser is idle).
const ConflictPrompt = lazyPart(() => import("./ConflictPrompt").then((m) => m.ConflictPrompt));
const RestoreDialog = lazyPart(() => import("./dialogs").then((m) => m.RestoreDialog));
const LeaveDialog = lazyPart(() => import("./dialogs").then((m) => m.LeaveDialog));
const ChangelogDialog = lazyPart(() => import("./dialogs").then((m) => m.ChangelogDialog));

const PUBLISH: Record<string, PublishIntent> = {
  publish: "publishGame",
  publishUnlisted: "publishGameUnlisted",
  unpublish: "unpublishGame",
};

export interface EditorShellProps {
  game: GameInfo & { version: number };
  document: GameDocument;
  /** The document's problems, checked by the loader on the server. */
  problems: FoundProblems;
  /** Loads the logic builder's rule vocabulary ("Used in", delete confirmations, both views). */
  loadRuleText(): Promise<RuleText>;
  children: ReactNode;
}

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

/** The path of the view the author is on, for the same view of another game (a copy). */
function viewPath(pathname: string, gameId: number): string {
  return pathname.endsWith("/logic") ? `/editor/${gameId}/logic` : `/editor/${gameId}`;
}

export function EditorShellProvider(props: EditorShellProps) {
  return (
    <Toaster>
      <EditorShellInner {...props} />
    </Toaster>
  );
}

function EditorShellInner({
  game: initialGame,
  document,
  problems,
  loadRuleText,
  children,
}: EditorShellProps) {
  const { t, i18n } = useTranslation("sceneEditor");
  const locale = (i18n.language === "de" ? "de" : "en") as Locale;
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const [game, setGame] = useState<GameInfo>(initialGame);
  const [store] = useState(() => new EditorStore(document, registry));
  const {
    saver,
    state: save,
    conflicts,
    settled,
  } = useAutosave(store, initialGame.id, initialGame.version, document);
  const others = usePresence(initialGame.id, store, saver);
  // An undo or redo another author's change made impossible is said, not silently dropped.
  useEffect(
    () =>
      store.onRefusedStep((step) =>
        toast({
          text: t(step === "undo" ? "conflict.undoImpossible" : "conflict.redoImpossible"),
          tone: "error",
        }),
      ),
    [store, toast, t],
  );
  const theme = useSyncExternalStore(themeStore.subscribe, themeStore.get, () => "light" as const);
  const [ruleDraft, setRuleDraft] = useState<RuleDraft | null>(null);
  // A link to a rule (/logic?rule=…, from "Used in" or a bookmark) opens it in the logic builder,
  // unless another rule has unsaved changes (a render-time update, no effect).
  const linkedRule = location.pathname.endsWith("/logic")
    ? new URLSearchParams(location.search).get("rule")
    : null;
  const [seenLink, setSeenLink] = useState<string | null>(null);
  if (linkedRule !== seenLink) {
    setSeenLink(linkedRule);
    const rule = linkedRule ? store.doc.rules.find((r) => r.id === linkedRule) : undefined;
    if (rule && !ruleDraftDirty(ruleDraft) && ruleDraft?.original?.id !== rule.id)
      setRuleDraft({ draft: rule, original: rule, attempted: false });
  }
  const [ruleText, setRuleText] = useState<RuleText | null>(null);
  useEffect(() => {
    let live = true;
    void loadRuleText().then((text) => live && setRuleText(text));
    return () => {
      live = false;
    };
  }, [loadRuleText]);
  const [dialog, setDialog] = useState<ShellDialog | null>(null);
  const actions = useMemo(
    () =>
      new EditorActions(
        store,
        registry,
        locale,
        (error) =>
          toast({
            text:
              error.code === "clipboardInvalid"
                ? t("operationErrors.clipboardInvalid")
                : t(`operations:errors.${error.code}`, {
                    defaultValue: t("operationErrors.unknown"),
                    ...(error.params as object),
                  }),
            tone: "error",
          }),
        (type) => t(`elements:${typeLabelKey(type)}`),
        contentHeight,
      ),
    [store, locale, toast, t],
  );

  const openDialog = useCallback(
    (next: ShellDialog) => {
      if (next !== "importScenes") return setDialog(next);
      // The server inserts the scenes into the saved game: my changes are saved first.
      void (async () => {
        saver.saveNow();
        for (let i = 0; i < 50 && saver.dirty; i++)
          await new Promise((resolve) => setTimeout(resolve, 200));
        // Loading the game after the import would drop changes that are not saved.
        if (saver.dirty) toast({ text: t("import:unsaved"), tone: "error" });
        else setDialog("importScenes");
      })();
    },
    [saver, toast, t],
  );

  const publish = useCallback(
    async (id: string) => {
      try {
        const status = await setGameStatus(initialGame.id, PUBLISH[id]!);
        setGame((current) => ({ ...current, status }));
        toast({
          text: t(`games:done.${id}`),
          tone: "success",
          ...(status === "DRAFT"
            ? {}
            : { link: { href: `/games/${initialGame.id}`, label: t("games:openGamePage") } }),
        });
      } catch (error) {
        toast({
          text:
            error instanceof ApiError ? error.message : t("sceneEditor:operationErrors.unknown"),
          tone: "error",
        });
      }
    },
    [initialGame.id, toast, t],
  );

  /** After scenes were imported on the server: load the game as it is now. */
  const reloadAfterImport = async (sceneIds: readonly string[]) => {
    try {
      const saved = await loadGame(initialGame.id);
      const { parseDocument } = await import("./parse-document");
      const parsed = parseDocument(saved.document);
      if (!parsed) throw new Error("invalid");
      store.load(parsed);
      saver.reset(saved.documentVersion, parsed);
      if (sceneIds[0]) store.setScene(sceneIds[0]);
    } catch {
      toast({ text: t("conflict.failed"), tone: "error" });
    }
  };
  // A local copy of unsaved changes from a crash or a closed tab, read once after hydration.
  const found = useSyncExternalStore(
    noSubscription,
    () => foundCopy(initialGame.id, document),
    () => null,
  );
  const [dismissed, setDismissed] = useState(false);
  const restore = dismissed ? null : found;

  // The rule being edited in the logic builder is unsaved work too (id 'rule-builder'):
  // the app's tracker (leave warning, update notice) watches it while either view is open.
  const ruleDirty = ruleDraftDirty(ruleDraft);
  const ruleTracker = useUnsavedTracker(RULE_BUILDER_ID, "logic:unsaved.ruleBuilder");
  useEffect(() => {
    if (ruleDirty) ruleTracker.markChanged();
    else ruleTracker.markSaved();
  }, [ruleTracker, ruleDirty]);

  // Leaving the editor with unsaved changes asks first (the browser asks on reload/close);
  // switching between the two views of this game keeps everything and never asks.
  const views = [`/editor/${initialGame.id}`, `/editor/${initialGame.id}/logic`];
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      (saver.dirty || ruleDirty) &&
      currentLocation.pathname !== nextLocation.pathname &&
      !views.includes(nextLocation.pathname.replace(/\/$/, "")),
  );

  /** The author decided the first waiting conflict: keep mine, or set theirs back. */
  const choose = (choice: "mine" | "theirs") => {
    const conflict = conflicts[0];
    if (!conflict) return;
    const op = settleOperation(
      store.doc,
      conflict,
      choice === "mine" ? conflict.mine : conflict.theirs,
    );
    if (op) store.apply(op);
    settled(conflict.key);
  };

  const onRestore = async (asCopy: boolean) => {
    const copy = restore;
    setDismissed(true);
    if (!copy) return;
    if (copy.operations) {
      // Operations not acknowledged when the tab went away: applied again (and sent), merged
      // over whatever others saved since.
      for (const op of copy.operations) store.apply(op);
      localCopies.clear(window.localStorage, initialGame.id);
      return;
    }
    if (asCopy) {
      try {
        const saved = await saveAsCopy(initialGame.id, copy.document);
        localCopies.clear(window.localStorage, initialGame.id);
        navigate(viewPath(location.pathname, saved.id));
      } catch {
        toast({ text: t("conflict.failed"), tone: "error" });
      }
      return;
    }
    store.load(copy.document);
  };

  const shell: EditorShell = useMemo(
    () => ({
      gameId: initialGame.id,
      store,
      saver,
      save,
      others,
      game,
      problems,
      setGame,
      theme,
      toggleTheme: () => themeStore.set(theme === "dark" ? "light" : "dark"),
      ruleDraft,
      setRuleDraft,
      actions,
      openDialog,
      publish: (id) => void publish(id),
    }),
    [
      initialGame.id,
      store,
      saver,
      save,
      others,
      game,
      problems,
      theme,
      ruleDraft,
      actions,
      openDialog,
      publish,
    ],
  );

  return (
    <GameIdContext.Provider value={initialGame.id}>
      <EditorShellContext.Provider value={shell}>
        <RuleTextProvider.Provider value={ruleText}>{children}</RuleTextProvider.Provider>
        <Theme
          appearance={theme}
          accentColor="indigo"
          grayColor="slate"
          radius="medium"
          hasBackground={false}
          asChild
        >
          <div className="se-shell-dialogs">
            <Suspense fallback={null}>
              {conflicts[0] && !restore ? (
                <ConflictPrompt
                  key={conflicts[0].key}
                  conflict={conflicts[0]}
                  remaining={conflicts.length}
                  doc={store.doc}
                  onChoose={choose}
                />
              ) : null}
              {restore ? (
                <RestoreDialog
                  copy={restore}
                  sameVersion={!!restore.operations || restore.baseVersion === initialGame.version}
                  onRestore={onRestore}
                  onDiscard={() => {
                    localCopies.clear(window.localStorage, initialGame.id);
                    setDismissed(true);
                  }}
                />
              ) : null}
              {dialog === "changelog" ? <ChangelogDialog onClose={() => setDialog(null)} /> : null}
            </Suspense>
            {dialog === "importGame" || dialog === "importScenes" ? (
              <Suspense fallback={null}>
                <ImportDialog
                  open
                  onOpenChange={(open) => !open && setDialog(null)}
                  targetGame={
                    dialog === "importScenes" ? { id: initialGame.id, title: game.title } : null
                  }
                  onImported={(result) => {
                    if (dialog === "importScenes") void reloadAfterImport(result.sceneIds);
                  }}
                />
              </Suspense>
            ) : null}
            {dialog === "exportGame" ? (
              <Suspense fallback={null}>
                <ExportDialog
                  game={game}
                  open
                  onOpenChange={(open) => !open && setDialog(null)}
                  pending={save.status === "unsaved" || save.status === "saving"}
                />
              </Suspense>
            ) : null}
            {blocker.state === "blocked" ? (
              <Suspense fallback={null}>
                <LeaveDialog onStay={() => blocker.reset()} onLeave={() => blocker.proceed()} />
              </Suspense>
            ) : null}
          </div>
        </Theme>
      </EditorShellContext.Provider>
    </GameIdContext.Provider>
  );
}
