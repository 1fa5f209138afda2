/**
 * Downloads for a competition's managers (its creator; admins: any), by the login cookie:
 * - GET /api/competitions/:id/debrief/teams.csv    the debrief, one row per team
 * - GET /api/competitions/:id/debrief/riddles.csv  the debrief, one row per riddle
 * - GET /api/competitions/:id/kit.pdf              the printable kit (A4): join cards with QR
 *   codes and the answer key. `lang=de|en` (default: the manager's language); `code=…` one
 *   code's card (a revoked, expired or used code is refused); `reference=<id>` every code of one
 *   of the manager's payment references (unusable ones crossed out); neither: the manager's
 *   codes that can still join (at most 1 000). After the answer key (with each riddle's and
 *   scene's hints): one hint card per hint of the game, to cut out.
 * Others get 401/403, or 404 for a competition that is not theirs (its id does not leak).
 */
import { Router, type Request, type Response } from "express";
import type { Auth } from "../auth";
import type { ServerClock } from "../clock";
import type { Config } from "../config";
import { contentDisposition, viewerOf } from "../exchange/routes";
import type { PrismaClient } from "../generated/prisma/client";
import type { Locale } from "@exitgame/engine";
import type { Logger } from "../logger";
import { accessCodeStatus, normalizeAccessCode } from "../competitions/access-codes";
import { loadDebrief, riddlesOf } from "../competitions/debrief";
import { debriefCsv } from "../competitions/debrief-csv";
import { buildKit, type KitCodeState } from "../competitions/kit";
import { gameImageReader, kitHintLists, kitScenes } from "../competitions/kit-hint-source";
import type { AssetStorage } from "../assets/storage";
import { requireManagedCompetition } from "../permissions";
import { requestLocale, sendClientError } from "./client-errors";
import { LINK_ORIGIN_HEADER, linkOrigin } from "./host-policy";

export const KIT_CODES_MAX = 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const GLOBAL = { de: "Alle Szenen", en: "All scenes" } as const;

export interface CompetitionManagerRouteDeps {
  prisma: PrismaClient;
  auth?: Pick<Auth, "service">;
  clock: ServerClock;
  config: Pick<Config, "PUBLIC_URL" | "ALLOWED_HOSTS" | "PORT">;
  logger: Pick<Logger, "warn" | "error">;
  /** Where hint images are read for the kit's hint cards. */
  storage: AssetStorage;
}

function localeOf(req: Request): Locale | null {
  const lang = req.query["lang"];
  if (lang === undefined) return requestLocale(req);
  return lang === "de" || lang === "en" ? lang : null;
}

