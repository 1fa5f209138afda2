/**
 * GET|HEAD /api/games/:id/export[?scenes=a,b]   the game as a .exitgame download (owner or
 *                                               admin); HEAD checks the same without the body
 *                                               (the export dialog asks first, then downloads)
 * POST     /api/games/import/legacy             the Legacy import: one upload of the whole file
 *                                               (see legacy-import.ts)
 */
import { EXITGAME_LIMITS, EXITGAME_MIME_TYPE } from "@exitgame/engine";
import { z } from "zod";
import { Router, type Request } from "express";
import type { Auth } from "../auth";
import { readCookie, SESSION_COOKIE } from "../auth/cookies";
import type { AssetService, Viewer } from "../assets/service";
import type { PrismaClient } from "../generated/prisma/client";
import { sendClientError } from "../http/client-errors";
import type { Logger } from "../logger";
import { exportStream, planExport } from "./export";
import { legacyImport, type LegacyImportResult } from "./legacy-import";
import { cleanupCrashedImportsInBackground } from "./legacy-staging";
import { receiveUpload, removeTempFile } from "../assets/temp-file";
import { translate } from "../i18n/messages";
import { requestLocale } from "../http/client-errors";
import { checkGame } from "../permissions";

export const EXPORT_PATH = "/api/games/:id/export";
export const LEGACY_IMPORT_PATH = "/api/games/import/legacy";

const LegacyQuery = z.object({
  /** Name of the new game (spec: required, under 50 characters). */
  name: z.string().max(500).optional(),
  /** Comma-separated scene ids of the file; absent: the complete game. */
  scenes: z.string().max(100_000).optional(),
  /** Insert the scenes into this game (the editor's Scenes menu). */
  gameId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

const STATUS: Record<LegacyImportResult["outcome"], number> = {
  success: 201,
  completedWithErrors: 201,
  invalidFile: 422,
  noGameData: 422,
  failed: 400,
};

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

export function exchangeRoutes(deps: ExchangeRouteDeps): Router {
  const { prisma, assets, logger } = deps;
  const router = Router();
  // At start: what Legacy imports interrupted by a crash left behind (legacy-staging.ts).
  void cleanupCrashedImportsInBackground({ prisma, assets, logger });

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
      // Others' games are not found (their ids do not leak), as in GraphQL. Whoever may read
      // the game (owner, co-author, viewer: they may copy it too) may export it.
      await checkGame({ prisma, viewer, locale: requestLocale(req) }, gameId, "read");
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

  router.post(LEGACY_IMPORT_PATH, (req, res, next) => {
    void (async () => {
      res.setHeader("Cache-Control", "no-store");
      const viewer = await viewerOf(req, deps.auth);
      if (!viewer)
        return sendClientError(req, res, 401, "UNAUTHENTICATED", "common.unauthenticated");
      if (!viewer.emailVerified)
        return sendClientError(req, res, 403, "FORBIDDEN", "common.forbidden");
      const query = LegacyQuery.safeParse(req.query);
      if (!query.success)
        return sendClientError(req, res, 400, "invalidRequest", "http.badRequest");
      const max = EXITGAME_LIMITS.maxArchiveBytes;
      const tooLarge = () =>
        sendClientError(req, res, 413, "PAYLOAD_TOO_LARGE", "exchange.fileTooLarge", {
          max: Math.round(max / 1024 / 1024),
        });
      // The body limit refused a larger Content-Length already; a chunked body is cut here.
      const upload = await receiveUpload(req, res, max, tooLarge);
      if (!upload) return;
      try {
        const { name, scenes, gameId } = query.data;
        const started = Date.now();
        const result = await legacyImport(
          { prisma, assets },
          {
            file: upload,
            viewer,
            name: name ?? null,
            sceneIds: scenes === undefined ? null : scenes.split(",").filter(Boolean),
            targetGameId: gameId ?? null,
          },
        );
        logger.info(
          {
            outcome: result.outcome,
            gameId: result.gameId,
            bytes: upload.size,
            imported: result.imported,
            cloned: result.cloned,
            failed: result.failed.length,
            ms: Date.now() - started,
            detail: result.detail,
          },
          "legacy import",
        );
        const locale = requestLocale(req);
        const { detail: _detail, ...body } = result;
        res.status(STATUS[result.outcome]).json({
          ...body,
          messages: result.messages.map((m) => ({
            ...m,
            message: translate(locale, m.key, m.params ?? {}),
          })),
        });
      } finally {
        await removeTempFile(upload);
      }
    })().catch(next);
  });

  return router;
}
