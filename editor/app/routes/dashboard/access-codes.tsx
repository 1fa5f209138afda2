import {
  Badge,
  Button,
  Callout,
  Checkbox,
  Dialog,
  Flex,
  IconButton,
  Select,
  Table,
  Text,
  TextField,
  VisuallyHidden,
} from "@radix-ui/themes";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { useDateFormat } from "@exitgame/player/kit";
import { requestGraphQL } from "@exitgame/player/kit/graphql.server";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, Link, useFetcher, useSearchParams } from "react-router";
import { requireRole } from "../../auth/guards.server";
import {
  runCompetitionIntent,
  type CompetitionActionResult,
} from "../../competitions/actions.server";
import {
  COUNT_MAX,
  COUNT_MIN,
  EXPORT_COLUMNS,
  exportCsv,
  IMPORT_ROWS_MAX,
  parseImport,
  type Delimiter,
  type ImportResult,
} from "../../competitions/csv";
import { PaymentReferencesQuery } from "../../competitions/documents";
import { CopyIcon } from "../../components/icons";
import { PageHeader } from "../../components/PageHeader";
import { useToast } from "../../components/Toaster";
import type { Route } from "./+types/access-codes";

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

/** One toast per fetcher answer: the success text, or the API's message. */
function useResultToast(
  fetcher: { data?: CompetitionActionResult },
  success: (r: Extract<CompetitionActionResult, { ok: true }>) => string | null,
) {
  const toast = useToast();
  const seen = useRef<unknown>(undefined);
  useEffect(() => {
    const result = fetcher.data;
    if (!result || result === seen.current) return;
    seen.current = result;
    if (!result.ok) return toast({ text: result.error, tone: "error" });
    const text = success(result);
    if (text) toast({ text, tone: "success" });
  });
}

function useCopy() {
  const toast = useToast();
  return async (text: string, done: string, failed: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ text: done, tone: "success" });
    } catch {
      toast({ text: failed, tone: "error" });
    }
  };
}

function LabeledInput(props: {
  label: string;
  name: string;
  type?: "text" | "number" | "date";
  value: string;
  onChange(v: string): void;
  error?: string;
  hint?: string;
  min?: number;
  max?: number;
  autoFocus?: boolean;
}) {
  const id = useId();
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {props.label}
      </Text>
      <TextField.Root
        id={id}
        name={props.name}
        type={props.type ?? "text"}
        value={props.value}
        min={props.min}
        max={props.max}
        autoFocus={props.autoFocus}
        onChange={(e) => props.onChange(e.target.value)}
        color={props.error ? "red" : undefined}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={`${id}-msg`}
      />
      {props.error ? (
        <Text id={`${id}-msg`} size="1" color="red" role="alert">
          {props.error}
        </Text>
      ) : props.hint ? (
        <Text id={`${id}-msg`} size="1" color="gray">
          {props.hint}
        </Text>
      ) : null}
    </Flex>
  );
}

function GenerateDialog({ open, onOpenChange }: { open: boolean; onOpenChange(o: boolean): void }) {
  const { t } = useTranslation("competitions");
  const fetcher = useFetcher<CompetitionActionResult>();
  const [reference, setReference] = useState("");
  const [count, setCount] = useState("10");
  const [submitted, setSubmitted] = useState(false);
  useResultToast(fetcher, (r) => t("codes.generateDialog.done", { count: r.count ?? 0 }));
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok && open) onOpenChange(false);
  }, [fetcher.state, fetcher.data, open, onOpenChange]);
  const n = Number(count);
  const countError =
    !Number.isInteger(n) || n < COUNT_MIN || n > COUNT_MAX
      ? t("codes.importErrors.countInvalid", { min: COUNT_MIN, max: COUNT_MAX })
      : undefined;
  const referenceError = reference.trim() ? undefined : t("codes.importErrors.referenceMissing");
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (countError || referenceError) return;
    void fetcher.submit(
      { intent: "generate", paymentReferenceId: reference, count },
      { method: "post" },
    );
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth="480px" aria-describedby={undefined}>
        <Dialog.Title>{t("codes.generateDialog.title")}</Dialog.Title>
        <form onSubmit={submit} noValidate data-testid="generate-form">
          <Flex direction="column" gap="4">
            <LabeledInput
              label={t("codes.generateDialog.reference")}
              name="paymentReferenceId"
              value={reference}
              onChange={setReference}
              error={submitted ? referenceError : undefined}
              autoFocus
            />
            <LabeledInput
              label={t("codes.generateDialog.count")}
              name="count"
              type="number"
              min={COUNT_MIN}
              max={COUNT_MAX}
              value={count}
              onChange={setCount}
              error={submitted ? countError : undefined}
              hint={t("codes.generateDialog.countHint", { min: COUNT_MIN, max: COUNT_MAX })}
            />
          </Flex>
          <Flex gap="3" mt="5" justify="end">
            <Dialog.Close>
              <Button type="button" variant="soft" color="gray">
                {t("cancel")}
              </Button>
            </Dialog.Close>
            <Button type="submit" loading={fetcher.state !== "idle"}>
              {t("codes.generateDialog.submit")}
            </Button>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob(["\uFEFF", text], { type: "text/csv;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function DelimiterSelect({ value, onChange }: { value: Delimiter; onChange(d: Delimiter): void }) {
  const { t } = useTranslation("competitions");
  const id = useId();
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {t("codes.importDialog.delimiter")}
      </Text>
      <Select.Root value={value} onValueChange={(v) => onChange(v as Delimiter)}>
        <Select.Trigger id={id} />
        <Select.Content>
          <Select.Item value=";">{t("codes.importDialog.semicolon")}</Select.Item>
          <Select.Item value=",">{t("codes.importDialog.comma")}</Select.Item>
        </Select.Content>
      </Select.Root>
    </Flex>
  );
}

