/** Resource route of the versions dialog: the list, one version's document, name one, restore one. */
import { fetchGraphQL } from "@exitgame/player/kit/graphql.server";
import { apiResult, gameRequest, readOr404 } from "../../games/sharing.server";
import {
  CreateGameVersionMutation,
  GameVersionQuery,
  GameVersionsQuery,
  RestoreGameVersionMutation,
} from "../../games/sharing-documents";
import type { Route } from "./+types/game-versions";

export async function loader({ request, params }: Route.LoaderArgs) {
  const gameId = await gameRequest(request, params);
  const url = new URL(request.url);
  const versionId = url.searchParams.get("version");
  if (versionId) {
    const { gameVersion } = await readOr404(request, GameVersionQuery, { id: versionId });
    return { version: gameVersion, page: null };
  }
  const after = url.searchParams.get("after");
  const { gameVersions } = await readOr404(request, GameVersionsQuery, { gameId, after });
  return { version: null, page: gameVersions };
}

export async function action({ request, params }: Route.ActionArgs) {
  const gameId = await gameRequest(request, params);
  const form = await request.formData();
  const intent = String(form.get("intent"));
  if (intent === "restore")
    return apiResult(intent, async () => {
      const versionId = String(form.get("versionId") ?? "");
      const { data } = await fetchGraphQL(request, RestoreGameVersionMutation, { versionId });
      return { id: data.restoreGameVersion.documentVersion };
    });
  return apiResult("create", async () => {
    const name = String(form.get("name") ?? "");
    await fetchGraphQL(request, CreateGameVersionMutation, { gameId, name });
  });
}
