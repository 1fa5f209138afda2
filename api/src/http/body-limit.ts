import express, { type RequestHandler } from "express";
import { formatBytes, sendClientError } from "./client-errors";

/**
 * Request body limits per route (bytes). GraphQL carries whole game documents (at most
 * DOCUMENT_LIMITS.maxBytes, engine/src/document/limits.ts) plus the query; the AI chat a short
 * conversation; everything else (the apps' form posts: login, registration, …) small forms.
 */
export const BODY_LIMITS = {
  graphql: 6 * 1024 * 1024,
  aiChat: 200 * 1024,
  other: 256 * 1024,
} as const;

export function bodyLimitFor(path: string): number {
  if (path === "/graphql") return BODY_LIMITS.graphql;
  if (path === "/api/ai-chat") return BODY_LIMITS.aiChat;
  return BODY_LIMITS.other;
}

/**
 * Refuses a body whose Content-Length is over its route's limit with 413, before reading it.
 * Bodies without a length (chunked) are bounded where they are read: GraphQL by `graphqlBody`,
 * the AI chat by its JSON parser's limit.
 */
export function bodyLimit(limitFor: (path: string) => number = bodyLimitFor): RequestHandler {
  return (req, res, next) => {
    const limit = limitFor(req.path);
    const declared = Number(req.headers["content-length"]);
    if (!Number.isFinite(declared) || declared <= limit) return next();
    // Answer at once and close the connection: the body is drained, never buffered.
    res.setHeader("Connection", "close");
    sendClientError(req, res, 413, "PAYLOAD_TOO_LARGE", "http.payloadTooLarge", {
      limit: formatBytes(limit),
    });
    req.resume();
  };
}

/**
 * Reads GraphQL request bodies up to BODY_LIMITS.graphql (also chunked ones: counted while they
 * stream) into a Buffer, which yoga then uses as the body; over the limit → 413.
 */
export function graphqlBody(): RequestHandler {
  return express.raw({ type: () => true, limit: BODY_LIMITS.graphql });
}
