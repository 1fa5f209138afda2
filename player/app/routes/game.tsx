import { Box, Button, Card, Code, Container, Flex, Heading, Text } from "@radix-ui/themes";
import { graphql } from "@exitgame/schema";
import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { requestGraphQL } from "../shell/graphql.server";
import { SiteHeader } from "../components/SiteHeader";
import { StatusBadge } from "../components/StatusBadge";
import { parseGameId } from "../lib/game-id";
import type { Route } from "./+types/game";

const GamePageQuery = graphql(`
  query GamePage($id: Int!) {
    publicGame(id: $id) {
      id
      title
      status
      url
      playUrl
    }
  }
`);

export async function loader({ request, params }: Route.LoaderArgs) {
  const id = parseGameId(params.id);
  const game =
    id === null ? null : (await requestGraphQL(request, GamePageQuery, { id })).publicGame;
  if (!game) return data({ game: null }, { status: 404 });
  return { game };
}

export default function GamePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("player");
  const { game } = loaderData;
  return (
    <>
      <title>{game ? `${game.title} – Exitgame Studio` : t("play.notFound")}</title>
      <SiteHeader />
      <Container size="2" px="4" py="8" asChild>
        <main>
          {game ? (
            <Card size="4">
              <Flex direction="column" gap="4">
                <Flex align="center" gap="3" wrap="wrap">
                  <Heading as="h1" size="7">
                    {game.title}
                  </Heading>
                  <StatusBadge status={game.status} />
                </Flex>
                <Text color="gray">{t("game.id", { id: game.id })}</Text>
                <Box>
                  <Text as="p" size="2" color="gray" mb="1">
                    {t("game.link")}
                  </Text>
                  <Code size="3">{game.url}</Code>
                </Box>
                <Flex>
                  <Button size="4" asChild>
                    <a href={`/games/${game.id}/play`}>{t("game.play")}</a>
                  </Button>
                </Flex>
              </Flex>
            </Card>
          ) : (
            <Card size="4">
              <Text as="p" size="4" role="alert">
                {t("play.notFound")}
              </Text>
            </Card>
          )}
        </main>
      </Container>
    </>
  );
}
