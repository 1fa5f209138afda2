import { z } from "zod/mini";
import type { Registry } from "../elements/registry";
import {
  MAX_REPORTED_ISSUES,
  joinPath,
  pathString,
  zodIssueParams,
  type DiagnosticParams,
} from "../rules/diagnostic";
import { checkDocumentLimits } from "./limits";
import { FORMAT_VERSION, migrateDocument } from "./migrations";
import { RuleSchema } from "./rule-schema";
import {
  ElementSchema,
  GameDocumentSchema,
  VariableSchema,
  type ElementData,
  type GameDocument,
} from "./schema";

/**
 * Why a document cannot be used. Zod's issues keep zod's code in `params.problem`
 * (invalid_type, too_small, …) with what a sentence needs (expected, minimum, …).
 */
export interface DocumentIssue {
  /** Dotted path into the document: 'scenes.0.elements.2.props.text'. */
  path: string;
  code:
    | "invalidJson"
    | "invalidFormat"
    | "invalidDocument"
    | "unknownElementType"
    | "invalidProps"
    | "propsMigrationFailed"
    | "tooLarge";
  params: DiagnosticParams;
}
export interface DocumentWarning {
  path: string;
  code: "newerFormat" | "newerElementVersion";
  params: DiagnosticParams;
}
export type ParseResult =
  | { ok: true; document: GameDocument; warnings: DocumentWarning[]; appliedMigrations: string[] }
  | {
      ok: false;
      /** The first issues (at most MAX_REPORTED_ISSUES). */
      issues: DocumentIssue[];
      /** How many issues there are in all. */
      issueCount: number;
      warnings: DocumentWarning[];
    };

