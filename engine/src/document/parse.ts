import type { z } from "zod";
import type { Registry } from "../elements/registry";
import { checkDocumentLimits } from "./limits";
import { FORMAT_VERSION, migrateDocument } from "./migrations";
import { GameDocumentSchema, type ElementData, type GameDocument } from "./schema";

export interface DocumentIssue {
  /** Dotted path into the document: 'scenes.0.elements.2.props.text'. */
  path: string;
  message: string;
  code:
    | "invalidJson"
    | "invalidFormat"
    | "invalidDocument"
    | "unknownElementType"
    | "invalidProps"
    | "propsMigrationFailed"
    | "tooLarge";
}
export interface DocumentWarning {
  path: string;
  message: string;
  code: "newerFormat" | "newerElementVersion";
}
export type ParseResult =
  | { ok: true; document: GameDocument; warnings: DocumentWarning[]; appliedMigrations: string[] }
  | { ok: false; issues: DocumentIssue[]; warnings: DocumentWarning[] };

const pathString = (path: readonly PropertyKey[]) => path.map(String).join(".");

function zodIssues(
  error: z.ZodError,
  prefix: string,
  code: DocumentIssue["code"],
): DocumentIssue[] {
  return error.issues.map((issue) => ({
    path: [prefix, pathString(issue.path)].filter(Boolean).join("."),
    message: issue.message,
    code,
  }));
}

/**
 * Parses a stored or imported game document: JSON text or an already parsed value. Runs the
 * document migrations, validates the structure, then migrates and validates each element's
 * props with its plugin. A newer format or element version is a warning (spec: import of a
 * newer file proceeds); it only fails when the data does not validate.
 */
export function parseGameDocument(json: unknown, registry: Registry): ParseResult {
  const warnings: DocumentWarning[] = [];
  let raw = json;
  if (typeof json === "string") {
    try {
      raw = JSON.parse(json);
    } catch (error) {
      return {
        ok: false,
        issues: [
          { path: "", message: `Invalid JSON: ${(error as Error).message}`, code: "invalidJson" },
        ],
        warnings,
      };
    }
  }
  const limits = checkDocumentLimits(raw);
  if (!limits.ok)
    return {
      ok: false,
      issues: [{ path: limits.path, message: limits.message, code: "tooLarge" }],
      warnings,
    };
  const migrated = migrateDocument(raw);
  if (!migrated.ok)
    return {
      ok: false,
      issues: [{ path: "formatVersion", message: migrated.message, code: "invalidFormat" }],
      warnings,
    };
  if (migrated.newerFormat) {
    warnings.push({
      path: "formatVersion",
      message: `The document was written by a newer editor (format ${String(migrated.document["formatVersion"])}, this one knows ${FORMAT_VERSION}); reload to update`,
      code: "newerFormat",
    });
  }
  const parsed = GameDocumentSchema.safeParse(migrated.document);
  if (!parsed.success)
    return { ok: false, issues: zodIssues(parsed.error, "", "invalidDocument"), warnings };
  const document = parsed.data;
  const issues: DocumentIssue[] = [];
  const fix = (el: ElementData, path: string): ElementData => {
    const result = migrateElementProps(registry, el, path);
    issues.push(...result.issues);
    warnings.push(...result.warnings);
    return result.element;
  };
  const scenes = document.scenes.map((scene, i) => ({
    ...scene,
    elements: scene.elements.map((el, j) => fix(el, `scenes.${i}.elements.${j}`)),
  }));
  const globalElements = document.globalElements.map((el, j) => fix(el, `globalElements.${j}`));
  if (issues.length > 0) return { ok: false, issues, warnings };
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
  const at = (sub: string) => [path, sub].filter(Boolean).join(".");
  const def = registry.find(element.type);
  if (!def) {
    issues.push({
      path: at("type"),
      message: `Unknown element type '${element.type}'`,
      code: "unknownElementType",
    });
    return { element, issues, warnings };
  }
  let props = element.props;
  let version = element.version;
  if (version > def.version) {
    warnings.push({
      path: at("version"),
      message: `${element.type} props version ${version} is newer than this editor's ${def.version}`,
      code: "newerElementVersion",
    });
  } else {
    for (const migration of def.migrations.slice(version)) {
      try {
        props = migration.up(props);
      } catch (error) {
        issues.push({
          path: at("props"),
          message: `Migration ${migration.id} failed: ${(error as Error).message}`,
          code: "propsMigrationFailed",
        });
        return { element, issues, warnings };
      }
    }
    version = def.version;
  }
  const parsed = def.schema.safeParse(props);
  if (!parsed.success) {
    issues.push(...zodIssues(parsed.error, at("props"), "invalidProps"));
    return { element, issues, warnings };
  }
  return { element: { ...element, version, props: parsed.data }, issues, warnings };
}
