import {
  GraphQLError,
  Kind,
  Lexer,
  Source,
  TokenKind,
  NoSchemaIntrospectionCustomRule,
  getNamedType,
  getNullableType,
  isListType,
  isObjectType,
  isInterfaceType,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from "graphql";
import type { Plugin } from "graphql-yoga";
import type { Locale } from "@exitgame/engine";
import { errorMessage, protocolError, type ErrorCode } from "../errors";
import { INPUT_MAX_DEPTH, inputError } from "./input-hygiene";
import { resolveLocale } from "./locale";

/** Bounds on what one operation may ask for (a denial-of-service guard, not a business rule). */
export const QUERY_LIMITS = {
  /** Characters of the query text. */
  maxLength: 20_000,
  /** Nesting of selection sets. */
  maxDepth: 10,
  /** Aliased fields in one operation, fragments included. */
  maxAliases: 20,
  /** Fields times the sizes of the lists around them. */
  maxCost: 5_000,
  /** Assumed list size when a list field has no literal `first`. */
  defaultListSize: 20,
} as const;

/**
 * Fields that return a whole game document (up to DOCUMENT_LIMITS.maxBytes, 5 MB, as stored):
 * never inside a list (only one game at a time: `game(id)`, `publicGame(id)`, a mutation's game),
 * and each weighs as much as DOCUMENT_COST fields, so that one operation holds at most two.
 */
export const DOCUMENT_FIELDS: ReadonlySet<string> = new Set(["Game.document"]);
export const DOCUMENT_COST = 2_000;

/**
 * The longest answer (serialised JSON) one operation may get; longer ones are replaced by an
 * ANSWER_TOO_LARGE error. Two whole documents and their game fields fit easily.
 */
export const ANSWER_LIMITS = { maxBytes: 16 * 1024 * 1024 };

/**
 * Nesting of `{` and `[` a query text may have: selection sets (QUERY_LIMITS.maxDepth and the
 * operation's own braces) around list and object literals as deep as JSON variables may be
 * (INPUT_MAX_DEPTH). Deeper texts are refused before they are parsed: the parser, validation and
 * coercion of literals all recurse.
 */
export const QUERY_MAX_NESTING = INPUT_MAX_DEPTH + QUERY_LIMITS.maxDepth + 2;

/**
 * Whether a query text nests `{` and `[` deeper than `max`, read with GraphQL's own lexer (strings
 * and comments do not count). A text the lexer cannot read is left to the parser to report.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  const lexer = new Lexer(new Source(text));
  let depth = 0;
  try {
    for (let token = lexer.advance(); token.kind !== TokenKind.EOF; token = lexer.advance()) {
      if (token.kind === TokenKind.BRACE_L || token.kind === TokenKind.BRACKET_L) {
        depth += 1;
        if (depth > max) return true;
      } else if (token.kind === TokenKind.BRACE_R || token.kind === TokenKind.BRACKET_R) {
        depth -= 1;
      }
    }
  } catch {
    return false;
  }
  return false;
}

const tooComplex = (message: string) => protocolError(message, "QUERY_TOO_COMPLEX");

interface Measure {
  depth: number;
  aliases: number;
  cost: number;
  /** A document field inside a list ("Query.publishedGames > Game.document"), if any. */
  documentInList?: string;
}

function fieldDef(
  type: GraphQLNamedType | undefined,
  name: string,
): GraphQLField<unknown, unknown> | undefined {
  if (type && (isObjectType(type) || isInterfaceType(type))) return type.getFields()[name];
  return undefined;
}

/** Walks an operation with its fragments expanded (each fragment at most once per path). */
function measure(
  schema: GraphQLSchema,
  selectionSet: SelectionSetNode,
  parent: GraphQLNamedType | undefined,
  fragments: Map<string, FragmentDefinitionNode>,
  visiting: Set<string>,
  listAbove: string | undefined,
): Measure {
  let depth = 0;
  let aliases = 0;
  let cost = 0;
  let documentInList: string | undefined;
  const add = (child: Measure) => {
    aliases += child.aliases;
    documentInList ??= child.documentInList;
  };
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.alias) aliases += 1;
      const def = fieldDef(parent, selection.name.value);
      const coordinate = `${parent?.name ?? "?"}.${selection.name.value}`;
      let multiplier = 1;
      let list = listAbove;
      if (DOCUMENT_FIELDS.has(coordinate)) {
        if (listAbove) documentInList ??= `${listAbove} > ${coordinate}`;
        cost += DOCUMENT_COST - 1;
      }
      if (def && isListType(getNullableType(def.type))) {
        list ??= coordinate;
        const first = selection.arguments?.find((a) => a.name.value === "first");
        multiplier =
          first?.value.kind === Kind.INT
            ? Math.max(1, Number(first.value.value))
            : QUERY_LIMITS.defaultListSize;
      }
      cost += 1;
      if (selection.selectionSet) {
        const child = measure(
          schema,
          selection.selectionSet,
          def ? getNamedType(def.type) : undefined,
          fragments,
          visiting,
          list,
        );
        depth = Math.max(depth, child.depth + 1);
        add(child);
        cost += multiplier * child.cost;
      } else {
        depth = Math.max(depth, 1);
      }
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition
        ? schema.getType(selection.typeCondition.name.value)
        : parent;
      const child = measure(
        schema,
        selection.selectionSet,
        type ?? undefined,
        fragments,
        visiting,
        listAbove,
      );
      depth = Math.max(depth, child.depth);
      add(child);
      cost += child.cost;
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (!fragment || visiting.has(name)) continue; // unknown or cyclic: other rules report it
      visiting.add(name);
      const type = schema.getType(fragment.typeCondition.name.value) ?? undefined;
      const child = measure(schema, fragment.selectionSet, type, fragments, visiting, listAbove);
      visiting.delete(name);
      depth = Math.max(depth, child.depth);
      add(child);
      cost += child.cost;
    }
  }
  return { depth, aliases, cost, documentInList };
}

