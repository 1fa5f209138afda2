/**
 * SCORM 1.2:
 * - GET  /api/games/:id/scorm          the package of a published game (its owner or an admin)
 * - GET  /api/competitions/:id/scorm   the package of a competition (its owner or an admin)
 * - GET  /scorm/launch?game=|competition=…&origin=…&lang=…
 *        what the launcher frames: checks that the launcher's origin may frame the player,
 *        records a launch and sends the frame on to the play page with a one-launch token in the
 *        fragment (#scorm=…)
 * - POST /scorm/start {token}            the framed player asks where to post (the launch's origin)
 * - POST /scorm/score {token, scenes?}   the framed player reports the finish; the server computes
 *        the score (a game: scenes reached ÷ all scenes of the published game, from what the
 *        browser reports; a competition: from the team's state on the server) and answers it
 *        with the launch's origin, where the player posts it to the launcher. The score reaches
 *        the LMS relayed by the browser.
 */
import express, { Router, type Request, type Response } from "express";
import type { Auth } from "../auth";
import { generateToken, hashToken } from "../auth/tokens";
import { readCookie } from "../auth/cookies";
import { CompetitionService } from "../competitions/service";
import { contentDisposition, viewerOf } from "../exchange/routes";
import { ownsOrAdmin } from "../permissions";
import type { PrismaClient } from "../generated/prisma/client";
import { ApiError, codeForStatus, sendError } from "../errors";
import { requestLocale, sendClientError } from "../http/client-errors";
import { LINK_ORIGIN_HEADER } from "../http/host-policy";
import type { Logger } from "../logger";
import { sceneScore } from "../lti/score-route";
import type { FrameOrigins } from "./frame-origins";
import { scormMessage, type ScormMessageKey } from "./messages";
import { buildScormPackage, packageFileName } from "./package";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const GAME_ID = /^\d{1,9}$/;
/** A game launch's token lasts a school day; a competition's until a day after its end. */
const GAME_LAUNCH_MS = 12 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;
const PLAYABLE = ["PUBLISHED", "UNLISTED"] as const;

interface SceneDocument {
  scenes: { id: string }[];
  rules: { sceneId: string; actions: { type: string }[] }[];
}
const isSceneDocument = (value: unknown): value is SceneDocument =>
  typeof value === "object" &&
  value !== null &&
  Array.isArray((value as SceneDocument).scenes) &&
  Array.isArray((value as SceneDocument).rules);

