import type { Locale } from "@exitgame/engine";
import { ApiError, type ErrorCode } from "../errors";

/** The codes the account flows answer with (their messages are the catalogue's `auth.*`). */
export type AppErrorCode = Extract<
  ErrorCode,
  | "BAD_USER_INPUT"
  | "UNAUTHENTICATED"
  | "FORBIDDEN"
  | "EMAIL_NOT_VERIFIED"
  | "INVALID_CREDENTIALS"
  | "LOGIN_CODE_REQUIRED"
  | "LOGIN_CODE_INVALID"
  | "PASSWORD_TOO_SHORT"
  | "PASSWORD_TOO_LONG"
  | "PASSWORD_TOO_COMMON"
  | "WRONG_PASSWORD"
  | "INVALID_CODE"
  | "CODE_EXPIRED"
  | "ALREADY_VERIFIED"
  | "INVALID_RESET_TOKEN"
  | "RATE_LIMITED"
  | "USER_NOT_FOUND"
  | "CANNOT_REMOVE_OWN_ADMIN"
>;

/**
 * An ApiError with the code's own message, worded at once, whose params are also GraphQL
 * extensions (`minutes`, `attemptsLeft`, …) as the apps read them.
 */
export class AppError extends ApiError {
  constructor(
    code: AppErrorCode,
    locale: Locale,
    params: Record<string, string | number> = {},
    extra: Record<string, unknown> = {},
  ) {
    super(code, { locale, params, extensions: { ...params, ...extra } });
    this.name = "AppError";
  }
}
