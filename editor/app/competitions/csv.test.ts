import { describe, expect, it } from "vitest";
import { exportCsv, parseImport } from "./csv";

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