export const QueryLimitsRule: ValidationRule = (context: ValidationContext): ASTVisitor => ({
  Document: {
    leave(document) {
      const schema = context.getSchema();
      const fragments = new Map<string, FragmentDefinitionNode>();
      for (const def of document.definitions)
        if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
      for (const def of document.definitions) {
        if (def.kind !== Kind.OPERATION_DEFINITION) continue;
        const op = def as OperationDefinitionNode;
        const root = schema.getRootType(op.operation) ?? undefined;
        const m = measure(schema, op.selectionSet, root, fragments, new Set(), undefined);
        if (m.documentInList)
          context.reportError(
            tooComplex(
              `Game documents are served one game at a time (game(id), publicGame(id)), not in lists: ${m.documentInList}.`,
            ),
          );
        const { maxDepth, maxAliases, maxCost } = QUERY_LIMITS;
        if (m.depth > maxDepth)
          context.reportError(
            tooComplex(`Query is too deep: ${m.depth} levels (at most ${maxDepth}).`),
          );
        if (m.aliases > maxAliases)
          context.reportError(
            tooComplex(`Too many aliases: ${m.aliases} (at most ${maxAliases}).`),
          );
        if (m.cost > maxCost)
          context.reportError(
            tooComplex(`Query is too expensive: cost ${m.cost} (at most ${maxCost}).`),
          );
      }
    },
  },
});

const SUGGESTION = /\s*Did you mean [^?]*\?/g;

function withoutSuggestions<E extends Error>(error: E): E | GraphQLError {
  if (!(error instanceof GraphQLError) || !SUGGESTION.test(error.message)) return error;
  SUGGESTION.lastIndex = 0;
  return protocolError(error.message.replace(SUGGESTION, ""), null, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  });
}

/**
 * Size, depth, alias and cost limits always; in production also no introspection and no
 * "Did you mean …?" hints, which would let anyone map the schema.
 */
export function useGraphQLHardening({ production }: { production: boolean }): Plugin {
  return {
    onParse({ params, context }) {
      const source = typeof params.source === "string" ? params.source : params.source.body;
      if (source.length > QUERY_LIMITS.maxLength) {
        throw tooComplex(
          `Query is too long: ${source.length} characters (at most ${QUERY_LIMITS.maxLength}).`,
        );
      }
      // Literals nested 2000 deep made the recursive parts of graphql-js fail with a 500.
      if (nestsDeeperThan(source, QUERY_MAX_NESTING)) {
        const request = (context as { request?: Request }).request;
        throw inputError(
          { kind: "tooDeep", max: INPUT_MAX_DEPTH },
          request ? resolveLocale(request) : "de",
        );
      }
    },
    onValidate({ addValidationRule }) {
      addValidationRule(QueryLimitsRule);
      if (production) addValidationRule(NoSchemaIntrospectionCustomRule);
      if (!production) return undefined;
      return ({ result, setResult }) => {
        if (result.length) setResult(result.map(withoutSuggestions));
      };
    },
    onExecute() {
      if (!production) return undefined;
      return {
        onExecuteDone({ result, setResult }) {
          if (!("errors" in result) || !result.errors?.length) return;
          setResult({ ...result, errors: result.errors.map(withoutSuggestions) });
        },
      };
    },
  };
}

/**
 * Caps the serialised answer at ANSWER_LIMITS.maxBytes characters: a longer one is replaced by an
 * ANSWER_TOO_LARGE error (translated). Registered after every plugin that sets its own `stringify`
 * (useSerializeOnce), whose output it wraps.
 */
export function useAnswerCap(): Plugin {
  return {
    onExecute({ args }) {
      const locale = (args.contextValue as { locale?: Locale }).locale ?? "de";
      return {
        onExecuteDone({ result }) {
          if (!result || typeof result !== "object" || Symbol.asyncIterator in result) return;
          const answer = result as { stringify?: (value: unknown) => string };
          const inner = answer.stringify ?? ((value: unknown) => JSON.stringify(value));
          answer.stringify = (value) => {
            const text = inner(value);
            const max = ANSWER_LIMITS.maxBytes;
            if (text.length <= max) return text;
            const limit = `${Math.round(max / 1024 / 1024)} MB`;
            return JSON.stringify({
              errors: [
                {
                  message: errorMessage(locale, "graphql.answerTooLarge", { limit }),
                  extensions: { code: "ANSWER_TOO_LARGE" satisfies ErrorCode, limit },
                },
              ],
            });
          };
        },
      };
    },
  };
}

/**
 * Resolvers queue cookies on the context (`ctx.setCookie`); this plugin writes them onto the
 * response: the session cookie of a login, its renewal, its removal.
 */
export const responseCookies = new WeakMap<Request, string[]>();

export function useResponseCookies(): Plugin {
  return {
    onResponse({ request, response }) {
      for (const cookie of responseCookies.get(request) ?? [])
        response.headers.append("Set-Cookie", cookie);
    },
  };
}
