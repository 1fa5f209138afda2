import { SCENE_TRANSITIONS } from "@exitgame/engine";
import { typeLabelKey } from "@exitgame/element-plugins/labels";
import {
  Badge,
  Box,
  Button,
  Flex,
  IconButton,
  ScrollArea,
  Select,
  Switch,
  Tabs,
  Text,
  TextField,
} from "@radix-ui/themes";
import { useId, useState, useSyncExternalStore } from "react";
import { useDraft } from "./use-draft";
import { useTranslation } from "react-i18next";
import { UsedIn } from "../logic/UsedIn";
import { useToast } from "../components/Toaster";
import type { EditorActions } from "./actions";
import { ApiError, renameGame } from "./api";
import { ElementIcon } from "./ElementIcon";
import { UiIcon } from "./icons";
import { Inspector } from "./Inspector";
import type { EditorStore } from "./store";
import type { GameInfo } from "./TopBar";

export type RightTab = "properties" | "layers" | "settings";

export function RightSidebar(props: {
  store: EditorStore;
  actions: EditorActions;
  tab: RightTab;
  onTab(tab: RightTab): void;
  game: GameInfo;
  onGame(game: GameInfo): void;
}) {
  const { t } = useTranslation("sceneEditor");
  const { store, actions } = props;
  useSyncExternalStore(
    store.subscribe,
    () => store.snapshot,
    () => store.snapshot,
  );
  return (
    <aside className="se-right" aria-label={t("right.label")} data-own-keys>
      <Tabs.Root value={props.tab} onValueChange={(v) => props.onTab(v as RightTab)}>
        <Tabs.List size="1">
          <Tabs.Trigger value="properties">{t("right.properties")}</Tabs.Trigger>
          <Tabs.Trigger value="layers">{t("right.layers")}</Tabs.Trigger>
          <Tabs.Trigger value="settings">{t("right.settings")}</Tabs.Trigger>
        </Tabs.List>
        <ScrollArea scrollbars="vertical" className="se-right-scroll">
          <Tabs.Content value="properties">
            <Inspector store={store} actions={actions} />
          </Tabs.Content>
          <Tabs.Content value="layers">
            <Layers store={store} actions={actions} />
          </Tabs.Content>
          <Tabs.Content value="settings">
            <Settings {...props} />
          </Tabs.Content>
        </ScrollArea>
      </Tabs.Root>
    </aside>
  );
}

