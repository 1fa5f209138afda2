import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { fetchGraphQL, GraphQLRequestError } from "@exitgame/player/kit/graphql.server";

/** What a form action answers when the API refused: a code to translate and where to show it. */
export interface FormFailure {
  code: string;
  /** Field the message belongs to, if any. */
  field?: string;
  /** Per-field validation keys from the API (BAD_USER_INPUT). */
  fields?: Record<string, string>;
  params: Record<string, string | number>;
}

export type MutationResult<R> =
  { ok: true; data: R; headers: Headers } | { ok: false; failure: FormFailure };

/** Runs a mutation for a form action; the API's Set-Cookie headers come back for the response. */
export async function runMutation<R, V extends Record<string, unknown>>(
  request: Request,
  document: TypedDocumentNode<R, V>,
  variables: V,
): Promise<MutationResult<R>> {
  try {
    const { data, setCookie } = await fetchGraphQL(request, document, variables);
    const headers = new Headers();
    for (const cookie of setCookie) headers.append("Set-Cookie", cookie);
    return { ok: true, data, headers };
  } catch (error) {
    if (!(error instanceof GraphQLRequestError)) throw error;
    const ext = error.extensions;
    const params: Record<string, string | number> = {};
    for (const key of ["minutes", "attemptsLeft", "min", "max", "retryAfterSeconds"]) {
      const value = ext[key];
      if (typeof value === "number" || typeof value === "string") params[key] = value;
    }
    return {
      ok: false,
      failure: {
        code: error.codes[0] ?? "UNKNOWN",
        field: typeof ext.field === "string" ? ext.field : undefined,
        fields:
          ext.fields && typeof ext.fields === "object"
            ? (ext.fields as Record<string, string>)
            : undefined,
        params,
      },
    };
  }
}
