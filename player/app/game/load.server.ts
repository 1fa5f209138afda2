import { checkGameDocument, type DiagnosticData, type GameDocument } from "@exitgame/engine";
import { redactForPlayers, registry } from "@exitgame/element-plugins/definitions";
import { graphql } from "@exitgame/schema";
import { requestGraphQL } from "../shell/graphql.server";

const PlayGameQuery = graphql(`
  query PlayGame($id: Int!) {
    publicGame(id: $id) {
      id
      title
      documentVersion
      document
    }
  }
`);

export type PlayError =
  | { reason: "notFound" }
  | { reason: "loadFailed" }
  /** The first problems as data ({ code, params, path }), worded in the visitor's language. */
  | { reason: "invalid"; issues: DiagnosticData[]; total: number };

export type PlayableGame =
  | {
      ok: true;
      game: { id: number; title: string };
      document: GameDocument;
      /** The game's documentVersion the document is of. */
      version: number;
    }
  | { ok: false; error: PlayError; status: number };

/**
 * A published or unlisted game, checked by the engine (the player refuses a broken game) and
 * without server-only props (the AI chat's instructions never reach the browser).
 */
export async function loadPlayableGame(request: Request, id: number): Promise<PlayableGame> {
  let game;
  try {
    game = (await requestGraphQL(request, PlayGameQuery, { id })).publicGame;
  } catch (error) {
    console.error("loading game", id, error);
    return { ok: false, error: { reason: "loadFailed" }, status: 500 };
  }
  if (!game) return { ok: false, error: { reason: "notFound" }, status: 404 };
  const checked = checkedDocument(game.id, game.documentVersion, game.document);
  if (!checked.ok) return { ok: false, status: 422, error: checked.error };
  return {
    ok: true,
    game: { id: game.id, title: game.title },
    document: checked.document,
    version: game.documentVersion,
  };
}

type Checked = { ok: true; document: GameDocument } | { ok: false; error: PlayError };

/**
 * Checked and redacted documents by game id and documentVersion (a new version is a new key; the
 * stored document of a version never changes): a class opening the same game is checked once.
 */
const checkedDocuments = new Map<string, Checked>();
export const CHECKED_DOCUMENTS_MAX = 16;

function checkedDocument(id: number, version: number, document: unknown): Checked {
  const key = `${id}:${version}`;
  const hit = checkedDocuments.get(key);
  if (hit) {
    checkedDocuments.delete(key);
    checkedDocuments.set(key, hit);
    return hit;
  }
  const checked = checkGameDocument(document, registry);
  const result: Checked = checked.ok
    ? { ok: true, document: redactForPlayers(checked.document) }
    : {
        ok: false,
        error: {
          reason: "invalid",
          issues: checked.errors
            .slice(0, 10)
            .map(({ code, params, path }) => ({ code, params, path })),
          total: checked.errorCount,
        },
      };
  checkedDocuments.set(key, result);
  if (checkedDocuments.size > CHECKED_DOCUMENTS_MAX)
    checkedDocuments.delete(checkedDocuments.keys().next().value!);
  return result;
}
