import {
  Badge,
  Button,
  Callout,
  Card,
  Code,
  DataList,
  Flex,
  Heading,
  Table,
  Text,
} from "@radix-ui/themes";
import { useDateFormat } from "@exitgame/player/kit";
import {
  fetchGraphQL,
  GraphQLRequestError,
  requestGraphQL,
} from "@exitgame/player/kit/graphql.server";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { data, useFetcher } from "react-router";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import {
  CreateLtiPlatformMutation,
  DeleteLtiPlatformMutation,
  LtiAdminQuery,
  RotateLtiToolKeyMutation,
  UpdateLtiPlatformMutation,
} from "../../lti/documents";
import { PlatformDialog, type LtiActionResult } from "../../lti/PlatformDialog";
import type { Route } from "./+types/lti";

/** [login, admin] (the layout's loader guards; the API answers FORBIDDEN to anyone else). */
export async function loader({ request }: Route.LoaderArgs) {
  return requestGraphQL(request, LtiAdminQuery, {});
}

const text = (form: FormData, name: string) => String(form.get(name) ?? "");

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = text(form, "intent");
  const input = {
    name: text(form, "name"),
    issuer: text(form, "issuer"),
    clientId: text(form, "clientId"),
    deploymentIds: text(form, "deploymentIds").split(/\r?\n/),
    authLoginUrl: text(form, "authLoginUrl"),
    tokenUrl: text(form, "tokenUrl"),
    jwksUrl: text(form, "jwksUrl"),
  };
  try {
    if (intent === "create") await fetchGraphQL(request, CreateLtiPlatformMutation, { input });
    else if (intent === "update")
      await fetchGraphQL(request, UpdateLtiPlatformMutation, { id: text(form, "id"), input });
    else if (intent === "delete")
      await fetchGraphQL(request, DeleteLtiPlatformMutation, { id: text(form, "id") });
    else if (intent === "rotate") await fetchGraphQL(request, RotateLtiToolKeyMutation, {});
    else throw new Response("Unknown intent", { status: 400 });
    return data<LtiActionResult>({ ok: true, notice: intent });
  } catch (error) {
    // The API's message is already in the visitor's language.
    if (error instanceof GraphQLRequestError)
      return data<LtiActionResult>({ ok: false, error: error.message }, { status: 400 });
    throw error;
  }
}

type Platform = Route.ComponentProps["loaderData"]["ltiPlatforms"][number];

function DeletePlatform({ platform }: { platform: Platform }) {
  const { t } = useTranslation("lti");
  const fetcher = useFetcher<LtiActionResult>();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="1"
        variant="soft"
        color="red"
        loading={fetcher.state !== "idle"}
        onClick={() => setOpen(true)}
      >
        {t("platforms.delete")}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t("platforms.deleteTitle", { name: platform.name })}
        text={t("platforms.deleteText")}
        cancelLabel={t("platforms.cancel")}
        confirmLabel={t("platforms.delete")}
        onConfirm={() =>
          void fetcher.submit({ intent: "delete", id: platform.id }, { method: "post" })
        }
      />
    </>
  );
}

