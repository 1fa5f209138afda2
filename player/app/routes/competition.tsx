import { Card, Container, Text } from "@radix-ui/themes";
import { graphql } from "@exitgame/schema";
import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { CompetitionView } from "../competition/CompetitionView";
import { SiteHeader } from "../components/SiteHeader";
import { requestGraphQL } from "../shell/graphql.server";
import type { Route } from "./+types/competition";

const PublicCompetitionQuery = graphql(`
  query PublicCompetition($id: ID!) {
    serverTime
    publicCompetition(id: $id) {
      id
      title
      phase
      startDate
      endDate
      participantCount
      participantNaming
      game {
        id
        title
      }
    }
  }
`);

export async function loader({ request, params }: Route.LoaderArgs) {
  const valid = /^[0-9a-f-]{36}$/i.test(params.competitionId);
  const result = valid
    ? await requestGraphQL(request, PublicCompetitionQuery, { id: params.competitionId })
    : null;
  const competition = result?.publicCompetition ?? null;
  if (!competition) return data({ competition: null, serverTime: null }, { status: 404 });
  return { competition, serverTime: result!.serverTime as string };
}

export default function CompetitionPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("player");
  const c = loaderData.competition;
  if (!c || !loaderData.serverTime) {
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
  return (
    <CompetitionView
      key={c.id}
      c={{ ...c, startDate: String(c.startDate), endDate: String(c.endDate) }}
      serverTime={loaderData.serverTime}
    />
  );
}
