import { Card, Container, DataList, Flex, Grid, Heading, Link, Text } from "@radix-ui/themes";
import { graphql } from "@exitgame/schema";
import { useTranslation } from "react-i18next";
import { SiteHeader } from "../components/SiteHeader";
import { PhaseBadge } from "../components/PhaseBadge";
import { formatDateTime, type Locale } from "../shell";
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
  const { t, i18n } = useTranslation("player");
  const locale = i18n.language as Locale;
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
                    <DataList.Root size="2">
                      <DataList.Item>
                        <DataList.Label>{t("competitions.game")}</DataList.Label>
                        <DataList.Value>{c.game.title}</DataList.Value>
                      </DataList.Item>
                      <DataList.Item>
                        <DataList.Label>{t("competitions.starts")}</DataList.Label>
                        <DataList.Value>{formatDateTime(c.startDate, locale)}</DataList.Value>
                      </DataList.Item>
                      <DataList.Item>
                        <DataList.Label>{t("competitions.ends")}</DataList.Label>
                        <DataList.Value>{formatDateTime(c.endDate, locale)}</DataList.Value>
                      </DataList.Item>
                      <DataList.Item>
                        <DataList.Label>{t("competitions.participants")}</DataList.Label>
                        <DataList.Value>{c.participantCount}</DataList.Value>
                      </DataList.Item>
                    </DataList.Root>
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
