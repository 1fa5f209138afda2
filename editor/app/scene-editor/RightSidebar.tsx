import { typeLabelKey } from "@exitgame/element-plugins/labels";
import { Badge, IconButton, ScrollArea, Tabs, Text, TextField } from "@radix-ui/themes";
import { Suspense, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import type { EditorActions } from "../editor-shell/actions";
import { ElementIcon } from "./ElementIcon";
import { UiIcon } from "./icons";
import { Inspector, PartFallback, SceneSettings } from "./lazy-parts";
import type { EditorStore } from "../editor-shell/store";
import type { GameInfo } from "../editor-shell/game-info";

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
            <Suspense fallback={<PartFallback />}>
              <Inspector store={store} actions={actions} />
            </Suspense>
          </Tabs.Content>
          <Tabs.Content value="layers">
            <Layers store={store} actions={actions} />
          </Tabs.Content>
          <Tabs.Content value="settings">
            <Suspense fallback={<PartFallback />}>
              <SceneSettings {...props} />
            </Suspense>
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
