import {
  Badge,
  Button,
  Card,
  Dialog,
  DropdownMenu,
  Flex,
  IconButton,
  Link,
  Table,
  Text,
  VisuallyHidden,
} from "@radix-ui/themes";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { DiagnosticList, useDateFormat } from "@exitgame/player/kit";
import { requestGraphQL } from "@exitgame/player/kit/graphql.server";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { data, Link as RouterLink, useFetcher, useNavigate, useRevalidator } from "react-router";
import { ImportDialog } from "../../exchange/ImportDialog";
import { PageHeader } from "../../components/PageHeader";
import { ExportDialog } from "../../exchange/ExportDialog";
import { useToast } from "../../components/Toaster";
import { Field, FormMessage } from "../../forms/Field";
import { useForm } from "../../forms/use-form";
import type { Rules } from "../../forms/validation";
import { MyGamesQuery } from "../../games/documents";
import { ShareDialog } from "../../games/ShareDialog";
import { InvitesCard } from "../../games/InvitesCard";
import { apiResult } from "../../games/sharing.server";
import { AcceptGameInviteMutation, MyGameInvitesQuery } from "../../games/sharing-documents";
import { fetchGraphQL } from "@exitgame/player/kit/graphql.server";
import { runGameIntent, type GameActionResult, type GameIntent } from "../../games/actions.server";
import { ScormDialog } from "../../scorm/ScormDialog";
import type { Route } from "./+types/games";

export const GAME_TITLE_MAX = 100;

export async function loader({ request }: Route.LoaderArgs) {
  const [{ myGames }, { myGameInvites }] = await Promise.all([
    requestGraphQL(request, MyGamesQuery, {}),
    requestGraphQL(request, MyGameInvitesQuery, {}),
  ]);
  return { games: myGames, invites: myGameInvites };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  // An invitation listed on this page (issue 26): accepted by its id.
  if (form.get("intent") === "acceptInvite")
    return apiResult("acceptInvite", async () => {
      const inviteId = String(form.get("inviteId") ?? "");
      const { data } = await fetchGraphQL(request, AcceptGameInviteMutation, { inviteId });
      return { id: data.acceptGameInvite.id };
    });
  const result = await runGameIntent(request, form);
  return data(result, { status: result.ok ? 200 : 400 });
}

type Game = Route.ComponentProps["loaderData"]["games"][number];
type Invite = Route.ComponentProps["loaderData"]["invites"][number];
type Values = { title: string };
const tooLong = (value: string) =>
  value.trim().length > GAME_TITLE_MAX
    ? { key: "games:titleTooLong", params: { max: GAME_TITLE_MAX } }
    : undefined;
/** A title is required to create a game; a rename must not be empty. */
const TITLE_RULES: Record<"create" | "rename", Rules<Values>> = {
  create: {
    title: [(value) => (value.trim() ? undefined : { key: "games:titleRequired" }), tooLong],
  },
  rename: { title: [(value) => (value.trim() ? undefined : { key: "games:nameEmpty" }), tooLong] },
};

/**
 * The API's message, or ours when the API could not say anything useful. When the engine
 * refused the game, the problems come as data and are listed in the page's language.
 */
function useResultText() {
  const { t } = useTranslation(["games", "editor"]);
  return (result: Extract<GameActionResult, { ok: false }>) =>
    result.code === "NETWORK"
      ? t("editor:errors.NETWORK")
      : result.code === "UNKNOWN"
        ? t("editor:errors.UNKNOWN")
        : result.diagnostics
          ? t("games:errors.invalidGame")
          : result.error;
}

/** Success toasts (the messages for the visibility changes). */
function useIntentToast() {
  const { t } = useTranslation("games");
  const toast = useToast();
  const text = useResultText();
  return (result: GameActionResult | undefined) => {
    if (!result) return;
    if (!result.ok)
      toast({
        text: text(result),
        tone: "error",
        ...(result.diagnostics
          ? {
              details: (
                <DiagnosticList
                  diagnostics={result.diagnostics.items}
                  total={result.diagnostics.total}
                  max={5}
                />
              ),
            }
          : {}),
      });
    else
      toast({
        text: t(`done.${result.intent}`, { title: result.title ?? "" }),
        tone: "success",
        ...(result.intent === "publish" || result.intent === "publishUnlisted"
          ? { link: { href: `/games/${result.id}`, label: t("openGamePage") } }
          : {}),
      });
  };
}

