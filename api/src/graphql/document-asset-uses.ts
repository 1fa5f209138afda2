/**
 * The assets a game document names, each with the first element naming it. Pure (no database,
 * no GraphQL): the document-check worker threads run it beside the engine's check.
 */
import type { GameDocument } from "@exitgame/engine";
import { assetReferences } from "@exitgame/engine/exchange/prepare-import";
import { registry } from "@exitgame/element-plugins/definitions";

/** One asset a document names, with the first element naming it (for the message). */
export interface AssetUse {
  assetId: string;
  elementId: string;
  elementName: string;
}

/**
 * Each element's asset references, by object: documents made by operations share the elements
 * they did not change, so a co-authoring save looks only at the changed ones (issue 26).
 */
const referencesOf = new WeakMap<object, readonly string[]>();

function elementReferences(element: GameDocument["globalElements"][number]): readonly string[] {
  let references = referencesOf.get(element);
  if (references === undefined) {
    references = assetReferences(registry, element);
    referencesOf.set(element, references);
  }
  return references;
}

/** The assets a document names (pure: also run on the document-check worker threads). */
export function documentAssetUses(document: GameDocument): AssetUse[] {
  const uses = new Map<string, AssetUse>();
  const elements = [...document.scenes.flatMap((s) => s.elements), ...document.globalElements];
  for (const element of elements)
    for (const assetId of elementReferences(element))
      if (!uses.has(assetId))
        uses.set(assetId, { assetId, elementId: element.id, elementName: element.name });
  return [...uses.values()];
}
