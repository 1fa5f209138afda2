import {
  GraphQLError,
  Kind,
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

function tooComplex(message: string) {
  return new GraphQLError(message, { extensions: { code: "QUERY_TOO_COMPLEX" } });
}

interface Measure {
  depth: number;
  aliases: number;
  cost: number;
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
): Measure {
  let depth = 0;
  let aliases = 0;
  let cost = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.alias) aliases += 1;
      const def = fieldDef(parent, selection.name.value);
      let multiplier = 1;
      if (def && isListType(getNullableType(def.type))) {
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
        );
        depth = Math.max(depth, child.depth + 1);
        aliases += child.aliases;
        cost += multiplier * child.cost;
      } else {
        depth = Math.max(depth, 1);
      }
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition
        ? schema.getType(selection.typeCondition.name.value)
        : parent;
      const child = measure(schema, selection.selectionSet, type ?? undefined, fragments, visiting);
      depth = Math.max(depth, child.depth);
      aliases += child.aliases;
      cost += child.cost;
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (!fragment || visiting.has(name)) continue; // unknown or cyclic: other rules report it
      visiting.add(name);
      const type = schema.getType(fragment.typeCondition.name.value) ?? undefined;
      const child = measure(schema, fragment.selectionSet, type, fragments, visiting);
      visiting.delete(name);
      depth = Math.max(depth, child.depth);
      aliases += child.aliases;
      cost += child.cost;
    }
  }
  return { depth, aliases, cost };
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
        const m = measure(schema, op.selectionSet, root, fragments, new Set());
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
  return new GraphQLError(error.message.replace(SUGGESTION, ""), {
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
    onParse({ params }) {
      const source = typeof params.source === "string" ? params.source : params.source.body;
      if (source.length > QUERY_LIMITS.maxLength) {
        throw tooComplex(
          `Query is too long: ${source.length} characters (at most ${QUERY_LIMITS.maxLength}).`,
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
