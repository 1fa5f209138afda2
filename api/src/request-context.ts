/**
 * The request id: taken from the incoming X-Request-Id (a proxy's, or another instance's when
 * one calls the next) or made here, answered in the same header, passed on by server-side
 * loaders (player/app/shell/graphql.server.ts), and written into every log line made while the
 * request is handled (logger.ts reads it from here).
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";

export const REQUEST_ID_HEADER = "x-request-id";
const VALID_ID = /^[A-Za-z0-9._:-]{1,128}$/;

const context = new AsyncLocalStorage<{ requestId: string }>();

/** The id of the request being handled, if any. */
export function currentRequestId(): string | undefined {
  return context.getStore()?.requestId;
}

export function requestId(): RequestHandler {
  return (req, res, next) => {
    const incoming = req.headers[REQUEST_ID_HEADER];
    const id = typeof incoming === "string" && VALID_ID.test(incoming) ? incoming : randomUUID();
    // Server-side rendering reads the request's headers: its calls to the API carry the same id.
    req.headers[REQUEST_ID_HEADER] = id;
    res.setHeader("X-Request-Id", id);
    context.run({ requestId: id }, next);
  };
}
