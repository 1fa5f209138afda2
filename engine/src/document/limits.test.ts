import { describe, expect, it } from "vitest";
import { createFixtureRegistry } from "../testing/fixtures";
import { createGameDocument } from "./create";
import { checkDocumentLimits, DOCUMENT_LIMITS, jsonByteLength } from "./limits";
import { parseGameDocument } from "./parse";

const registry = createFixtureRegistry();
const base = () => createGameDocument({ locale: "de" }) as unknown as Record<string, unknown>;
const nested = (levels: number): unknown => {
  let v: unknown = 1;
  for (let i = 0; i < levels; i++) v = { a: v };
  return v;
};

describe("document limits (issue 8 item 4)", () => {
  it("accepts an ordinary document and measures its JSON size", () => {
    const doc = base();
    const result = checkDocumentLimits(doc);
    expect(result).toEqual({ ok: true, bytes: jsonByteLength(doc) });
    expect(jsonByteLength(doc)).toBe(new TextEncoder().encode(JSON.stringify(doc)).length);
    expect(jsonByteLength({ s: "äö€😀", n: -1.5, b: [true, null] })).toBe(
      new TextEncoder().encode(JSON.stringify({ s: "äö€😀", n: -1.5, b: [true, null] })).length,
    );
  });

  it("refuses too many bytes (the 21 MB document of 1049 texts)", () => {
    const doc = base();
    const el = { id: "e", type: "any-type", props: { text: "x".repeat(20_000) } };
    (doc["scenes"] as { elements: unknown[] }[])[0]!.elements = Array.from(
      { length: 1049 },
      () => el,
    );
    const result = checkDocumentLimits(doc);
    expect(result).toMatchObject({ ok: false, kind: "bytes", limit: DOCUMENT_LIMITS.maxBytes });
    if (!result.ok) expect(result.actual).toBeGreaterThan(DOCUMENT_LIMITS.maxBytes);
  });

  it.each([
    [
      "scenes",
      (d: Record<string, unknown>) => {
        d["scenes"] = Array.from({ length: DOCUMENT_LIMITS.maxScenes + 1 }, () => ({
          elements: [],
        }));
      },
    ],
    [
      "elements",
      (d: Record<string, unknown>) => {
        d["globalElements"] = Array.from({ length: DOCUMENT_LIMITS.maxElements + 1 }, () => ({}));
      },
    ],
    [
      "rules",
      (d: Record<string, unknown>) => {
        d["rules"] = Array.from({ length: DOCUMENT_LIMITS.maxRules + 1 }, () => ({}));
      },
    ],
    [
      "variables",
      (d: Record<string, unknown>) => {
        d["variables"] = Array.from({ length: DOCUMENT_LIMITS.maxVariables + 1 }, () => ({}));
      },
    ],
  ])("refuses too many %s", (kind, change) => {
    const doc = base();
    change(doc);
    expect(checkDocumentLimits(doc)).toMatchObject({ ok: false, kind });
  });

  it("counts scene elements together with the global ones", () => {
    const doc = base();
    const half = Math.ceil(DOCUMENT_LIMITS.maxElements / 2) + 1;
    (doc["scenes"] as { elements: unknown[] }[])[0]!.elements = Array.from(
      { length: half },
      () => ({}),
    );
    doc["globalElements"] = Array.from({ length: half }, () => ({}));
    expect(checkDocumentLimits(doc)).toMatchObject({ ok: false, kind: "elements" });
  });

  it("refuses an over-long string, naming where it is", () => {
    const doc = base();
    doc["rules"] = [{ name: "x".repeat(DOCUMENT_LIMITS.maxStringLength + 1) }];
    expect(checkDocumentLimits(doc)).toMatchObject({
      ok: false,
      kind: "string",
      path: "rules.0.name",
      actual: DOCUMENT_LIMITS.maxStringLength + 1,
    });
  });

  it("refuses nesting of 4000 levels (rule-action args) without overflowing the stack", () => {
    const doc = base();
    doc["rules"] = [{ actions: [{ type: "elementAction", args: nested(4000) }] }];
    const result = checkDocumentLimits(doc);
    expect(result).toMatchObject({ ok: false, kind: "depth", limit: DOCUMENT_LIMITS.maxDepth });
    if (!result.ok) expect(result.path.startsWith("rules.0.actions.0.args.a.a")).toBe(true);
  });

  it("parseGameDocument refuses a document over the limits with a 'tooLarge' issue", () => {
    const doc = base();
    doc["rules"] = [{ actions: [{ args: nested(4000) }] }];
    const parsed = parseGameDocument(doc, registry);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.issues[0]).toMatchObject({ code: "tooLarge" });
    const text = parseGameDocument(
      JSON.stringify({
        ...base(),
        variables: Array.from({ length: DOCUMENT_LIMITS.maxVariables + 1 }, () => ({})),
      }),
      registry,
    );
    expect(!text.ok && text.issues[0]?.code).toBe("tooLarge");
  });
});