function ExportDialog({ open, onOpenChange }: { open: boolean; onOpenChange(o: boolean): void }) {
  const { t } = useTranslation("competitions");
  const fetcher = useFetcher<CompetitionActionResult>();
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [delimiter, setDelimiter] = useState<Delimiter>(";");
  const [submitted, setSubmitted] = useState(false);
  const handled = useRef<unknown>(undefined);
  const toast = useToast();
  useEffect(() => {
    const result = fetcher.data;
    if (!result || result === handled.current || fetcher.state !== "idle") return;
    handled.current = result;
    if (!result.ok) return toast({ text: result.error, tone: "error" });
    download(`access-codes-${from}-${to}.csv`, exportCsv(result.exported ?? [], delimiter));
    toast({ text: t("codes.exportDialog.done"), tone: "success" });
    onOpenChange(false);
  });
  // Whole days in the browser's time zone: from the start of `from` to the end of `to`.
  const start = from ? new Date(`${from}T00:00:00`) : null;
  const end = to ? new Date(`${to}T23:59:59.999`) : null;
  const error = !start || !end ? "rangeRequired" : end <= start ? "endAfterStart" : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (error) return;
    void fetcher.submit(
      { intent: "export", from: start!.toISOString(), to: end!.toISOString() },
      { method: "post" },
    );
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth="480px">
        <Dialog.Title>{t("codes.exportDialog.title")}</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          {t("codes.exportDialog.hint")}
        </Dialog.Description>
        <form onSubmit={submit} noValidate data-testid="export-form">
          <Flex direction="column" gap="4" mt="4">
            <Flex gap="3">
              <LabeledInput
                label={t("codes.exportDialog.from")}
                name="from"
                type="date"
                value={from}
                onChange={setFrom}
              />
              <LabeledInput
                label={t("codes.exportDialog.to")}
                name="to"
                type="date"
                value={to}
                onChange={setTo}
              />
            </Flex>
            <DelimiterSelect value={delimiter} onChange={setDelimiter} />
            {submitted && error ? (
              <Callout.Root color="red" size="1" role="alert">
                <Callout.Text>{t(`codes.exportDialog.${error}`)}</Callout.Text>
              </Callout.Root>
            ) : null}
          </Flex>
          <Flex gap="3" mt="5" justify="end">
            <Dialog.Close>
              <Button type="button" variant="soft" color="gray">
                {t("cancel")}
              </Button>
            </Dialog.Close>
            <Button type="submit" loading={fetcher.state !== "idle"}>
              {t("codes.exportDialog.submit")}
            </Button>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}

