import type { Response } from "express";
import type { Locale } from "@exitgame/engine";
import type { ApiError } from "./api-error";

/**
 * The one error body of every REST route: `code` is the precise, machine-readable reason (the
 * message key, e.g. `competitionApi.ended`, or a route's own reason such as an import's
 * `invalidFile`; the coarse ErrorCode when there is nothing finer), `message` is worded in the
 * visitor's language, `params` carries the message's params and any detail a client acts on.
 */
export interface RestErrorBody {
  error: { code: string; message: string; params?: Record<string, unknown> };
}

export function restErrorBody(
  error: ApiError,
  locale: Locale,
  extra: Record<string, unknown> = {},
): RestErrorBody {
  const params: Record<string, unknown> = { ...error.params, ...extra };
  if (error.details !== undefined) params.details = error.details;
  return {
    error: {
      code: error.reason,
      message: error.messageIn(locale),
      ...(Object.keys(params).length ? { params } : {}),
    },
  };
}

/** Answers a REST request with the error's status and the one error body (never cached). */
export function sendError(
  res: Response,
  error: ApiError,
  locale: Locale,
  extra: Record<string, unknown> = {},
): void {
  res.setHeader("Cache-Control", "no-store");
  res.status(error.status).json(restErrorBody(error, locale, extra));
}
