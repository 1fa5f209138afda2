/**
 * Server-rendered pages of published games, kept once rendered: a class opening the same game
 * gets the page a first visitor caused, without another render, loader run or loopback GraphQL
 * request (issue 21: the play page's throughput against a static file of the same size).
 *
 * Which pages: those the player app marks with PAGE_GAME_HEADER (`<game id>:<documentVersion>`;
 * player/app/routes/play.tsx): a page that shows one game version and, of the visitor, only what
 * the request carries. So a kept page is found by everything the request carries that a render
 * may read — method, URL, host and scheme, Accept-Language and the whole Cookie header — and is
 * kept only for a GET without a session cookie (owners and admins see their stored documents).
 *
 * When it is right: the page hangs on the play cache's row of its game (play-cache.ts `attach`),
 * which PostgreSQL's game_changed notifications drop on every change of the game (a save, a
 * title, unpublishing); with the row the page goes. A page is kept only when the play cache was
 * listening and saw no change of any game from before the render until after it, and its row
 * still has the version the page names (so the page shows what the row holds).
 *
 * Per response: the CSP nonce is the request's own (the kept page holds a placeholder where the
 * render wrote its nonce); headers set by the API's middleware (CSP, framing) are the request's;
 * only the render's own headers are kept with the page. Anything else (a miss, an error, a page
 * setting a cookie) is the render's response, streamed as React Router's express adapter does.
 */
import { Readable } from "node:stream";
import type {
  Request as ExpressRequest,
  RequestHandler,
  Response as ExpressResponse,
} from "express";
import { readCookie, SESSION_COOKIE } from "../auth/cookies";
import type { PlayGameCache } from "../graphql/play-cache";
import { CSP_NONCE_HEADER } from "./security";

/** Must equal PAGE_GAME_HEADER in player/app/shell/nonce.ts. */
export const PAGE_GAME_HEADER = "x-exitgame-page-game";

/** Request variants remembered (which game their page belongs to). */
export const PAGE_KEYS_MAX = 4096;

/** React Router's request handler for one app (`createRequestHandler(build)` of "react-router"). */
export type AppFetch = (request: Request) => Promise<Response>;

interface Kept {
  /** The page split at the nonce placeholders: the request's nonce goes between the parts. */
  parts: Buffer[];
  status: number;
  headers: [string, string][];
}

interface Variant {
  gameId: number;
  version: number;
  /** The object the page is attached under in the play cache. */
  key: object;
}

/** As @react-router/express builds the Fetch request of an express request. */
export function fetchRequestOf(req: ExpressRequest, res: ExpressResponse): Request {
  const trustProxy = req.app?.enabled("trust proxy");
  const [, forwardedPort] = trustProxy ? (req.get("X-Forwarded-Host")?.split(":") ?? []) : [];
  const [, hostPort] = req.get("host")?.split(":") ?? [];
  const a = Number.parseInt(forwardedPort ?? "", 10);
  const b = Number.parseInt(hostPort ?? "", 10);
  const port = Number.isSafeInteger(a) ? a : Number.isSafeInteger(b) ? b : "";
  const host = `${req.hostname.split(/[\\/?#@]/)[0] || "localhost"}${port ? `:${port}` : ""}`;
  const url = new URL(`${req.protocol}://${host}${req.originalUrl}`);
  let controller: AbortController | null = new AbortController();
  const headers = new Headers();
  for (const [name, values] of Object.entries(req.headers)) {
    if (!values) continue;
    if (Array.isArray(values)) for (const value of values) headers.append(name, value);
    else headers.set(name, values);
  }
  const init: RequestInit & { duplex?: "half" } = {
    method: req.method,
    headers,
    signal: controller.signal,
  };
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = Readable.toWeb(req) as ReadableStream<Uint8Array>;
    init.duplex = "half";
  }
  return new Request(url.href, init);
}

/** Resolves when `res` can take more, or is closed. */
function drained(res: ExpressResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off("drain", done);
      res.off("close", done);
      resolve();
    };
    res.on("drain", done);
    res.on("close", done);
  });
}

