import { checkGameDocument, type DiagnosticData, type GameDocument } from "@exitgame/engine";
import { redactForPlayers, registry } from "@exitgame/element-plugins/definitions";
import { graphql } from "@exitgame/schema";
import { requestGraphQL } from "../shell/graphql.server";

const PlayGameQuery = graphql(`
  query PlayGame($id: Int!) {
    publicGame(id: $id) {
      id
      title
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
  | { ok: true; game: { id: number; title: string }; document: GameDocument }
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
  const checked = checkGameDocument(game.document, registry);
  if (!checked.ok) {
    return {
      ok: false,
      status: 422,
      error: {
        reason: "invalid",
        issues: checked.errors
          .slice(0, 10)
          .map(({ code, params, path }) => ({ code, params, path })),
        total: checked.errorCount,
      },
    };
  }
  return {
    ok: true,
    game: { id: game.id, title: game.title },
    document: redactForPlayers(checked.document),
  };
}
