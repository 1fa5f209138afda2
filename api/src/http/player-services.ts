/**
 * What the player needs from the server besides GraphQL:
 * (Gallery files, GET /api/assets/:id, are served by ../assets/routes.ts.)
 * - POST /api/ai-chat                    the AI chat element's proxy to an OpenAI-compatible endpoint:
 *   only the conversation and the author's instructions are sent (never a player's name, code
 *   or address; the request carries neither), nothing is stored, and the model's answer never
 *   decides a riddle (answers are checked by answers/ and the team runtime only)
 * - GET  /api/jsxgraph/frame             the sandboxed frame that runs author JSXGraph code
 * - GET  /api/vendor/jsxgraph-<v>/<file> jsxgraph itself, loaded only by that frame
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import type { ChatPersona } from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";
import { frameDocument } from "@exitgame/element-plugins/jsx-graph/frame";
import { findElement, hasDocumentShape } from "@exitgame/engine/document/element-index";
import express, { Router, type Request, type Response } from "express";
import { z } from "zod";
import { RateLimitedError, type LimitName, type RateLimits } from "../auth/rate-limit";
import type { Config } from "../config";
import { sendClientError } from "./client-errors";
import { hasBadCharacters } from "../graphql/input-hygiene";
import type { PrismaClient } from "../generated/prisma/client";
import type { Logger } from "../logger";
import { ROOT_DIR } from "../paths";
import { LINK_ORIGIN_HEADER, linkOrigin } from "./host-policy";

export const AI_CHAT_PATH = "/api/ai-chat";
export const JSXGRAPH_FRAME_PATH = "/api/jsxgraph/frame";

export interface PlayerServicesDeps {
  config: Pick<
    Config,
    | "dataDir"
    | "PUBLIC_URL"
    | "ALLOWED_HOSTS"
    | "AI_CHAT_BASE_URL"
    | "AI_CHAT_API_KEY"
    | "AI_CHAT_MODEL"
    | "AI_CHAT"
    | "AI_CHAT_PER_ADDRESS_PER_MINUTE"
    | "AI_CHAT_PER_GAME_PER_HOUR"
  >;
  prisma: Pick<PrismaClient, "game">;
  logger: Pick<Logger, "warn" | "error">;
  /** The server's rate limits (memory or Redis, shared with login): the AI chat's per-address and per-game budgets. */
  limits: Pick<RateLimits, "consume">;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
}

function jsxgraphDistrib(): { dir: string; version: string } {
  for (const base of [
    path.join(ROOT_DIR, "api", "node_modules", "jsxgraph"),
    path.join(ROOT_DIR, "node_modules", "jsxgraph"),
  ]) {
    const pkg = path.join(base, "package.json");
    if (existsSync(pkg))
      return {
        dir: path.join(base, "distrib"),
        version: (JSON.parse(readFileSync(pkg, "utf8")) as { version: string }).version,
      };
  }
  throw new Error("jsxgraph is not installed (api dependency)");
}

const ChatRequest = z.object({
  gameId: z.number().int().positive(),
  elementId: z.string().min(1).max(200),
  messages: z
    .array(
      z.object({
        role: z.enum(["user", "assistant"]),
        content: z
          .string()
          .min(1)
          .max(4000)
          .refine((text) => !hasBadCharacters(text), "NUL bytes or broken Unicode"),
      }),
    )
    .min(1)
    .max(40)
    .refine((m) => m.at(-1)?.role === "user", { message: "the last message must be the player's" }),
});

/**
 * The chat element (one whose definition declares a chatPersona: the AI chat) of a published or
 * unlisted game, from the stored document.
 */
async function findChatElement(
  prisma: PlayerServicesDeps["prisma"],
  gameId: number,
  elementId: string,
): Promise<ChatPersona | null> {
  const game = await prisma.game.findFirst({
    where: { id: gameId, status: { in: ["PUBLISHED", "UNLISTED"] } },
    select: { document: true },
  });
  if (!hasDocumentShape(game?.document)) return null;
  const el = findElement(game.document, elementId)?.element;
  const def = el ? registry.find(el.type) : undefined;
  if (!def?.chatPersona) return null;
  const props = def.schema.safeParse(el?.props);
  return props.success ? def.chatPersona(props.data) : null;
}

/** The origin hostPolicy chose for links (never the bare Host header). */
function origin(req: Request, config: Pick<Config, "PUBLIC_URL" | "ALLOWED_HOSTS">): string {
  const chosen = req.headers[LINK_ORIGIN_HEADER];
  if (typeof chosen === "string") return chosen;
  return linkOrigin(config, { protocol: "http", host: undefined, localPort: req.socket.localPort });
}

/** Reads an OpenAI-style SSE stream and yields the text deltas. */
async function* completionDeltas(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffer = "";
  for await (const chunk of Readable.fromWeb(
    body as import("node:stream/web").ReadableStream<Uint8Array>,
  )) {
    buffer += decoder.decode(chunk as Uint8Array, { stream: true });
    let newline: number;
    while ((newline = buffer.indexOf("\n")) >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      if (!line.startsWith("data:")) continue;
      const data = line.slice(5).trim();
      if (data === "[DONE]") return;
      try {
        const parsed = JSON.parse(data) as { choices?: { delta?: { content?: unknown } }[] };
        const text = parsed.choices?.[0]?.delta?.content;
        if (typeof text === "string" && text) yield text;
      } catch {
        // Comment lines and keep-alives are not JSON.
      }
    }
  }
}

