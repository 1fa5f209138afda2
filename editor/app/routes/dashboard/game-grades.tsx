import { Badge, Button, Callout, Card, Code, Flex, Link, Table, Text } from "@radix-ui/themes";
import { useDateFormat } from "@exitgame/player/kit";
import {
  fetchGraphQL,
  GraphQLRequestError,
  requestGraphQL,
} from "@exitgame/player/kit/graphql.server";
import { useTranslation } from "react-i18next";
import { data, Link as RouterLink, useFetcher } from "react-router";
import { requireUser } from "../../auth/guards.server";
import { PageHeader } from "../../components/PageHeader";
import { LtiGradesQuery, RetryLtiScorePostMutation } from "../../lti/documents";
import type { Route } from "./+types/game-grades";

/**
 * /dashboard/games/:gameId/grades [login; the game's owner or an admin]: the scores sent to
 * learning platforms (LTI grades) for this game, each with the platform's answer; a post that
 * failed or waits can be sent again.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUser(request);
  const gameId = /^\d{1,9}$/.test(params.gameId) ? Number(params.gameId) : null;
  const result =
    gameId === null
      ? null
      : await requestGraphQL(request, LtiGradesQuery, { gameId }).catch((error: unknown) => {
          if (error instanceof GraphQLRequestError) return null;
          throw error;
        });
  if (!result) throw data(null, { status: 404 });
  return result;
}

type RetryResult = { ok: true } | { ok: false; error: string };

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  try {
    await fetchGraphQL(request, RetryLtiScorePostMutation, { id: String(form.get("id") ?? "") });
    return data<RetryResult>({ ok: true });
  } catch (error) {
    // The API's message is already in the visitor's language.
    if (error instanceof GraphQLRequestError)
      return data<RetryResult>({ ok: false, error: error.message }, { status: 400 });
    throw error;
  }
}

type Post = Route.ComponentProps["loaderData"]["ltiScorePosts"][number];
const STATUS_COLOR = { SENT: "green", PENDING: "amber", FAILED: "red" } as const;

function RetryButton({ post }: { post: Post }) {
  const { t } = useTranslation("lti");
  const fetcher = useFetcher<RetryResult>();
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="id" value={post.id} />
      <Flex direction="column" gap="1" align="end">
        <Button
          size="1"
          variant="soft"
          type="submit"
          loading={busy}
          aria-label={t("grades.retryFor", { user: post.userId ?? "?" })}
        >
          {t("grades.retry")}
        </Button>
        {fetcher.data && !fetcher.data.ok ? (
          <Text size="1" color="red" role="alert">
            {fetcher.data.error}
          </Text>
        ) : null}
      </Flex>
    </fetcher.Form>
  );
}

export default function GameGrades({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("lti");
  const format = useDateFormat();
  const { game, ltiScorePosts: posts } = loaderData;
  const percent = (post: Post) =>
    `${Math.round(post.score * post.scoreMaximum * 100) / 100} / ${post.scoreMaximum}`;
  return (
    <Flex direction="column" gap="4" p="5" style={{ maxWidth: 1100 }}>
      <title>{`${t("grades.title", { title: game.title })} – Exitgame Studio`}</title>
      <PageHeader
        title={t("grades.title", { title: game.title })}
        description={t("grades.intro")}
        actions={
          <Link asChild size="2">
            <RouterLink to="/dashboard/games">{t("grades.back")}</RouterLink>
          </Link>
        }
      />
      {posts.length === 0 ? (
        <Card>
          <Text as="p" color="gray">
            {t("grades.empty")}
          </Text>
        </Card>
      ) : (
        <Table.Root variant="surface" aria-label={t("grades.tableLabel")}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{t("grades.user")}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t("grades.score")}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t("grades.status")}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t("grades.answer")}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t("grades.when")}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>
                <span className="rt-visually-hidden">{t("grades.actions")}</span>
              </Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {posts.map((post) => (
              <Table.Row key={post.id} data-testid="grade-row" data-status={post.status}>
                <Table.RowHeaderCell>
                  <Text as="div" weight="medium">
                    {post.userId ?? "?"}
                  </Text>
                  <Text as="div" size="1" color="gray">
                    {post.platformName}
                  </Text>
                </Table.RowHeaderCell>
                <Table.Cell>{percent(post)}</Table.Cell>
                <Table.Cell>
                  <Badge color={STATUS_COLOR[post.status]}>
                    {t(`grades.state.${post.status}`)}
                  </Badge>
                  <Text as="div" size="1" color="gray">
                    {t("grades.attempts", { count: post.attempts })}
                  </Text>
                </Table.Cell>
                <Table.Cell>
                  {post.httpStatus !== null ? <Code>HTTP {post.httpStatus}</Code> : null}
                  {post.response ? (
                    <Text as="div" size="1" color="gray" style={{ wordBreak: "break-word" }}>
                      {post.response.slice(0, 160)}
                    </Text>
                  ) : null}
                </Table.Cell>
                <Table.Cell>
                  <Text as="div" size="2">
                    {format.dateTime(post.lastAttemptAt ?? post.createdAt)}
                  </Text>
                  {post.status === "PENDING" ? (
                    <Text as="div" size="1" color="gray">
                      {t("grades.next", { when: format.dateTime(post.nextAttemptAt) })}
                    </Text>
                  ) : null}
                </Table.Cell>
                <Table.Cell justify="end">
                  {post.status !== "SENT" ? <RetryButton post={post} /> : null}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      <Callout.Root mt="4" color="gray" size="1">
        <Callout.Text>{t("grades.relayed")}</Callout.Text>
      </Callout.Root>
    </Flex>
  );
}