/** Collects issues up to the cap and counts all of them. */
class IssueSink {
  readonly issues: DocumentIssue[] = [];
  count = 0;
  add(issue: DocumentIssue) {
    this.count++;
    if (this.issues.length < MAX_REPORTED_ISSUES) this.issues.push(issue);
  }
  addZod(error: z.core.$ZodError, prefix: string, code: DocumentIssue["code"]) {
    for (const issue of error.issues)
      this.add({
        path: joinPath(prefix, pathString(issue.path)),
        code,
        params: zodIssueParams(issue),
      });
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * Checks the items of the document's big lists one by one. Used when zod, given thousands of
 * broken items at once, runs out of stack while it gathers their issues.
 */
function itemwiseIssues(doc: unknown, sink: IssueSink) {
  if (!isRecord(doc)) return;
  const each = (list: unknown, prefix: string, schema: z.ZodMiniType) => {
    if (!Array.isArray(list)) return;
    list.forEach((item, i) => {
      const result = schema.safeParse(item);
      if (!result.success) sink.addZod(result.error, `${prefix}.${i}`, "invalidDocument");
    });
  };
  if (Array.isArray(doc["scenes"]))
    doc["scenes"].forEach((scene, i) => {
      if (isRecord(scene)) each(scene["elements"], `scenes.${i}.elements`, ElementSchema);
    });
  each(doc["globalElements"], "globalElements", ElementSchema);
  each(doc["variables"], "variables", VariableSchema);
  each(doc["rules"], "rules", RuleSchema);
}

/**
 * Parses a stored or imported game document: JSON text or an already parsed value. Runs the
 * document migrations, validates the structure, then migrates and validates each element's
 * props with its plugin. A newer format or element version is a warning (spec: import of a
 * newer file proceeds); it only fails when the data does not validate. Never throws: a broken
 * document gives `ok: false` with its first issues and their count.
 */
export function parseGameDocument(json: unknown, registry: Registry): ParseResult {
  try {
    return parse(json, registry);
  } catch (error) {
    // Last resort (a plugin schema that recurses into deeply nested props, a plugin bug): the
    // document is refused with an issue instead of an exception.
    const problem = error instanceof RangeError ? "tooComplex" : "checkFailed";
    return {
      ok: false,
      issues: [{ path: "", code: "invalidDocument", params: { problem } }],
      issueCount: 1,
      warnings: [],
    };
  }
}

function parse(json: unknown, registry: Registry): ParseResult {
  const warnings: DocumentWarning[] = [];
  const sink = new IssueSink();
  const fail = (): ParseResult => ({
    ok: false,
    issues: sink.issues,
    issueCount: sink.count,
    warnings,
  });
  let raw = json;
  if (typeof json === "string") {
    try {
      raw = JSON.parse(json);
    } catch {
      sink.add({ path: "", code: "invalidJson", params: {} });
      return fail();
    }
  }
  const limits = checkDocumentLimits(raw);
  if (!limits.ok) {
    const { kind, limit, actual } = limits;
    sink.add({ path: limits.path, code: "tooLarge", params: { reason: kind, limit, actual } });
    return fail();
  }
  let migrated: ReturnType<typeof migrateDocument>;
  try {
    migrated = migrateDocument(raw);
  } catch {
    sink.add({
      path: "formatVersion",
      code: "invalidFormat",
      params: { reason: "migrationFailed" },
    });
    return fail();
  }
  if (!migrated.ok) {
    sink.add({ path: "formatVersion", code: "invalidFormat", params: { reason: migrated.reason } });
    return fail();
  }
  if (migrated.newerFormat) {
    warnings.push({
      path: "formatVersion",
      code: "newerFormat",
      params: { version: String(migrated.document["formatVersion"]), known: FORMAT_VERSION },
    });
  }
  let parsed: ReturnType<typeof GameDocumentSchema.safeParse>;
  try {
    parsed = GameDocumentSchema.safeParse(migrated.document);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    // zod ran out of stack gathering the issues of thousands of broken items
    itemwiseIssues(migrated.document, sink);
    if (sink.count === 0)
      sink.add({ path: "", code: "invalidDocument", params: { problem: "tooComplex" } });
    return fail();
  }
  if (!parsed.success) {
    sink.addZod(parsed.error, "", "invalidDocument");
    return fail();
  }
  const document = parsed.data;
  const fix = (el: ElementData, path: string): ElementData => {
    const result = migrateElementProps(registry, el, path);
    for (const issue of result.issues) sink.add(issue);
    warnings.push(...result.warnings);
    return result.element;
  };
  const scenes = document.scenes.map((scene, i) => ({
    ...scene,
    elements: scene.elements.map((el, j) => fix(el, `scenes.${i}.elements.${j}`)),
  }));
  const globalElements = document.globalElements.map((el, j) => fix(el, `globalElements.${j}`));
  if (sink.count > 0) return fail();
  return {
    ok: true,
    document: {
      ...document,
      formatVersion: migrated.newerFormat ? document.formatVersion : FORMAT_VERSION,
      scenes,
      globalElements,
    },
    warnings,
    appliedMigrations: migrated.applied,
  };
}

export interface ElementMigrationResult {
  element: ElementData;
  issues: DocumentIssue[];
  warnings: DocumentWarning[];
}

/** Brings one element's props to its plugin's current version and validates them. */
export function migrateElementProps(
  registry: Registry,
  element: ElementData,
  path = "",
): ElementMigrationResult {
  const issues: DocumentIssue[] = [];
  const warnings: DocumentWarning[] = [];
  const at = (sub: string) => joinPath(path, sub);
  const name = element.name || element.id;
  const def = registry.find(element.type);
  if (!def) {
    issues.push({
      path: at("type"),
      code: "unknownElementType",
      params: { element: name, type: element.type },
    });
    return { element, issues, warnings };
  }
  let props = element.props;
  let version = element.version;
  if (version > def.version) {
    warnings.push({
      path: at("version"),
      code: "newerElementVersion",
      params: { element: name, type: element.type, version, known: def.version },
    });
  } else {
    for (const migration of def.migrations.slice(version)) {
      try {
        props = migration.up(props);
      } catch {
        issues.push({
          path: at("props"),
          code: "propsMigrationFailed",
          params: { element: name, type: element.type, migration: migration.id },
        });
        return { element, issues, warnings };
      }
    }
    version = def.version;
  }
  const parsed = def.schema.safeParse(props);
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      issues.push({
        path: joinPath(at("props"), pathString(issue.path)),
        code: "invalidProps",
        params: { element: name, type: element.type, ...zodIssueParams(issue) },
      });
    return { element, issues, warnings };
  }
  return { element: { ...element, version, props: parsed.data }, issues, warnings };
}
