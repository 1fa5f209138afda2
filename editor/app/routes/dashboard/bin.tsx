/**
 * The bin ("Papierkorb"): the viewer's deleted games, each until it is purged 30 days after it was
 * deleted; "Restore" brings it back to the games list as a draft.
 */
import { useDateFormat } from "@exitgame/player/kit";
import { requestGraphQL, fetchGraphQL } from "@exitgame/player/kit/graphql.server";
import { Button, Card, Flex, Link, Table, Text, VisuallyHidden } from "@radix-ui/themes";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useFetcher } from "react-router";
import { PageHeader } from "../../components/PageHeader";
import { useToast } from "../../components/Toaster";
import { apiResult, type SharingResult } from "../../games/sharing.server";
import { DeletedGamesQuery, RestoreGameMutation } from "../../games/sharing-documents";
import type { Route } from "./+types/bin";

export async function loader({ request }: Route.LoaderArgs) {
  const { deletedGames } = await requestGraphQL(request, DeletedGamesQuery, {});
  return { games: deletedGames };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const id = Number(form.get("id"));
  return apiResult("restore", async () => {
    await fetchGraphQL(request, RestoreGameMutation, { id });
    return { id };
  });
}

type Game = Route.ComponentProps["loaderData"]["games"][number];

function BinRow({ game }: { game: Game }) {
  const { t } = useTranslation("sharing");
  const format = useDateFormat();
  const toast = useToast();
  const fetcher = useFetcher<SharingResult>();
  const seen = useRef<unknown>(undefined);
  useEffect(() => {
    const result = fetcher.data;
    if (!result || result === seen.current) return;
    seen.current = result;
    toast(
      result.ok
        ? { text: t("bin.restored", { title: game.title }), tone: "success" }
        : { text: result.error, tone: "error" },
    );
  });
  return (
    <Table.Row align="center" data-testid="bin-row" data-game-id={game.id}>
      <Table.RowHeaderCell>
        <Text weight="medium">{game.title}</Text>
      </Table.RowHeaderCell>
      <Table.Cell>{game.deletedAt ? format.dateTime(game.deletedAt) : ""}</Table.Cell>
      <Table.Cell>{game.purgeAt ? format.dateTime(game.purgeAt) : ""}</Table.Cell>
      <Table.Cell justify="end">
        <fetcher.Form method="post">
          <input type="hidden" name="id" value={game.id} />
          <Button
            type="submit"
            size="1"
            variant="soft"
            loading={fetcher.state !== "idle"}
            aria-label={t("bin.restoreLabel", { title: game.title })}
          >
            {t("bin.restore")}
          </Button>
        </fetcher.Form>
      </Table.Cell>
    </Table.Row>
  );
}

export default function Bin({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("sharing");
  return (
    <Flex direction="column" gap="4" p="5" style={{ maxWidth: 1100 }}>
      <title>{`${t("bin.title")} – Exitgame Studio`}</title>
      <PageHeader
        title={t("bin.title")}
        description={t("bin.intro")}
        actions={
          <Button asChild variant="soft">
            <RouterLink to="/dashboard/games">{t("bin.back")}</RouterLink>
          </Button>
        }
      />
      {loaderData.games.length === 0 ? (
        <Card size="3">
          <Text color="gray">{t("bin.empty")}</Text>
        </Card>
      ) : (
        <Table.Root variant="surface" aria-label={t("bin.title")}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{t("bin.columns.title")}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t("bin.columns.deleted")}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t("bin.columns.purge")}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>
                <VisuallyHidden>{t("bin.columns.actions")}</VisuallyHidden>
              </Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {loaderData.games.map((game) => (
              <BinRow key={game.id} game={game} />
            ))}
          </Table.Body>
        </Table.Root>
      )}
      <Text size="2" color="gray">
        <Link asChild>
          <RouterLink to="/dashboard/games">{t("bin.back")}</RouterLink>
        </Link>
      </Text>
    </Flex>
  );
}
