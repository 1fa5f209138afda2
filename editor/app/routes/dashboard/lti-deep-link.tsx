import { Button, Card, Flex, RadioCards, Text } from "@radix-ui/themes";
import { requestGraphQL } from "@exitgame/player/kit/graphql.server";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { PageHeader } from "../../components/PageHeader";
import { getViewer } from "../../auth/guards.server";
import { ManagedCompetitionsQuery } from "../../competitions/documents";
import { MyGamesQuery } from "../../games/documents";
import type { Route } from "./+types/lti-deep-link";

/**
 * /dashboard/lti/deep-link/:id [login]: the LTI Deep Linking picker. An instructor came here from
 * the learning platform's "add content" (the layout sends them to log in first, then back); they
 * pick one of their published games or (competition managers) one of their competitions, and the
 * form posts natively to POST /lti/deep-link, whose answer posts the signed choice back to the
 * platform.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  if (!/^[0-9a-f-]{36}$/i.test(params.id)) throw data(null, { status: 404 });
  const viewer = await getViewer(request);
  const manages = viewer?.roles.some((r) => r === "COMPETITION_MANAGER" || r === "ADMIN");
  const [{ myGames }, competitions] = await Promise.all([
    requestGraphQL(request, MyGamesQuery, {}),
    manages
      ? requestGraphQL(request, ManagedCompetitionsQuery, {}).then((r) =>
          r.managedCompetitions.filter((c) => c.phase !== "ENDED"),
        )
      : Promise.resolve([]),
  ]);
  return {
    id: params.id,
    games: myGames.filter((g) => g.status === "PUBLISHED" || g.status === "UNLISTED"),
    competitions: competitions.map((c) => ({ id: c.id, title: c.title, game: c.game.title })),
  };
}

export default function LtiDeepLink({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("lti");
  const { id, games, competitions } = loaderData;
  const [chosen, setChosen] = useState<string>("");
  return (
    <Flex direction="column" gap="4" p="5" style={{ maxWidth: 1100 }}>
      <title>{`${t("deepLink.title")} – Exitgame Studio`}</title>
      <PageHeader title={t("deepLink.title")} description={t("deepLink.intro")} />
      {games.length === 0 && competitions.length === 0 ? (
        <Card>
          <Text as="p" color="gray">
            {t("deepLink.empty")}
          </Text>
        </Card>
      ) : (
        <form method="post" action="/lti/deep-link" aria-label={t("deepLink.title")}>
          <input type="hidden" name="id" value={id} />
          <Flex direction="column" gap="4">
            <RadioCards.Root
              name="gameId"
              value={chosen}
              onValueChange={setChosen}
              aria-label={t("deepLink.games")}
              columns={{ initial: "1", sm: "2" }}
              required
            >
              {games.map((game) => (
                <RadioCards.Item key={game.id} value={String(game.id)}>
                  <Flex direction="column">
                    <Text weight="bold">{game.title}</Text>
                    <Text size="1" color="gray">
                      {t("deepLink.gameId", { id: game.id })}
                    </Text>
                  </Flex>
                </RadioCards.Item>
              ))}
              {competitions.map((c) => (
                <RadioCards.Item key={c.id} value={`competition:${c.id}`}>
                  <Flex direction="column">
                    <Text weight="bold">{c.title}</Text>
                    <Text size="1" color="gray">
                      {t("deepLink.competition", { game: c.game })}
                    </Text>
                  </Flex>
                </RadioCards.Item>
              ))}
            </RadioCards.Root>
            <Flex>
              <Button type="submit" disabled={!chosen}>
                {t("deepLink.submit")}
              </Button>
            </Flex>
          </Flex>
        </form>
      )}
    </Flex>
  );
}
