/**
 * The players' data of a competition on its page (issue 27): when it will be deleted, export as
 * JSON and CSV (who, what, when) and deletion at once with a confirmation naming what goes.
 * Talks to /graphql from the browser (same origin, the session cookie), like the live board.
 */
import { AlertDialog, Button, Callout, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { useDateFormat } from "@exitgame/player/kit";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toCsv } from "./csv";

export interface CompetitionDataInfo {
  id: string;
  title: string;
  phase: string;
  dataDeletionAt: unknown;
  dataDeletedAt?: unknown;
  deletedTeamCount?: number | null;
  deletedPlayerCount?: number | null;
}

interface ExportedPlayer {
  displayName: string;
  accessCode: string | null;
}
interface ExportedTeam {
  team: number;
  joinedAt: string;
  finishedAt: string | null;
  players: ExportedPlayer[];
  scenesReached: string[];
  wrongAttempts: number;
  inputs: unknown[];
  answerAttempts: unknown[];
}
interface Exported {
  teams: ExportedTeam[];
}

async function graphql<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetch("/graphql", {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json", "x-graphql-yoga-csrf": "1" },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length || !body.data) throw new Error(body.errors?.[0]?.message ?? "error");
  return body.data;
}

function download(name: string, type: string, content: string) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function CompetitionData({
  competition,
  teams,
  players,
}: {
  competition: CompetitionDataInfo;
  /** Teams and players stored now (the board's). */
  teams: number;
  players: number;
}) {
  const { t } = useTranslation("competitions");
  const format = useDateFormat();
  const [info, setInfo] = useState(competition);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const slug = competition.title.replace(/[^\p{L}\p{N}]+/gu, "-");

  const exportData = async (kind: "json" | "csv") => {
    setError(null);
    setNotice(null);
    try {
      const data = await graphql<{ exportCompetitionData: Exported }>(
        "query ExportCompetitionData($id: ID!) { exportCompetitionData(id: $id) }",
        { id: competition.id },
      );
      const exported = data.exportCompetitionData;
      if (kind === "json")
        download(`data-${slug}.json`, "application/json", JSON.stringify(exported, null, 2));
      else
        download(
          `data-${slug}.csv`,
          "text/csv;charset=utf-8",
          "\uFEFF" +
            toCsv(
              (
                [
                  "team",
                  "player",
                  "accessCode",
                  "joinedAt",
                  "finishedAt",
                  "scenes",
                  "wrong",
                  "inputs",
                  "attempts",
                ] as const
              ).map((c) => t(`privacy.data.csv.${c}`)),
              exported.teams.flatMap((team) =>
                team.players.map((p) => [
                  team.team,
                  p.displayName,
                  p.accessCode ?? "",
                  team.joinedAt,
                  team.finishedAt ?? "",
                  team.scenesReached.length,
                  team.wrongAttempts,
                  team.inputs.length,
                  team.answerAttempts.length,
                ]),
              ),
            ),
        );
      setNotice(t("privacy.data.exported"));
    } catch (failure) {
      setError((failure as Error).message);
    }
  };

  const deleteData = async () => {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      const data = await graphql<{ deleteCompetitionData: Partial<CompetitionDataInfo> }>(
        "mutation DeleteCompetitionData($id: ID!) { deleteCompetitionData(id: $id) { id dataDeletedAt deletedTeamCount deletedPlayerCount } }",
        { id: competition.id },
      );
      setInfo((current) => ({ ...current, ...data.deleteCompetitionData }));
      setNotice(t("privacy.data.deletedToast"));
      setOpen(false);
      // The board below shows the teams that are gone: reload it.
      window.location.reload();
    } catch (failure) {
      setError((failure as Error).message);
      setOpen(false);
    } finally {
      setBusy(false);
    }
  };

  const running = info.phase === "ACTIVE";
  return (
    <Card size="3" data-testid="competition-data">
      <Flex direction="column" gap="3">
        <Heading as="h2" size="4">
          {t("privacy.data.title")}
        </Heading>
        <Text size="2" data-testid="data-deletion-date">
          {info.dataDeletedAt && teams === 0
            ? t("privacy.data.deleted", {
                date: format.dateTime(String(info.dataDeletedAt)),
                teams: info.deletedTeamCount ?? 0,
                players: info.deletedPlayerCount ?? 0,
              })
            : t("privacy.data.deletesOn", { date: format.dateTime(String(info.dataDeletionAt)) })}
        </Text>
        <Flex gap="3" wrap="wrap">
          <Button
            variant="soft"
            onClick={() => void exportData("json")}
            data-testid="export-data-json"
          >
            {t("privacy.data.export")}
          </Button>
          <Button
            variant="soft"
            onClick={() => void exportData("csv")}
            data-testid="export-data-csv"
          >
            {t("privacy.data.exportCsv")}
          </Button>
          <AlertDialog.Root open={open} onOpenChange={setOpen}>
            <AlertDialog.Trigger>
              <Button
                color="red"
                variant="soft"
                disabled={running || teams === 0}
                aria-describedby={running ? "competition-data-running" : undefined}
                data-testid="delete-data"
              >
                {t("privacy.data.delete")}
              </Button>
            </AlertDialog.Trigger>
            <AlertDialog.Content maxWidth="520px" data-testid="delete-data-dialog">
              <AlertDialog.Title>
                {t("privacy.data.confirmTitle", { title: competition.title })}
              </AlertDialog.Title>
              <AlertDialog.Description size="2">
                {t("privacy.data.confirmText", { teams, players })}
              </AlertDialog.Description>
              <Flex gap="3" mt="4" justify="end">
                <AlertDialog.Cancel>
                  <Button variant="soft" color="gray">
                    {t("privacy.data.cancel")}
                  </Button>
                </AlertDialog.Cancel>
                <Button
                  color="red"
                  loading={busy}
                  onClick={() => void deleteData()}
                  data-testid="delete-data-confirm"
                >
                  {t("privacy.data.confirm")}
                </Button>
              </Flex>
            </AlertDialog.Content>
          </AlertDialog.Root>
        </Flex>
        {running ? (
          <Text size="1" color="gray" id="competition-data-running">
            {t("privacy.data.running")}
          </Text>
        ) : null}
        {notice ? (
          <Text size="2" color="green" role="status">
            {notice}
          </Text>
        ) : null}
        {error ? (
          <Callout.Root color="red" role="alert" data-testid="competition-data-error">
            <Callout.Text>{error}</Callout.Text>
          </Callout.Root>
        ) : null}
      </Flex>
    </Card>
  );
}
