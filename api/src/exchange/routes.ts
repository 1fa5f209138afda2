/**
 * GET|HEAD /api/games/:id/export[?scenes=a,b]   the game as a .exitgame download (owner or
 *                                               admin); HEAD checks the same without the body
 *                                               (the export dialog asks first, then downloads)
 * POST     /api/games/import/legacy             the Legacy import: one upload of the whole file
 *                                               (see legacy-import.ts)
 */
import { EXITGAME_MIME_TYPE } from "@exitgame/engine";
import { Router, type Request } from "express";
import type { Auth } from "../auth";
import { readCookie, SESSION_COOKIE } from "../auth/cookies";
import type { AssetService, Viewer } from "../assets/service";
import type { PrismaClient } from "../generated/prisma/client";
import { sendClientError } from "../http/client-errors";
import type { Logger } from "../logger";
import { exportStream, planExport } from "./export";

export const EXPORT_PATH = "/api/games/:id/export";

export interface ExchangeRouteDeps {
  prisma: PrismaClient;
  assets: AssetService;
  auth?: Pick<Auth, "service">;
  logger: Pick<Logger, "warn" | "error" | "info">;
}

/** `attachment` with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export async function viewerOf(
  req: Request,
  auth: Pick<Auth, "service"> | undefined,
): Promise<Viewer | null> {
  const token = readCookie(req.headers.cookie, SESSION_COOKIE);
  if (!token || !auth) return null;
  const session = await auth.service.sessions.validate(token);
  return session?.user ?? null;
}

export const canManage = (viewer: Viewer, ownerId: string) =>
  viewer.id === ownerId || viewer.roles.includes("ADMIN");

export function exchangeRoutes(deps: ExchangeRouteDeps): Router {
  const { prisma, assets, logger } = deps;
  const router = Router();

  router.get(EXPORT_PATH, (req, res, next) => {
    void (async () => {
      res.setHeader("Cache-Control", "no-store");
      const viewer = await viewerOf(req, deps.auth);
      if (!viewer)
        return sendClientError(req, res, 401, "UNAUTHENTICATED", "common.unauthenticated");
      const id = req.params.id ?? "";
      if (!/^\d{1,9}$/.test(id))
        return sendClientError(req, res, 404, "NOT_FOUND", "game.notFound");
      const gameId = Number(id);
      const game = await prisma.game.findUnique({
        where: { id: gameId },
        select: { ownerId: true },
      });
      // Others' games are not found (their ids do not leak), as in GraphQL.
      if (!game || !canManage(viewer, game.ownerId))
        return sendClientError(req, res, 404, "NOT_FOUND", "game.notFound");
      const scenesParam = req.query["scenes"];
      let sceneIds: string[] | undefined;
      if (scenesParam !== undefined) {
        if (typeof scenesParam !== "string")
          return sendClientError(req, res, 400, "BAD_USER_INPUT", "exchange.noScenes");
        sceneIds = scenesParam.split(",").filter(Boolean).slice(0, 1000);
      }
      const planned = await planExport({ prisma, storage: assets.storage, gameId, sceneIds });
      if (!planned.ok) {
        if (planned.reason === "notFound")
          return sendClientError(req, res, 404, "NOT_FOUND", "game.notFound");
        if (planned.reason === "noScenes")
          return sendClientError(req, res, 400, "BAD_USER_INPUT", "exchange.noScenes");
        return sendClientError(req, res, 422, "EXPORT_FAILED", "exchange.exportFailed");
      }
      const { plan } = planned;
      res.setHeader("Content-Type", EXITGAME_MIME_TYPE);
      res.setHeader("Content-Disposition", contentDisposition(plan.fileName));
      res.setHeader("X-Content-Type-Options", "nosniff");
      res.setHeader("X-Exitgame-Assets", String(plan.manifest.assets.length));
      if (req.method === "HEAD") return void res.status(200).end();
      const stream = exportStream(plan, assets.storage);
      stream.on("error", (error) => {
        logger.warn({ err: error, gameId }, "export stream failed");
        res.destroy(error);
      });
      res.on("close", () => stream.destroy());
      res.status(200);
      stream.pipe(res);
    })().catch(next);
  });

  return router;
}
