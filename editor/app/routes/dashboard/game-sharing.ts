/** Resource route of the share dialog: who the game is shared with; share, change a role, remove. */
import { fetchGraphQL } from "@exitgame/player/kit/graphql.server";
import { apiResult, gameRequest, readOr404 } from "../../games/sharing.server";
import {
  GameCollaboratorsQuery,
  ShareGameMutation,
  UnshareGameMutation,
} from "../../games/sharing-documents";
import type { Route } from "./+types/game-sharing";

export async function loader({ request, params }: Route.LoaderArgs) {
  const gameId = await gameRequest(request, params);
  const { gameCollaborators } = await readOr404(request, GameCollaboratorsQuery, { gameId });
  return { collaborators: gameCollaborators };
}

export async function action({ request, params }: Route.ActionArgs) {
  const gameId = await gameRequest(request, params);
  const form = await request.formData();
  const intent = String(form.get("intent"));
  const email = String(form.get("email") ?? "");
  const role = form.get("role") === "VIEWER" ? "VIEWER" : "COAUTHOR";
  if (intent === "unshare")
    return apiResult(intent, async () => {
      await fetchGraphQL(request, UnshareGameMutation, { gameId, email });
    });
  return apiResult(intent, async () => {
    await fetchGraphQL(request, ShareGameMutation, { gameId, email, role });
  });
}
