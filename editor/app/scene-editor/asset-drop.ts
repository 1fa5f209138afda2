/**
 * A gallery file dropped onto the canvas becomes an element where it is dropped: of the first
 * type whose asset field takes the file's kind (found through the registry, so no element type
 * is named here). One from own uploads or the curated library joins the game's gallery first.
 * The drag's data is read during the drop; what makes the element (the payload's parser, the
 * gallery's API) loads then, the first time (asset-drop-add.ts).
 */
import type { TFunction } from "i18next";
import type { DragEvent } from "react";
import type { EditorActions } from "../editor-shell/actions";
import { ASSET_DRAG_TYPE, isAssetDrag } from "../gallery/asset-drag-type";

/** Lets a dragged gallery file be dropped (other drags are left alone). */
export function onAssetDragOver(e: DragEvent): void {
  if (!isAssetDrag(e.dataTransfer)) return;
  e.preventDefault();
  e.dataTransfer.dropEffect = "copy";
}

export interface DropOptions {
  actions: EditorActions;
  gameId: number | null;
  at: { x: number; y: number };
  /** The file could not join the game's gallery: the server's message (or the error's). */
  onError(message: string): void;
}

/** A new element at `at` (stage coordinates) for the dropped gallery file (settled when added). */
export function dropAsset(e: DragEvent, options: DropOptions): Promise<void> {
  if (!isAssetDrag(e.dataTransfer)) return Promise.resolve();
  e.preventDefault();
  // The drag's data can only be read now, during the drop event.
  const payload = e.dataTransfer.getData(ASSET_DRAG_TYPE);
  return import("./asset-drop-add").then(
    (m) => m.addDropped(payload, options),
    (error: unknown) => options.onError(String(error)),
  );
}

/** The toast for a file that could not join the game's gallery. */
export function dropError(t: TFunction, message: string) {
  return { text: t("gallery:addFailed", { message }), tone: "error" as const };
}
