/**
 * The dialogs of the access-code screen (dashboard/access-codes): generate codes, export them as
 * CSV, import payment references.
 */
import { Button, Callout, Dialog, Flex, Table, Text } from "@radix-ui/themes";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import type { CompetitionActionResult } from "./actions.server";
import {
  COUNT_MAX,
  COUNT_MIN,
  EXPORT_COLUMNS,
  exportCsv,
  IMPORT_ROWS_MAX,
  parseImport,
  type Delimiter,
  type ImportResult,
} from "./csv";
import { useToast } from "../components/Toaster";
import { useResultToast, LabeledInput, download, DelimiterSelect } from "./access-code-parts";

export function GenerateDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(o: boolean): void;
}) {
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

export function ExportDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(o: boolean): void;
}) {
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

export function ImportDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(o: boolean): void;
}) {
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
