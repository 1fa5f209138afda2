import { EXITGAME_LIMITS } from "@exitgame/engine";
import type { Request, RequestHandler } from "express";
import { readCookie, SESSION_COOKIE } from "../auth/cookies";
import { WorkGate } from "../work-gate";
import { formatBytes, sendClientError } from "./client-errors";

/**
 * Request body limits per route (bytes). GraphQL carries whole game documents (at most
 * DOCUMENT_LIMITS.maxBytes, engine/src/document/limits.ts) plus the query; the AI chat a short
 * conversation; everything else (the apps' form posts: login, registration, …) small forms.
 */
export const BODY_LIMITS = {
  graphql: 6 * 1024 * 1024,
  aiChat: 200 * 1024,
  /** Team progress: game snapshots (competition-routes.ts parses at most this much). */
  competition: 1024 * 1024,
  other: 256 * 1024,
} as const;

/** Bodies over this size count as heavy work for the client that sends them. */
export const LARGE_BODY_BYTES = 1024 * 1024;
/** Large bodies one client (a session, else an address) may have in flight at once. */
export const LARGE_BODIES_PER_CLIENT = 2;
/** Keyed by "session:<cookie>" or "ip:<address>". */
export const largeBodies = new WorkGate(LARGE_BODIES_PER_CLIENT);

function clientKey(req: Request): string {
  const session = readCookie(req.headers.cookie, SESSION_COOKIE);
  return session ? `session:${session}` : `ip:${req.ip ?? req.socket.remoteAddress ?? "unknown"}`;
}

/** Uploads (POST /api/assets) stream to disk and enforce the asset limits themselves. */
const OWN_LIMIT_PATHS = new Set(["/api/assets"]);

/** The batched import's asset uploads stream to disk with the gallery's limits (import-routes.ts). */
const IMPORT_ASSET_PATH = /^\/api\/imports\/[^/]+\/assets$/;
/** Its commit carries the game document. */
const IMPORT_COMMIT_PATH = /^\/api\/imports\/[^/]+\/commit$/;

export function bodyLimitFor(path: string): number {
  if (OWN_LIMIT_PATHS.has(path) || IMPORT_ASSET_PATH.test(path)) return Number.POSITIVE_INFINITY;
  if (IMPORT_COMMIT_PATH.test(path)) return BODY_LIMITS.graphql;
  // The Legacy import: one whole .exitgame file, streamed to a temporary file.
  if (path === "/api/games/import/legacy") return EXITGAME_LIMITS.maxArchiveBytes;
  if (path === "/graphql") return BODY_LIMITS.graphql;
  if (path === "/api/ai-chat") return BODY_LIMITS.aiChat;
  if (path.startsWith("/api/competition/")) return BODY_LIMITS.competition;
  return BODY_LIMITS.other;
}

/**
 * Refuses a body whose Content-Length is over its route's limit with 413, before reading it.
 * Every bounded route requires the length: a body without one (Transfer-Encoding: chunked) gets
 * 411 and the connection is closed, so that nothing reads an unbounded body (a 300 MB chunked form
 * post once took the server from 245 MB to 1.5 GB). Browsers, the apps' server-side loaders and
 * GraphQL clients always send Content-Length for the bodies this product takes. Uploads (which
 * stream to disk and count their bytes against the asset limits) take chunked bodies.
 */
export function bodyLimit(limitFor: (path: string) => number = bodyLimitFor): RequestHandler {
  return (req, res, next) => {
    const limit = limitFor(req.path);
    const length = req.headers["content-length"];
    if (length === undefined) {
      if (req.headers["transfer-encoding"] === undefined || !Number.isFinite(limit)) return next();
      // Node closes the connection once the answer is out: the body is not read to its end.
      res.setHeader("Connection", "close");
      sendClientError(req, res, 411, "LENGTH_REQUIRED", "http.lengthRequired");
      req.resume();
      return;
    }
    const declared = Number(length);
    if (declared <= limit) {
      if (
        !(declared > LARGE_BODY_BYTES) ||
        OWN_LIMIT_PATHS.has(req.path) ||
        IMPORT_ASSET_PATH.test(req.path)
      )
        return next();
      // Parsing a large body costs time on the one event loop: one client gets a bounded share.
      const release = largeBodies.tryEnter(clientKey(req));
      if (!release) {
        res.setHeader("Retry-After", "5");
        res.setHeader("Connection", "close");
        sendClientError(req, res, 429, "TOO_BUSY", "http.tooBusy");
        req.resume();
        return;
      }
      res.once("close", release);
      return next();
    }
    // Answer at once and close the connection: the body is drained, never buffered.
    res.setHeader("Connection", "close");
    sendClientError(req, res, 413, "PAYLOAD_TOO_LARGE", "http.payloadTooLarge", {
      limit: formatBytes(limit),
    });
    req.resume();
  };
}
