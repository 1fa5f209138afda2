import type { PruneReport, Scene } from "@exitgame/engine";
import { IconButton, Text, TextField } from "@radix-ui/themes";
import { Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import type { EditorActions } from "../editor-shell/actions";
import { LazyDropdownMenu, lazyPart } from "../components/lazy-overlay";
import { SceneThumbnail } from "./SceneThumbnail";
import type { EditorStore } from "../editor-shell/store";
import { PresenceAvatars } from "../editor-shell/PresenceAvatars";
import type { OtherAuthor } from "../editor-shell/presence";

// The delete confirmation loads when it is first needed.
const SceneDeleteDialog = lazyPart(() =>
  import("./SceneDeleteDialog").then((m) => m.SceneDeleteDialog),
);

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
            <LazyDropdownMenu
              trigger={
                <IconButton
                  size="1"
                  variant="ghost"
                  className="se-scene-menu"
                  aria-label={t("scenes.actions", { name: scene.name })}
                >
                  ⋯
                </IconButton>
              }
              contentProps={{ size: "1" }}
            >
              {(DropdownMenu) => (
                <>
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
                </>
              )}
            </LazyDropdownMenu>
          </li>
        ))}
      </ol>
      {deleting ? (
        <Suspense fallback={null}>
          <SceneDeleteDialog
            scene={deleting.scene}
            report={deleting.report}
            doc={snap.doc}
            onConfirm={() => actions.deleteScene(deleting.scene.id)}
            onClose={() => setDeleting(null)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