export function playerServices(deps: PlayerServicesDeps): Router {
  const { config, prisma, logger } = deps;
  const doFetch = deps.fetch ?? fetch;
  const router = Router();

  // ------------------------------------------------------------------ AI chat
  /** Uses one answer of a budget; false (and the 429 sent) when it is spent. */
  const spend = async (
    res: express.Response,
    name: LimitName,
    key: string,
    scope: "address" | "game",
  ) => {
    try {
      await deps.limits.consume(name, key);
      return true;
    } catch (error) {
      if (!(error instanceof RateLimitedError)) throw error;
      if (scope === "game") logger.warn({ key }, "AI chat budget of a game used up");
      res.setHeader("Retry-After", String(error.retryAfterSeconds));
      refuse(res.req, res, 429, "tooManyRequests", { scope });
      return false;
    }
  };
  /** The AI chat's refusals: code `aiChat.<reason>`, worded by the catalogue. */
  const refuse = (
    req: Request,
    res: Response,
    status: number,
    reason:
      "invalidRequest" | "notFound" | "disabled" | "notConfigured" | "tooManyRequests" | "upstream",
    params: Record<string, string> = {},
  ) => sendClientError(req, res, status, `aiChat.${reason}`, `aiChat.${reason}`, params);
  router.post(AI_CHAT_PATH, express.json({ limit: "200kb" }), (req, res, next) => {
    void (async () => {
      res.setHeader("Cache-Control", "no-store");
      const parsed = ChatRequest.safeParse(req.body);
      if (!parsed.success) return refuse(req, res, 400, "invalidRequest");
      const { gameId, elementId, messages } = parsed.data;
      const element = await findChatElement(prisma, gameId, elementId);
      if (!element) return refuse(req, res, 404, "notFound");
      // Switched off by the admin (instance) or the author (this chat): nothing goes to a model.
      if (config.AI_CHAT === "off" || element.enabled === false)
        return refuse(req, res, 403, "disabled");
      if (!config.AI_CHAT_BASE_URL) return refuse(req, res, 503, "notConfigured");
      if (!(await spend(res, "aiChatAddress", req.ip ?? "unknown", "address"))) return;
      if (!(await spend(res, "aiChatGame", String(gameId), "game"))) return;
      const system = [
        `You are ${element.assistantName}, a character in an educational escape game for school students.`,
        "Answer briefly and kindly, in the language the player writes in. Give hints, never whole solutions unless told so below.",
        element.instructions,
      ]
        .filter(Boolean)
        .join("\n\n");
      const controller = new AbortController();
      res.on("close", () => controller.abort());
      const timeout = setTimeout(() => controller.abort(), 120_000);
      try {
        const upstream = await doFetch(
          `${config.AI_CHAT_BASE_URL.replace(/\/$/, "")}/chat/completions`,
          {
            method: "POST",
            headers: {
              "Content-Type": "application/json",
              Accept: "text/event-stream",
              ...(config.AI_CHAT_API_KEY
                ? { Authorization: `Bearer ${config.AI_CHAT_API_KEY}` }
                : {}),
            },
            body: JSON.stringify({
              model: config.AI_CHAT_MODEL,
              stream: true,
              messages: [{ role: "system", content: system }, ...messages],
            }),
            signal: controller.signal,
          },
        );
        if (!upstream.ok || !upstream.body) {
          logger.warn({ status: upstream.status }, "AI chat endpoint refused the request");
          return refuse(req, res, 502, "upstream");
        }
        res.status(200).setHeader("Content-Type", "text/plain; charset=utf-8");
        res.setHeader("X-Accel-Buffering", "no");
        res.flushHeaders();
        for await (const text of completionDeltas(upstream.body)) res.write(text);
        res.end();
      } catch (error) {
        if (controller.signal.aborted && res.destroyed) return;
        logger.warn({ err: error }, "AI chat endpoint failed");
        if (!res.headersSent) refuse(req, res, 502, "upstream");
        else res.end();
      } finally {
        clearTimeout(timeout);
      }
    })().catch(next);
  });

  // ------------------------------------------------------------------ JSXGraph
  let vendor: { dir: string; version: string } | undefined;
  const jsxgraph = () => (vendor ??= jsxgraphDistrib());
  router.get(JSXGRAPH_FRAME_PATH, (req, res) => {
    const { version } = jsxgraph();
    const base = `${origin(req, config)}/api/vendor/jsxgraph-${version}`;
    // Framed like the play page that shows it: the allowed origins (scorm/frame-origins.ts set
    // them on this response already when the admin listed any), this server otherwise.
    const ancestors =
      /frame-ancestors [^;]*/.exec(String(res.getHeader("Content-Security-Policy") ?? ""))?.[0] ??
      "frame-ancestors 'self'";
    // The frame runs author code with an opaque origin: its own policy replaces the app's, and
    // allows exactly jsxgraph, inline scripts and eval inside the sandbox, no network.
    res.setHeader(
      "Content-Security-Policy",
      [
        `default-src 'none'`,
        `script-src 'unsafe-inline' 'unsafe-eval' ${base}/`,
        `style-src 'unsafe-inline' ${base}/`,
        "img-src data: blob:",
        "font-src data:",
        ancestors,
      ].join("; "),
    );
    res.setHeader("Cache-Control", "public, max-age=3600");
    res.type("html").send(frameDocument(`${base}/jsxgraphcore.js`, `${base}/jsxgraph.css`));
  });
  router.get("/api/vendor/jsxgraph-:version/:file", (req, res) => {
    const { dir, version } = jsxgraph();
    const file = { "jsxgraphcore.js": "jsxgraphcore.js", "jsxgraph.css": "jsxgraph.css" }[
      req.params.file
    ];
    if (req.params.version !== version || !file) return void res.status(404).end();
    // Loaded by the sandboxed frame, whose origin is opaque: allow that cross-origin read.
    res.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
    res.sendFile(path.join(dir, file), { immutable: true, maxAge: "365d" });
  });
  return router;
}