/**
 * Toast once per answer of a fetcher, as soon as it arrives: a deleted game's row unmounts
 * when the list reloads, so waiting for the reload would lose the message.
 */
function useFetcherToast(
  fetcher: { state: string; data?: unknown },
  skip?: (result: GameActionResult) => boolean,
) {
  const show = useIntentToast();
  const seen = useRef<unknown>(undefined);
  useEffect(() => {
    if (!fetcher.data || fetcher.data === seen.current) return;
    seen.current = fetcher.data;
    const result = fetcher.data as GameActionResult;
    if (!skip?.(result)) show(result);
  });
}

function TitleDialog(props: {
  intent: "create" | "rename";
  game?: Game;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation("games");
  const fetcher = useFetcher<GameActionResult>();
  const result = fetcher.data;
  // Field errors from the API (empty or too long after trimming) show on the field.
  const failure =
    result && !result.ok && result.intent === props.intent
      ? {
          ok: false as const,
          message: undefined,
          fields: { title: { key: "games:apiError", params: { message: result.error } } },
        }
      : undefined;
  const form = useForm<Values>({
    initial: { title: props.game?.title ?? "" },
    rules: TITLE_RULES[props.intent],
    failure,
  });
  const { open, onOpenChange } = props;
  useFetcherToast(fetcher, (r) => !r.ok);
  const navigate = useNavigate();
  useEffect(() => {
    if (fetcher.state !== "idle" || !result?.ok || !open) return;
    onOpenChange(false);
    // A new game opens in the editor: that is what its author wants next.
    if (result.intent === "create") void navigate(`/editor/${result.id}`);
  }, [fetcher.state, result, open, onOpenChange, navigate]);
  const label = props.intent === "create" ? t("create.title") : t("rename.title");
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth="480px" aria-describedby={undefined}>
        <Dialog.Title>{label}</Dialog.Title>
        <fetcher.Form method="post" noValidate onSubmit={form.onSubmit} aria-label={label}>
          <input type="hidden" name="intent" value={props.intent} />
          {props.game && <input type="hidden" name="id" value={props.game.id} />}
          <Flex direction="column" gap="4">
            <Field
              label={t("create.field")}
              autoFocus
              maxLength={GAME_TITLE_MAX + 20}
              {...form.field("title")}
              error={form.error("title")}
            />
            <FormMessage incomplete={form.incomplete} />
          </Flex>
          <Flex gap="3" mt="5" justify="end">
            <Dialog.Close>
              <Button type="button" variant="soft" color="gray">
                {t("cancel")}
              </Button>
            </Dialog.Close>
            <Button type="submit" loading={fetcher.state !== "idle"}>
              {props.intent === "create" ? t("create.submit") : t("rename.submit")}
            </Button>
          </Flex>
        </fetcher.Form>
      </Dialog.Content>
    </Dialog.Root>
  );
}

const STATUS_COLOR = { PUBLISHED: "green", UNLISTED: "blue", DRAFT: "gray" } as const;

type GameFetcher = ReturnType<typeof useFetcher<GameActionResult>>;

