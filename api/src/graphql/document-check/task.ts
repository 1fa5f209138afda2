/**
 * The expensive part of a large GraphQL request — parsing its JSON body, the input hygiene of its
 * variables and, for a game document being saved, its size limits and the engine's full check
 * (parse, migrate, validate: about 0.4 s for 4.5 MB) — as a pure task on the raw body, so that it
 * runs on a worker thread (pool.ts) instead of the event loop.
 *
 * The event loop gets the body back with every saved document replaced by a placeholder string
 * (the document itself, checked, comes back as JSON text, ready to be stored): it never parses,
 * walks or serialises the document. Only `saveGameDocument(document:)` takes a JSON input, so only
 * the variables given to it are replaced.
 */
import {
  checkDocumentLimits,
  checkGameDocument,
  type CheckResult,
  type DocumentLimitsResult,
} from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";
import { Kind, parse, visit } from "graphql";
import { documentAssetUses, type AssetUse } from "../document-asset-uses";
import { inspectInput, type InputProblem } from "../input-hygiene";

export interface PreparseTask {
  /** The GraphQL request's body as it arrived (JSON: { query, variables, … }). */
  body: Uint8Array;
  /** The prefix of the placeholders (random per process, so that no client can forge one). */
  placeholder: string;
}

export type DocumentCheckOutcome =
  | { kind: "limits"; limits: Extract<DocumentLimitsResult, { ok: false }> }
  | { kind: "invalid"; checked: Extract<CheckResult, { ok: false }> }
  /** The checked (migrated) document as JSON text, ready to be stored, and the assets it names. */
  | { kind: "ok"; json: string; assets: AssetUse[] };

export type PreparseOutcome =
  | { kind: "badJson" }
  /** What useInputHygiene would refuse (too deep, NUL bytes, lone surrogates). */
  | { kind: "problem"; problem: InputProblem }
  /** The body with placeholders, and the checked documents by placeholder. */
  | { kind: "ok"; body: unknown; documents: Record<string, DocumentCheckOutcome> };

/** Diagnostics sent back for a refused document (the answer shows the first 50). */
const MAX_DIAGNOSTICS = 50;

/** The variables given to `saveGameDocument(document:)` in a query text. */
function documentVariables(query: unknown): Set<string> {
  const names = new Set<string>();
  if (typeof query !== "string") return names;
  try {
    visit(parse(query, { noLocation: true }), {
      Field(node) {
        if (node.name.value !== "saveGameDocument") return;
        const value = node.arguments?.find((a) => a.name.value === "document")?.value;
        if (value?.kind === Kind.VARIABLE) names.add(value.name.value);
      },
    });
  } catch {
    // Not a valid query: yoga reports it; nothing is replaced.
  }
  return names;
}

export function checkDocument(document: unknown): DocumentCheckOutcome {
  const limits = checkDocumentLimits(document);
  if (!limits.ok) return { kind: "limits", limits };
  const checked = checkGameDocument(document, registry);
  if (!checked.ok)
    return {
      kind: "invalid",
      checked: { ...checked, errors: checked.errors.slice(0, MAX_DIAGNOSTICS), warnings: [] },
    };
  return {
    kind: "ok",
    json: JSON.stringify(checked.document),
    assets: documentAssetUses(checked.document),
  };
}

export function preparseTask({ body, placeholder }: PreparseTask): PreparseOutcome {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString());
  } catch {
    return { kind: "badJson" };
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
    return { kind: "ok", body: parsed, documents: {} };
  const request = parsed as { query?: unknown; variables?: unknown };
  const problem = inspectInput(request.variables ?? null);
  if (problem) return { kind: "problem", problem };
  const documents: Record<string, DocumentCheckOutcome> = {};
  const variables = request.variables;
  if (typeof variables === "object" && variables !== null && !Array.isArray(variables)) {
    const values = variables as Record<string, unknown>;
    for (const name of documentVariables(request.query)) {
      if (!Object.hasOwn(values, name)) continue;
      const key = `${placeholder}${name}`;
      documents[key] = checkDocument(values[name]);
      values[name] = key;
    }
  }
  return { kind: "ok", body: parsed, documents };
}
