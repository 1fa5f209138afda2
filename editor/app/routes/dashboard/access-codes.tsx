import {
  Badge,
  Button,
  Checkbox,
  Flex,
  IconButton,
  Table,
  Text,
  TextField,
  VisuallyHidden,
} from "@radix-ui/themes";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { useDateFormat } from "@exitgame/player/kit";
import { requestGraphQL } from "@exitgame/player/kit/graphql.server";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, Link, useFetcher, useSearchParams } from "react-router";
import { requireRole } from "../../auth/guards.server";
import {
  runCompetitionIntent,
  type CompetitionActionResult,
} from "../../competitions/actions.server";
import { PaymentReferencesQuery } from "../../competitions/documents";
import { CopyIcon } from "../../components/icons";
import { PageHeader } from "../../components/PageHeader";
import type { Route } from "./+types/access-codes";
import { useResultToast, useCopy } from "../../competitions/access-code-parts";
import { ExportDialog, GenerateDialog, ImportDialog } from "../../competitions/AccessCodeDialogs";

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "COMPETITION_MANAGER");
  const url = new URL(request.url);
  const search = url.searchParams.get("q") ?? "";
  const showExpired = url.searchParams.get("expired") === "1";
  const requested = Number(url.searchParams.get("page") ?? "1");
  const page = Number.isInteger(requested) && requested > 1 ? requested : 1;
  const vars = { search: search || null, showExpired, first: PAGE_SIZE };
  let result = await requestGraphQL(request, PaymentReferencesQuery, {
    ...vars,
    offset: (page - 1) * PAGE_SIZE,
  });
  const pages = Math.max(1, Math.ceil(result.paymentReferenceCount / PAGE_SIZE));
  // A page past the end (references deleted meanwhile, an old link): the last page instead.
  if (page > pages)
    result = await requestGraphQL(request, PaymentReferencesQuery, {
      ...vars,
      offset: (pages - 1) * PAGE_SIZE,
    });
  return {
    references: result.paymentReferences,
    total: result.paymentReferenceCount,
    page: Math.min(page, pages),
    pages,
    search,
    showExpired,
  };
}

/** Payment references per page of the table; search and the expiry filter run on the server. */
const PAGE_SIZE = 50;

export async function action({ request }: Route.ActionArgs) {
  await requireRole(request, "COMPETITION_MANAGER");
  const result = await runCompetitionIntent(request, await request.formData());
  return data(result, { status: result.ok ? 200 : 400 });
}

type Reference = Route.ComponentProps["loaderData"]["references"][number];

const STATUS_COLOR = { GENERATED: "green", EXPIRED: "gray", REVOKED: "red" } as const;

