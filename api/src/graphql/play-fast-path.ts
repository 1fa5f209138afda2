/**
 * The players' game load without yoga's per-request pipeline: when a class starts together, 30
 * browsers (through the play page's server-side loader) send the same `publicGame` query within
 * a second. Yoga would convert each request to a Fetch Request, run its plugins, build the
 * context, parse, validate, execute and serialise, and convert the Response back — about twice
 * what reading the game from PostgreSQL costs. Here the answer of such a request is prepared once
 * per cached game and query, by yoga itself, and then written as it is.
 *
 * What is answered here, and why it is the same answer yoga would give:
 * - POST /graphql with a JSON body of only `query`, `variables` and `operationName` (nothing for
 *   yoga's CSRF check: a JSON body needs a CORS preflight), no Origin header (yoga's CORS headers),
 *   an Accept header that yoga answers with its regular JSON result.
 * - No session cookie: the viewer is anonymous, a player. Owners and admins, who see the stored
 *   document, and every signed-in visitor (session renewal, a stale cookie's removal) go through
 *   yoga. So a cached response can never reach an editor, nor an editor's reach a player.
 * - The query is one operation with one field, `publicGame(id: $id | literal)`, selecting only
 *   fields that are the same for every player (SHARED_FIELDS: nothing from the request, the
 *   session or the language), valid against the schema and within the query limits.
 * - The game is in the play cache (play-cache.ts, kept correct by PostgreSQL's `game_changed`
 *   notifications). The prepared response is attached to the cached row: when the game changes,
 *   the cache drops that row, and its responses go with it. One prepared while the game changed
 *   is not kept (the row it was made for is no longer the cached one).
 * Everything else — a miss, a draft, another query, an error — goes on to yoga unchanged.
 */
