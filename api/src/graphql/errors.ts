import { ApiError, type ErrorCode, type ErrorMessageKey } from "../errors";
import type { GraphQLContext } from "./context";

export type { ErrorCode };

/** An ApiError worded in the viewer's language, with `messageKey` among its extensions. */
export function userError(
  ctx: Pick<GraphQLContext, "locale">,
  code: ErrorCode,
  key: ErrorMessageKey,
  params: Record<string, string | number> = {},
  extensions: Record<string, unknown> = {},
): ApiError {
  return new ApiError(code, {
    key,
    params,
    locale: ctx.locale,
    extensions: { messageKey: key, ...extensions },
  });
}