function ToolCard({ tool }: { tool: Route.ComponentProps["loaderData"]["ltiTool"] }) {
  const { t } = useTranslation("lti");
  const format = useDateFormat();
  const rotate = useFetcher<LtiActionResult>();
  const origin = tool.loginUrl.replace(/\/lti\/login$/, "");
  const rows = [
    ["registrationUrl", `${origin}/lti/register`],
    ["loginUrl", tool.loginUrl],
    ["launchUrl", tool.launchUrl],
    ["jwksUrl", tool.jwksUrl],
  ] as const;
  return (
    <Card size="3">
      <Heading as="h2" size="4" mb="1">
        {t("tool.title")}
      </Heading>
      <Text as="p" size="2" color="gray" mb="4">
        {t("tool.text")}
      </Text>
      {/* Long labels (German) wrap in a bounded column; long URLs break instead of squeezing it. */}
      <DataList.Root size="2" orientation={{ initial: "vertical", md: "horizontal" }}>
        {rows.map(([key, value]) => (
          <DataList.Item key={key}>
            <DataList.Label minWidth="10rem" maxWidth="16rem">
              {t(`tool.${key}`)}
            </DataList.Label>
            <DataList.Value style={{ minWidth: 0, overflowWrap: "anywhere" }}>
              <Code variant="ghost" style={{ userSelect: "all" }}>
                {value}
              </Code>
            </DataList.Value>
          </DataList.Item>
        ))}
        <DataList.Item>
          <DataList.Label minWidth="10rem" maxWidth="16rem">
            {t("tool.targetLinkUri")}
          </DataList.Label>
          <DataList.Value style={{ minWidth: 0, overflowWrap: "anywhere" }}>
            {t("tool.targetLinkUriValue", { example: `${origin}/games/12/play` })}
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label minWidth="10rem" maxWidth="16rem">
            {t("tool.keys")}
          </DataList.Label>
          <DataList.Value style={{ minWidth: 0, overflowWrap: "anywhere" }}>
            <Flex direction="column" gap="2">
              {tool.keys.length === 0 && <Text color="gray">{t("tool.noKeys")}</Text>}
              {tool.keys.map((key) => (
                <Flex key={key.kid} gap="2" align="center" wrap="wrap">
                  <Code variant="ghost">{key.kid.slice(0, 16)}…</Code>
                  {key.retiredAt ? (
                    <Badge color="gray">
                      {t("tool.retired", { date: format.date(key.retiredAt) })}
                    </Badge>
                  ) : (
                    <Badge color="green">{t("tool.current")}</Badge>
                  )}
                </Flex>
              ))}
              {tool.configured && (
                <rotate.Form method="post">
                  <input type="hidden" name="intent" value="rotate" />
                  <Flex gap="2" align="center" wrap="wrap">
                    <Button size="1" variant="soft" loading={rotate.state !== "idle"}>
                      {t("tool.rotate")}
                    </Button>
                    <Text size="1" color="gray">
                      {t("tool.rotateHint")}
                    </Text>
                  </Flex>
                </rotate.Form>
              )}
              {rotate.data?.ok && rotate.state === "idle" && (
                <Text size="2" color="green" role="status">
                  {t("tool.rotated")}
                </Text>
              )}
            </Flex>
          </DataList.Value>
        </DataList.Item>
      </DataList.Root>
    </Card>
  );
}

export default function AdminLti({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("lti");
  const { ltiTool, ltiPlatforms } = loaderData;
  return (
    <Flex direction="column" gap="5">
      <Text as="p" size="2">
        {t("intro")}
      </Text>
      {!ltiTool.configured && (
        <Callout.Root color="amber" role="alert">
          <Callout.Text>{t("notConfigured")}</Callout.Text>
        </Callout.Root>
      )}
      <ToolCard tool={ltiTool} />
      <Flex direction="column" gap="3">
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="4">
            {t("platforms.title")}
          </Heading>
          <PlatformDialog />
        </Flex>
        <Table.Root variant="surface">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{t("platforms.name")}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t("platforms.issuer")}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t("platforms.clientId")}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t("platforms.deploymentIds")}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t("platforms.actions")}</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {ltiPlatforms.length === 0 && (
              <Table.Row>
                <Table.Cell colSpan={5}>
                  <Text color="gray">{t("platforms.none")}</Text>
                </Table.Cell>
              </Table.Row>
            )}
            {ltiPlatforms.map((platform) => (
              <Table.Row key={platform.id} align="center" data-testid="lti-platform-row">
                <Table.RowHeaderCell>{platform.name}</Table.RowHeaderCell>
                <Table.Cell>
                  <Code variant="ghost">{platform.issuer}</Code>
                </Table.Cell>
                <Table.Cell>
                  <Code variant="ghost">{platform.clientId}</Code>
                </Table.Cell>
                <Table.Cell>{platform.deploymentIds.join(", ")}</Table.Cell>
                <Table.Cell>
                  <Flex gap="2">
                    <PlatformDialog platform={platform} />
                    <DeletePlatform platform={platform} />
                  </Flex>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Flex>
    </Flex>
  );
}
