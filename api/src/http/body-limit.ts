import type { RequestHandler } from "express";
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
 * GraphQL bodies must declare their length (browsers and GraphQL clients do): a chunked one gets
 * 411, so that nothing reads an unbounded GraphQL body. The AI chat's JSON parser has its own limit.
 */
export function bodyLimit(limitFor: (path: string) => number = bodyLimitFor): RequestHandler {
  return (req, res, next) => {
    const limit = limitFor(req.path);
    const length = req.headers["content-length"];
    if (length === undefined) {
      if (req.path === "/graphql" && req.headers["transfer-encoding"] !== undefined) {
        res.setHeader("Connection", "close");
        sendClientError(req, res, 411, "LENGTH_REQUIRED", "http.lengthRequired");
        req.resume();
        return;
      }
      return next();
    }
    if (Number(length) <= limit) return next();
    // Answer at once and close the connection: the body is drained, never buffered.
    res.setHeader("Connection", "close");
    sendClientError(req, res, 413, "PAYLOAD_TOO_LARGE", "http.payloadTooLarge", {
      limit: formatBytes(limit),
    });
    req.resume();
  };
}
