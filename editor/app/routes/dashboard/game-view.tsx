/**
 * A game shared to view only (and any game one may open): the player on its document, read-only,
 * with "Copy" (the copy is the viewer's own draft, opened in the editor). Owners and co-authors
 * go to the editor instead.
 */
import { parseGameDocument } from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";
import { fetchGraphQL } from "@exitgame/player/kit/graphql.server";
import { Button } from "@radix-ui/themes";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { data, redirect, useFetcher, useNavigate } from "react-router";
import { CopyGameMutation } from "../../games/documents";
import { apiResult, gameRequest, readOr404 } from "../../games/sharing.server";
import { ViewGameQuery } from "../../games/sharing-documents";
import "../../editor-shell/shell.css";
import type { Route } from "./+types/game-view";

const Preview = lazy(() =>
  import("../../editor-shell/Preview").then((m) => ({ default: m.Preview })),
);

export async function loader({ request, params }: Route.LoaderArgs) {
  const id = await gameRequest(request, params);
  const { game } = await readOr404(request, ViewGameQuery, { id });
  if (game.myRole === "OWNER" || game.myRole === "COAUTHOR") throw redirect(`/editor/${id}`);
  const parsed = parseGameDocument(game.document, registry);
  if (!parsed.ok) throw data(null, { status: 500, statusText: "Invalid game document" });
  return { id, title: game.title, sharedBy: game.sharedBy, document: parsed.document };
}

export async function action({ request, params }: Route.ActionArgs) {
  const id = await gameRequest(request, params);
  let copyId = 0;
  const result = await apiResult("copy", async () => {
    copyId = (await fetchGraphQL(request, CopyGameMutation, { id })).data.copyGame.id;
  });
  if (copyId) throw redirect(`/editor/${copyId}`);
  return result;
}

export default function GameView({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("sharing");
  const navigate = useNavigate();
  const fetcher = useFetcher();
  const failed = fetcher.data && !fetcher.data.ok ? (fetcher.data.error as string) : null;
  return (
    <>
      <title>{`${loaderData.title} – Exitgame Studio`}</title>
      <Suspense fallback={null}>
        <Preview
          document={loaderData.document}
          sceneId={loaderData.document.scenes[0]!.id}
          title={loaderData.title}
          gameId={loaderData.id}
          heading={t("view.heading")}
          onClose={() => void navigate("/dashboard/games")}
          actions={
            <>
              {failed ? <span role="alert">{failed}</span> : null}
              <fetcher.Form method="post">
                <Button
                  type="submit"
                  loading={fetcher.state !== "idle"}
                  data-testid="copy-shared-game"
                >
                  {t("view.copy")}
                </Button>
              </fetcher.Form>
            </>
          }
        />
      </Suspense>
    </>
  );
}
