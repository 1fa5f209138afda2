import type { AssetKind as FieldAssetKind } from "@exitgame/engine";
import type { AssetKind } from "../gallery/client";

/** The gallery kind of an asset field (`accept: 'image'` → IMAGE). */
export const galleryKind = (accept: FieldAssetKind): AssetKind => accept.toUpperCase() as AssetKind;
