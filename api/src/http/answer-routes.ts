/**
 * POST /api/answers/check   { gameId, elementId, value, playSession, competitionId? } → { correct }
 * The player's runtime asks here whether an answer is right (answers never reach the browser).
 * 429 with Retry-After and `{ error: { code, message, params: { retryAfterSeconds } } }` once a play session
 * (or team) has given too many wrong answers for one element; messages in the visitor's language.
 */
import express, { Router, type Request, type Response } from "express";
import { readCookie } from "../auth/cookies";
import { AnswerError, AnswerRequest, type AnswerService } from "../answers/service";
import { CompetitionService } from "../competitions/service";
import { ApiError, sendError } from "../errors";
import { resolveLocale } from "../graphql/locale";
import type { Logger } from "../logger";

export const ANSWER_CHECK_PATH = "/api/answers/check";

function localeOf(req: Request) {
  return resolveLocale({ headers: { get: (name: string) => req.get(name) ?? null } } as never);
}

export function answerRoutes({
  service,
  logger,
}: {
  service: AnswerService;
  logger: Pick<Logger, "error">;
}): Router {
  const router = Router();
  router.post(
    ANSWER_CHECK_PATH,
    express.json({ limit: "16kb" }),
    (req: Request, res: Response, next) => {
      void (async () => {
        res.setHeader("Cache-Control", "no-store");
        const parsed = AnswerRequest.safeParse(req.body);
        if (!parsed.success)
          return void sendError(
            res,
            new ApiError("BAD_USER_INPUT", { reason: "invalidRequest", key: "http.badRequest" }),
            localeOf(req),
          );
        const input = parsed.data;
        const teamToken = input.competitionId
          ? readCookie(req.get("cookie"), CompetitionService.cookieName(input.competitionId))
          : undefined;
        try {
          const result = await service.check(input, {
            ip: req.ip ?? req.socket.remoteAddress ?? "unknown",
            ...(teamToken ? { teamToken } : {}),
          });
          res.json(result);
        } catch (error) {
          if (!(error instanceof AnswerError)) throw error;
          if (error.status === 429) res.setHeader("Retry-After", String(error.params.seconds));
          sendError(
            res,
            error,
            localeOf(req),
            error.status === 429 ? { retryAfterSeconds: error.params.seconds } : {},
          );
        }
      })().catch((error: unknown) => {
        logger.error({ err: error }, "answer check failed");
        next(error);
      });
    },
  );
  return router;
}
