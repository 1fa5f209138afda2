import { Card, Container, Flex, Grid, Heading, Link, Text } from "@radix-ui/themes";
import { graphql } from "@exitgame/schema";
import { useTranslation } from "react-i18next";
import { CompetitionFacts } from "../components/CompetitionFacts";
import { SiteHeader } from "../components/SiteHeader";
import { PhaseBadge } from "../components/PhaseBadge";
import { requestGraphQL } from "../shell/graphql.server";
import type { Route } from "./+types/competitions";

const PublicCompetitionsQuery = graphql(`
  query PublicCompetitions {
    publicCompetitions {
      id
      title
      phase
      startDate
      endDate
      participantCount
      game {
        id
        title
      }
    }
  }
`);

export async function loader({ request }: Route.LoaderArgs) {
  return (await requestGraphQL(request, PublicCompetitionsQuery, {})).publicCompetitions;
}

export default function Competitions({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("player");
  return (
    <>
      <title>{`${t("competitions.title")} – Exitgame Studio`}</title>
      <SiteHeader />
      <Container size="3" px="4" py="7" asChild>
        <main>
          <Heading as="h1" size="7" mb="2">
            {t("competitions.title")}
          </Heading>
          <Text as="p" color="gray" mb="5">
            {t("competitions.intro")}
          </Text>
          {loaderData.length === 0 ? (
            <Card size="3">
              <Text>{t("competitions.none")}</Text>
            </Card>
          ) : (
            <Grid columns={{ initial: "1", sm: "2" }} gap="4">
              {loaderData.map((c) => (
                <Card key={c.id} size="3">
                  <Flex direction="column" gap="3">
                    <Flex justify="between" align="center" gap="2">
                      <Link href={`/competitions/${c.id}`} weight="bold" size="4">
                        {c.title}
                      </Link>
                      <PhaseBadge phase={c.phase} />
                    </Flex>
                    <CompetitionFacts size="2" {...c} />
                  </Flex>
                </Card>
              ))}
            </Grid>
          )}
        </main>
      </Container>
    </>
  );
}
