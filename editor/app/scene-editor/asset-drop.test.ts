import { registry } from "@exitgame/element-plugins/definitions";
import { pluginTypes } from "@exitgame/element-plugins/views";
import { createGameDocument } from "@exitgame/engine";
import { STAGE_HEIGHT, STAGE_WIDTH } from "@exitgame/engine/document/constants";
import type { DragEvent } from "react";
import { describe, expect, it, vi } from "vitest";
import { EditorActions } from "../editor-shell/actions";
import { EditorStore } from "../editor-shell/store";
import { ASSET_DRAG_TYPE } from "../gallery/asset-drag";
import { assetFieldFor } from "./asset-fields";
import { dropAsset, onAssetDragOver } from "./asset-drop";

function dragEvent(data: Record<string, string>) {
  return {
    dataTransfer: {
      types: Object.keys(data),
      getData: (type: string) => data[type] ?? "",
      dropEffect: "none",
    },
    preventDefault: vi.fn(),
  } as unknown as DragEvent & { preventDefault: ReturnType<typeof vi.fn> };
}

function setup() {
  const store = new EditorStore(createGameDocument({ locale: "de" }), registry);
  const actions = new EditorActions(store, registry, "de", vi.fn());
  return { store, actions, elements: () => store.sceneElements() };
}

describe("dropping a gallery file onto the canvas", () => {
  it("adds an element of the type that takes the file's kind, centred where it is dropped", async () => {
    for (const kind of ["IMAGE", "VIDEO", "AUDIO"] as const) {
      const { store, actions, elements } = setup();
      const payload = JSON.stringify({ id: "asset1", kind, library: "GAME" });
      const e = dragEvent({ [ASSET_DRAG_TYPE]: payload });
      await dropAsset(e, { actions, gameId: null, at: { x: 400, y: 300 }, onError: vi.fn() });
      expect(e.preventDefault).toHaveBeenCalled();
      const [el] = elements();
      const field = assetFieldFor(registry, el!.type, kind);
      expect(field).not.toBeNull();
      expect(pluginTypes).toContain(el!.type);
      expect((el!.props as Record<string, unknown>)[field!]).toBe("asset1");
      expect(el!.x + el!.width / 2).toBeCloseTo(400, 0);
      expect(el!.y + el!.height / 2).toBeCloseTo(300, 0);
      // One undo step takes it away.
      store.undo();
      expect(elements()).toHaveLength(0);
    }
  });

  it("keeps an element dropped at the edge on the stage", async () => {
    const { actions, elements } = setup();
    const payload = JSON.stringify({ id: "a", kind: "IMAGE", library: "GAME" });
    const at = { x: STAGE_WIDTH + 50, y: -40 };
    await dropAsset(dragEvent({ [ASSET_DRAG_TYPE]: payload }), {
      actions,
      gameId: null,
      at,
      onError: vi.fn(),
    });
    const [el] = elements();
    expect(el!.x + el!.width).toBe(STAGE_WIDTH);
    expect(el!.y).toBe(0);
    expect(el!.y + el!.height).toBeLessThanOrEqual(STAGE_HEIGHT);
  });

  it("ignores other drags and malformed payloads", async () => {
    const { actions, elements } = setup();
    const other = dragEvent({ "text/plain": "hello" });
    onAssetDragOver(other);
    dropAsset(other, { actions, gameId: null, at: { x: 1, y: 1 }, onError: vi.fn() });
    expect(other.preventDefault).not.toHaveBeenCalled();
    const onError = vi.fn();
    for (const bad of ["{", JSON.stringify({ id: "a", kind: "PDF", library: "GAME" })])
      await dropAsset(dragEvent({ [ASSET_DRAG_TYPE]: bad }), {
        actions,
        gameId: null,
        at: { x: 1, y: 1 },
        onError,
      });
    expect(elements()).toHaveLength(0);
    expect(onError).not.toHaveBeenCalled();
  });
});
