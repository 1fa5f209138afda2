/**
 * The top bar of both editor views: the menus rendered from the one command list (an entry that
 * cannot run now is disabled and says why; no menu is ever empty), the game's title and status,
 * problems, the save status, the view switch and the preview. It also runs the one shortcut map.
 */
import { Badge, Button, Flex, Text } from "@radix-ui/themes";
import { Fragment, Suspense, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { LazyDropdownMenu, LazyTooltip } from "../components/lazy-overlay";
import { Logo } from "../components/Logo";
import { lazyWithStrings } from "../lazy-strings";
import { COMMANDS } from "./command-list";
import {
  availability,
  commandForKey,
  MENUS,
  shortcutLabel,
  type CommandContext,
  type ViewHooks,
} from "./commands";
import { useEditorShell } from "./context";
import { hasOpenDialog, typing } from "./keys";
import { Problems } from "./Problems";
import "./shell.css";

// The versions dialog (and the document parser it previews with) loads when it is first opened.
const VersionsDialog = lazyWithStrings(["dialogs"], () =>
  import("./VersionsDialog").then((m) => m.VersionsDialog),
);

const STATUS_COLOR = {
  saved: "green",
  saving: "blue",
  unsaved: "amber",
  offline: "orange",
  error: "red",
  conflict: "red",
} as const;

/** The commands' context in this view, read fresh on every render and key press. */
export function useCommandContext(hooks: ViewHooks): CommandContext {
  const { t } = useTranslation("sceneEditor");
  const navigate = useNavigate();
  const shell = useEditorShell();
  const { store } = shell;
  const snap = useSyncExternalStore(
    store.subscribe,
    () => store.snapshot,
    () => store.snapshot,
  );
  return {
    hooks,
    gameId: shell.gameId,
    snap,
    game: shell.game,
    theme: shell.theme,
    store,
    saver: shell.saver,
    actions: shell.actions,
    navigate: (to) => void navigate(to),
    toggleTheme: shell.toggleTheme,
    openDialog: shell.openDialog,
    publish: shell.publish,
    names: {
      newScene: (n) => t("scenes.newName", { n }),
      sceneCopy: (name) => t("scenes.copyName", { name }),
    },
  };
}

export function TopBar({ hooks }: { hooks: ViewHooks }) {
  const { t } = useTranslation(["sceneEditor", "games", "sharing"]);
  const { game, store, save } = useEditorShell();
  const [versions, setVersions] = useState(false);
  // Mounted from its first opening on (closing it then animates as before).
  const [versionsUsed, setVersionsUsed] = useState(false);
  const ctx = useCommandContext(hooks);
  const logic = hooks.view === "logic";

  // One key handler for every shortcut, in both views (the view's own keys first).
  const latest = useRef(ctx);
  useEffect(() => {
    latest.current = ctx;
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const ctx = latest.current;
      if (e.defaultPrevented || hasOpenDialog()) return;
      if (!typing(e.target) && ctx.hooks.keyDown?.(e)) return;
      const command = commandForKey(e, COMMANDS);
      if (!command || (typing(e.target) && !command.whileTyping)) return;
      // Copy, cut and paste go through the clipboard events (the view listens to them).
      if (["copy", "cut", "paste"].includes(command.id)) return;
      const available = availability(command, ctx);
      // A command of the other view leaves the key to the browser (Ctrl+A selects text there).
      if (available === "sceneEditorOnly" || available === "logicOnly") return;
      e.preventDefault();
      if (available === true) command.perform(ctx);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  return (
    <header className="se-topbar">
      <Flex align="center" gap="3" className="se-topbar-left">
        <Link
          to="/dashboard/games"
          aria-label={t("sceneEditor:backToDashboard")}
          className="se-logo"
        >
          <Logo size={26} />
        </Link>
        <nav aria-label={t("sceneEditor:menus.label")} className="se-menus">
          {MENUS.map((menu) => (
            <LazyDropdownMenu
              key={menu}
              trigger={
                <Button variant="ghost" color="gray" size="2" data-testid={`menu-${menu}`}>
                  {t(`sceneEditor:menus.${menu}`)}
                </Button>
              }
              contentProps={{ size: "2", variant: "soft", "data-testid": `menu-${menu}-content` }}
            >
              {(DropdownMenu) =>
                COMMANDS.filter((c) => c.menu === menu).map((c) => {
                  const label = t(`sceneEditor:commands.${c.label}`);
                  const shortcut = c.shortcut ? shortcutLabel(c.shortcut) : undefined;
                  const available = availability(c, ctx);
                  const reason =
                    available === true ? null : (
                      <span className="se-menu-reason" data-testid="menu-reason">
                        {t(`sceneEditor:reasons.${available}`)}
                      </span>
                    );
                  const state = c.checked?.(ctx);
                  return (
                    <Fragment key={c.id}>
                      {c.separatorBefore ? <DropdownMenu.Separator /> : null}
                      {state === undefined ? (
                        <DropdownMenu.Item
                          shortcut={shortcut}
                          disabled={available !== true}
                          data-command={c.id}
                          onSelect={() => c.perform(ctx)}
                        >
                          <span className="se-menu-label">
                            {label}
                            {reason}
                          </span>
                        </DropdownMenu.Item>
                      ) : (
                        <DropdownMenu.CheckboxItem
                          checked={state}
                          shortcut={shortcut}
                          disabled={available !== true}
                          data-command={c.id}
                          onCheckedChange={() => c.perform(ctx)}
                        >
                          <span className="se-menu-label">
                            {label}
                            {reason}
                          </span>
                        </DropdownMenu.CheckboxItem>
                      )}
                    </Fragment>
                  );
                })
              }
            </LazyDropdownMenu>
          ))}
        </nav>
      </Flex>
      <Flex align="center" gap="3" className="se-topbar-center">
        <Text weight="bold" size="3" className="se-title" data-testid="game-title">
          {game.title}
        </Text>
        <Badge color={game.status === "DRAFT" ? "gray" : "green"} data-testid="game-status">
          {t(`games:status.${game.status}`)}
        </Badge>
      </Flex>
      <Flex align="center" gap="3" className="se-topbar-right">
        <Problems store={store} />
        <LazyTooltip content={save.message ?? t(`sceneEditor:saveStatus.${save.status}Hint`)}>
          <Badge
            color={STATUS_COLOR[save.status]}
            variant="soft"
            role="status"
            aria-live="polite"
            data-testid="save-status"
            data-status={save.status}
          >
            {t(`sceneEditor:saveStatus.${save.status}`)}
          </Badge>
        </LazyTooltip>
        <nav className="se-views" aria-label={t("sceneEditor:views.label")}>
          <Link to={`/editor/${game.id}`} aria-current={logic ? undefined : "page"}>
            {t("sceneEditor:views.composer")}
          </Link>
          <Link to={`/editor/${game.id}/logic`} aria-current={logic ? "page" : undefined}>
            {t("sceneEditor:views.logic")}
          </Link>
        </nav>
        <Button
          size="2"
          variant="soft"
          onClick={() => {
            setVersionsUsed(true);
            setVersions(true);
          }}
          data-testid="versions-button"
        >
          {t("sharing:versions.button")}
        </Button>
        {versionsUsed ? (
          <Suspense fallback={null}>
            <VersionsDialog
              game={game}
              saved={save.status === "saved"}
              canEdit
              open={versions}
              onOpenChange={setVersions}
            />
          </Suspense>
        ) : null}
        <Button size="2" onClick={() => hooks.preview()} data-testid="preview-button">
          {t("sceneEditor:commands.preview")}
        </Button>
      </Flex>
    </header>
  );
}
