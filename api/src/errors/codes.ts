/**
 * The API's one list of error codes (GraphQL `extensions.code`, the coarse class of a REST
 * error) with the HTTP status a REST route answers them with. The precise reason is the message
 * key (messages.ts); clients branch on the code and, where they need it, on the key.
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  BAD_USER_INPUT: 400,
  INPUT_TOO_DEEP: 400,
  QUERY_TOO_COMPLEX: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  LOGIN_CODE_REQUIRED: 401,
  LOGIN_CODE_INVALID: 401,
  FORBIDDEN: 403,
  CSRF: 403,
  EMAIL_NOT_VERIFIED: 403,
  CANNOT_REMOVE_OWN_ADMIN: 403,
  NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  ALREADY_VERIFIED: 409,
  GONE: 410,
  DOCUMENT_TOO_LARGE: 413,
  PAYLOAD_TOO_LARGE: 413,
  PASSWORD_TOO_SHORT: 400,
  PASSWORD_TOO_LONG: 400,
  PASSWORD_TOO_COMMON: 400,
  WRONG_PASSWORD: 400,
  INVALID_CODE: 400,
  CODE_EXPIRED: 400,
  INVALID_RESET_TOKEN: 400,
  RATE_LIMITED: 429,
  TOO_BUSY: 429,
  INTERNAL: 500,
  /** A GraphQL answer over ANSWER_LIMITS.maxBytes (sent instead of it; GraphQL only). */
  ANSWER_TOO_LARGE: 500,
  UPSTREAM: 502,
  NOT_CONFIGURED: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The code a bare HTTP status stands for (refusals that were known by their status only). */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return "BAD_USER_INPUT";
    case 401:
      return "UNAUTHENTICATED";
    case 403:
      return "FORBIDDEN";
    case 404:
      return "NOT_FOUND";
    case 405:
      return "METHOD_NOT_ALLOWED";
    case 409:
      return "CONFLICT";
    case 410:
      return "GONE";
    case 413:
      return "PAYLOAD_TOO_LARGE";
    case 429:
      return "RATE_LIMITED";
    case 502:
      return "UPSTREAM";
    case 503:
      return "NOT_CONFIGURED";
    default:
      return status >= 500 ? "INTERNAL" : "BAD_REQUEST";
  }
}
