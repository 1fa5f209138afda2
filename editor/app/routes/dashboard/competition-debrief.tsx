import {
  Badge,
  Button,
  Callout,
  Card,
  Flex,
  Heading,
  Link,
  Switch,
  Table,
  Text,
} from "@radix-ui/themes";
import type { CompetitionDebriefQuery } from "@exitgame/schema";
import { useDateFormat } from "@exitgame/player/kit";
import { requestGraphQL } from "@exitgame/player/kit/graphql.server";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { requireRole } from "../../auth/guards.server";
import {
  minutes,
  RiddleSolvedChart,
  RiddleTimeChart,
  SceneLegend,
  TeamTimeline,
} from "../../competitions/DebriefCharts";
import { CompetitionDebriefQuery as Query } from "../../competitions/debrief-documents";
import { PageHeader } from "../../components/PageHeader";
import type { Route } from "./+types/competition-debrief";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, "COMPETITION_MANAGER");
  const id = params.competitionId;
  const result = /^[0-9a-f-]{36}$/i.test(id)
    ? await requestGraphQL(request, Query, { id }).catch(() => null)
    : null;
  if (!result) throw data(null, { status: 404 });
  return { competition: result.managedCompetition, debrief: result.competitionDebrief };
}

type Debrief = CompetitionDebriefQuery["competitionDebrief"];

/** Print: only the debrief (no sidebar, no buttons), charts kept whole on a page. */
const PRINT_CSS = `
.debrief-caption { font-weight: 600; margin-bottom: 8px; }
.debrief-legend { display: flex; flex-wrap: wrap; gap: 12px; list-style: none; padding: 0; margin: 4px 0 0; font-size: 14px; }
.debrief-legend li { display: flex; align-items: center; gap: 6px; }
.debrief-swatch { width: 14px; height: 14px; border-radius: 3px; display: inline-block; }
@media print {
  @page { size: A4; margin: 14mm; }
  .dash-sidebar, .debrief-no-print { display: none !important; }
  .dash { display: block !important; }
  .debrief-page { padding: 0 !important; max-width: none !important; }
  .debrief-chart, .debrief-section table { break-inside: avoid; }
  .debrief-section { break-before: auto; }
  * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
}
`;

