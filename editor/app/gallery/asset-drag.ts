/**
 * Gallery files can be dragged onto the scene editor's canvas: the card is the drag source, the
 * payload says which asset, of which kind, from which library (an asset from own uploads or the
 * curated library goes into the game's gallery first, as with "Choose").
 */
import type { DragEvent } from "react";
import { z } from "zod/mini";
import { ApiError, gql } from "./client";
import type { GalleryAsset, Library } from "./GalleryPanel";
import { AddAssetToGameMutation } from "./documents";
import { ASSET_DRAG_TYPE } from "./asset-drag-type";

export { ASSET_DRAG_TYPE, isAssetDrag } from "./asset-drag-type";
const ALREADY_IN_GALLERY = "asset.alreadyInGallery";

const DraggedAssetSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  kind: z.enum(["IMAGE", "VIDEO", "AUDIO", "CAPTIONS"]),
  library: z.enum(["GAME", "MINE", "CURATED"]),
});
export type DraggedAsset = z.infer<typeof DraggedAssetSchema>;

/** What makes an asset card draggable. */
export function assetDragSource(asset: GalleryAsset, library: Library) {
  return {
    draggable: true,
    onDragStart: (e: DragEvent) => {
      const payload: DraggedAsset = { id: asset.id, kind: asset.kind, library };
      e.dataTransfer.setData(ASSET_DRAG_TYPE, JSON.stringify(payload));
      e.dataTransfer.effectAllowed = "copy";
    },
  };
}

/** The dragged asset, or null when the drop is something else or malformed. */
export function readAssetDrag(data: DataTransfer): DraggedAsset | null {
  try {
    const parsed = DraggedAssetSchema.safeParse(JSON.parse(data.getData(ASSET_DRAG_TYPE)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Puts an asset from own uploads or the curated library into the game's gallery (once: one
 * already there is simply used); true when it was added now.
 */
export async function ensureInGameGallery(gameId: number, asset: DraggedAsset): Promise<boolean> {
  if (asset.library === "GAME") return false;
  try {
    await gql(AddAssetToGameMutation, { gameId, assetId: asset.id });
    return true;
  } catch (e) {
    if (e instanceof ApiError && e.extensions.messageKey === ALREADY_IN_GALLERY) return false;
    throw e;
  }
}
