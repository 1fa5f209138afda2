/**
 * Server side of the sharing, versions and bin screens (issue 26): each intent is one API call;
 * the API's refusal comes back as its translated message.
 */
import { fetchGraphQL, GraphQLRequestError } from "@exitgame/player/kit/graphql.server";
import { parseGameId } from "@exitgame/player/kit";
import { data } from "react-router";
import { requireUser } from "../auth/guards.server";

export type SharingResult =
  | { ok: true; intent: string; id?: number | string }
  | { ok: false; intent: string; error: string; code: string; field?: string };

/** Runs `work`, turning an API refusal into `{ ok: false, error }` (status 400). */
export async function apiResult(
  intent: string,
  work: () => Promise<{ id?: number | string } | void>,
) {
  try {
    const done = await work();
    return data<SharingResult>({
      ok: true,
      intent,
      ...(done as { id?: number | string } | undefined),
    });
  } catch (error) {
    if (!(error instanceof GraphQLRequestError)) throw error;
    const field = typeof error.extensions.field === "string" ? error.extensions.field : undefined;
    return data<SharingResult>(
      {
        ok: false,
        intent,
        error: error.message,
        code: error.codes[0] ?? "UNKNOWN",
        ...(field ? { field } : {}),
      },
      { status: 400 },
    );
  }
}

/** [login] and the route's numeric game id (404 otherwise). */
export async function gameRequest(request: Request, params: { gameId?: string }): Promise<number> {
  await requireUser(request);
  const id = parseGameId(params.gameId);
  if (id === null) throw data(null, { status: 404 });
  return id;
}

/** A loader's GraphQL read: NOT_FOUND → 404, FORBIDDEN → 403. */
export async function readOr404<R, V extends Record<string, unknown>>(
  request: Request,
  ...args: Parameters<typeof fetchGraphQL<R, V>> extends [Request, ...infer Rest] ? Rest : never
): Promise<R> {
  try {
    return (await fetchGraphQL<R, V>(request, ...args)).data;
  } catch (error) {
    if (error instanceof GraphQLRequestError && error.codes.includes("NOT_FOUND"))
      throw data(null, { status: 404 });
    if (error instanceof GraphQLRequestError && error.codes.includes("FORBIDDEN"))
      throw data(null, { status: 403 });
    throw error;
  }
}
