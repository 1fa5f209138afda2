/**
 * A gallery file dropped onto the canvas becomes an element where it is dropped: of the first
 * type whose asset field takes the file's kind (found through the registry, so no element type
 * is named here). One from own uploads or the curated library joins the game's gallery first.
 */
import { registry } from "@exitgame/element-plugins/definitions";
import { pluginTypes } from "@exitgame/element-plugins/views";
import type { TFunction } from "i18next";
import type { DragEvent } from "react";
import type { EditorActions } from "../editor-shell/actions";
import { ApiError } from "../gallery/client";
import { ensureInGameGallery, isAssetDrag, readAssetDrag } from "../gallery/asset-drag";
import { assetTarget } from "./asset-fields";

export function assetDropHandlers({
  actions,
  gameId,
  toStage,
  onError,
}: {
  actions: EditorActions;
  gameId: number | null;
  toStage(e: { clientX: number; clientY: number }): { x: number; y: number };
  onError(error: unknown): void;
}) {
  return {
    onDragOver: (e: DragEvent) => {
      if (!isAssetDrag(e.dataTransfer)) return;
      e.preventDefault();
      e.dataTransfer.dropEffect = "copy";
    },
    onDrop: (e: DragEvent) => {
      if (!isAssetDrag(e.dataTransfer)) return;
      e.preventDefault();
      const asset = readAssetDrag(e.dataTransfer);
      // Nothing is selected for this: the drop always adds a new element.
      const target = asset && assetTarget(registry, pluginTypes, [], asset.kind);
      if (!asset || target?.kind !== "add") return;
      const at = toStage(e);
      void (gameId === null ? Promise.resolve(false) : ensureInGameGallery(gameId, asset)).then(
        () => actions.addElementAt(target.type, { [target.field]: asset.id }, at),
        onError,
      );
    },
  };
}

/** The toast for a file that could not join the game's gallery. */
export function dropError(t: TFunction, error: unknown) {
  const message = error instanceof ApiError ? error.message : String(error);
  return { text: t("gallery:addFailed", { message }), tone: "error" as const };
}