function duration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return "–";
  const total = Math.max(0, Math.round(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mm = String(m).padStart(2, "0");
  const ss = String(s).padStart(2, "0");
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

function RiddleTable({ debrief, showWrong }: { debrief: Debrief; showWrong: boolean }) {
  const { t } = useTranslation("debrief");
  const hints = debrief.riddles.some((r) => r.hintsTaken !== null);
  return (
    <Table.Root variant="surface" data-testid="debrief-riddles">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>{t("riddles.columns.riddle")}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t("riddles.columns.scene")}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t("riddles.columns.solved")}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t("riddles.columns.median")}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t("riddles.columns.slowest")}</Table.ColumnHeaderCell>
          {showWrong ? (
            <Table.ColumnHeaderCell>{t("riddles.columns.wrong")}</Table.ColumnHeaderCell>
          ) : null}
          <Table.ColumnHeaderCell>{t("riddles.columns.stopped")}</Table.ColumnHeaderCell>
          {hints ? (
            <Table.ColumnHeaderCell>{t("riddles.columns.hints")}</Table.ColumnHeaderCell>
          ) : null}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {debrief.riddles.map((r) => (
          <Table.Row key={r.elementId} data-testid="debrief-riddle">
            <Table.RowHeaderCell>{r.elementName}</Table.RowHeaderCell>
            <Table.Cell>{r.sceneName}</Table.Cell>
            <Table.Cell data-testid="riddle-solved">
              {t("riddles.ofTeams", { count: r.teamsSolved, total: debrief.teamCount })}
            </Table.Cell>
            <Table.Cell>{duration(r.medianSolveMs)}</Table.Cell>
            <Table.Cell>{duration(r.slowestSolveMs)}</Table.Cell>
            {showWrong ? (
              <Table.Cell data-testid="riddle-wrong">
                {r.wrongAnswers.length === 0 ? (
                  <Text color="gray">{t("riddles.noWrong")}</Text>
                ) : (
                  <ol style={{ margin: 0, paddingLeft: 18 }}>
                    {r.wrongAnswers.map((w, i) => (
                      <li key={i} data-testid="wrong-answer">
                        <code>{w.answer ?? t("notRecorded")}</code>{" "}
                        <Text color="gray">{t("riddles.wrongCount", { count: w.count })}</Text>
                      </li>
                    ))}
                  </ol>
                )}
              </Table.Cell>
            ) : null}
            <Table.Cell>{r.stoppedHere}</Table.Cell>
            {hints ? <Table.Cell>{r.hintsTaken ?? "–"}</Table.Cell> : null}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

function SceneTable({ debrief }: { debrief: Debrief }) {
  const { t } = useTranslation("debrief");
  return (
    <Table.Root variant="surface" data-testid="debrief-scenes">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>{t("scenes.columns.scene")}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t("scenes.columns.reached")}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t("scenes.columns.median")}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t("scenes.columns.slowest")}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t("scenes.columns.stopped")}</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {debrief.scenes.map((s) => (
          <Table.Row key={s.sceneId} data-testid="debrief-scene">
            <Table.RowHeaderCell>{s.sceneName}</Table.RowHeaderCell>
            <Table.Cell>
              {t("riddles.ofTeams", { count: s.teamsReached, total: debrief.teamCount })}
            </Table.Cell>
            <Table.Cell>{duration(s.medianReachMs)}</Table.Cell>
            <Table.Cell>{duration(s.slowestReachMs)}</Table.Cell>
            <Table.Cell>{s.stoppedHere}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

function TeamTable({ debrief }: { debrief: Debrief }) {
  const { t } = useTranslation("debrief");
  const hints = debrief.teams.some((team) => team.hintsTaken !== null);
  return (
    <Table.Root variant="surface" data-testid="debrief-teams">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>{t("teams.columns.team")}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t("teams.columns.players")}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t("teams.columns.status")}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t("teams.columns.time")}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t("teams.columns.solved")}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t("teams.columns.wrong")}</Table.ColumnHeaderCell>
          {hints ? (
            <Table.ColumnHeaderCell>{t("teams.columns.hints")}</Table.ColumnHeaderCell>
          ) : null}
          <Table.ColumnHeaderCell>{t("teams.columns.path")}</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {debrief.teams.map((team) => (
          <Table.Row key={team.sessionId} data-testid="debrief-team">
            <Table.RowHeaderCell>{t("teams.team", { number: team.number })}</Table.RowHeaderCell>
            <Table.Cell>{team.players.join(", ")}</Table.Cell>
            <Table.Cell>
              {team.finished ? (
                <Badge color="green">{t("teams.finished")}</Badge>
              ) : team.stoppedAt ? (
                <Text size="2">
                  {t("teams.stoppedAt", {
                    place: [team.stoppedAt.sceneName, team.stoppedAt.riddleName]
                      .filter(Boolean)
                      .join(" › "),
                  })}
                </Text>
              ) : (
                <Text color="gray">{t("teams.notStarted")}</Text>
              )}
            </Table.Cell>
            <Table.Cell>{duration(team.timePlayedMs)}</Table.Cell>
            <Table.Cell>{team.riddlesSolved}</Table.Cell>
            <Table.Cell>{team.wrongAttempts}</Table.Cell>
            {hints ? <Table.Cell>{team.hintsTaken ?? "–"}</Table.Cell> : null}
            <Table.Cell>
              {team.path
                .map((step) => `${step.sceneName} (${t("minutes", { value: minutes(step.atMs) })})`)
                .join(" → ")}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

export default function CompetitionDebrief({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("debrief");
  const format = useDateFormat();
  const { competition, debrief } = loaderData;
  const [showWrong, setShowWrong] = useState(true);
  const switchId = useId();
  const lang = i18n.language.startsWith("de") ? "de" : "en";
  const api = `/api/competitions/${competition.id}`;

  return (
    <Flex direction="column" gap="5" p="5" className="debrief-page" style={{ maxWidth: 1200 }}>
      <title>{`${t("title", { title: competition.title })} – Exitgame Studio`}</title>
      <style>{PRINT_CSS}</style>
      <Link href="/dashboard/competitions" size="2" className="debrief-no-print">
        ← {t("back")}
      </Link>
      <PageHeader
        title={t("title", { title: competition.title })}
        description={`${format.dateTime(String(competition.startDate))} – ${format.dateTime(String(competition.endDate))} · ${t("summary", { teams: debrief.teamCount, finished: debrief.finishedCount })}`}
        actions={
          <Flex gap="2" wrap="wrap" className="debrief-no-print">
            <Button variant="soft" asChild>
              <a href={`${api}/debrief/teams.csv?lang=${lang}`} download data-testid="csv-teams">
                {t("actions.teamsCsv")}
              </a>
            </Button>
            <Button variant="soft" asChild>
              <a
                href={`${api}/debrief/riddles.csv?lang=${lang}`}
                download
                data-testid="csv-riddles"
              >
                {t("actions.riddlesCsv")}
              </a>
            </Button>
            <Button variant="soft" asChild>
              <a href={`${api}/kit.pdf?lang=${lang}`} download data-testid="kit-pdf">
                {t("actions.kit")}
              </a>
            </Button>
            <Button onClick={() => window.print()}>{t("actions.print")}</Button>
          </Flex>
        }
      />
      {!debrief.ended ? (
        <Callout.Root color="amber" className="debrief-no-print">
          <Callout.Text>{t("stillRunning")}</Callout.Text>
        </Callout.Root>
      ) : null}
      {debrief.teamCount === 0 ? (
        <Card size="3">
          <Text color="gray">{t("empty")}</Text>
        </Card>
      ) : (
        <>
          <section className="debrief-section" aria-labelledby={`${switchId}-riddles`}>
            <Flex justify="between" align="center" wrap="wrap" gap="3" mb="3">
              <Heading as="h2" size="5" id={`${switchId}-riddles`}>
                {t("riddles.heading")}
              </Heading>
              <Text as="label" size="2" htmlFor={switchId} className="debrief-no-print">
                <Flex gap="2" align="center">
                  <Switch
                    id={switchId}
                    checked={showWrong}
                    onCheckedChange={setShowWrong}
                    data-testid="toggle-wrong"
                  />
                  {t("showWrong")}
                </Flex>
              </Text>
            </Flex>
            {debrief.riddles.length === 0 ? (
              <Text color="gray">{t("riddles.none")}</Text>
            ) : (
              <Flex direction="column" gap="4">
                <RiddleSolvedChart debrief={debrief} />
                <RiddleTimeChart debrief={debrief} />
                {!showWrong ? (
                  <Text size="2" color="gray" role="status">
                    {t("wrongHidden")}
                  </Text>
                ) : null}
                <RiddleTable debrief={debrief} showWrong={showWrong} />
              </Flex>
            )}
          </section>
          <section className="debrief-section" aria-labelledby={`${switchId}-scenes`}>
            <Heading as="h2" size="5" mb="3" id={`${switchId}-scenes`}>
              {t("scenes.heading")}
            </Heading>
            <SceneTable debrief={debrief} />
          </section>
          <section className="debrief-section" aria-labelledby={`${switchId}-teams`}>
            <Heading as="h2" size="5" mb="3" id={`${switchId}-teams`}>
              {t("teams.heading")}
            </Heading>
            <Flex direction="column" gap="4">
              <TeamTimeline debrief={debrief} />
              <SceneLegend debrief={debrief} />
              <TeamTable debrief={debrief} />
            </Flex>
          </section>
        </>
      )}
    </Flex>
  );
}
