import { GraphQLError } from "graphql";
import { translate, type MessageKey } from "../i18n/messages";
import type { GraphQLContext } from "./context";

/** Machine-readable error codes clients branch on (`extensions.code`). */
export type ErrorCode =
  | "BAD_USER_INPUT"
  | "NOT_FOUND"
  | "CONFLICT"
  | "FORBIDDEN"
  | "UNAUTHENTICATED"
  | "DOCUMENT_TOO_LARGE"
  | "TOO_BUSY";

/** A GraphQL error with a message in the viewer's language; never masked by yoga. */
export function userError(
  ctx: Pick<GraphQLContext, "locale">,
  code: ErrorCode,
  key: MessageKey,
  params: Record<string, string | number> = {},
  extensions: Record<string, unknown> = {},
): GraphQLError {
  return new GraphQLError(translate(ctx.locale, key, params), {
    extensions: { code, messageKey: key, ...extensions },
  });
}
