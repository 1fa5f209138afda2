import { Button, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { lazy, Suspense, useCallback, useRef, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { data, isRouteErrorResponse } from "react-router";
import { loadPlayableGame, type PlayError } from "../game/load.server";
import { deferred } from "../shell/deferred";
import { PAGE_GAME_HEADER } from "../shell/nonce";
import { parseGameId } from "../lib/game-id";
import { GamePlayer } from "../game/GamePlayer";
import type { GameController } from "../game/controller";
import { hasLaunch, tabStorage } from "../game/launch";
import type { OnRunning } from "../game/LaunchRelays";
import type { Route } from "./+types/play";

// Only a game that fails validation lists its problems: the messages load with that page.
const DiagnosticList = deferred(() =>
  import("../shell/diagnostics/DiagnosticList").then((m) => m.DiagnosticList),
);

// The reports to a learning platform load only for a page launched from one.
const LaunchRelays = lazy(() =>
  import("../game/LaunchRelays").then((m) => ({ default: m.LaunchRelays })),
);

const noSubscription = () => () => {};

function fail(error: PlayError, status: number): never {
  throw data(error, { status });
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const id = parseGameId(params.id);
  if (id === null) fail({ reason: "notFound" }, 404);
  const loaded = await loadPlayableGame(request, id);
  if (!loaded.ok) fail(loaded.error, loaded.status);
  // The page shows this game version and nothing of the visitor but the request's language,
  // time zone and URL: the API server may keep it for visitors without a session (page-cache.ts).
  return data(
    { game: loaded.game, document: loaded.document },
    { headers: { [PAGE_GAME_HEADER]: `${loaded.game.id}:${loaded.version}` } },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const game = loaderHeaders.get(PAGE_GAME_HEADER);
  return game ? { [PAGE_GAME_HEADER]: game } : new Headers();
}

export default function Play({ loaderData }: Route.ComponentProps) {
  const { game, document } = loaderData;
  // A launch from a learning platform is known after hydration (the fragment is the browser's only).
  const launched = useSyncExternalStore(
    noSubscription,
    () => hasLaunch(game.id, window.location, tabStorage()),
    () => false,
  );
  const running = useRef<GameController | null>(null);
  const relay = useRef<OnRunning | null>(null);
  const onRunning = useCallback<OnRunning>((controller) => {
    running.current = controller;
    relay.current?.(controller);
  }, []);
  const register = useCallback((next: OnRunning | null) => {
    relay.current = next;
    if (next && running.current) next(running.current);
  }, []);
  return (
    <>
      <title>{`${game.title} – Exitgame Studio`}</title>
      <main>
        <GamePlayer
          key={game.id}
          document={document}
          title={game.title}
          gameId={game.id}
          timeChoices
          onRunning={onRunning}
        />
        {launched ? (
          <Suspense fallback={null}>
            <LaunchRelays gameId={game.id} document={document} register={register} />
          </Suspense>
        ) : null}
      </main>
    </>
  );
}

/** Play errors: not found / not published, load failure; plus a document that fails validation. */
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
              <Suspense fallback={null}>
                <DiagnosticList diagnostics={payload.issues} total={payload.total} />
              </Suspense>
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