function GameRow({ game, deleter }: { game: Game; deleter: GameFetcher }) {
  const { t } = useTranslation("games");
  const format = useDateFormat();
  const toast = useToast();
  const fetcher = useFetcher<GameActionResult>();
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [scorm, setScorm] = useState(false);
  const [sharing, setSharing] = useState(false);
  useFetcherToast(fetcher);
  // Shared games (issue 26): co-authors edit and publish; viewers open read-only and copy.
  const role = game.myRole ?? "OWNER";
  const owner = role === "OWNER";
  const canEdit = role !== "VIEWER";
  const openHref = canEdit ? `/editor/${game.id}` : `/dashboard/games/${game.id}/view`;
  const busy =
    fetcher.state !== "idle" ||
    (deleter.state !== "idle" && deleter.formData?.get("id") === String(game.id));
  const submit = (intent: GameIntent) =>
    fetcher.submit({ intent, id: String(game.id) }, { method: "post" });
  const copy = async (text: string, what: "url" | "id") => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ text: t(`copied.${what}`), tone: "success" });
    } catch {
      toast({ text: t(`copyFailed.${what}`), tone: "error" });
    }
  };
  const isPublic = game.status !== "DRAFT";
  return (
    <Table.Row align="center" data-testid="game-row" data-game-id={game.id}>
      <Table.RowHeaderCell>
        <Flex direction="column" gap="1">
          <Link asChild weight="medium" data-testid="game-edit-link">
            <RouterLink to={openHref}>{game.title}</RouterLink>
          </Link>
          <Text size="1" color="gray">
            {t("id", { id: game.id })}
          </Text>
          {game.sharedBy ? (
            <Text size="1" color="gray" data-testid="shared-by">
              {t(`sharing:sharedBy.${role === "VIEWER" ? "VIEWER" : "COAUTHOR"}`, {
                name: game.sharedBy,
              })}
            </Text>
          ) : null}
        </Flex>
      </Table.RowHeaderCell>
      <Table.Cell>
        <Badge color={STATUS_COLOR[game.status]} data-testid="game-status">
          {t(`status.${game.status}`)}
        </Badge>
      </Table.Cell>
      <Table.Cell>
        <Text size="2" color="gray">
          {format.dateTime(game.updatedAt)}
        </Text>
      </Table.Cell>
      <Table.Cell justify="end">
        <Flex gap="2" justify="end" align="center">
          <Button asChild size="1" variant="soft" color="gray">
            <RouterLink to={openHref}>{canEdit ? t("edit") : t("sharing:view.open")}</RouterLink>
          </Button>
          {isPublic && (
            <Button asChild size="1" variant="soft">
              <a href={`/games/${game.id}/play`}>{t("play")}</a>
            </Button>
          )}
          {/* Not modal: a modal menu aria-hides the page while its links stay focusable (axe). */}
          <DropdownMenu.Root modal={false}>
            <DropdownMenu.Trigger disabled={busy}>
              <IconButton
                variant="ghost"
                aria-label={t("menu", { title: game.title })}
                loading={busy}
              >
                <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden>
                  <circle cx="3" cy="8" r="1.5" fill="currentColor" />
                  <circle cx="8" cy="8" r="1.5" fill="currentColor" />
                  <circle cx="13" cy="8" r="1.5" fill="currentColor" />
                </svg>
              </IconButton>
            </DropdownMenu.Trigger>
            {/* A toast that comes or goes moves focus; only a click outside or Escape closes the menu. */}
            <DropdownMenu.Content align="end" onFocusOutside={(event) => event.preventDefault()}>
              {canEdit && (
                <DropdownMenu.Item onSelect={() => setRenaming(true)}>
                  {t("actions.rename")}
                </DropdownMenu.Item>
              )}
              {owner && (
                <DropdownMenu.Item onSelect={() => setSharing(true)}>
                  {t("sharing:share.menu")}
                </DropdownMenu.Item>
              )}
              <DropdownMenu.Item onSelect={() => void copy(game.url, "url")}>
                {t("actions.copyUrl")}
              </DropdownMenu.Item>
              <DropdownMenu.Item onSelect={() => void copy(String(game.id), "id")}>
                {t("actions.copyId")}
              </DropdownMenu.Item>
              <DropdownMenu.Separator />
              {canEdit && game.status !== "PUBLISHED" && (
                <DropdownMenu.Item onSelect={() => submit("publish")}>
                  {t("actions.publish")}
                </DropdownMenu.Item>
              )}
              {canEdit && game.status !== "UNLISTED" && (
                <DropdownMenu.Item onSelect={() => submit("publishUnlisted")}>
                  {t("actions.publishUnlisted")}
                </DropdownMenu.Item>
              )}
              {canEdit && game.status !== "DRAFT" && (
                <DropdownMenu.Item onSelect={() => submit("unpublish")}>
                  {t("actions.unpublish")}
                </DropdownMenu.Item>
              )}
              <DropdownMenu.Item onSelect={() => setExporting(true)}>
                {t("actions.export")}
              </DropdownMenu.Item>
              {owner && (
                <DropdownMenu.Item onSelect={() => setScorm(true)}>
                  {t("scorm:download.menu")}
                </DropdownMenu.Item>
              )}
              <DropdownMenu.Item asChild>
                <RouterLink to={`/dashboard/games/${game.id}/grades`}>
                  {t("actions.grades")}
                </RouterLink>
              </DropdownMenu.Item>
              <DropdownMenu.Separator />
              <DropdownMenu.Item onSelect={() => submit("copy")}>
                {t("actions.copy")}
              </DropdownMenu.Item>
              {owner && (
                <DropdownMenu.Item color="red" onSelect={() => setDeleting(true)}>
                  {t("actions.delete")}
                </DropdownMenu.Item>
              )}
            </DropdownMenu.Content>
          </DropdownMenu.Root>
        </Flex>
        <TitleDialog
          key={String(renaming)}
          intent="rename"
          game={game}
          open={renaming}
          onOpenChange={setRenaming}
        />
        <ExportDialog game={game} open={exporting} onOpenChange={setExporting} />
        {owner && (
          <ScormDialog
            kind="game"
            id={game.id}
            server={new URL(game.url).origin}
            published={isPublic}
            open={scorm}
            onOpenChange={setScorm}
          />
        )}
        {owner && <ShareDialog game={game} open={sharing} onOpenChange={setSharing} />}
        <ConfirmDialog
          open={deleting}
          onOpenChange={setDeleting}
          maxWidth="480px"
          title={t("delete.title")}
          text={t("delete.text", { title: game.title })}
          cancelLabel={t("cancel")}
          confirmLabel={t("delete.confirm")}
          onConfirm={() =>
            deleter.submit({ intent: "delete", id: String(game.id) }, { method: "post" })
          }
        />
      </Table.Cell>
    </Table.Row>
  );
}

