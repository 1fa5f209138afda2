import { GraphQLError } from "graphql";
import type { Locale } from "@exitgame/engine";
import { ERROR_STATUS, type ErrorCode } from "./codes";
import {
  defaultMessageKey,
  errorMessage,
  type ErrorMessageKey,
  type ErrorParams,
} from "./messages";

export interface ApiErrorOptions {
  /** A REST body's `code` when clients tell finer reasons apart (the code itself without it). */
  reason?: string;
  /** The message (and the precise reason); the code's default message without it. */
  key?: ErrorMessageKey;
  params?: ErrorParams;
  /** The HTTP status of a REST answer; the code's status without it. */
  status?: number;
  /** The language of `message` as a GraphQL error; REST routes word it with `messageIn`. */
  locale?: Locale;
  /** More GraphQL extensions besides `code`. */
  extensions?: Record<string, unknown>;
  /** Machine-readable detail a REST body carries along (e.g. which fields are wrong). */
  details?: unknown;
}

/**
 * The API's one error: a typed code, a message key with its params from the one catalogue, the
 * HTTP status for REST routes. It is a GraphQLError (`extensions.code` as before, never masked
 * by yoga), and REST routes answer it with `sendError` as `{ error: { code, message, params? } }`.
 */
export class ApiError extends GraphQLError {
  readonly code: ErrorCode;
  readonly reason: string;
  readonly key: ErrorMessageKey;
  readonly params: ErrorParams;
  readonly status: number;
  readonly details: unknown;

  constructor(code: ErrorCode, options: ApiErrorOptions = {}) {
    const params = options.params ?? {};
    const key = options.key ?? defaultMessageKey(code, params);
    super(errorMessage(options.locale ?? "en", key, params), {
      extensions: { code, ...options.extensions },
    });
    this.name = "ApiError";
    this.code = code;
    this.reason = options.reason ?? code;
    this.key = key;
    this.params = params;
    this.status = options.status ?? ERROR_STATUS[code];
    this.details = options.details;
  }

  messageIn(locale: Locale): string {
    return errorMessage(locale, this.key, this.params);
  }

  /** The same error worded for a GraphQL answer, with `messageKey` and more extensions. */
  inLocale(locale: Locale, extensions: Record<string, unknown> = {}): ApiError {
    return new ApiError(this.code, {
      reason: this.reason,
      key: this.key,
      params: this.params,
      status: this.status,
      details: this.details,
      locale,
      extensions: { messageKey: this.key, ...extensions },
    });
  }
}

/** Whatever was thrown, as an ApiError (anything unknown is a 500 `INTERNAL`). */
export function asApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : new ApiError("INTERNAL", { key: "common.unknown" });
}
