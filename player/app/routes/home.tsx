import { Box, Button, Card, Container, Flex, Grid, Heading, Link, Text } from "@radix-ui/themes";
import { graphql } from "@exitgame/schema";
import { useTranslation } from "react-i18next";
import { requestGraphQL } from "../shell/graphql.server";
import { SiteHeader } from "../components/SiteHeader";
import type { Route } from "./+types/home";

const PublishedGamesQuery = graphql(`
  query PublishedGames {
    publishedGames(first: 24) {
      id
      title
      updatedAt
    }
  }
`);

export async function loader({ request }: Route.LoaderArgs) {
  const data = await requestGraphQL(request, PublishedGamesQuery, {});
  return { games: data.publishedGames };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("player");
  return (
    <>
      <title>{`Exitgame Studio – ${t("home.tagline")}`}</title>
      <SiteHeader />
      <main>
        <Box style={{ background: "linear-gradient(135deg, var(--indigo-3), var(--violet-3))" }}>
          <Container size="3" px="4" py="9">
            <Flex direction="column" gap="4" align="start">
              <Heading as="h1" size="8">
                {t("home.heading")}
              </Heading>
              <Text as="p" size="4" color="gray" style={{ maxWidth: 640 }}>
                {t("home.intro")}
              </Text>
              <Flex gap="3" wrap="wrap">
                <Button size="3" asChild>
                  <a href="/dashboard/games">{t("home.createCta")}</a>
                </Button>
                <Button size="3" variant="soft" asChild>
                  <a href="/competitions">{t("home.competitionsCta")}</a>
                </Button>
              </Flex>
              <Flex gap="3" align="center" wrap="wrap" data-testid="home-account">
                <Text size="2" color="gray">
                  {t("home.account")}
                </Text>
                <Link size="2" href="/auth/login">
                  {t("home.login")}
                </Link>
                <Link size="2" href="/auth/register">
                  {t("home.register")}
                </Link>
              </Flex>
            </Flex>
          </Container>
        </Box>
        <Container size="3" px="4" py="7">
          <Heading as="h2" size="5" mb="4">
            {t("home.gamesHeading")}
          </Heading>
          {loaderData.games.length === 0 ? (
            <Text color="gray">{t("home.noGames")}</Text>
          ) : (
            <Grid columns={{ initial: "1", sm: "2", md: "3" }} gap="4">
              {loaderData.games.map((game) => (
                <Card key={game.id} asChild size="2">
                  <a href={`/games/${game.id}`} data-testid="game-card">
                    <Flex direction="column" gap="1">
                      <Text weight="bold">{game.title}</Text>
                      <Text size="2" color="gray">
                        {t("game.id", { id: game.id })}
                      </Text>
                    </Flex>
                  </a>
                </Card>
              ))}
            </Grid>
          )}
        </Container>
      </main>
    </>
  );
}
