import type { ErrorRequestHandler, Request, RequestHandler, Response } from "express";
import { localeFromHeaders } from "../graphql/locale";
import {
  ApiError,
  codeForStatus,
  ERROR_STATUS,
  sendError,
  type ErrorCode,
  type ErrorMessageKey,
} from "../errors";
import type { MessageKey } from "../i18n/messages";
import type { Logger } from "../logger";

/** Paths whose clients read JSON: GraphQL and the /api routes. */
export const isApiPath = (path: string) =>
  path === "/graphql" || path === "/api" || path.startsWith("/api/");

export function requestLocale(req: Request) {
  return localeFromHeaders(req.headers.cookie, req.headers["accept-language"]);
}

/**
 * A client error in the visitor's language: on /api the one REST error body
 * `{ error: { code, message, params? } }` (errors/rest.ts), on /graphql GraphQL's error shape
 * (`{ errors: [{ message, extensions: { code } }] }`), plain text elsewhere. `code` is the REST
 * body's code (an ErrorCode such as TOO_BUSY, or a route's finer reason).
 */
export function sendClientError(
  req: Request,
  res: Response,
  status: number,
  code: string,
  key: ErrorMessageKey,
  params: Record<string, string | number> = {},
): void {
  const typed = (code in ERROR_STATUS ? code : codeForStatus(status)) as ErrorCode;
  sendApiError(req, res, new ApiError(typed, { status, reason: code, key, params }));
}

/** An ApiError answered in the shape the path's clients read (see sendClientError). */
export function sendApiError(req: Request, res: Response, error: ApiError): void {
  const locale = requestLocale(req);
  res.setHeader("Cache-Control", "no-store");
  // A handler mounted at /graphql sees the path "/" (its mount point is in baseUrl).
  const path = req.baseUrl ? req.baseUrl + req.path.replace(/\/$/, "") : req.path;
  if (path === "/graphql") {
    res.status(error.status).json({
      errors: [
        { message: error.messageIn(locale), extensions: { code: error.reason, ...error.params } },
      ],
    });
  } else if (isApiPath(path)) {
    sendError(res, error, locale);
  } else {
    res.status(error.status).type("text/plain").send(error.messageIn(locale));
  }
}

/** Methods the server answers; anything else (TRACE, CONNECT, PROPFIND…) gets 405. */
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

export function allowedMethods(): RequestHandler {
  return (req, res, next) => {
    if (METHODS.includes(req.method)) return next();
    res.setHeader("Allow", METHODS.join(", "));
    sendClientError(req, res, 405, "METHOD_NOT_ALLOWED", "http.methodNotAllowed");
  };
}

/** /api paths no route answered: 404 JSON, never the apps' HTML page. */
export function apiNotFound(): RequestHandler {
  return (req, res, next) => {
    if (!req.path.startsWith("/api/") && req.path !== "/api") return next();
    sendClientError(req, res, 404, "NOT_FOUND", "http.notFound");
  };
}

const CLIENT_ERROR_CODES: Record<number, [string, MessageKey]> = {
  400: ["BAD_REQUEST", "http.badRequest"],
  404: ["NOT_FOUND", "http.notFound"],
  405: ["METHOD_NOT_ALLOWED", "http.methodNotAllowed"],
  413: ["PAYLOAD_TOO_LARGE", "http.payloadTooLarge"],
};

/**
 * The last handler: an error that carries a client status (body-parser's 400/413, express's 400
 * for a bad percent escape, …) is answered with that status; everything else is a 500 and is
 * logged. JSON on /graphql and /api, a small HTML page elsewhere.
 */
export function errorHandler(logger: Logger, redact: (url: string) => string): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const carried = (error as { status?: unknown; statusCode?: unknown } | null) ?? {};
    const status = Number(carried.status ?? carried.statusCode);
    if (res.headersSent) {
      logger.error({ err: error, url: redact(req.originalUrl) }, "error after the response began");
      return res.end();
    }
    if (error instanceof ApiError && error.status < 500) {
      logger.info({ status: error.status, url: redact(req.originalUrl) }, "client error");
      return sendApiError(req, res, error);
    }
    if (Number.isInteger(status) && status >= 400 && status < 500) {
      logger.info({ status, url: redact(req.originalUrl) }, "client error");
      const [code, key] = CLIENT_ERROR_CODES[status] ?? ["BAD_REQUEST", "http.badRequest"];
      const limit = (error as { limit?: unknown }).limit;
      return sendClientError(
        req,
        res,
        status,
        code,
        key,
        typeof limit === "number" ? { limit: formatBytes(limit) } : {},
      );
    }
    logger.error({ err: error, url: redact(req.originalUrl) }, "unhandled request error");
    if (isApiPath(req.path)) {
      return sendClientError(req, res, 500, "INTERNAL_SERVER_ERROR", "http.internal");
    }
    res
      .status(500)
      .type("html")
      .send(
        "<!doctype html><html><head><meta charset=utf-8><title>Internal Server Error</title></head>" +
          "<body><h1>Internal Server Error</h1><p>Interner Serverfehler</p></body></html>",
      );
  };
}

/** 6291456 → "6 MB", 204800 → "200 KB". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / 1024 / 1024} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}