/** The scene's z-order, top first: drag to reorder, rename, lock, show/hide in the editor. */
function Layers({ store, actions }: { store: EditorStore; actions: EditorActions }) {
  const { t } = useTranslation(["sceneEditor", "elements"]);
  const snap = store.snapshot;
  const scene = snap.doc.scenes.find((s) => s.id === snap.sceneId)!;
  const [renaming, setRenaming] = useState<string | null>(null);
  const [draft, setDraft] = useState("");
  const [dragged, setDragged] = useState<string | null>(null);
  // Top of the list = drawn last. Global elements are above every scene's elements.
  const rows = [
    ...snap.doc.globalElements
      .toReversed()
      .map((el, i, all) => ({ el, index: all.length - 1 - i })),
    ...scene.elements.toReversed().map((el, i, all) => ({ el, index: all.length - 1 - i })),
  ];
  const selected = new Set(snap.selection);
  const commit = (id: string) => {
    const name = draft.trim();
    setRenaming(null);
    if (name !== store.element(id)?.name) actions.updateCommon([id], { name });
  };
  if (rows.length === 0)
    return (
      <Text as="p" size="2" color="gray" m="3">
        {t("layers.empty")}
      </Text>
    );
  return (
    <ol className="se-layers" aria-label={t("layers.label")} data-testid="layers">
      {rows.map(({ el, index }) => {
        const label = el.name || t(`elements:${typeLabelKey(el.type)}`);
        const hidden = snap.view.hidden.has(el.id);
        return (
          <li
            key={el.id}
            className={`se-layer-row${selected.has(el.id) ? " se-layer-row--selected" : ""}`}
            data-testid="layer-row"
            data-layer-name={el.name}
            data-layer-type={el.type}
            draggable={renaming !== el.id}
            onDragStart={(e) => {
              setDragged(el.id);
              e.dataTransfer.effectAllowed = "move";
              e.dataTransfer.setData("text/x-layer", el.id);
            }}
            onDragEnd={() => setDragged(null)}
            onDragOver={(e) => {
              if (dragged && store.element(dragged)?.global === el.global) e.preventDefault();
            }}
            onDrop={(e) => {
              e.preventDefault();
              if (dragged && dragged !== el.id) actions.moveLayer(dragged, index);
              setDragged(null);
            }}
          >
            <span className="se-layer-grip" aria-hidden="true">
              ⋮⋮
            </span>
            <ElementIcon type={el.type} size={16} />
            {renaming === el.id ? (
              <TextField.Root
                size="1"
                autoFocus
                value={draft}
                aria-label={t("layers.name")}
                onChange={(e) => setDraft(e.target.value)}
                onBlur={() => commit(el.id)}
                onKeyDown={(e) => {
                  if (e.key === "Enter") commit(el.id);
                  if (e.key === "Escape") setRenaming(null);
                }}
              />
            ) : (
              <button
                type="button"
                className="se-layer-name"
                aria-pressed={selected.has(el.id)}
                onClick={(e) =>
                  store.select(
                    e.shiftKey
                      ? selected.has(el.id)
                        ? snap.selection.filter((id) => id !== el.id)
                        : [...snap.selection, el.id]
                      : [el.id],
                  )
                }
                onDoubleClick={() => {
                  setDraft(el.name);
                  setRenaming(el.id);
                }}
                onKeyDown={(e) => {
                  // Alt+arrows move the layer; F2 renames.
                  if (e.altKey && (e.key === "ArrowUp" || e.key === "ArrowDown")) {
                    e.preventDefault();
                    store.select([el.id]);
                    actions.reorder(e.key === "ArrowUp" ? "forward" : "backward");
                  } else if (e.key === "F2") {
                    setDraft(el.name);
                    setRenaming(el.id);
                  }
                }}
              >
                {label}
              </button>
            )}
            {el.global ? (
              <Badge size="1" color="violet">
                {t("layers.global")}
              </Badge>
            ) : null}
            <IconButton
              size="1"
              variant="ghost"
              color="gray"
              aria-label={t("layers.rename", { name: label })}
              onClick={() => {
                setDraft(el.name);
                setRenaming(el.id);
              }}
            >
              <UiIcon name="pencil" />
            </IconButton>
            <IconButton
              size="1"
              variant="ghost"
              color={el.locked ? "amber" : "gray"}
              aria-pressed={el.locked}
              aria-label={t(el.locked ? "layers.unlock" : "layers.lock", { name: label })}
              onClick={() => actions.toggleLocked([el.id])}
            >
              <UiIcon name={el.locked ? "lock" : "unlock"} />
            </IconButton>
            <IconButton
              size="1"
              variant="ghost"
              color="gray"
              aria-pressed={hidden}
              aria-label={t(hidden ? "layers.show" : "layers.hide", { name: label })}
              onClick={() => store.toggleHidden(el.id)}
            >
              <UiIcon name={hidden ? "eyeOff" : "eye"} />
            </IconButton>
          </li>
        );
      })}
    </ol>
  );
}

