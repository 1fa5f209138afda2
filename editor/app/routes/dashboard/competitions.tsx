import {
  Badge,
  Button,
  Card,
  DropdownMenu,
  Flex,
  Grid,
  Heading,
  IconButton,
  Link,
  Text,
  DataList,
} from "@radix-ui/themes";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { useDateFormat } from "@exitgame/player/kit";
import { requestGraphQL } from "@exitgame/player/kit/graphql.server";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { data, useFetcher } from "react-router";
import { requireRole } from "../../auth/guards.server";
import {
  runCompetitionIntent,
  type CompetitionActionResult,
} from "../../competitions/actions.server";
import { ManagedCompetitionsQuery } from "../../competitions/documents";
import { PageHeader } from "../../components/PageHeader";
import { useToast } from "../../components/Toaster";
import type { Route } from "./+types/competitions";

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "COMPETITION_MANAGER");
  const result = await requestGraphQL(request, ManagedCompetitionsQuery, {});
  return { competitions: result.managedCompetitions, serverTime: String(result.serverTime) };
}

export async function action({ request }: Route.ActionArgs) {
  await requireRole(request, "COMPETITION_MANAGER");
  const result = await runCompetitionIntent(request, await request.formData());
  return data(result, { status: result.ok ? 200 : 400 });
}

type Competition = Route.ComponentProps["loaderData"]["competitions"][number];
const GROUPS = ["ACTIVE", "UPCOMING", "ENDED"] as const;
const PHASE_COLOR = { ACTIVE: "green", UPCOMING: "amber", ENDED: "gray" } as const;

