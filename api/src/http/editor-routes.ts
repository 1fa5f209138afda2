/**
 * The editor's live channel of a game (co-authoring):
 *   GET  /api/games/:id/editor/events?client=…&scene=…  server-sent events: `{ kind: "version" }`
 *        (the game has a new version: pull it with applyGameOperations) and `{ kind: "presence" }`
 *        (who else has the game open, on which scene; `here: false` when a tab left).
 *   POST /api/games/:id/editor/presence  { client, scene }  the tab shows another scene now.
 * Events go through the board's pub/sub (Redis with REDIS_URL), so tabs on different instances
 * see each other. Every open tab repeats its presence every PRESENCE_REPEAT_MS and when someone
 * opens the game ("hello"); a tab not heard of for PRESENCE_TTL_MS is gone (its instance died).
 */
import express, { Router, type Request, type Response } from "express";
import type { Auth } from "../auth";
import type { BoardEvents, GameEditorEvent } from "../competitions/board";
import { viewerOf } from "../exchange/routes";
import type { PrismaClient } from "../generated/prisma/client";
import { mayEditGame } from "../permissions";
import type { Logger } from "../logger";
import { sendClientError } from "./client-errors";

export const PRESENCE_REPEAT_MS = 15_000;
export const PRESENCE_TTL_MS = 40_000;
const CLIENT_ID = /^[A-Za-z0-9_-]{8,64}$/;
const SCENE_ID = /^[A-Za-z0-9_-]{1,100}$/;

interface OpenTab {
  gameId: number;
  clientId: string;
  userId: string;
  name: string;
  sceneId: string | null;
}

export interface EditorRouteDeps {
  prisma: PrismaClient;
  auth?: Pick<Auth, "service">;
  events: BoardEvents;
  logger: Pick<Logger, "warn">;
  /** Registers what ends every open channel when the server stops. */
  onStop?(close: () => void): void;
}

const nameOf = (user: { displayName?: string | null; email?: string }) =>
  (user.displayName?.trim() || user.email?.split("@")[0] || "?").slice(0, 60);

export function editorRoutes(deps: EditorRouteDeps): Router {
  const { prisma, events, logger } = deps;
  const router = Router();
  const open = new Set<() => void>();
  deps.onStop?.(() => {
    for (const end of open) end();
  });

  const gameIdOf = (req: Request): number | null => {
    const id = String(req.params.id ?? "");
    return /^\d{1,9}$/.test(id) ? Number(id) : null;
  };
  /** The signed-in viewer if they may edit the game; otherwise the answer is sent (null). */
  const editor = async (req: Request, res: Response) => {
    const viewer = await viewerOf(req, deps.auth);
    if (!viewer) {
      sendClientError(req, res, 401, "UNAUTHENTICATED", "common.unauthenticated");
      return null;
    }
    const gameId = gameIdOf(req);
    if (gameId === null || !(await mayEditGame(prisma, viewer, gameId))) {
      sendClientError(req, res, 404, "NOT_FOUND", "game.notFound");
      return null;
    }
    return {
      viewer: viewer as typeof viewer & { displayName?: string | null; email?: string },
      gameId,
    };
  };
  const presence = (tab: OpenTab, here: boolean): GameEditorEvent => ({
    kind: "presence",
    clientId: tab.clientId,
    userId: tab.userId,
    name: tab.name,
    sceneId: tab.sceneId,
    here,
  });

  router.get("/api/games/:id/editor/events", (req, res, next) => {
    void (async () => {
      const allowed = await editor(req, res);
      if (!allowed) return;
      const clientId = String(req.query["client"] ?? "");
      const scene = String(req.query["scene"] ?? "");
      if (!CLIENT_ID.test(clientId))
        return sendClientError(req, res, 400, "BAD_USER_INPUT", "game.operationsInvalid");
      const tab: OpenTab = {
        gameId: allowed.gameId,
        clientId,
        userId: allowed.viewer.id,
        name: nameOf(allowed.viewer),
        sceneId: SCENE_ID.test(scene) ? scene : null,
      };
      const game = await prisma.game.findUnique({
        where: { id: tab.gameId },
        select: { documentVersion: true },
      });
      if (!game) return sendClientError(req, res, 404, "NOT_FOUND", "game.notFound");
      res.writeHead(200, {
        "Content-Type": "text/event-stream; charset=utf-8",
        "Cache-Control": "no-store",
        Connection: "keep-alive",
        "X-Accel-Buffering": "no",
      });
      const send = (event: GameEditorEvent) => res.write(`data: ${JSON.stringify(event)}\n\n`);
      const changes = events.pubsub.subscribe("gameEditor", String(tab.gameId));
      send({ kind: "version", version: game.documentVersion });
      const announce = () => events.publishGame(tab.gameId, presence(tab, true));
      const repeat = setInterval(() => {
        announce();
        res.write(": ping\n\n");
      }, PRESENCE_REPEAT_MS);
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(repeat);
        open.delete(end);
        events.publishGame(tab.gameId, presence(tab, false));
        void changes.return?.();
        res.end();
      };
      open.add(end);
      req.on("close", end);
      void (async () => {
        for await (const event of changes) {
          // After Redis was lost the board's resync sends `true`: something may have been missed.
          if ((event as unknown) === true) {
            announce();
            const now = await prisma.game.findUnique({
              where: { id: tab.gameId },
              select: { documentVersion: true },
            });
            if (now) send({ kind: "version", version: now.documentVersion });
            continue;
          }
          if (event.kind === "hello") {
            announce();
            continue;
          }
          if (event.kind === "presence" && event.clientId === tab.clientId) {
            // This tab's scene, told through another instance (POST …/presence).
            if (event.userId === tab.userId && event.here) tab.sceneId = event.sceneId;
            continue;
          }
          send(event);
        }
      })().catch((error: unknown) => {
        logger.warn({ err: error }, "editor channel failed");
        end();
      });
      announce();
      events.publishGame(tab.gameId, { kind: "hello" });
    })().catch(next);
  });

  router.post(
    "/api/games/:id/editor/presence",
    express.json({ limit: "4kb" }),
    (req, res, next) => {
      void (async () => {
        res.setHeader("Cache-Control", "no-store");
        const allowed = await editor(req, res);
        if (!allowed) return;
        const body = (req.body ?? {}) as { client?: unknown; scene?: unknown };
        if (
          !/^application\/json\b/i.test(req.get("content-type") ?? "") ||
          typeof body.client !== "string" ||
          !CLIENT_ID.test(body.client) ||
          !(body.scene === null || (typeof body.scene === "string" && SCENE_ID.test(body.scene)))
        )
          return sendClientError(req, res, 400, "BAD_USER_INPUT", "game.operationsInvalid");
        events.publishGame(allowed.gameId, {
          kind: "presence",
          clientId: body.client,
          userId: allowed.viewer.id,
          name: nameOf(allowed.viewer),
          sceneId: body.scene,
          here: true,
        });
        res.status(204).end();
      })().catch(next);
    },
  );

  return router;
}