const escapeHtml = (value: string) =>
  value.replace(
    /[<>&"']/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

export function scormRoutes({
  prisma,
  auth,
  origins,
  logger,
  now = () => new Date(),
}: {
  prisma: PrismaClient;
  auth: Pick<Auth, "service">;
  origins: FrameOrigins;
  logger: Pick<Logger, "warn" | "info">;
  now?: () => Date;
}): Router {
  const router = Router();
  const serverOf = (req: Request) => req.get(LINK_ORIGIN_HEADER) ?? `${req.protocol}://${req.host}`;
  const apiError = (
    req: Request,
    res: Response,
    status: number,
    code: string,
    key: ScormMessageKey,
  ) => {
    sendError(
      res,
      new ApiError(codeForStatus(status), { status, reason: code, key: `scorm.${key}` }),
      requestLocale(req),
    );
  };
  const sendPackage = async (
    res: Response,
    input: { kind: "game" | "competition"; id: string; title: string; server: string },
  ) => {
    const zip = await buildScormPackage(input);
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("Content-Type", "application/zip");
    res.setHeader("Content-Disposition", contentDisposition(packageFileName(input.title)));
    res.send(zip);
  };

  router.get("/api/games/:id/scorm", (req, res, next) => {
    void (async () => {
      const viewer = await viewerOf(req, auth);
      if (!viewer)
        return sendClientError(req, res, 401, "UNAUTHENTICATED", "common.unauthenticated");
      const id = req.params.id ?? "";
      const game = GAME_ID.test(id)
        ? await prisma.game.findUnique({
            where: { id: Number(id) },
            select: { id: true, title: true, status: true, ownerId: true, deletedAt: true },
          })
        : null;
      const playable = game && (PLAYABLE as readonly string[]).includes(game.status);
      if (!game || game.deletedAt || (!playable && !ownsOrAdmin(viewer, game.ownerId)))
        return sendClientError(req, res, 404, "NOT_FOUND", "game.notFound");
      if (!ownsOrAdmin(viewer, game.ownerId))
        return apiError(req, res, 403, "FORBIDDEN", "notOwner");
      if (!playable) return apiError(req, res, 409, "NOT_PUBLISHED", "gameNotPublished");
      const server = serverOf(req);
      logger.info({ gameId: game.id, userId: viewer.id }, "SCORM package of a game");
      await sendPackage(res, { kind: "game", id: String(game.id), title: game.title, server });
    })().catch(next);
  });

  router.get("/api/competitions/:id/scorm", (req, res, next) => {
    void (async () => {
      const viewer = await viewerOf(req, auth);
      if (!viewer)
        return sendClientError(req, res, 401, "UNAUTHENTICATED", "common.unauthenticated");
      const id = req.params.id ?? "";
      const competition = UUID.test(id)
        ? await prisma.competition.findUnique({
            where: { id },
            select: { id: true, title: true, createdById: true, dataDeletedAt: true },
          })
        : null;
      if (!competition || competition.dataDeletedAt)
        return sendClientError(req, res, 404, "NOT_FOUND", "competition.managerNotFound");
      if (!ownsOrAdmin(viewer, competition.createdById))
        return apiError(req, res, 403, "FORBIDDEN", "notOwner");
      const server = serverOf(req);
      logger.info({ competitionId: id, userId: viewer.id }, "SCORM package of a competition");
      await sendPackage(res, { kind: "competition", id, title: competition.title, server });
    })().catch(next);
  });

  /** A page inside the LMS's frame: it may be framed by anyone (it shows only this message). */
  const launchRefused = (
    req: Request,
    res: Response,
    status: number,
    key: ScormMessageKey,
    params: Record<string, string> = {},
  ) => {
    const locale =
      req.query["lang"] === "de" || req.query["lang"] === "en"
        ? (req.query["lang"] as "de" | "en")
        : requestLocale(req);
    logger.warn({ key, ...params }, "SCORM launch refused");
    res.removeHeader("X-Frame-Options");
    res.setHeader(
      "Content-Security-Policy",
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors *",
    );
    res.setHeader("Cache-Control", "no-store");
    res
      .status(status)
      .type("html")
      .send(
        `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(
          scormMessage(locale, "page.title"),
        )}</title></head><body style="font-family:system-ui,sans-serif;margin:2rem">` +
          `<p role="alert" data-testid="scorm-refused" data-key="${key}">${escapeHtml(
            scormMessage(locale, key, params),
          )}</p></body></html>`,
      );
  };

  router.get("/scorm/launch", (req, res, next) => {
    void (async () => {
      const { game: gameParam, competition: competitionParam, origin } = req.query;
      if (typeof origin !== "string" || !origin || origin.length > 300)
        return launchRefused(req, res, 400, "badLaunch");
      if (!(await origins.isAllowed(origin)))
        return launchRefused(req, res, 403, "originNotAllowed", { origin });
      let target: { gameId: number; competitionId: string | null; path: string; until: Date };
      if (typeof gameParam === "string" && GAME_ID.test(gameParam)) {
        const game = await prisma.game.findFirst({
          where: { id: Number(gameParam), status: { in: [...PLAYABLE] }, deletedAt: null },
          select: { id: true },
        });
        if (!game) return launchRefused(req, res, 404, "gameNotPublished");
        target = {
          gameId: game.id,
          competitionId: null,
          path: `/games/${game.id}/play`,
          until: new Date(now().getTime() + GAME_LAUNCH_MS),
        };
      } else if (typeof competitionParam === "string" && UUID.test(competitionParam)) {
        const competition = await prisma.competition.findUnique({
          where: { id: competitionParam },
          select: { id: true, gameId: true, endDate: true, dataDeletedAt: true },
        });
        if (!competition || competition.dataDeletedAt)
          return launchRefused(req, res, 404, "competitionNotFound");
        target = {
          gameId: competition.gameId,
          competitionId: competition.id,
          path: `/competitions/${competition.id}`,
          until: new Date(Math.max(now().getTime(), competition.endDate.getTime()) + DAY_MS),
        };
      } else return launchRefused(req, res, 400, "badLaunch");
      const token = generateToken();
      await prisma.scormLaunch.create({
        data: {
          tokenHash: hashToken(token),
          gameId: target.gameId,
          competitionId: target.competitionId,
          origin,
          expiresAt: target.until,
        },
      });
      res.setHeader("Cache-Control", "no-store");
      // The token in the fragment never reaches a server's log.
      res.redirect(303, `${target.path}#scorm=${token}`);
    })().catch(next);
  });

  const launchOf = async (token: unknown) => {
    if (typeof token !== "string" || !token || token.length > 100) return null;
    const launch = await prisma.scormLaunch.findUnique({ where: { tokenHash: hashToken(token) } });
    return launch && launch.expiresAt > now() ? launch : null;
  };

  router.post("/scorm/start", express.json({ limit: "4kb" }), (req, res, next) => {
    void (async () => {
      const launch = await launchOf((req.body as { token?: unknown } | undefined)?.token);
      if (!launch) return apiError(req, res, 404, "UNKNOWN_LAUNCH", "score.unknownLaunch");
      res.setHeader("Cache-Control", "no-store");
      res.json({ origin: launch.origin });
    })().catch(next);
  });

  router.post("/scorm/score", express.json({ limit: "64kb" }), (req, res, next) => {
    void (async () => {
      const body = (req.body ?? {}) as { token?: unknown; scenes?: unknown };
      const launch = await launchOf(body.token);
      if (!launch) return apiError(req, res, 404, "UNKNOWN_LAUNCH", "score.unknownLaunch");
      let reached: string[];
      if (launch.competitionId) {
        // A team's progress is the server's: the team this browser joined in the frame.
        const cookie = readCookie(
          req.get("cookie"),
          CompetitionService.cookieName(launch.competitionId),
        );
        const claim = cookie
          ? await prisma.competitionSessionToken.findUnique({
              where: { id: hashToken(cookie) },
              select: { session: { select: { competitionId: true, scenesReached: true } } },
            })
          : null;
        if (!claim || claim.session.competitionId !== launch.competitionId)
          return apiError(req, res, 409, "NO_TEAM", "score.noTeam");
        reached = claim.session.scenesReached;
      } else {
        const scenes = body.scenes;
        if (
          !Array.isArray(scenes) ||
          scenes.length > 1000 ||
          !scenes.every((s) => typeof s === "string")
        )
          return apiError(req, res, 400, "BAD_REQUEST", "score.badRequest");
        reached = scenes as string[];
      }
      const game = await prisma.game.findUnique({
        where: { id: launch.gameId },
        select: { document: true },
      });
      const score =
        game && isSceneDocument(game.document) ? sceneScore(game.document, reached) : null;
      if (score === null) return apiError(req, res, 409, "NOT_FINISHED", "score.notFinished");
      await prisma.scormLaunch.update({
        where: { id: launch.id },
        data: { score, reportedAt: now() },
      });
      res.setHeader("Cache-Control", "no-store");
      res.json({ score, raw: Math.round(score * 100), origin: launch.origin });
    })().catch(next);
  });

  return router;
}
