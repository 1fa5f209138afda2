/**
 * POST /api/hints/next  { gameId, targetId, index, playedMs } → { hint: { index, text, image, penaltySeconds }, remaining }
 * Hints outside competitions (anonymous play): the players' document only knows how many hints a
 * riddle has, their penalties and when each becomes available; the text comes from here, for the
 * hint the player's session is at. Play outside a competition is decided in the browser (the
 * README says so), so the session's count and clock are the browser's; nothing is stored.
 * Competition teams ask through their inputs instead (team-play.ts), where the server decides.
 * Refusals: `{ error: { code, message, params? } }` (errors/rest.ts) in the visitor's language.
 */
import { parseGameDocument, type GameDocument } from "@exitgame/engine";
import { hintListOf, registry } from "@exitgame/element-plugins/definitions";
import express, { Router, type Request } from "express";
import { z } from "zod";
import type { PrismaClient } from "../generated/prisma/client";
import { resolveLocale } from "../graphql/locale";
import { ApiError, codeForStatus, restErrorBody } from "../errors";
import type { MessageKey } from "../i18n/messages";
import type { Logger } from "../logger";

export const HINT_PATH = "/api/hints/next";

const HintRequest = z.object({
  gameId: z.number().int().positive(),
  targetId: z.string().min(1).max(200),
  index: z.number().int().min(0).max(100),
  playedMs: z
    .number()
    .min(0)
    .max(365 * 24 * 3600 * 1000),
});

/** Parsed documents of the games last asked about (by id and version). */
const GAMES_MAX = 32;

export function hintRoutes({
  prisma,
  logger,
}: {
  prisma: Pick<PrismaClient, "game">;
  logger: Pick<Logger, "error">;
}): Router {
  const router = Router();
  const games = new Map<string, GameDocument | null>();
  const load = async (gameId: number): Promise<GameDocument | null> => {
    const row = await prisma.game.findFirst({
      where: { id: gameId, status: { in: ["PUBLISHED", "UNLISTED"] } },
      select: { documentVersion: true, document: true },
    });
    if (!row) return null;
    const key = `${gameId}:${row.documentVersion}`;
    if (!games.has(key)) {
      const parsed = parseGameDocument(row.document, registry);
      if (games.size >= GAMES_MAX) games.delete(games.keys().next().value!);
      games.set(key, parsed.ok ? parsed.document : null);
    }
    return games.get(key)!;
  };
  const refuse = (
    req: Request,
    status: number,
    key: MessageKey,
    params: Record<string, string | number> = {},
  ) => ({
    status,
    body: restErrorBody(
      new ApiError(codeForStatus(status), { status, reason: key, key, params }),
      resolveLocale({ headers: { get: (n: string) => req.get(n) ?? null } } as never),
    ),
  });
  router.post(HINT_PATH, express.json({ limit: "4kb" }), (req, res, next) => {
    void (async () => {
      res.setHeader("Cache-Control", "no-store");
      const parsed = HintRequest.safeParse(req.body);
      if (!parsed.success) {
        const invalid = refuse(req, 400, "http.badRequest");
        return void res.status(400).json(invalid.body);
      }
      const { gameId, targetId, index, playedMs } = parsed.data;
      const document = await load(gameId);
      const list = document ? hintListOf(document, targetId) : undefined;
      const out = !list
        ? refuse(req, 404, "hints.noHints")
        : index >= list.hints.length
          ? refuse(req, 409, "hints.noMore")
          : null;
      if (out) return void res.status(out.status).json(out.body);
      const hint = list!.hints[index]!;
      const waitMs = hint.availableAfterMinutes * 60_000 - playedMs;
      if (waitMs > 0) {
        const later = refuse(req, 409, "hints.notYet", { minutes: Math.ceil(waitMs / 60_000) });
        return void res.status(later.status).json(later.body);
      }
      res.json({
        hint: { index, text: hint.text, image: hint.image, penaltySeconds: hint.penaltySeconds },
        remaining: list!.hints.length - index - 1,
      });
    })().catch((error: unknown) => {
      logger.error({ err: error }, "hint request failed");
      next(error);
    });
  });
  return router;
}
