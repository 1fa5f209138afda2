import type { RequestHandler } from "express";
import { sendClientError } from "./client-errors";

/** The content types express.json parses in front of yoga (server.ts). */
export const GRAPHQL_JSON_TYPES = ["application/json", "application/*+json"];

/**
 * A JSON POST to /graphql whose body is empty, `{}` or `[]` gets 400 at once. Yoga's adapter
 * takes a parsed body only when it has keys; for an empty one it would read the request again,
 * whose stream express.json has already consumed, and the request would hang.
 */
export function refuseEmptyGraphQLBody(): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "POST" || !req.is(GRAPHQL_JSON_TYPES)) return next();
    const body: unknown = req.body;
    if (body !== null && typeof body === "object" && Object.keys(body).length > 0) return next();
    res.setHeader("Connection", "close");
    sendClientError(req, res, 400, "BAD_REQUEST", "http.graphqlQueryMissing");
  };
}
