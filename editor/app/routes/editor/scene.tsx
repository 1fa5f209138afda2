import { parseGameDocument } from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";
import { parseGameId } from "@exitgame/player/game-id";
import { GraphQLRequestError, requestGraphQL } from "@exitgame/player/shell/graphql.server";
import { data } from "react-router";
import { requireUser } from "../../auth/guards.server";
import { EditorGameQuery } from "../../scene-editor/documents";
import { GameIdContext } from "../../scene-editor/game-context";
import { SceneEditor } from "../../scene-editor/SceneEditor";
import type { Route } from "./+types/scene";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `${loaderData.game.title} · Exitgame Studio` : "Exitgame Studio" }];
}

/** [login], and the game must be the viewer's own (admins: any game): the API says NOT_FOUND otherwise. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await requireUser(request);
  const id = parseGameId(params.gameId);
  if (id === null) throw data(null, { status: 404 });
  let game;
  try {
    ({ game } = await requestGraphQL(request, EditorGameQuery, { id }));
  } catch (error) {
    if (error instanceof GraphQLRequestError && error.codes.includes("NOT_FOUND"))
      throw data(null, { status: 404 });
    throw error;
  }
  const parsed = parseGameDocument(game.document, registry);
  if (!parsed.ok) throw data(null, { status: 500, statusText: "Invalid game document" });
  return {
    viewer,
    game: { id: game.id, title: game.title, status: game.status, version: game.documentVersion },
    document: parsed.document,
  };
}

export default function SceneEditorRoute({ loaderData }: Route.ComponentProps) {
  return (
    // The galleries and asset pickers upload into the game's gallery.
    <GameIdContext.Provider value={loaderData.game.id}>
      <SceneEditor key={loaderData.game.id} game={loaderData.game} document={loaderData.document} />
    </GameIdContext.Provider>
  );
}
