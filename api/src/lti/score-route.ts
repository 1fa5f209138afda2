/**
 * POST /lti/score: a player launched from an LMS (with a line item) reports that it finished.
 * Anonymous play runs in the browser, so the report (the scenes the player reached) is relayed
 * by the browser; the server checks it against the published game (known scenes, a final scene
 * among them), computes the score (scenes reached / all scenes, or, when the author declared a
 * score variable, the variable's value the browser reports ÷ the maximum) and hands it to AGS
 * delivery. Either way the score rests on what the browser relayed (the grades page says so).
 */
import { declaredScore, scoreVariableOf, type GameDocument } from "@exitgame/engine";
import express, { Router, type Request, type Response } from "express";
import type { PrismaClient } from "../generated/prisma/client";
import { finalScenes } from "../competitions/board";
import { ApiError, codeForStatus, sendError } from "../errors";
import { requestLocale } from "../http/client-errors";
import type { Logger } from "../logger";
import type { AgsService } from "./ags";
import type { LtiMessageKey } from "./messages";

interface SceneDocument {
  scenes: { id: string }[];
  rules: { sceneId: string; actions: { type: string }[] }[];
}

/** The score of a finished play: the share of the game's scenes reached; null if not finished. */
export function sceneScore(document: SceneDocument, reached: readonly string[]): number | null {
  const all = new Set(document.scenes.map((s) => s.id));
  if (all.size === 0) return null;
  const final = finalScenes(document);
  const seen = new Set(reached.filter((id) => all.has(id)));
  if (![...seen].some((id) => final.has(id))) return null;
  // The first scene is where every play starts.
  seen.add(document.scenes[0]!.id);
  return seen.size / all.size;
}

const isSceneDocument = (value: unknown): value is SceneDocument =>
  typeof value === "object" &&
  value !== null &&
  Array.isArray((value as SceneDocument).scenes) &&
  Array.isArray((value as SceneDocument).rules);

export function scoreRoutes({
  prisma,
  ags,
  launchOfToken,
  logger,
}: {
  prisma: PrismaClient;
  ags: AgsService;
  launchOfToken(token: string): Promise<{ id: string; gameId: number } | null>;
  logger: Pick<Logger, "warn">;
}): Router {
  const router = Router();
  const fail = (req: Request, res: Response, status: number, key: LtiMessageKey) => {
    logger.warn({ key, path: req.path }, "LTI score report refused");
    sendError(
      res,
      new ApiError(codeForStatus(status), { status, reason: key, key: `lti.${key}` }),
      requestLocale(req),
    );
  };
  const report = async (req: Request, res: Response) => {
    const body = (req.body ?? {}) as { token?: unknown; scenes?: unknown; value?: unknown };
    const scenes = body.scenes;
    if (
      typeof body.token !== "string" ||
      !body.token ||
      !Array.isArray(scenes) ||
      scenes.length > 1000 ||
      !scenes.every((s) => typeof s === "string")
    )
      return fail(req, res, 400, "score.badRequest");
    const launch = await launchOfToken(body.token);
    if (!launch) return fail(req, res, 404, "score.unknownLaunch");
    const game = await prisma.game.findUnique({
      where: { id: launch.gameId },
      select: { document: true },
    });
    let score =
      game && isSceneDocument(game.document) ? sceneScore(game.document, scenes as string[]) : null;
    if (score === null) return fail(req, res, 409, "score.notFinished");
    const document = game!.document as unknown as GameDocument;
    const declared = Array.isArray(document.variables) ? scoreVariableOf(document) : null;
    if (declared) {
      const value = body.value;
      if (typeof value !== "number" || !Number.isFinite(value))
        return fail(req, res, 400, "score.missingValue");
      score = declaredScore(document, { [declared.variableId]: value })!;
    }
    const postId = await ags.record(launch.id, score);
    const post = postId
      ? await prisma.ltiScorePost.findUnique({
          where: { id: postId },
          select: { status: true, score: true },
        })
      : null;
    res.setHeader("Cache-Control", "no-store");
    res.json({ score, status: post?.status ?? null });
  };
  router.post("/lti/score", express.json({ limit: "64kb" }), (req, res, next) => {
    report(req, res).catch(next);
  });
  return router;
}
