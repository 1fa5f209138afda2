import { Button, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { checkGameDocument, type DiagnosticData } from "@exitgame/engine";
import { redactForPlayers, registry } from "@exitgame/element-plugins/definitions";
import { graphql } from "@exitgame/schema";
import { useTranslation } from "react-i18next";
import { data, isRouteErrorResponse } from "react-router";
import { DiagnosticList } from "../shell";
import { requestGraphQL } from "../shell/graphql.server";
import { parseGameId } from "../lib/game-id";
import { GamePlayer } from "../game/GamePlayer";
import type { Route } from "./+types/play";

const PlayGameQuery = graphql(`
  query PlayGame($id: Int!) {
    publicGame(id: $id) {
      id
      title
      document
    }
  }
`);

type PlayError =
  | { reason: "notFound" }
  | { reason: "loadFailed" }
  /** The first problems as data ({ code, params, path }), worded in the visitor's language. */
  | { reason: "invalid"; issues: DiagnosticData[]; total: number };

function fail(error: PlayError, status: number): never {
  throw data(error, { status });
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const id = parseGameId(params.id);
  if (id === null) fail({ reason: "notFound" }, 404);
  let game;
  try {
    game = (await requestGraphQL(request, PlayGameQuery, { id })).publicGame;
  } catch (error) {
    console.error("loading game", id, error);
    fail({ reason: "loadFailed" }, 500);
  }
  if (!game) fail({ reason: "notFound" }, 404);
  // The player refuses to start a game the engine finds broken.
  const checked = checkGameDocument(game.document, registry);
  if (!checked.ok) {
    fail(
      {
        reason: "invalid",
        issues: checked.errors
          .slice(0, 10)
          .map(({ code, params, path }) => ({ code, params, path })),
        total: checked.errorCount,
      },
      422,
    );
  }
  // Server-only props (the AI chat's instructions) never reach the browser.
  return { game: { id: game.id, title: game.title }, document: redactForPlayers(checked.document) };
}

export default function Play({ loaderData }: Route.ComponentProps) {
  const { game, document } = loaderData;
  return (
    <>
      <title>{`${game.title} – Exitgame Studio`}</title>
      <main>
        <GamePlayer key={game.id} document={document} title={game.title} gameId={game.id} />
      </main>
    </>
  );
}

/** Spec §8 play errors: not found / not published, load failure; plus a document that fails validation. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation("player");
  const payload = isRouteErrorResponse(error) ? (error.data as PlayError | undefined) : undefined;
  const reason = payload?.reason ?? "loadFailed";
  const title =
    reason === "notFound"
      ? t("play.notFound")
      : reason === "invalid"
        ? t("play.invalid")
        : t("play.loadFailed");
  return (
    <Flex
      align="center"
      justify="center"
      minHeight="100vh"
      p="4"
      style={{ background: "var(--gray-2)" }}
    >
      <title>{`${title} – Exitgame Studio`}</title>
      <Card size="4" style={{ maxWidth: 560, width: "100%" }}>
        <Flex direction="column" gap="3" role="alert" data-testid="play-error" data-reason={reason}>
          <Heading as="h1" size="5">
            {title}
          </Heading>
          {payload?.reason === "invalid" ? (
            <Text as="div" size="2" color="gray">
              {t("play.invalidDetails")}
              <DiagnosticList diagnostics={payload.issues} total={payload.total} showPaths />
            </Text>
          ) : null}
          <Flex gap="3">
            {reason === "loadFailed" ? (
              <Button onClick={() => window.location.reload()}>{t("play.retry")}</Button>
            ) : null}
            <Button variant="soft" asChild>
              <a href="/">{t("play.home")}</a>
            </Button>
          </Flex>
        </Flex>
      </Card>
    </Flex>
  );
}
