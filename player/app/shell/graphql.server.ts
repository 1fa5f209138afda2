import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { print } from "graphql";

export class GraphQLRequestError extends Error {
  constructor(
    message: string,
    readonly codes: string[],
    readonly status?: number,
    /** The first error's extensions (code, field, retryAfterSeconds, …). */
    readonly extensions: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "GraphQLRequestError";
  }
}

/**
 * Loaders run on the server, inside the API server's process: they reach the GraphQL
 * endpoint over loopback (the server sets EXITGAME_INTERNAL_ORIGIN once it listens),
 * forwarding the visitor's cookies and language so that the API sees the same person.
 */
export async function requestGraphQL<R, V extends Record<string, unknown>>(
  request: Request,
  document: TypedDocumentNode<R, V>,
  variables: V,
): Promise<R> {
  const { data } = await fetchGraphQL(request, document, variables);
  return data;
}

/**
 * Headers passed on to the API: the visitor's cookies and language, and the forwarding headers
 * the API server set from what it trusts (client address for rate limits, scheme for Secure
 * cookies, host for links), and the request id.
 */
const FORWARDED_HEADERS = [
  "Cookie",
  "Accept-Language",
  "User-Agent",
  "X-Forwarded-For",
  "X-Forwarded-Proto",
  "X-Forwarded-Host",
  // The request id (api/src/request-context.ts): the API's log lines of this page share it.
  "X-Request-Id",
];

/** Like requestGraphQL, also returning the response's Set-Cookie headers (actions pass them on). */
export async function fetchGraphQL<R, V extends Record<string, unknown>>(
  request: Request,
  document: TypedDocumentNode<R, V>,
  variables: V,
): Promise<{ data: R; setCookie: string[] }> {
  const origin =
    process.env.EXITGAME_INTERNAL_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
  const headers = new Headers({
    "Content-Type": "application/json",
    Accept: "application/graphql-response+json",
  });
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  let response: Response;
  try {
    response = await fetch(new URL("/graphql", origin), {
      method: "POST",
      headers,
      body: JSON.stringify({ query: print(document), variables }),
      signal: request.signal,
    });
  } catch (cause) {
    throw new GraphQLRequestError(`GraphQL request failed: ${String(cause)}`, ["NETWORK"]);
  }
  const body = (await response.json().catch(() => null)) as {
    data?: R;
    errors?: { message: string; extensions?: { code?: string } & Record<string, unknown> }[];
  } | null;
  if (!body || body.errors?.length || body.data == null) {
    const errors = body?.errors ?? [];
    throw new GraphQLRequestError(
      errors.map((e) => e.message).join("; ") ||
        `GraphQL request failed with HTTP ${response.status}`,
      errors.map((e) => e.extensions?.code ?? "UNKNOWN"),
      response.status,
      errors[0]?.extensions ?? {},
    );
  }
  return { data: body.data, setCookie: response.headers.getSetCookie() };
}