/** The scene's name, preload and transition; the game's title. */
function Settings(props: {
  store: EditorStore;
  actions: EditorActions;
  game: GameInfo;
  onGame(game: GameInfo): void;
}) {
  const { t } = useTranslation(["sceneEditor", "games"]);
  const toast = useToast();
  const { store, actions } = props;
  const snap = store.snapshot;
  const scene = snap.doc.scenes.find((s) => s.id === snap.sceneId)!;
  const ids = { name: useId(), preload: useId(), duration: useId(), title: useId() };
  const [title, setTitle] = useDraft(props.game.title);
  const [titleError, setTitleError] = useState<string | null>(null);
  const [name, setName] = useDraft(scene.name);

  const saveTitle = async () => {
    const clean = title.trim();
    if (clean === props.game.title) return;
    if (!clean) return setTitleError(t("games:nameEmpty"));
    try {
      const saved = await renameGame(props.game.id, clean);
      setTitleError(null);
      props.onGame({ ...props.game, title: saved });
      toast({ text: t("games:done.rename", { title: saved }), tone: "success" });
    } catch (error) {
      setTitleError(error instanceof ApiError ? error.message : t("operationErrors.unknown"));
    }
  };

  return (
    <Box p="3">
      <Text as="div" size="1" weight="bold" color="gray" className="se-group-title">
        {t("settings.scene")}
      </Text>
      <Flex direction="column" gap="1" className="se-field">
        <Text as="label" size="1" weight="medium" htmlFor={ids.name}>
          {t("settings.sceneName")}
        </Text>
        <TextField.Root
          id={ids.name}
          size="1"
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            if (e.target.value.trim())
              actions.renameScene(scene.id, e.target.value, `scene-name:${scene.id}`);
          }}
        />
        {name.trim() ? null : (
          <Text size="1" color="red">
            {t("operations:errors.sceneNameRequired")}
          </Text>
        )}
      </Flex>
      <Flex justify="between" align="center" className="se-field">
        <Text as="label" size="1" weight="medium" htmlFor={ids.preload}>
          {t("settings.preload")}
        </Text>
        <Switch
          id={ids.preload}
          size="1"
          checked={scene.preload}
          onCheckedChange={(preload) => actions.updateSceneSettings(scene.id, { preload })}
        />
      </Flex>
      <Flex direction="column" gap="1" className="se-field">
        <Text size="1" weight="medium">
          {t("settings.transition")}
        </Text>
        <Select.Root
          size="1"
          value={scene.transition.type}
          onValueChange={(type) =>
            actions.updateSceneSettings(scene.id, {
              transition: {
                ...scene.transition,
                type: type as (typeof SCENE_TRANSITIONS)[number],
                durationMs:
                  type !== "none" && scene.transition.durationMs === 0
                    ? 600
                    : scene.transition.durationMs,
              },
            })
          }
        >
          <Select.Trigger aria-label={t("settings.transition")} />
          <Select.Content>
            {SCENE_TRANSITIONS.map((type) => (
              <Select.Item key={type} value={type}>
                {t(`settings.transitions.${type}`, { defaultValue: type })}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      </Flex>
      <Flex direction="column" gap="1" className="se-field">
        <Text as="label" size="1" weight="medium" htmlFor={ids.duration}>
          {t("settings.duration")}
        </Text>
        <TextField.Root
          id={ids.duration}
          size="1"
          type="number"
          min={0}
          max={10000}
          step={100}
          value={String(scene.transition.durationMs)}
          onChange={(e) => {
            const n = Number(e.target.value);
            if (e.target.value !== "" && Number.isFinite(n) && n >= 0 && n <= 10000)
              actions.updateSceneSettings(scene.id, {
                transition: { ...scene.transition, durationMs: n },
              });
          }}
        >
          <TextField.Slot side="right">
            <Text size="1" color="gray">
              ms
            </Text>
          </TextField.Slot>
        </TextField.Root>
      </Flex>
      <UsedIn doc={snap.doc} target={{ kind: "scene", id: scene.id }} />
      <Text as="div" size="1" weight="bold" color="gray" className="se-group-title" mt="4">
        {t("settings.game")}
      </Text>
      <Flex direction="column" gap="1" className="se-field">
        <Text as="label" size="1" weight="medium" htmlFor={ids.title}>
          {t("settings.gameTitle")}
        </Text>
        <Flex gap="2">
          <TextField.Root
            id={ids.title}
            size="1"
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            onKeyDown={(e) => e.key === "Enter" && void saveTitle()}
            style={{ flex: 1 }}
          />
          <Button size="1" variant="soft" onClick={() => void saveTitle()}>
            {t("settings.saveTitle")}
          </Button>
        </Flex>
        {titleError ? (
          <Text size="1" color="red" role="alert">
            {titleError}
          </Text>
        ) : null}
      </Flex>
    </Box>
  );
}
