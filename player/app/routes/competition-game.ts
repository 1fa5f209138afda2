import { graphql } from "@exitgame/schema";
import { loadPlayableGame } from "../game/load.server";
import { requestGraphQL } from "../shell/graphql.server";
import type { Route } from "./+types/competition-game";

const CompetitionGameQuery = graphql(`
  query CompetitionGame($id: ID!) {
    publicCompetition(id: $id) {
      id
      game {
        id
      }
    }
  }
`);

/** The game of a competition as JSON, for the team's view once it has joined (no UI). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const valid = /^[0-9a-f-]{36}$/i.test(params.competitionId);
  const competition = valid
    ? (await requestGraphQL(request, CompetitionGameQuery, { id: params.competitionId }))
        .publicCompetition
    : null;
  if (!competition) return Response.json({ error: "notFound" }, { status: 404 });
  const loaded = await loadPlayableGame(request, competition.game.id);
  if (!loaded.ok) return Response.json({ error: loaded.error }, { status: loaded.status });
  return Response.json(
    { game: loaded.game, document: loaded.document },
    { headers: { "Cache-Control": "no-store" } },
  );
}
