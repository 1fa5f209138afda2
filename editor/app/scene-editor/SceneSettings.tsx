/**
 * The Settings tab of the scene editor's right sidebar: the scene's name, preload and transition;
 * the game's title. Loaded on demand (not part of the editor route's first load).
 */
import { SCENE_TRANSITIONS } from "@exitgame/engine";
import { Box, Button, Flex, Select, Switch, Text, TextField } from "@radix-ui/themes";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "../components/Toaster";
import { UsedIn } from "../editor-shell/UsedIn";
import { HintListField } from "../fields/HintListField";
import type { EditorActions } from "../editor-shell/actions";
import { ApiError, renameGame } from "../editor-shell/api";
import type { EditorStore } from "../editor-shell/store";
import type { GameInfo } from "../editor-shell/game-info";
import { useDraft } from "../editor-shell/use-draft";
import { FocusOrder } from "./FocusOrder";
import { ScoreVariableField } from "./ScoreVariableField";

/** The scene's name, preload and transition; the game's title. */
export function SceneSettings(props: {
  store: EditorStore;
  actions: EditorActions;
  game: GameInfo;
  onGame(game: GameInfo): void;
}) {
  const { t } = useTranslation(["sceneEditor", "games", "elements"]);
  const toast = useToast();
  const { store, actions } = props;
  const snap = store.snapshot;
  const scene = snap.doc.scenes.find((s) => s.id === snap.sceneId)!;
  const ids = {
    name: useId(),
    preload: useId(),
    duration: useId(),
    title: useId(),
    timeChoices: useId(),
  };
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
      <FocusOrder scene={scene} globalElements={snap.doc.globalElements} actions={actions} />
      <HintListField
        key={scene.id}
        label={t("elements:common.hints.title")}
        value={scene.hints ?? []}
        onChange={(hints) =>
          actions.updateSceneSettings(scene.id, { hints }, `scene-hints:${scene.id}`)
        }
      />
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
      <Flex justify="between" align="center" gap="2" className="se-field">
        <Text as="label" size="1" weight="medium" htmlFor={ids.timeChoices}>
          {t("settings.playerTimeChoices")}
        </Text>
        <Switch
          id={ids.timeChoices}
          size="1"
          aria-describedby={`${ids.timeChoices}-help`}
          checked={snap.doc.settings.playerTimeChoices}
          onCheckedChange={(playerTimeChoices) => actions.updateGameSettings({ playerTimeChoices })}
        />
      </Flex>
      <Text as="p" size="1" color="gray" id={`${ids.timeChoices}-help`}>
        {t("settings.playerTimeChoicesHelp")}
      </Text>
      <ScoreVariableField doc={snap.doc} actions={actions} />
    </Box>
  );
}