function ImportDialog({ open, onOpenChange }: { open: boolean; onOpenChange(o: boolean): void }) {
  const { t } = useTranslation("competitions");
  const fetcher = useFetcher<CompetitionActionResult>();
  const [fileText, setFileText] = useState<string | null>(null);
  const [fileName, setFileName] = useState("");
  const [delimiter, setDelimiter] = useState<Delimiter>(";");
  const [referenceColumn, setReferenceColumn] = useState<string>(EXPORT_COLUMNS.reference);
  const [countColumn, setCountColumn] = useState<string>(EXPORT_COLUMNS.count);
  const [submitted, setSubmitted] = useState(false);
  const fileId = useId();
  useResultToast(fetcher, (r) => t("codes.importDialog.done", { count: r.count ?? 0 }));
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok && open) onOpenChange(false);
  }, [fetcher.state, fetcher.data, open, onOpenChange]);
  const columnsGiven = referenceColumn.trim() && countColumn.trim();
  const preview: ImportResult | null =
    fileText !== null && columnsGiven
      ? parseImport(fileText, { delimiter, referenceColumn, countColumn })
      : null;
  const valid = preview?.ok ? preview.rows.filter((r) => r.problems.length === 0) : [];
  const invalid = preview?.ok ? preview.rows.filter((r) => r.problems.length > 0) : [];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (!preview?.ok || invalid.length > 0 || valid.length === 0) return;
    void fetcher.submit(
      {
        intent: "import",
        rows: JSON.stringify(
          valid.map((r) => ({ paymentReferenceId: r.paymentReferenceId, count: r.count })),
        ),
      },
      { method: "post" },
    );
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth="640px" aria-describedby={undefined}>
        <Dialog.Title>{t("codes.importDialog.title")}</Dialog.Title>
        <form onSubmit={submit} noValidate data-testid="import-form">
          <Flex direction="column" gap="4">
            <Flex direction="column" gap="1">
              <Text as="label" htmlFor={fileId} size="2" weight="medium">
                {t("codes.importDialog.file")}
              </Text>
              <input
                id={fileId}
                type="file"
                accept=".csv,text/csv"
                data-testid="import-file"
                onChange={async (e) => {
                  const file = e.target.files?.[0];
                  setFileName(file?.name ?? "");
                  setFileText(file ? await file.text() : null);
                }}
              />
              {submitted && fileText === null ? (
                <Text size="1" color="red" role="alert">
                  {t("codes.importDialog.fileRequired")}
                </Text>
              ) : null}
            </Flex>
            <DelimiterSelect value={delimiter} onChange={setDelimiter} />
            <Flex gap="3" wrap="wrap">
              <LabeledInput
                label={t("codes.importDialog.referenceColumn")}
                name="referenceColumn"
                value={referenceColumn}
                onChange={setReferenceColumn}
                error={!referenceColumn.trim() ? t("codes.importDialog.columnRequired") : undefined}
              />
              <LabeledInput
                label={t("codes.importDialog.countColumn")}
                name="countColumn"
                value={countColumn}
                onChange={setCountColumn}
                error={!countColumn.trim() ? t("codes.importDialog.columnRequired") : undefined}
              />
            </Flex>
            {preview && !preview.ok ? (
              <Callout.Root color="red" size="1" role="alert" data-testid="import-error">
                <Callout.Text>
                  {t(`codes.importErrors.${preview.error}`, {
                    columns: (preview.missing ?? []).join(", "),
                    max: IMPORT_ROWS_MAX,
                  })}
                </Callout.Text>
              </Callout.Root>
            ) : null}
            {preview?.ok ? (
              <Flex direction="column" gap="2" data-testid="import-preview">
                <Text size="2" weight="medium">
                  {t("codes.importDialog.preview")} ({fileName}):{" "}
                  {t("codes.importDialog.previewRows", {
                    valid: valid.length,
                    total: preview.rows.length,
                  })}
                </Text>
                <Table.Root size="1" variant="surface" style={{ maxHeight: 240, overflow: "auto" }}>
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeaderCell>
                        {t("codes.importDialog.line")}
                      </Table.ColumnHeaderCell>
                      <Table.ColumnHeaderCell>
                        {t("codes.columns.reference")}
                      </Table.ColumnHeaderCell>
                      <Table.ColumnHeaderCell>{t("codes.columns.codes")}</Table.ColumnHeaderCell>
                      <Table.ColumnHeaderCell />
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {preview.rows.slice(0, 100).map((row) => (
                      <Table.Row key={row.line} data-testid="import-row">
                        <Table.Cell>{row.line}</Table.Cell>
                        <Table.Cell>{row.paymentReferenceId}</Table.Cell>
                        <Table.Cell>{row.count ?? "–"}</Table.Cell>
                        <Table.Cell>
                          {row.problems.map((p) => (
                            <Text key={p} size="1" color="red" as="div">
                              {t(`codes.importErrors.${p}`, { min: COUNT_MIN, max: COUNT_MAX })}
                            </Text>
                          ))}
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
                {invalid.length > 0 ? (
                  <Text size="1" color="red" role="alert">
                    {t("codes.importDialog.errorsBlock")}
                  </Text>
                ) : null}
              </Flex>
            ) : null}
          </Flex>
          <Flex gap="3" mt="5" justify="end">
            <Dialog.Close>
              <Button type="button" variant="soft" color="gray">
                {t("cancel")}
              </Button>
            </Dialog.Close>
            <Button
              type="submit"
              loading={fetcher.state !== "idle"}
              disabled={fileText !== null && (invalid.length > 0 || !preview?.ok)}
            >
              {t("codes.importDialog.submit", { count: valid.length })}
            </Button>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}

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