/** Time to start in hours and minutes; under a minute it is 'starting soon'. */
export function timeToStart(
  ms: number,
): { soon: true } | { soon: false; hours: number; minutes: number } {
  if (ms < 60_000) return { soon: true };
  const minutes = Math.floor(ms / 60_000);
  return { soon: false, hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** The server's clock, advanced by the browser's (which may be wrong in absolute terms). */
function useServerNow(serverTime: string): number {
  const base = useRef<{ server: number; local: number } | null>(null);
  const [now, setNow] = useState(() => Date.parse(serverTime));
  useEffect(() => {
    base.current ??= { server: Date.parse(serverTime), local: Date.now() };
    const tick = () => setNow(base.current!.server + (Date.now() - base.current!.local));
    const timer = setInterval(tick, 15_000);
    return () => clearInterval(timer);
  }, [serverTime]);
  return now;
}

function CompetitionTile({ c, now }: { c: Competition; now: number }) {
  const { t, i18n } = useTranslation("competitions");
  const format = useDateFormat();
  const toast = useToast();
  const fetcher = useFetcher<CompetitionActionResult>();
  const [deleting, setDeleting] = useState(false);
  const seen = useRef<unknown>(undefined);
  useEffect(() => {
    const result = fetcher.data;
    if (!result || result === seen.current) return;
    seen.current = result;
    toast(
      result.ok
        ? { text: t("deleted"), tone: "success" }
        : { text: `${t("delete.failed")}: ${result.error}`, tone: "error" },
    );
  });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(c.url);
      toast({ text: t("copied"), tone: "success" });
    } catch {
      toast({ text: t("copyFailed"), tone: "error" });
    }
  };
  const toStart = timeToStart(Date.parse(String(c.startDate)) - now);
  return (
    <Card size="3" data-testid="competition-tile" data-competition-id={c.id}>
      <Flex direction="column" gap="3">
        <Flex justify="between" align="start" gap="2">
          <Flex direction="column" gap="1">
            <Heading as="h3" size="4">
              <Link href={`/dashboard/competitions/${c.id}`}>{c.title}</Link>
            </Heading>
            {c.phase === "UPCOMING" ? (
              <Badge color="amber" data-testid="starts-in" suppressHydrationWarning>
                {toStart.soon ? t("tile.startsSoon") : t("tile.startsIn", toStart)}
              </Badge>
            ) : (
              <Badge color={PHASE_COLOR[c.phase]}>{t(`groups.${c.phase}`)}</Badge>
            )}
          </Flex>
          <DropdownMenu.Root>
            <DropdownMenu.Trigger>
              <IconButton
                variant="ghost"
                aria-label={t("tile.menu", { title: c.title })}
                loading={fetcher.state !== "idle"}
              >
                <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden>
                  <circle cx="3" cy="8" r="1.5" fill="currentColor" />
                  <circle cx="8" cy="8" r="1.5" fill="currentColor" />
                  <circle cx="13" cy="8" r="1.5" fill="currentColor" />
                </svg>
              </IconButton>
            </DropdownMenu.Trigger>
            <DropdownMenu.Content align="end">
              <DropdownMenu.Item asChild>
                <a href={`/dashboard/competitions/${c.id}`}>{t("actions.edit")}</a>
              </DropdownMenu.Item>
              <DropdownMenu.Item asChild>
                <a href={`/dashboard/competitions/${c.id}/live`}>{t("actions.live")}</a>
              </DropdownMenu.Item>
              <DropdownMenu.Item asChild>
                <a href={`/dashboard/competitions/${c.id}/debrief`}>{t("actions.debrief")}</a>
              </DropdownMenu.Item>
              <DropdownMenu.Item asChild>
                <a
                  href={`/api/competitions/${c.id}/kit.pdf?lang=${i18n.language.startsWith("de") ? "de" : "en"}`}
                  download
                >
                  {t("actions.kit")}
                </a>
              </DropdownMenu.Item>
              <DropdownMenu.Item onSelect={() => void copy()}>
                {t("actions.copyUrl")}
              </DropdownMenu.Item>
              <DropdownMenu.Item asChild>
                <a href={`/competitions/${c.id}`}>{t("actions.open")}</a>
              </DropdownMenu.Item>
              <DropdownMenu.Separator />
              <DropdownMenu.Item color="red" onSelect={() => setDeleting(true)}>
                {t("actions.delete")}
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Root>
        </Flex>
        <DataList.Root size="2">
          <DataList.Item>
            <DataList.Label>{t("tile.game")}</DataList.Label>
            <DataList.Value>{c.game.title}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>{t("tile.participants")}</DataList.Label>
            <DataList.Value data-testid="participants">{c.participantCount}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>{t("tile.start")}</DataList.Label>
            <DataList.Value>{format.dateTime(String(c.startDate))}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>{t("tile.end")}</DataList.Label>
            <DataList.Value>{format.dateTime(String(c.endDate))}</DataList.Value>
          </DataList.Item>
        </DataList.Root>
      </Flex>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        maxWidth="480px"
        title={t("delete.title")}
        text={t("delete.text", { title: c.title })}
        cancelLabel={t("cancel")}
        confirmLabel={t("delete.confirm")}
        onConfirm={() =>
          fetcher.submit({ intent: "deleteCompetition", id: c.id }, { method: "post" })
        }
      />
    </Card>
  );
}

export default function Competitions({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("competitions");
  const now = useServerNow(loaderData.serverTime);
  const { competitions } = loaderData;
  return (
    <Flex direction="column" gap="5" p="5" style={{ maxWidth: 1200 }}>
      <title>{`${t("title")} – Exitgame Studio`}</title>
      <PageHeader
        title={t("title")}
        description={t("intro")}
        actions={
          <Button size="3" asChild>
            <a href="/dashboard/competitions/new">{t("new")}</a>
          </Button>
        }
      />
      {competitions.length === 0 ? (
        <Card size="4">
          <Flex direction="column" gap="3" align="start">
            <Text size="4" weight="medium">
              {t("empty.title")}
            </Text>
            <Text color="gray">{t("empty.text")}</Text>
          </Flex>
        </Card>
      ) : (
        GROUPS.map((group) => {
          const list = competitions.filter((c) => c.phase === group);
          return (
            <section key={group} aria-labelledby={`group-${group}`} data-testid={`group-${group}`}>
              <Heading as="h2" size="5" mb="3" id={`group-${group}`}>
                {t(`groups.${group}`)} ({list.length})
              </Heading>
              {list.length === 0 ? (
                <Text color="gray" size="2">
                  {t("emptyGroup")}
                </Text>
              ) : (
                <Grid columns={{ initial: "1", sm: "2", lg: "3" }} gap="4">
                  {list.map((c) => (
                    <CompetitionTile key={c.id} c={c} now={now} />
                  ))}
                </Grid>
              )}
            </section>
          );
        })
      )}
    </Flex>
  );
}
