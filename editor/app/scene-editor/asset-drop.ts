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

/** Lets a dragged gallery file be dropped (other drags are left alone). */
export function onAssetDragOver(e: DragEvent): void {
  if (!isAssetDrag(e.dataTransfer)) return;
  e.preventDefault();
  e.dataTransfer.dropEffect = "copy";
}

/** A new element at `at` (stage coordinates) for the dropped gallery file. */
export function dropAsset(
  e: DragEvent,
  options: {
    actions: EditorActions;
    gameId: number | null;
    at: { x: number; y: number };
    onError(error: unknown): void;
  },
): void {
  if (!isAssetDrag(e.dataTransfer)) return;
  e.preventDefault();
  const asset = readAssetDrag(e.dataTransfer);
  // Nothing selected counts here: a drop always adds a new element.
  const target = asset && assetTarget(registry, pluginTypes, [], asset.kind);
  if (!asset || target?.kind !== "add") return;
  const { actions, gameId, at, onError } = options;
  void (gameId === null ? Promise.resolve(false) : ensureInGameGallery(gameId, asset)).then(
    () => actions.addElementAt(target.type, { [target.field]: asset.id }, at),
    onError,
  );
}

/** The toast for a file that could not join the game's gallery. */
export function dropError(t: TFunction, error: unknown) {
  const message = error instanceof ApiError ? error.message : String(error);
  return { text: t("gallery:addFailed", { message }), tone: "error" as const };
}
