import { Badge, Button, DropdownMenu, Flex, Text, Tooltip } from "@radix-ui/themes";
import { Fragment, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { Logo } from "../components/Logo";
import { ApiError, setGameStatus, type PublishIntent } from "./api";
import type { SaveState } from "./autosave";
import { MENUS, shortcutLabel, type Command } from "./commands";
import { Problems } from "./Problems";
import type { EditorStore } from "./store";
import { useToast } from "../components/Toaster";
import "./shell.css";

export interface GameInfo {
  id: number;
  title: string;
  status: string;
}

const PUBLISH: Record<string, PublishIntent> = {
  publish: "publishGame",
  publishUnlisted: "publishGameUnlisted",
  unpublish: "unpublishGame",
};
const STATUS_OF: Record<string, string> = {
  publish: "PUBLISHED",
  publishUnlisted: "UNLISTED",
  unpublish: "DRAFT",
};

const STATUS_COLOR = {
  saved: "green",
  saving: "blue",
  unsaved: "amber",
  offline: "orange",
  error: "red",
  conflict: "red",
} as const;

export function TopBar(props: {
  game: GameInfo;
  onGame(game: GameInfo): void;
  store: EditorStore;
  save: SaveState;
  run(id: string): void;
  commands: readonly Command[];
  theme: "light" | "dark";
}) {
  const { t } = useTranslation(["sceneEditor", "games"]);
  const toast = useToast();
  const { store, run, game } = props;
  const logic = useLocation().pathname.endsWith("/logic");
  const snap = useSyncExternalStore(
    store.subscribe,
    () => store.snapshot,
    () => store.snapshot,
  );
  const hasSelection = snap.selection.length > 0;
  const enabled = (id: string): boolean => {
    if (id === "undo") return snap.canUndo;
    if (id === "redo") return snap.canRedo;
    if (
      [
        "cut",
        "copy",
        "duplicate",
        "delete",
        "toFront",
        "forward",
        "backward",
        "toBack",
        "lock",
        "global",
      ].includes(id)
    )
      return hasSelection;
    if (id === "deleteScene") return snap.doc.scenes.length > 1;
    if (id in STATUS_OF) return game.status !== STATUS_OF[id];
    return true;
  };
  const checked = (id: string): boolean | undefined =>
    id === "grid"
      ? snap.view.grid
      : id === "snapping"
        ? snap.view.snapping
        : id === "theme"
          ? props.theme === "dark"
          : undefined;

  const publish = async (id: string) => {
    try {
      const status = await setGameStatus(game.id, PUBLISH[id]!);
      props.onGame({ ...game, status });
      toast({ text: t(`games:done.${id}`), tone: "success" });
    } catch (error) {
      toast({
        text: error instanceof ApiError ? error.message : t("sceneEditor:operationErrors.unknown"),
        tone: "error",
      });
    }
  };

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
            <DropdownMenu.Root key={menu}>
              <DropdownMenu.Trigger>
                <Button variant="ghost" color="gray" size="2" data-testid={`menu-${menu}`}>
                  {t(`sceneEditor:menus.${menu}`)}
                </Button>
              </DropdownMenu.Trigger>
              <DropdownMenu.Content size="2" variant="soft">
                {props.commands
                  .filter((c) => c.menu === menu)
                  .map((c) => {
                    const label = t(`sceneEditor:commands.${c.id}`);
                    const shortcut = c.shortcut ? shortcutLabel(c.shortcut) : undefined;
                    const state = checked(c.id);
                    return (
                      <Fragment key={c.id}>
                        {c.separatorBefore ? <DropdownMenu.Separator /> : null}
                        {state === undefined ? (
                          <DropdownMenu.Item
                            shortcut={shortcut}
                            disabled={!enabled(c.id)}
                            onSelect={() => (c.id in PUBLISH ? void publish(c.id) : run(c.id))}
                          >
                            {label}
                          </DropdownMenu.Item>
                        ) : (
                          <DropdownMenu.CheckboxItem
                            checked={state}
                            shortcut={shortcut}
                            onCheckedChange={() => run(c.id)}
                          >
                            {label}
                          </DropdownMenu.CheckboxItem>
                        )}
                      </Fragment>
                    );
                  })}
              </DropdownMenu.Content>
            </DropdownMenu.Root>
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
        <Tooltip
          content={props.save.message ?? t(`sceneEditor:saveStatus.${props.save.status}Hint`)}
        >
          <Badge
            color={STATUS_COLOR[props.save.status]}
            variant="soft"
            role="status"
            aria-live="polite"
            data-testid="save-status"
            data-status={props.save.status}
          >
            {t(`sceneEditor:saveStatus.${props.save.status}`)}
          </Badge>
        </Tooltip>
        <nav className="se-views" aria-label={t("sceneEditor:views.label")}>
          <Link to={`/editor/${game.id}`} aria-current={logic ? undefined : "page"}>
            {t("sceneEditor:views.composer")}
          </Link>
          <Link to={`/editor/${game.id}/logic`} aria-current={logic ? "page" : undefined}>
            {t("sceneEditor:views.logic")}
          </Link>
        </nav>
        <Button size="2" onClick={() => run("preview")} data-testid="preview-button">
          {t("sceneEditor:commands.preview")}
        </Button>
      </Flex>
    </header>
  );
}