function sendHead(res: ExpressResponse, status: number, headers: Iterable<[string, string]>) {
  res.status(status);
  for (const [name, value] of headers) if (name !== PAGE_GAME_HEADER) res.append(name, value);
}

/** As @react-router/express sends a Fetch response. */
async function sendStreamed(res: ExpressResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  sendHead(res, response.status, response.headers.entries());
  if (response.headers.get("Content-Type")?.match(/text\/event-stream/i)) res.flushHeaders();
  if (!response.body) return void res.end();
  try {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      if (res.destroyed) break;
      if (!res.write(chunk)) await drained(res);
    }
    if (res.destroyed) await response.body.cancel().catch(() => {});
    else res.end();
  } catch (error) {
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}

function sendKept(res: ExpressResponse, kept: Kept, nonce: string) {
  sendHead(res, kept.status, kept.headers);
  const n = Buffer.from(nonce);
  const chunks: Buffer[] = [];
  kept.parts.forEach((part, i) => {
    if (i > 0) chunks.push(n);
    chunks.push(part);
  });
  const body = Buffer.concat(chunks);
  res.setHeader("Content-Length", body.length);
  res.end(body);
}

/** `body` split where `nonce` occurs. */
function splitAt(body: Buffer, nonce: string): Buffer[] {
  const parts: Buffer[] = [];
  const needle = Buffer.from(nonce);
  let from = 0;
  for (let at = body.indexOf(needle, from); at !== -1; at = body.indexOf(needle, from)) {
    parts.push(body.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

export interface PageCacheOptions {
  playGames: PlayGameCache;
  /** The app's React Router handler. */
  app: AppFetch;
}

/** The player app's server rendering, with kept pages of published games (see above). */
export function pageCache({ playGames, app }: PageCacheOptions): RequestHandler {
  const variants = new Map<string, Variant>();
  /** The kept page of each attached body. */
  const kept = new WeakMap<Buffer, Kept>();

  const variantOf = (req: ExpressRequest): string | null => {
    if (req.method !== "GET") return null;
    if (readCookie(req.headers.cookie, SESSION_COOKIE) !== undefined) return null;
    return JSON.stringify([
      req.protocol,
      req.get("host") ?? "",
      req.originalUrl,
      req.headers["accept-language"] ?? "",
      req.headers.cookie ?? "",
    ]);
  };

  const remember = (name: string, variant: Variant) => {
    variants.delete(name);
    variants.set(name, variant);
    if (variants.size > PAGE_KEYS_MAX) variants.delete(variants.keys().next().value!);
  };

  return async (req, res, next) => {
    try {
      const name = variantOf(req);
      const nonce = req.headers[CSP_NONCE_HEADER];
      if (name !== null && typeof nonce === "string") {
        const variant = variants.get(name);
        const row = variant && playGames.peek(variant.gameId);
        const value = row && variant && playGames.attached(variant.gameId, row, variant.key);
        const page = value && kept.get(value);
        if (page) return sendKept(res, page, nonce);
      }
      const active = playGames.active;
      const changes = playGames.changes;
      const response = await app(fetchRequestOf(req, res));
      const marked = response.headers.get(PAGE_GAME_HEADER)?.match(/^(\d+):(\d+)$/);
      if (
        !marked ||
        name === null ||
        typeof nonce !== "string" ||
        !active ||
        response.status !== 200 ||
        response.headers.has("set-cookie")
      )
        return await sendStreamed(res, response);
      const body = Buffer.from(await response.arrayBuffer());
      const page: Kept = {
        parts: splitAt(body, nonce),
        status: response.status,
        headers: [...response.headers.entries()].filter(([header]) => header !== PAGE_GAME_HEADER),
      };
      const gameId = Number(marked[1]);
      const version = Number(marked[2]);
      const row = playGames.peek(gameId);
      if (playGames.active && playGames.changes === changes && row?.documentVersion === version) {
        const variant = variants.get(name) ?? { gameId, version, key: {} };
        // The rendered body itself is kept (its size counts in the play cache); the parts view it.
        kept.set(body, page);
        if (playGames.attach(gameId, row, variant.key, body))
          remember(name, { ...variant, gameId, version });
      }
      sendKept(res, page, nonce);
    } catch (error) {
      next(error);
    }
  };
}
