import { Badge, Button, Card, Flex, Link, Table, Text } from "@radix-ui/themes";
import type { BoardFieldsFragment } from "@exitgame/schema";
import { useDateFormat } from "@exitgame/player/kit";
import { requestGraphQL } from "@exitgame/player/kit/graphql.server";
import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { requireRole } from "../../auth/guards.server";
import { CompetitionData } from "../../competitions/CompetitionData";
import { toCsv } from "../../competitions/csv";
import { BOARD_SUBSCRIPTION, CompetitionBoardQuery } from "../../competitions/documents";
import { useLiveSubscription } from "../../competitions/live-stream";
import {
  LessonControls,
  StuckNote,
  TeamActions,
  TeamTimeState,
} from "../../competitions/LessonControls";
import { PageHeader } from "../../components/PageHeader";
import { HintLogPanel, PushHintDialog, useCompetitionHints } from "../../competitions/HintPanel";
import { useToast } from "../../components/Toaster";
import type { Route } from "./+types/competition-live";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, "COMPETITION_MANAGER");
  const id = params.competitionId;
  const result = /^[0-9a-f-]{36}$/i.test(id)
    ? await requestGraphQL(request, CompetitionBoardQuery, { id }).catch(() => null)
    : null;
  if (!result) throw data(null, { status: 404 });
  return { competition: result.managedCompetition, board: result.competitionBoard };
}

type Board = BoardFieldsFragment;

function useLiveBoard(id: string, initial: Board): { board: Board; connected: boolean } {
  const { value, connected } = useLiveSubscription(
    BOARD_SUBSCRIPTION,
    id,
    "competitionBoardChanged",
    initial,
  );
  return { board: value, connected };
}

