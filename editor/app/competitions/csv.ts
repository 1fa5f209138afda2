/**
 * CSV for access codes, with papaparse (quoting, delimiters and line endings are its business).
 * Export: one row per payment reference with its code count and codes; the import reads a
 * payment-reference column and a code-count column by name, so an exported file imports again.
 */
import Papa from "papaparse";

export type Delimiter = ";" | ",";
export const EXPORT_COLUMNS = {
  reference: "paymentReferenceId",
  count: "codeCount",
  createdAt: "createdAt",
  validUntil: "validUntil",
  codes: "codes",
} as const;
export const COUNT_MIN = 1;
export const COUNT_MAX = 1000;
export const IMPORT_ROWS_MAX = 500;

export interface ExportRow {
  paymentReferenceId: string;
  codeCount: number;
  createdAt: string;
  validUntil: string;
  codes: string[];
}

/**
 * Cells a spreadsheet would run as a formula (OWASP, CSV injection): starting with = + - @, a
 * tab or a carriage return, also after leading spaces, and their full-width forms.
 */
export const FORMULA_START = /^[ ]*[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * Every CSV the app writes goes through here: papaparse quotes, and text cells that start like
 * a formula get a leading apostrophe inside quotes (numbers stay numbers), as OWASP recommends.
 */
export function toCsv(
  fields: string[],
  data: (string | number)[][],
  delimiter: Delimiter = ";",
): string {
  return Papa.unparse(
    { fields, data },
    { delimiter, newline: "\r\n", escapeFormulae: FORMULA_START },
  );
}

/** A cell written by toCsv, as typed before (the apostrophe in front of a formula removed). */
function unescapeCell(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

export function exportCsv(rows: ExportRow[], delimiter: Delimiter = ";"): string {
  return toCsv(
    Object.values(EXPORT_COLUMNS),
    rows.map((r) => [
      r.paymentReferenceId,
      r.codeCount,
      r.createdAt,
      r.validUntil,
      r.codes.join(" "),
    ]),
    delimiter,
  );
}

/** Why a row cannot be imported (i18n keys under accessCodes.import.rowErrors). */
export type RowProblem = "referenceMissing" | "referenceTooLong" | "countInvalid";
export interface ImportRow {
  /** 1-based line in the file (the header is line 1). */
  line: number;
  paymentReferenceId: string;
  count: number | null;
  problems: RowProblem[];
}
export type ImportResult =
  | { ok: true; rows: ImportRow[] }
  | { ok: false; error: "empty" | "columnsMissing" | "tooMany"; missing?: string[] };

export function parseImport(
  text: string,
  options: { delimiter: Delimiter; referenceColumn: string; countColumn: string },
): ImportResult {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ""), {
    header: true,
    delimiter: options.delimiter,
    skipEmptyLines: "greedy",
    transformHeader: (h) => h.trim(),
  });
  const fields = parsed.meta.fields ?? [];
  const missing = [options.referenceColumn.trim(), options.countColumn.trim()].filter(
    (c) => !fields.includes(c),
  );
  if (parsed.data.length === 0) return { ok: false, error: "empty" };
  if (missing.length > 0) return { ok: false, error: "columnsMissing", missing };
  if (parsed.data.length > IMPORT_ROWS_MAX) return { ok: false, error: "tooMany" };
  return {
    ok: true,
    rows: parsed.data.map((record, index) => {
      const paymentReferenceId = unescapeCell(
        (record[options.referenceColumn.trim()] ?? "").trim(),
      );
      const rawCount = (record[options.countColumn.trim()] ?? "").trim();
      const count = /^\d+$/.test(rawCount) ? Number(rawCount) : null;
      const problems: RowProblem[] = [];
      if (!paymentReferenceId) problems.push("referenceMissing");
      else if (paymentReferenceId.length > 100) problems.push("referenceTooLong");
      if (count === null || count < COUNT_MIN || count > COUNT_MAX) problems.push("countInvalid");
      return { line: index + 2, paymentReferenceId, count, problems };
    }),
  };
}
