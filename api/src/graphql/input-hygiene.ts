import { GraphQLError, visit, type DocumentNode } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { Locale } from "@exitgame/engine";
import { ApiError } from "../errors";
import { resolveLocale } from "./locale";

/** Nesting depth of JSON inputs (variables); a game document needs far less (its own limit is DOCUMENT_LIMITS.maxDepth). */
export const INPUT_MAX_DEPTH = 64;

/** The largest value of PostgreSQL's `integer` (ids, sequence numbers): larger ones are bad input. */
export const INT4_MAX = 2 ** 31 - 1;

/** A NUL byte (PostgreSQL cannot store it) or a UTF-16 surrogate without its partner. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const hasBadCharacters = (text: string) =>
  text.includes("\u0000") || LONE_SURROGATE.test(text);

export type InputProblem =
  { kind: "tooDeep"; max: number } | { kind: "badCharacters"; path: string };

interface Frame {
  value: unknown;
  depth: number;
  key: string;
  parent: Frame | null;
}

const pathOf = (frame: Frame | null): string => {
  const keys: string[] = [];
  for (let f = frame; f; f = f.parent) if (f.key) keys.unshift(f.key);
  return keys.join(".");
};

/**
 * Walks a JSON-like input without recursion (a hostile input may nest thousands of levels) and
 * reports the first problem: too deep, or a string or key with a NUL byte or a lone surrogate.
 */
export function inspectInput(value: unknown, maxDepth = INPUT_MAX_DEPTH): InputProblem | null {
  const stack: Frame[] = [{ value, depth: 0, key: "", parent: null }];
  while (stack.length > 0) {
    const frame = stack.pop()!;
    const v = frame.value;
    if (typeof v === "string") {
      if (hasBadCharacters(v)) return { kind: "badCharacters", path: pathOf(frame) };
      continue;
    }
    if (v === null || typeof v !== "object") continue;
    if (frame.depth >= maxDepth) return { kind: "tooDeep", max: maxDepth };
    const entries: [string, unknown][] = Array.isArray(v)
      ? v.map((item, i) => [String(i), item])
      : Object.entries(v as Record<string, unknown>);
    for (const [key, item] of entries) {
      if (hasBadCharacters(key)) return { kind: "badCharacters", path: pathOf(frame) };
      stack.push({ value: item, depth: frame.depth + 1, key, parent: frame });
    }
  }
  return null;
}

export function inputError(problem: InputProblem, locale: Locale): GraphQLError {
  if (problem.kind === "tooDeep")
    return new ApiError("INPUT_TOO_DEEP", {
      key: "input.tooDeep",
      params: { max: problem.max },
      locale,
      extensions: { max: problem.max, http: { status: 400 } },
    });
  return new ApiError("BAD_USER_INPUT", {
    key: "input.invalidCharacters",
    params: { path: problem.path || "–" },
    locale,
    extensions: {
      messageKey: "input.invalidCharacters",
      path: problem.path,
      http: { status: 400 },
    },
  });
}

/** Parsed documents come from yoga's parser cache: each is checked once. */
const checkedLiterals = new WeakMap<DocumentNode, string | null>();

/** The first string literal of an operation with a NUL byte or a lone surrogate. */
function badLiteral(document: DocumentNode): string | null {
  let found = checkedLiterals.get(document);
  if (found !== undefined) return found;
  found = findBadLiteral(document);
  checkedLiterals.set(document, found);
  return found;
}

function findBadLiteral(document: DocumentNode): string | null {
  let found: string | null = null;
  visit(document, {
    StringValue(node) {
      if (found === null && hasBadCharacters(node.value)) found = node.value;
    },
  });
  return found;
}

/**
 * Refuses, before anything runs, GraphQL variables nested deeper than INPUT_MAX_DEPTH (400,
 * INPUT_TOO_DEEP) and any string — in variables, JSON keys or query literals — with a NUL byte or
 * a lone surrogate (400, BAD_USER_INPUT): titles, names, profile fields, login addresses and game
 * documents alike, instead of an internal error from PostgreSQL.
 */
export function useInputHygiene(): Plugin {
  return {
    onParams({ params, request }) {
      const problem = inspectInput(params.variables ?? null);
      if (problem) throw inputError(problem, resolveLocale(request));
    },
    onExecute({ args }) {
      if (badLiteral(args.document) !== null) {
        const locale = (args.contextValue as { locale?: Locale }).locale ?? "de";
        throw inputError({ kind: "badCharacters", path: "" }, locale);
      }
    },
  };
}