function duration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mm = String(m).padStart(2, "0");
  const ss = String(s).padStart(2, "0");
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** The team's players as the competition's naming mode names them (the API's displayName). */
const teamName = (team: Board["teams"][number]) =>
  team.players.map((p) => p.displayName).join(", ");

export default function CompetitionLive({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("competitions");
  const format = useDateFormat();
  const toast = useToast();
  const { competition } = loaderData;
  const { board, connected } = useLiveBoard(competition.id, loaderData.board);
  const { hints, failed: hintsFailed } = useCompetitionHints(competition.id, board.updatedAt);
  const nameOf = (sessionId: string) => {
    const team = board.teams.find((x) => x.sessionId === sessionId);
    return team ? teamName(team) : "";
  };

  const exportResults = () => {
    const csv = toCsv(
      [
        t("board.columns.rank"),
        t("board.columns.team"),
        t("board.columns.scene"),
        t("board.columns.scenes"),
        t("board.columns.wrong"),
        t("board.columns.time"),
        t("board.columns.status"),
      ],
      board.teams.map((team) => [
        team.rank ?? "",
        teamName(team),
        team.currentSceneName ?? "",
        team.scenesReached,
        [
          team.wrongAttempts,
          ...team.wrongAttemptsPerLock.map((lock) =>
            t("board.perLock", { name: lock.elementName, count: lock.count }),
          ),
        ].join(" · "),
        duration(team.timePlayedMs),
        team.finished && team.finishedAt
          ? `${t("board.finished")} ${format.dateTime(team.finishedAt)}`
          : t("board.playing"),
      ]),
    );
    const url = URL.createObjectURL(new Blob(["\uFEFF", csv], { type: "text/csv;charset=utf-8" }));
    const a = document.createElement("a");
    a.href = url;
    a.download = `results-${competition.title.replace(/[^\p{L}\p{N}]+/gu, "-")}.csv`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    toast({ text: t("board.exported"), tone: "success" });
  };

  return (
    <Flex direction="column" gap="4" p="5" style={{ maxWidth: 1200 }}>
      <title>{`${t("board.title", { title: competition.title })} – Exitgame Studio`}</title>
      <Link href="/dashboard/competitions" size="2">
        ← {t("board.back")}
      </Link>
      <PageHeader
        title={t("board.title", { title: competition.title })}
        description={`${format.dateTime(String(competition.startDate))} – ${format.dateTime(String(competition.endDate))}`}
        actions={
          <Flex gap="3" align="center">
            <Badge
              color={connected ? "green" : "amber"}
              size="2"
              data-testid="live-status"
              data-connected={connected}
            >
              {connected ? t("board.live") : t("board.reconnecting")}
            </Badge>
            <PushHintDialog
              competitionId={competition.id}
              team={null}
              stored={hints?.stored ?? []}
            />
            <Button variant="soft" onClick={exportResults} disabled={board.teams.length === 0}>
              {t("board.export")}
            </Button>
          </Flex>
        }
      />
      <LessonControls competitionId={competition.id} board={board} />
      <Text size="2" color="gray">
        {t("board.teams", { count: board.teams.length })}
      </Text>
      {board.teams.length === 0 ? (
        <Card size="3">
          <Text color="gray">{t("board.empty")}</Text>
        </Card>
      ) : (
        <Table.Root variant="surface" data-testid="board">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{t("board.columns.rank")}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t("board.columns.team")}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t("board.columns.scene")}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t("board.columns.scenes")}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t("board.columns.wrong")}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t("board.hints.hintsColumn")}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t("board.columns.time")}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t("board.columns.status")}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t("board.columns.actions")}</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {board.teams.map((team) => (
              <Table.Row
                key={team.sessionId}
                data-testid="board-team"
                data-session={team.sessionId}
                data-stuck={team.stuck ? team.stuck.reason : undefined}
                style={team.stuck ? { background: "var(--red-a3)" } : undefined}
              >
                <Table.Cell>{team.rank ?? "–"}</Table.Cell>
                <Table.RowHeaderCell>
                  <Text as="div">{teamName(team)}</Text>
                  <StuckNote team={team} />
                </Table.RowHeaderCell>
                <Table.Cell data-testid="team-scene">
                  {team.currentSceneName ?? t("board.notStarted")}
                </Table.Cell>
                <Table.Cell data-testid="team-scenes">
                  {team.scenesReached} / {board.sceneCount}
                </Table.Cell>
                <Table.Cell data-testid="team-wrong">
                  <Text as="div">{team.wrongAttempts}</Text>
                  {team.wrongAttemptsPerLock.length > 0 ? (
                    <Text as="div" size="1" color="gray" data-testid="team-wrong-per-lock">
                      {team.wrongAttemptsPerLock
                        .map((lock) =>
                          t("board.perLock", { name: lock.elementName, count: lock.count }),
                        )
                        .join(" · ")}
                    </Text>
                  ) : null}
                </Table.Cell>
                <Table.Cell data-testid="team-hints">
                  <Flex direction="column" gap="1" align="start">
                    <Text>
                      {t("board.hints.hintsCount", { count: team.hintsTaken })}
                      {team.penaltySeconds > 0
                        ? ` (${t("board.hints.penalty", { seconds: team.penaltySeconds })})`
                        : ""}
                    </Text>
                    <PushHintDialog
                      competitionId={competition.id}
                      team={{ sessionId: team.sessionId, name: teamName(team) }}
                      stored={hints?.stored ?? []}
                      disabled={team.finished}
                    />
                  </Flex>
                </Table.Cell>
                <Table.Cell>{duration(team.timePlayedMs)}</Table.Cell>
                <Table.Cell>
                  <Badge color={team.finished ? "green" : "blue"} data-testid="team-status">
                    {team.finished ? t("board.finished") : t("board.playing")}
                  </Badge>
                  <TeamTimeState team={team} />
                </Table.Cell>
                <Table.Cell>
                  <TeamActions competitionId={competition.id} team={team} name={teamName(team)} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      <CompetitionData
        competition={competition}
        teams={board.teams.length}
        players={board.teams.reduce((n, team) => n + team.players.length, 0)}
      />
      <HintLogPanel hints={hints} failed={hintsFailed} teamName={nameOf} />
    </Flex>
  );
}
