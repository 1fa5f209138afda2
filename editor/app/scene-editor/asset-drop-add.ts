/**
 * The element for a dropped gallery file (asset-drop.ts), loaded with the first drop: the drag's
 * payload checked, the file put into the game's gallery if it comes from elsewhere, the element
 * added where it was dropped.
 */
import { registry } from "@exitgame/element-plugins/definitions";
import { pluginTypes } from "@exitgame/element-plugins/views";
import { ApiError } from "../gallery/client";
import { ASSET_DRAG_TYPE } from "../gallery/asset-drag-type";
import { ensureInGameGallery, readAssetDrag } from "../gallery/asset-drag";
import { assetTarget } from "./asset-fields";
import type { DropOptions } from "./asset-drop";

export async function addDropped(payload: string, options: DropOptions): Promise<void> {
  // The data as read during the drop (the event's own is empty by now).
  const data = { getData: (type: string) => (type === ASSET_DRAG_TYPE ? payload : "") };
  const asset = readAssetDrag(data as DataTransfer);
  // Nothing selected counts here: a drop always adds a new element.
  const target = asset && assetTarget(registry, pluginTypes, [], asset.kind);
  if (!asset || target?.kind !== "add") return;
  const { actions, gameId, at, onError } = options;
  try {
    if (gameId !== null) await ensureInGameGallery(gameId, asset);
  } catch (error) {
    return onError(error instanceof ApiError ? error.message : String(error));
  }
  actions.addElementAt(target.type, { [target.field]: asset.id }, at);
}
