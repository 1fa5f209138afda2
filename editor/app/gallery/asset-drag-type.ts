/**
 * What marks a drag as a gallery file: the canvas checks it on every drag-over, so it is here on
 * its own, without the payload's parser and the gallery's API calls (asset-drag.ts).
 */
export const ASSET_DRAG_TYPE = "application/x-exitgame-asset";

/** Whether a drag carries a gallery asset (its data can only be read on drop). */
export const isAssetDrag = (data: Pick<DataTransfer, "types">) =>
  data.types.includes(ASSET_DRAG_TYPE);
