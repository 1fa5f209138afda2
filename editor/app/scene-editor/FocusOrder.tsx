/**
 * The scene's focus order (WCAG 2.4.3): the order in which keyboard and screen-reader players
 * reach its elements. Without an order of the author's, reading order (top-left to
 * bottom-right) applies. Reordered by dragging an entry or with its up/down buttons; every
 * change is one updateSceneSettings operation.
 */
import { focusOrderOf, type Element, type Scene } from "@exitgame/engine";
import { Button, Flex, IconButton, Text, VisuallyHidden } from "@radix-ui/themes";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { EditorActions } from "../editor-shell/actions";

export function FocusOrder(props: {
  scene: Scene;
  globalElements: readonly Element[];
  actions: EditorActions;
}) {
  const { t } = useTranslation("sceneEditor");
  const { scene, actions } = props;
  const headingId = useId();
  const [dragged, setDragged] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const list = useRef<HTMLOListElement>(null);
  // Decorative elements are hidden from assistive technology: they take no place in the order.
  const elements = [...scene.elements, ...props.globalElements].filter((el) => !el.decorative);
  const byId = new Map(elements.map((el) => [el.id, el]));
  const order = focusOrderOf(scene, elements);
  const nameOf = (id: string) => {
    const el = byId.get(id);
    return el ? el.name || el.id : id;
  };

  const move = (id: string, to: number) => {
    const from = order.indexOf(id);
    if (from < 0 || to < 0 || to >= order.length || from === to) return;
    const next = [...order];
    next.splice(from, 1);
    next.splice(to, 0, id);
    actions.updateSceneSettings(scene.id, { focusOrder: next });
    setStatus(t("focusOrder.moved", { name: nameOf(id), position: to + 1, count: order.length }));
  };
  const moveByKeyboard = (id: string, to: number, direction: "up" | "down") => {
    move(id, to);
    // Focus follows the entry, so pressing the same button again moves it further.
    requestAnimationFrame(() =>
      list.current
        ?.querySelector<HTMLButtonElement>(
          `[data-id="${CSS.escape(id)}"][data-move="${direction}"]`,
        )
        ?.focus(),
    );
  };

  return (
    <section aria-labelledby={headingId} data-testid="focus-order">
      <Text
        as="div"
        id={headingId}
        size="1"
        weight="bold"
        color="gray"
        className="se-group-title"
        mt="4"
      >
        {t("focusOrder.title")}
      </Text>
      <Text as="p" size="1" color="gray" mb="2">
        {scene.focusOrder.length ? t("focusOrder.custom") : t("focusOrder.reading")}
      </Text>
      {order.length === 0 ? (
        <Text as="p" size="1" color="gray">
          {t("focusOrder.empty")}
        </Text>
      ) : (
        <ol ref={list} className="se-focus-order">
          {order.map((id, i) => (
            <li
              key={id}
              draggable
              data-over={over === id || undefined}
              data-dragging={dragged === id || undefined}
              onDragStart={(e) => {
                setDragged(id);
                e.dataTransfer.effectAllowed = "move";
                e.dataTransfer.setData("text/plain", id);
              }}
              onDragOver={(e) => {
                if (!dragged) return;
                e.preventDefault();
                setOver(id);
              }}
              onDragLeave={() => setOver((o) => (o === id ? null : o))}
              onDrop={(e) => {
                e.preventDefault();
                if (dragged) move(dragged, i);
                setDragged(null);
                setOver(null);
              }}
              onDragEnd={() => {
                setDragged(null);
                setOver(null);
              }}
            >
              <Flex align="center" gap="1">
                <span className="se-focus-grip" aria-hidden="true">
                  ⠿
                </span>
                <Text size="1" className="se-focus-position" aria-hidden="true">
                  {i + 1}.
                </Text>
                <Text size="1" style={{ flex: 1, minWidth: 0 }} truncate>
                  {nameOf(id)}
                </Text>
                <IconButton
                  size="1"
                  variant="ghost"
                  type="button"
                  data-id={id}
                  data-move="up"
                  disabled={i === 0}
                  aria-label={t("focusOrder.up", { name: nameOf(id) })}
                  onClick={() => moveByKeyboard(id, i - 1, "up")}
                >
                  ↑
                </IconButton>
                <IconButton
                  size="1"
                  variant="ghost"
                  type="button"
                  data-id={id}
                  data-move="down"
                  disabled={i === order.length - 1}
                  aria-label={t("focusOrder.down", { name: nameOf(id) })}
                  onClick={() => moveByKeyboard(id, i + 1, "down")}
                >
                  ↓
                </IconButton>
              </Flex>
            </li>
          ))}
        </ol>
      )}
      {scene.focusOrder.length ? (
        <Button
          size="1"
          variant="soft"
          mt="2"
          onClick={() => {
            actions.updateSceneSettings(scene.id, { focusOrder: [] });
            setStatus(t("focusOrder.resetDone"));
          }}
        >
          {t("focusOrder.reset")}
        </Button>
      ) : null}
      <VisuallyHidden>
        <span role="status">{status}</span>
      </VisuallyHidden>
    </section>
  );
}
