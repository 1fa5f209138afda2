import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { defineElement } from "../elements/contract";
import { createRegistry } from "../elements/registry";
import { INTERNAL } from "../elements/fields";
import { MAX_REPORTED_ISSUES } from "../rules/diagnostic";
import { buildGame } from "../testing/builder";
import { FIXTURE_DEFINITIONS, createFixtureRegistry } from "../testing/fixtures";
import { createGameDocument } from "./create";
import { DOCUMENT_LIMITS } from "./limits";
import { parseGameDocument } from "./parse";

const registry = createFixtureRegistry();

describe("parseGameDocument never throws", () => {
  it("thousands of malformed elements: ok false, the first 100 issues and their count", () => {
    const doc = createGameDocument({ locale: "en", registry }) as unknown as {
      scenes: { elements: unknown[] }[];
    };
    // 10 000 elements (the most DOCUMENT_LIMITS allows) with their issues made zod run out of stack
    doc.scenes[0]!.elements = Array.from({ length: DOCUMENT_LIMITS.maxElements }, () => ({
      id: 1,
      type: "Box",
    }));
    let result: ReturnType<typeof parseGameDocument> | undefined;
    expect(() => (result = parseGameDocument(doc, registry))).not.toThrow();
    expect(result!.ok).toBe(false);
    if (result!.ok) return;
    expect(result!.issues).toHaveLength(MAX_REPORTED_ISSUES);
    expect(result!.issueCount).toBeGreaterThan(DOCUMENT_LIMITS.maxElements);
    expect(result!.issues[0]).toMatchObject({
      code: "invalidDocument",
      path: "scenes.0.elements.0.id",
      params: { problem: "invalid_type", expected: "string" },
    });
  }, 30_000);

  it("a few issues: all of them, with the same count", () => {
    const doc = createGameDocument({ locale: "en", registry }) as unknown as {
      variables: unknown[];
    };
    doc.variables = [{ id: "v" }];
    const result = parseGameDocument(doc, registry);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issueCount).toBe(result.issues.length);
    expect(result.issues.every((i) => !("message" in i))).toBe(true);
  });

  it.each([
    ["not JSON", "{", "invalidJson"],
    ["not an object", 7, "invalidFormat"],
    ["a bad formatVersion", { formatVersion: -1 }, "invalidFormat"],
    ["no scenes", { formatVersion: 3, scenes: "x" }, "invalidDocument"],
  ])("%s", (_name, input, code) => {
    const result = parseGameDocument(input, registry);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.issues[0]!.code).toBe(code);
  });

  it("props nested deeper than a plugin's recursive schema can check: refused, not thrown", () => {
    type Node = { child?: Node };
    const NodeSchema: z.ZodMiniType<Node> = z.lazy(() =>
      z.object({ child: z.optional(NodeSchema) }),
    );
    const tree = defineElement<Node>({
      type: "tree",
      version: 0,
      schema: NodeSchema,
      defaultProps: () => ({}),
      defaultSize: { width: 10, height: 10 },
      migrations: [],
      fields: { child: INTERNAL },
      properties: {},
      triggers: {},
      actions: {},
      effects: {},
    });
    const withTree = createRegistry([...FIXTURE_DEFINITIONS, tree]);
    const doc = buildGame(withTree, {
      scenes: [{ id: "s", elements: [{ type: "tree", id: "t" }] }],
    });
    let deep: Node = {};
    for (let i = 0; i < 100_000; i++) deep = { child: deep };
    doc.scenes[0]!.elements[0]!.props = deep;
    let result: ReturnType<typeof parseGameDocument> | undefined;
    expect(() => (result = parseGameDocument(doc, withTree))).not.toThrow();
    // The document limits refuse such nesting before any schema recurses into it.
    expect(result).toMatchObject({
      ok: false,
      issues: [{ code: "tooLarge", params: { reason: "depth" } }],
      issueCount: 1,
    });
  });
});