function CodeRow({ code }: { code: Reference["accessCodes"][number] }) {
  const { t } = useTranslation("competitions");
  const fetcher = useFetcher<CompetitionActionResult>();
  const copy = useCopy();
  const [confirm, setConfirm] = useState(false);
  useResultToast(fetcher, () => t("codes.revoked"));
  return (
    <Flex align="center" gap="3" data-testid="code-row" data-code={code.code}>
      <Text style={{ fontFamily: "var(--code-font-family)" }}>{code.code}</Text>
      <Badge color={STATUS_COLOR[code.status]}>{t(`codes.status.${code.status}`)}</Badge>
      {code.used ? <Badge color="blue">{t("codes.status.used")}</Badge> : null}
      <Button
        size="1"
        variant="ghost"
        onClick={() => void copy(code.code, t("codes.copiedCode"), t("codes.copyCodeFailed"))}
        aria-label={t("codes.copyCode", { code: code.code })}
      >
        <CopyIcon />
      </Button>
      {code.status === "GENERATED" ? (
        <Button
          size="1"
          variant="soft"
          color="red"
          onClick={() => setConfirm(true)}
          loading={fetcher.state !== "idle"}
        >
          {t("codes.revoke")}
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={t("codes.revokeConfirm.title")}
        text={t("codes.revokeConfirm.text", { code: code.code })}
        cancelLabel={t("cancel")}
        confirmLabel={t("codes.revokeConfirm.confirm")}
        onConfirm={() => fetcher.submit({ intent: "revoke", id: code.id }, { method: "post" })}
      />
    </Flex>
  );
}

function ReferenceRow({ reference }: { reference: Reference }) {
  const { t } = useTranslation("competitions");
  const format = useDateFormat();
  const fetcher = useFetcher<CompetitionActionResult>();
  const copy = useCopy();
  const [expanded, setExpanded] = useState(false);
  const [deleting, setDeleting] = useState(false);
  useResultToast(fetcher, () => t("codes.deleted"));
  return (
    <>
      <Table.Row
        align="center"
        data-testid="reference-row"
        data-reference={reference.paymentReferenceId}
      >
        <Table.RowHeaderCell>
          <Flex align="center" gap="2">
            <Text weight="medium">{reference.paymentReferenceId}</Text>
            <IconButton
              size="1"
              variant="ghost"
              aria-label={t("codes.copyReference")}
              onClick={() =>
                void copy(
                  reference.paymentReferenceId,
                  t("codes.copiedReference"),
                  t("codes.copyReferenceFailed"),
                )
              }
            >
              <CopyIcon />
            </IconButton>
            {reference.expired ? <Badge color="gray">{t("codes.expired")}</Badge> : null}
          </Flex>
        </Table.RowHeaderCell>
        <Table.Cell>
          {format.dateTime(String(reference.codesCreatedAt ?? reference.createdAt))}
        </Table.Cell>
        <Table.Cell>{format.date(String(reference.validUntil))}</Table.Cell>
        <Table.Cell>
          <Text size="2" data-testid="reference-counts">
            {t("codes.counts", {
              count: reference.codeCount,
              used: reference.usedCount,
              revoked: reference.revokedCount,
            })}
          </Text>
        </Table.Cell>
        <Table.Cell justify="end">
          <Flex gap="2" justify="end">
            <Button
              size="1"
              variant="soft"
              onClick={() => setExpanded((e) => !e)}
              aria-expanded={expanded}
            >
              {expanded ? t("codes.hide") : t("codes.show")}
            </Button>
            <Button
              size="1"
              variant="soft"
              color="red"
              onClick={() => setDeleting(true)}
              loading={fetcher.state !== "idle"}
            >
              {t("codes.deleteReference")}
            </Button>
          </Flex>
          <ConfirmDialog
            open={deleting}
            onOpenChange={setDeleting}
            title={t("codes.deleteConfirm.title")}
            text={t("codes.deleteConfirm.text", {
              reference: reference.paymentReferenceId,
              count: reference.codeCount,
            })}
            cancelLabel={t("cancel")}
            confirmLabel={t("codes.deleteConfirm.confirm")}
            onConfirm={() =>
              fetcher.submit({ intent: "deleteReference", id: reference.id }, { method: "post" })
            }
          />
        </Table.Cell>
      </Table.Row>
      {expanded ? (
        <Table.Row>
          <Table.Cell colSpan={5}>
            <Flex direction="column" gap="2" data-testid="codes">
              {reference.accessCodes.map((code) => (
                <CodeRow key={code.id} code={code} />
              ))}
            </Flex>
          </Table.Cell>
        </Table.Row>
      ) : null}
    </>
  );
}

function Pagination({ page, pages, total }: { page: number; pages: number; total: number }) {
  const { t, i18n } = useTranslation("competitions");
  const [params] = useSearchParams();
  const number = new Intl.NumberFormat(i18n.language);
  const to = (p: number) => {
    const next = new URLSearchParams(params);
    if (p <= 1) next.delete("page");
    else next.set("page", String(p));
    const query = next.toString();
    return query ? `?${query}` : "?";
  };
  const first = (page - 1) * PAGE_SIZE + 1;
  const last = Math.min(page * PAGE_SIZE, total);
  return (
    <Flex align="center" justify="between" gap="3" wrap="wrap" asChild>
      <nav aria-label={t("codes.pagination.label")} data-testid="pagination">
        <Text size="2" color="gray" data-testid="pagination-range">
          {t("codes.pagination.range", {
            first: number.format(first),
            last: number.format(last),
            total: number.format(total),
          })}
        </Text>
        {pages > 1 ? (
          <Flex gap="2" align="center">
            {page > 1 ? (
              <Button variant="soft" size="2" asChild>
                <Link to={to(page - 1)} preventScrollReset>
                  {t("codes.pagination.previous")}
                </Link>
              </Button>
            ) : (
              <Button variant="soft" size="2" disabled>
                {t("codes.pagination.previous")}
              </Button>
            )}
            <Text size="2" aria-current="page">
              {t("codes.pagination.page", { page, pages })}
            </Text>
            {page < pages ? (
              <Button variant="soft" size="2" asChild>
                <Link to={to(page + 1)} preventScrollReset>
                  {t("codes.pagination.next")}
                </Link>
              </Button>
            ) : (
              <Button variant="soft" size="2" disabled>
                {t("codes.pagination.next")}
              </Button>
            )}
          </Flex>
        ) : null}
      </nav>
    </Flex>
  );
}

export default function AccessCodes({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("competitions");
  const [params, setParams] = useSearchParams();
  const [dialog, setDialog] = useState<"generate" | "export" | "import" | null>(null);
  const close = (open: boolean) => !open && setDialog(null);
  return (
    <Flex direction="column" gap="4" p="5" style={{ maxWidth: 1200 }}>
      <title>{`${t("codes.title")} – Exitgame Studio`}</title>
      <PageHeader
        title={t("codes.title")}
        description={t("codes.intro")}
        actions={
          <Flex gap="2" wrap="wrap">
            <Button size="3" onClick={() => setDialog("generate")}>
              {t("codes.generate")}
            </Button>
            <Button size="3" variant="soft" onClick={() => setDialog("import")}>
              {t("codes.import")}
            </Button>
            <Button size="3" variant="soft" onClick={() => setDialog("export")}>
              {t("codes.export")}
            </Button>
          </Flex>
        }
      />
      <Form method="get" role="search">
        {loaderData.showExpired ? <input type="hidden" name="expired" value="1" /> : null}
        <Flex gap="3" align="center" wrap="wrap">
          <TextField.Root
            name="q"
            defaultValue={loaderData.search}
            placeholder={t("codes.search")}
            aria-label={t("codes.search")}
            style={{ minWidth: 320 }}
            type="search"
          />
          <Text as="label" size="2">
            <Flex gap="2" align="center">
              <Checkbox
                checked={loaderData.showExpired}
                data-testid="show-expired"
                onCheckedChange={(checked) => {
                  const next = new URLSearchParams(params);
                  if (checked === true) next.set("expired", "1");
                  else next.delete("expired");
                  next.delete("page");
                  setParams(next);
                }}
              />
              {t("codes.showExpired")}
            </Flex>
          </Text>
          <Button type="submit" variant="soft">
            {t("codes.search")}
          </Button>
        </Flex>
      </Form>
      {loaderData.references.length === 0 ? (
        <Text color="gray">{t("codes.empty")}</Text>
      ) : (
        <Table.Root variant="surface">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{t("codes.columns.reference")}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t("codes.columns.created")}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t("codes.columns.validUntil")}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t("codes.columns.codes")}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>
                <VisuallyHidden>{t("codes.columns.actions")}</VisuallyHidden>
              </Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {loaderData.references.map((reference) => (
              <ReferenceRow key={reference.id} reference={reference} />
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {loaderData.total > 0 ? (
        <Pagination page={loaderData.page} pages={loaderData.pages} total={loaderData.total} />
      ) : null}
      <GenerateDialog open={dialog === "generate"} onOpenChange={close} />
      <ExportDialog open={dialog === "export"} onOpenChange={close} />
      <ImportDialog open={dialog === "import"} onOpenChange={close} />
    </Flex>
  );
}