function GamesPage({ games, invites }: { games: Game[]; invites: Invite[] }) {
  const { t } = useTranslation("games");
  // Deletes answer through the page, not the row: the deleted game's row unmounts when the
  // list reloads, sometimes before its effect saw the answer (the toast was lost).
  const deleter = useFetcher<GameActionResult>();
  useFetcherToast(deleter);
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);
  const revalidator = useRevalidator();
  return (
    <Flex direction="column" gap="4" p="5" style={{ maxWidth: 1100 }}>
      <title>{`${t("title")} – Exitgame Studio`}</title>
      <PageHeader
        title={t("title")}
        description={t("intro")}
        actions={
          <Flex gap="2">
            <Button size="3" variant="soft" color="gray" asChild>
              <RouterLink to="/dashboard/games/bin" data-testid="bin-link">
                {t("sharing:bin.title")}
              </RouterLink>
            </Button>
            <Button size="3" variant="soft" onClick={() => setImporting(true)}>
              {t("import:button")}
            </Button>
            <Button size="3" onClick={() => setCreating(true)}>
              {t("create.button")}
            </Button>
          </Flex>
        }
      />
      {invites.length > 0 && <InvitesCard invites={invites} />}
      <ImportDialog
        open={importing}
        onOpenChange={setImporting}
        onImported={() => void revalidator.revalidate()}
      />
      <TitleDialog
        key={String(creating)}
        intent="create"
        open={creating}
        onOpenChange={setCreating}
      />
      {games.length === 0 ? (
        <Card size="4">
          <Flex direction="column" gap="3" align="start">
            <Text size="4" weight="medium">
              {t("empty.title")}
            </Text>
            <Text color="gray">{t("empty.text")}</Text>
            <Button onClick={() => setCreating(true)}>{t("create.button")}</Button>
          </Flex>
        </Card>
      ) : (
        <Table.Root variant="surface">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{t("columns.title")}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t("columns.status")}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t("columns.updated")}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>
                <VisuallyHidden>{t("columns.actions")}</VisuallyHidden>
              </Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {games.map((game) => (
              <GameRow key={game.id} game={game} deleter={deleter} />
            ))}
          </Table.Body>
        </Table.Root>
      )}
      <Text size="2" color="gray">
        <Link href="/">{t("publicSite")}</Link>
      </Text>
    </Flex>
  );
}

export default function Games({ loaderData }: Route.ComponentProps) {
  return <GamesPage games={loaderData.games} invites={loaderData.invites} />;
}
