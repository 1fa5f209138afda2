/**
 * A whole document from the server, read in the browser (after an import into the game, or a
 * save that could not be merged): the engine's parser with its migrations loads when first needed,
 * not with the editor (its loader parses the game on the server).
 */
import type { GameDocument } from "@exitgame/engine";
import { parseGameDocument } from "@exitgame/engine/document/parse";
import { registry } from "@exitgame/element-plugins/definitions";

export function parseDocument(raw: unknown): GameDocument | null {
  const parsed = parseGameDocument(raw, registry);
  return parsed.ok ? parsed.document : null;
}
