import type { PruneReport, Scene } from "@exitgame/engine";
import {
  AlertDialog,
  Button,
  DropdownMenu,
  Flex,
  IconButton,
  Text,
  TextField,
} from "@radix-ui/themes";
import { useEffect, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import type { EditorActions } from "../editor-shell/actions";
import { SceneThumbnail } from "./SceneThumbnail";
import type { EditorStore } from "../editor-shell/store";
import { PresenceAvatars } from "../editor-shell/PresenceAvatars";
import type { OtherAuthor } from "../editor-shell/presence";

export function SceneStrip({
  store,
  actions,
  others = [],
}: {
  store: EditorStore;
  actions: EditorActions;
  /** Other authors in this game (presence): their avatars sit on the scene they are on. */
  others?: readonly OtherAuthor[];
}) {
  const { t } = useTranslation("sceneEditor");
  const snap = useSyncExternalStore(
    store.subscribe,
    () => store.snapshot,
    () => store.snapshot,
  );
  const scenes = snap.doc.scenes;
  const [renaming, setRenaming] = useState<string | null>(null);
  const [draft, setDraft] = useState("");
  const [deleting, setDeleting] = useState<{ scene: Scene; report: PruneReport } | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  const newName = () => t("scenes.newName", { n: scenes.length + 1 });
  const copyName = (name: string) => t("scenes.copyName", { name });

  const askDelete = (id: string) => {
    const scene = scenes.find((s) => s.id === id);
    const report = actions.sceneDeletionReport(id);
    if (scene && report) setDeleting({ scene, report });
  };
  useEffect(() => {
    const onDelete = (e: Event) => askDelete((e as CustomEvent<string>).detail);
    window.addEventListener("se:delete-scene", onDelete);
    return () => window.removeEventListener("se:delete-scene", onDelete);
  });

  const ruleName = (rule: { id: string; name?: string | null }) =>
    rule.name ||
    t("scenes.unnamedRule", { n: snap.doc.rules.findIndex((r) => r.id === rule.id) + 1 });

  const commitRename = (id: string) => {
    const name = draft.trim();
    setRenaming(null);
    if (name && name !== scenes.find((s) => s.id === id)?.name) actions.renameScene(id, name);
  };

  return (
    <section className="se-scenes" aria-label={t("scenes.label")} data-own-keys>
      <IconButton
        variant="soft"
        size="2"
        aria-label={t("scenes.addStart")}
        title={t("scenes.addStart")}
        onClick={() => actions.addScene(null, newName())}
        data-testid="add-scene-start"
      >
        +
      </IconButton>
      <ol className="se-scene-list">
        {scenes.map((scene, index) => (
          <li
            key={scene.id}
            className={`se-scene${scene.id === snap.sceneId ? " se-scene--current" : ""}${dragged === scene.id ? " se-scene--dragged" : ""}`}
            data-testid="scene-item"
            data-scene-name={scene.name}
            draggable={renaming !== scene.id}
            onDragStart={(e) => {
              setDragged(scene.id);
              e.dataTransfer.effectAllowed = "move";
              e.dataTransfer.setData("text/x-scene", scene.id);
            }}
            onDragEnd={() => setDragged(null)}
            onDragOver={(e) => {
              if (dragged) e.preventDefault();
            }}
            onDrop={(e) => {
              e.preventDefault();
              if (dragged && dragged !== scene.id) actions.moveScene(dragged, index);
              setDragged(null);
            }}
          >
            <button
              type="button"
              className="se-scene-button"
              aria-current={scene.id === snap.sceneId ? "true" : undefined}
              onClick={() => store.setScene(scene.id)}
              onDoubleClick={() => {
                setDraft(scene.name);
                setRenaming(scene.id);
              }}
            >
              <SceneThumbnail doc={snap.doc} scene={scene} />
              <PresenceAvatars authors={others.filter((o) => o.sceneId === scene.id)} />
              {renaming === scene.id ? null : (
                <Text size="1" className="se-scene-name">
                  {index + 1}. {scene.name}
                </Text>
              )}
            </button>
            {renaming === scene.id ? (
              <TextField.Root
                size="1"
                autoFocus
                value={draft}
                aria-label={t("scenes.name")}
                onChange={(e) => setDraft(e.target.value)}
                onBlur={() => commitRename(scene.id)}
                onKeyDown={(e) => {
                  if (e.key === "Enter") commitRename(scene.id);
                  if (e.key === "Escape") setRenaming(null);
                }}
              />
            ) : null}
            <DropdownMenu.Root>
              <DropdownMenu.Trigger>
                <IconButton
                  size="1"
                  variant="ghost"
                  className="se-scene-menu"
                  aria-label={t("scenes.actions", { name: scene.name })}
                >
                  ⋯
                </IconButton>
              </DropdownMenu.Trigger>
              <DropdownMenu.Content size="1">
                <DropdownMenu.Item
                  onSelect={() => {
                    setDraft(scene.name);
                    setRenaming(scene.id);
                  }}
                >
                  {t("scenes.rename")}
                </DropdownMenu.Item>
                <DropdownMenu.Item onSelect={() => actions.addScene(scene.id, newName())}>
                  {t("scenes.addAfter")}
                </DropdownMenu.Item>
                <DropdownMenu.Item
                  onSelect={() => actions.duplicateScene(scene.id, false, copyName(scene.name))}
                >
                  {t("commands.duplicateScene")}
                </DropdownMenu.Item>
                <DropdownMenu.Item
                  onSelect={() => actions.duplicateScene(scene.id, true, copyName(scene.name))}
                >
                  {t("commands.duplicateSceneWithRules")}
                </DropdownMenu.Item>
                <DropdownMenu.Separator />
                <DropdownMenu.Item
                  disabled={index === 0}
                  onSelect={() => actions.moveScene(scene.id, index - 1)}
                >
                  {t("scenes.moveLeft")}
                </DropdownMenu.Item>
                <DropdownMenu.Item
                  disabled={index === scenes.length - 1}
                  onSelect={() => actions.moveScene(scene.id, index + 1)}
                >
                  {t("scenes.moveRight")}
                </DropdownMenu.Item>
                <DropdownMenu.Separator />
                <DropdownMenu.Item
                  color="red"
                  disabled={scenes.length < 2}
                  onSelect={() => askDelete(scene.id)}
                >
                  {t("scenes.delete")}
                </DropdownMenu.Item>
              </DropdownMenu.Content>
            </DropdownMenu.Root>
          </li>
        ))}
      </ol>
      {deleting ? (
        <AlertDialog.Root open onOpenChange={(open) => !open && setDeleting(null)}>
          <AlertDialog.Content maxWidth="600px">
            <AlertDialog.Title>
              {t("scenes.deleteTitle", { name: deleting.scene.name })}
            </AlertDialog.Title>
            <AlertDialog.Description size="2">
              {t("scenes.deleteText", { count: deleting.scene.elements.length })}
            </AlertDialog.Description>
            {deleting.report.removedRules.length + deleting.report.modifiedRules.length > 0 ? (
              <Flex direction="column" gap="1" mt="3" data-testid="affected-rules">
                <Text size="2" weight="bold">
                  {t("scenes.affectedRules")}
                </Text>
                <ul className="se-affected">
                  {deleting.report.removedRules.map((r) => (
                    <li key={r.rule.id}>{t("scenes.ruleRemoved", { name: ruleName(r.rule) })}</li>
                  ))}
                  {deleting.report.modifiedRules.map((m) => {
                    const rule = snap.doc.rules.find((r) => r.id === m.ruleId);
                    return (
                      <li key={m.ruleId}>
                        {t("scenes.ruleModified", {
                          name: rule ? ruleName(rule) : m.ruleId,
                          count:
                            m.removedTriggers.length +
                            m.removedConditions.length +
                            m.removedActions.length,
                        })}
                      </li>
                    );
                  })}
                </ul>
              </Flex>
            ) : (
              <Text as="p" size="2" mt="3" color="gray">
                {t("scenes.noRulesAffected")}
              </Text>
            )}
            <Flex gap="3" mt="4" justify="end">
              <AlertDialog.Cancel>
                <Button variant="soft" color="gray">
                  {t("cancel")}
                </Button>
              </AlertDialog.Cancel>
              <AlertDialog.Action>
                <Button color="red" onClick={() => actions.deleteScene(deleting.scene.id)}>
                  {t("scenes.deleteConfirm")}
                </Button>
              </AlertDialog.Action>
            </Flex>
          </AlertDialog.Content>
        </AlertDialog.Root>
      ) : null}
    </section>
  );
}