import type { RequestHandler } from "express";
import {
  Kind,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from "graphql";
import { readCookie, SESSION_COOKIE } from "../auth/cookies";
import type { PlayableGameRow, PlayGameCache } from "./play-cache";
import { nestsDeeperThan, QUERY_LIMITS, QUERY_MAX_NESTING, QueryLimitsRule } from "./security";

/** Game fields whose value depends only on the stored game (not on who asks, or how). */
export const SHARED_FIELDS: ReadonlySet<string> = new Set([
  "__typename",
  "id",
  "title",
  "status",
  "documentVersion",
  "document",
  "createdAt",
  "updatedAt",
]);

/** Distinct query texts remembered (recognised or not). */
const PLANS_MAX = 64;

interface Plan {
  /** The operation's name (a request's operationName must match it, when given). */
  name: string | undefined;
  /** `$id`'s name, or null when the id is a literal. */
  variable: string | null;
  literalId: number | null;
}

/** Handles a request with yoga itself (a Fetch request; no session, no Origin). */
export type YogaFetch = (url: string, init: RequestInit) => Promise<Response> | Response;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const INT_MIN = -(2 ** 31);
const INT_MAX = 2 ** 31 - 1;
const isGraphQLInt = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= INT_MIN && value <= INT_MAX;

/** The shape this path answers, or null (checked against the schema like yoga would). */
export function planFor(schema: GraphQLSchema, query: string): Plan | null {
  if (query.length > QUERY_LIMITS.maxLength) return null;
  if (nestsDeeperThan(query, QUERY_MAX_NESTING)) return null;
  let document: DocumentNode;
  try {
    document = parse(query, { noLocation: true });
  } catch {
    return null;
  }
  if (document.definitions.length !== 1) return null;
  const operation = document.definitions[0] as OperationDefinitionNode;
  if (operation.kind !== Kind.OPERATION_DEFINITION || operation.operation !== "query") return null;
  if (operation.directives?.length) return null;
  const [field, ...others] = operation.selectionSet.selections;
  if (!field || others.length > 0 || field.kind !== Kind.FIELD) return null;
  if (field.name.value !== "publicGame" || field.directives?.length) return null;
  const [arg, ...moreArgs] = field.arguments ?? [];
  if (!arg || moreArgs.length > 0 || arg.name.value !== "id") return null;
  const definitions = operation.variableDefinitions ?? [];
  let plan: Plan;
  if (arg.value.kind === Kind.VARIABLE) {
    const [definition, ...moreDefinitions] = definitions;
    if (!definition || moreDefinitions.length > 0) return null;
    if (definition.defaultValue || definition.directives?.length) return null;
    if (definition.variable.name.value !== arg.value.name.value) return null;
    const type = definition.type;
    if (type.kind !== Kind.NON_NULL_TYPE || type.type.kind !== Kind.NAMED_TYPE) return null;
    if (type.type.name.value !== "Int") return null;
    plan = {
      name: operation.name?.value,
      variable: definition.variable.name.value,
      literalId: null,
    };
  } else if (arg.value.kind === Kind.INT && definitions.length === 0) {
    const id = Number(arg.value.value);
    if (!isGraphQLInt(id)) return null;
    plan = { name: operation.name?.value, variable: null, literalId: id };
  } else {
    return null;
  }
  const selections = field.selectionSet?.selections ?? [];
  if (selections.length === 0) return null;
  for (const selection of selections) {
    if (selection.kind !== Kind.FIELD || !SHARED_FIELDS.has(selection.name.value)) return null;
    if (selection.arguments?.length || selection.directives?.length || selection.selectionSet)
      return null;
  }
  if (validate(schema, document, [...specifiedRules, QueryLimitsRule]).length > 0) return null;
  return plan;
}

/** The game id a request's variables ask for, or undefined (yoga answers what is odd). */
function idOf(plan: Plan, variables: unknown): number | undefined {
  const none = variables === undefined || variables === null;
  if (plan.variable === null) {
    if (none || (isPlainObject(variables) && Object.keys(variables).length === 0))
      return plan.literalId!;
    return undefined;
  }
  if (!isPlainObject(variables)) return undefined;
  const keys = Object.keys(variables);
  if (keys.length !== 1 || keys[0] !== plan.variable) return undefined;
  const id = variables[plan.variable];
  return isGraphQLInt(id) ? id : undefined;
}

/**
 * The media type yoga's result processors choose for a single result (their loop: the regular
 * JSON processor comes last and wins when any of its types matches), or null when yoga would
 * choose something else (or nothing).
 */
export function regularMediaType(accept: string | undefined): string | null {
  const asked: string[] = [];
  for (const item of (accept || "*/*").replace(/\s/g, "").toLowerCase().split(",")) {
    const [mediaType, ...params] = item.split(";");
    const charset = params.find((p) => p.includes("charset=")) ?? "charset=utf-8";
    if (mediaType === undefined || charset !== "charset=utf-8") continue;
    asked.push(mediaType);
  }
  asked.reverse();
  let chosen: string | null = null;
  for (const mediaType of asked) {
    const [pre, suf] = mediaType.split("/");
    for (const offered of ["application/graphql-response+json", "application/json"]) {
      const [offeredPre, offeredSuf] = offered.split("/");
      if ((pre === "*" || pre === offeredPre) && (suf === "*" || suf === offeredSuf))
        chosen = offered;
    }
  }
  return chosen;
}

export interface PlayFastPathOptions {
  schema: GraphQLSchema;
  playGames: PlayGameCache;
  /** Yoga's own handler, which prepares each response once. */
  yoga: YogaFetch;
}

/**
 * Express middleware in front of yoga on /graphql (after the JSON body parser): answers the
 * players' game load from prepared responses and passes every other request on.
 */
export function playFastPath({ schema, playGames, yoga }: PlayFastPathOptions): RequestHandler {
  const plans = new Map<string, Plan | null>();
  /** Preparations under way, by cached row and plan (the results are attached to the row). */
  const preparing = new WeakMap<PlayableGameRow, Map<Plan, Promise<Buffer | null>>>();

  const planOf = (query: string): Plan | null => {
    let plan = plans.get(query);
    if (plan === undefined) {
      plan = planFor(schema, query);
      plans.set(query, plan);
      if (plans.size > PLANS_MAX) plans.delete(plans.keys().next().value!);
    }
    return plan;
  };

  /** Yoga's answer to an anonymous request for this plan and game, if it is a plain success. */
  const prepare = async (
    row: PlayableGameRow,
    id: number,
    query: string,
    plan: Plan,
  ): Promise<Buffer | null> => {
    const response = await yoga("http://localhost/graphql", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({
        query,
        variables: plan.variable === null ? {} : { [plan.variable]: id },
      }),
    });
    const text = await response.text();
    if (response.status !== 200) return null;
    const body = JSON.parse(text) as { data?: Record<string, unknown> | null };
    if (Object.keys(body).length !== 1 || !isPlainObject(body.data)) return null;
    const result = Object.values(body.data)[0];
    if (!isPlainObject(result)) return null;
    return Buffer.from(text);
  };

  return (req, res, next) => {
    const body: unknown = req.body;
    if (req.method !== "POST" || !isPlainObject(body) || typeof body.query !== "string")
      return next();
    if (!body.query.includes("publicGame")) return next();
    for (const key in body)
      if (key !== "query" && key !== "variables" && key !== "operationName") return next();
    if (req.headers.origin !== undefined) return next();
    if (readCookie(req.headers.cookie, SESSION_COOKIE) !== undefined) return next();
    const mediaType = regularMediaType(req.headers.accept);
    if (!mediaType) return next();
    const plan = planOf(body.query);
    if (!plan) return next();
    const operationName = body.operationName;
    if (operationName !== undefined && operationName !== null && operationName !== plan.name)
      return next();
    const id = idOf(plan, body.variables);
    if (id === undefined) return next();
    const row = playGames.peek(id);
    if (!row) return next();
    const send = (buffer: Buffer) => {
      res.writeHead(200, {
        "Content-Type": `${mediaType}; charset=utf-8`,
        "Content-Length": buffer.length,
      });
      res.end(buffer);
    };
    const ready = playGames.attached(id, row, plan);
    if (ready) return send(ready);
    let forRow = preparing.get(row);
    if (!forRow) preparing.set(row, (forRow = new Map()));
    let pending = forRow.get(plan);
    if (!pending) {
      const map = forRow;
      pending = prepare(row, id, body.query, plan)
        .catch(() => null)
        .then((buffer) => {
          map.delete(plan);
          // Kept with the row: gone when the game changes, counted in the cache's bound.
          return buffer && playGames.attach(id, row, plan, buffer) ? buffer : null;
        });
      forRow.set(plan, pending);
    }
    pending.then(
      (buffer) => (buffer ? send(buffer) : next()),
      () => next(),
    );
  };
}
