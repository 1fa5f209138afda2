import { Card, Container, Flex, Heading, Link, Text } from "@radix-ui/themes";
import { graphql } from "@exitgame/schema";
import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { CompetitionFacts } from "../components/CompetitionFacts";
import { SiteHeader } from "../components/SiteHeader";
import { PhaseBadge } from "../components/PhaseBadge";
import { splitDuration, useNow } from "../lib/use-now";
import { useDateFormat } from "../shell";
import { requestGraphQL } from "../shell/graphql.server";
import type { Route } from "./+types/competition";

const PublicCompetitionQuery = graphql(`
  query PublicCompetition($id: ID!) {
    publicCompetition(id: $id) {
      id
      title
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

export async function loader({ request, params }: Route.LoaderArgs) {
  const valid = /^[0-9a-f-]{36}$/i.test(params.competitionId);
  const competition = valid
    ? (await requestGraphQL(request, PublicCompetitionQuery, { id: params.competitionId }))
        .publicCompetition
    : null;
  if (!competition) return data({ competition: null }, { status: 404 });
  return { competition };
}

export default function CompetitionPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("player");
  const format = useDateFormat();
  const now = useNow(1000);
  const c = loaderData.competition;
  if (!c) {
    return (
      <>
        <title>{`${t("competitions.notFound")} – Exitgame Studio`}</title>
        <SiteHeader />
        <Container size="2" px="4" py="8">
          <Card size="4">
            <Text role="alert">{t("competitions.notFound")}</Text>
          </Card>
        </Container>
      </>
    );
  }
  const start = Date.parse(c.startDate);
  const end = Date.parse(c.endDate);
  // The phase follows the clock in the browser, so the page turns over without a reload.
  const phase = now < start ? "UPCOMING" : now < end ? "ACTIVE" : "ENDED";
  const left = splitDuration(start - now);
  return (
    <>
      <title>{`${c.title} – Exitgame Studio`}</title>
      <SiteHeader />
      <Container size="2" px="4" py="7" asChild>
        <main>
          <Link href="/competitions" size="2">
            ← {t("competitions.back")}
          </Link>
          <Card size="4" mt="3">
            <Flex direction="column" gap="4">
              <Flex align="center" gap="3" wrap="wrap">
                <Heading as="h1" size="7">
                  {c.title}
                </Heading>
                <PhaseBadge phase={phase} />
              </Flex>
              {phase === "UPCOMING" ? (
                <Text size="6" weight="bold" suppressHydrationWarning data-testid="countdown">
                  {t("competitions.countdown", left)}
                </Text>
              ) : null}
              {phase === "ENDED" ? (
                <Text size="4">
                  {t("competitions.endedOn", {
                    date: format.date(c.endDate),
                    time: format.time(c.endDate),
                  })}
                </Text>
              ) : null}
              <CompetitionFacts {...c} />
            </Flex>
          </Card>
        </main>
      </Container>
    </>
  );
}