function fileName(title: string, suffix: string) {
  const base =
    title
      .replace(/[\\/:*?"<>|]+/g, " ")
      .replace(/\p{Cc}+/gu, " ")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 80) || "competition";
  return `${base} – ${suffix}`;
}

export function competitionManagerRoutes(deps: CompetitionManagerRouteDeps): Router {
  const { prisma } = deps;
  const router = Router();

  /**
   * The competition if the viewer manages it (permissions.requireManagedCompetition, as the
   * GraphQL scope `competitionManager(id)`); a refusal is thrown and answered by the error
   * handler in the one REST error body.
   */
  async function managed(req: Request, res: Response) {
    res.setHeader("Cache-Control", "no-store");
    const viewer = await viewerOf(req, deps.auth);
    const ctx = { prisma, viewer, locale: requestLocale(req) };
    const competition = await requireManagedCompetition(ctx, String(req.params["id"] ?? ""));
    return { viewer: viewer!, competition };
  }

  for (const rows of ["teams", "riddles"] as const)
    router.get(`/api/competitions/:id/debrief/${rows}.csv`, (req, res, next) => {
      void (async () => {
        const found = await managed(req, res);
        const locale = localeOf(req);
        if (!locale) return sendClientError(req, res, 400, "BAD_USER_INPUT", "kit.invalidRequest");
        const debrief = await loadDebrief(
          prisma,
          found.competition.id,
          deps.clock.now(),
          GLOBAL[locale],
        );
        const label = {
          teams: { de: "Teams", en: "teams" },
          riddles: { de: "Rätsel", en: "riddles" },
        };
        res.setHeader("Content-Type", "text/csv; charset=utf-8");
        res.setHeader(
          "Content-Disposition",
          contentDisposition(fileName(found.competition.title, `${label[rows][locale]}.csv`)),
        );
        res.status(200).send(debriefCsv(debrief, rows, locale));
      })().catch(next);
    });

  router.get("/api/competitions/:id/kit.pdf", (req, res, next) => {
    void (async () => {
      const found = await managed(req, res);
      const { viewer, competition } = found;
      const locale = localeOf(req);
      const codeParam = req.query["code"];
      const referenceParam = req.query["reference"];
      if (
        !locale ||
        (codeParam !== undefined && typeof codeParam !== "string") ||
        (referenceParam !== undefined && typeof referenceParam !== "string") ||
        (codeParam !== undefined && referenceParam !== undefined)
      )
        return sendClientError(req, res, 400, "BAD_USER_INPUT", "kit.invalidRequest");
      const now = deps.clock.now();
      // Codes of the manager's own payment references (admins: theirs too; codes are per person).
      const owned = { paymentReference: { createdById: viewer.id } };
      const stateOf = (c: {
        state: "GENERATED" | "REVOKED";
        validUntil: Date;
        sessionId: string | null;
        usedAt: Date | null;
      }): KitCodeState => {
        const status = accessCodeStatus(c, now);
        if (status === "REVOKED") return "revoked";
        if (c.sessionId || c.usedAt) return "used";
        return status === "EXPIRED" ? "expired" : "free";
      };
      const select = {
        code: true,
        state: true,
        validUntil: true,
        sessionId: true,
        usedAt: true,
      } as const;
      let codes: { code: string; state: KitCodeState }[];
      if (typeof codeParam === "string") {
        const normalized = normalizeAccessCode(codeParam);
        const row = normalized
          ? await prisma.accessCode.findFirst({ where: { code: normalized, ...owned }, select })
          : null;
        if (!row) return sendClientError(req, res, 404, "NOT_FOUND", "kit.codeNotFound");
        const state = stateOf(row);
        if (state !== "free")
          return sendClientError(
            req,
            res,
            409,
            "CONFLICT",
            (
              {
                revoked: "kit.codeRevoked",
                expired: "kit.codeExpired",
                used: "kit.codeUsed",
              } as const
            )[state],
          );
        codes = [{ code: row.code, state }];
      } else if (typeof referenceParam === "string") {
        const reference = UUID.test(referenceParam)
          ? await prisma.paymentReference.findFirst({
              where: { id: referenceParam, createdById: viewer.id },
              select: { id: true },
            })
          : null;
        if (!reference) return sendClientError(req, res, 404, "NOT_FOUND", "kit.referenceNotFound");
        const rows = await prisma.accessCode.findMany({
          where: { paymentReferenceId: reference.id },
          select,
          orderBy: [{ createdAt: "asc" }, { code: "asc" }],
          take: KIT_CODES_MAX,
        });
        codes = rows.map((r) => ({ code: r.code, state: stateOf(r) }));
      } else {
        const rows = await prisma.accessCode.findMany({
          where: {
            ...owned,
            state: "GENERATED",
            validUntil: { gt: now },
            sessionId: null,
            usedAt: null,
          },
          select,
          orderBy: [{ createdAt: "asc" }, { code: "asc" }],
          take: KIT_CODES_MAX,
        });
        codes = rows.map((r) => ({ code: r.code, state: stateOf(r) }));
      }
      const origin =
        (req.headers[LINK_ORIGIN_HEADER] as string | undefined) ??
        linkOrigin(deps.config, { protocol: "http", host: undefined, localPort: deps.config.PORT });
      const { document } = await prisma.game.findUniqueOrThrow({
        where: { id: competition.gameId },
        select: { document: true },
      });
      const pdf = await buildKit({
        title: competition.title,
        pageUrl: `${origin}/competitions/${competition.id}`,
        codes,
        riddles: riddlesOf(document, GLOBAL[locale]),
        scenes: kitScenes(document, GLOBAL[locale]),
        hints: await kitHintLists(
          document,
          GLOBAL[locale],
          gameImageReader({ prisma, storage: deps.storage, document }),
        ),
        locale,
      });
      const label = { de: "Druckvorlage.pdf", en: "printable kit.pdf" };
      res.setHeader("Content-Type", "application/pdf");
      res.setHeader(
        "Content-Disposition",
        contentDisposition(fileName(competition.title, label[locale])),
      );
      res.setHeader("X-Kit-Cards", String(codes.length));
      res.status(200).send(Buffer.from(pdf));
    })().catch(next);
  });
  return router;
}
