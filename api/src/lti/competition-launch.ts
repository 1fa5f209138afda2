/**
 * Launches into a competition (a learner's resource link naming <origin>/competitions/<id>, or
 * the custom parameter exitgame_competition_id). The verified launch is recorded and bound to the
 * browser (cookie lti_comp), which goes to GET /lti/competition/<launch>:
 * - the LMS user (platform + sub) already joined a team of this competition on an earlier launch:
 *   this browser gets a claim on that team (as a device of the team) and plays on, no code asked;
 * - the browser already holds a team of this competition (it just joined): that team is paired;
 * - otherwise the competition's page (?lti=<launch>) asks once for the team's access code (a new
 *   team registers, a member logs in) and comes back here when joined.
 * The team's score (competition-scores.ts) goes to each paired launch's line item.
 */
import { createHash, randomBytes } from "node:crypto";
import { Router, type Request, type Response } from "express";
import { hashToken, generateToken } from "../auth/tokens";
import { readCookie } from "../auth/cookies";
import type { Config } from "../config";
import { CompetitionService } from "../competitions/service";
import type { PrismaClient } from "../generated/prisma/client";
import { teamCookie } from "../http/competition-routes";
import type { Logger } from "../logger";
import { LtiRefusal } from "./launch";
import { refusalPage } from "./routes";

const COOKIE = "lti_comp";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
/** The browser may come back to its competition launch for this long (join, then pairing). */
export const COMPETITION_LAUNCH_TTL_MS = 12 * 60 * 60 * 1000;

/** The competition a launch targets: <origin>/competitions/<uuid>[/] on this server. */
export function competitionIdFromTarget(target: unknown, origin: string): string | undefined {
  if (typeof target !== "string") return undefined;
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return undefined;
  }
  if (url.origin !== origin) return undefined;
  const match = /^\/competitions\/([0-9a-f-]{36})\/?$/i.exec(url.pathname);
  return match && UUID.test(match[1]!) ? match[1]!.toLowerCase() : undefined;
}

/** The custom parameter a deep link sets (exitgame_competition_id), when it is a competition id. */
export function competitionIdFromCustom(custom: unknown): string | undefined {
  const value = (custom as Record<string, unknown> | undefined)?.exitgame_competition_id;
  return typeof value === "string" && UUID.test(value) ? value.toLowerCase() : undefined;
}

export function competitionLaunchCookie(token: string, secure: boolean, maxAgeS: number) {
  return [
    `${COOKIE}=${maxAgeS > 0 ? token : ""}`,
    "Path=/lti/competition",
    "HttpOnly",
    `Max-Age=${Math.round(maxAgeS)}`,
    ...(secure ? ["SameSite=None", "Secure"] : ["SameSite=Lax"]),
  ].join("; ");
}

/** A fresh browser token for a competition launch, and its hash for the launch row. */
export function competitionBrowserToken() {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: sha256(token) };
}

export function competitionLaunchRoutes({
  prisma,
  config,
  logger,
  now = () => new Date(),
}: {
  prisma: PrismaClient;
  config: Pick<Config, "PUBLIC_URL">;
  logger: Pick<Logger, "info" | "warn">;
  now?: () => Date;
}): Router {
  const router = Router();
  const secure = (req: Request) =>
    config.PUBLIC_URL?.startsWith("https:") === true || req.protocol === "https";

  /** The team this browser's team cookie names in this competition (null: none). */
  async function browserTeam(req: Request, competitionId: string) {
    const token = readCookie(req.headers.cookie, CompetitionService.cookieName(competitionId));
    if (!token) return null;
    const claim = await prisma.competitionSessionToken.findUnique({
      where: { id: hashToken(token) },
      select: { session: { select: { id: true, competitionId: true } } },
    });
    return claim?.session.competitionId === competitionId ? claim.session.id : null;
  }

  async function resume(req: Request, res: Response) {
    const id = String(req.params.launchId);
    const launch = UUID.test(id) ? await prisma.ltiLaunch.findUnique({ where: { id } }) : null;
    if (
      !launch?.competitionId ||
      !launch.browserTokenHash ||
      launch.createdAt.getTime() + COMPETITION_LAUNCH_TTL_MS <= now().getTime()
    )
      throw new LtiRefusal(404, "competitionLaunchUnknown");
    const browserToken = readCookie(req.headers.cookie, COOKIE);
    if (!browserToken || sha256(browserToken) !== launch.browserTokenHash)
      throw new LtiRefusal(403, "linkWrongBrowser");
    const competitionId = launch.competitionId;
    res.setHeader("Cache-Control", "no-store");
    const play = `/competitions/${competitionId}`;

    // The team this LMS user joined before (this launch or an earlier one), if it still exists.
    const earlier =
      launch.competitionSessionId ??
      (launch.subject
        ? (
            await prisma.ltiLaunch.findFirst({
              where: {
                platformId: launch.platformId,
                subject: launch.subject,
                competitionId,
                competitionSessionId: { not: null },
              },
              orderBy: { createdAt: "desc" },
              select: { competitionSessionId: true },
            })
          )?.competitionSessionId
        : null);
    const paired = earlier
      ? await prisma.competitionSession.findFirst({
          where: { id: earlier, competitionId },
          select: { id: true },
        })
      : null;
    if (paired) {
      const current = await browserTeam(req, competitionId);
      if (current !== paired.id) {
        // This browser becomes a device of the team (as a member's login with a code would).
        const token = generateToken();
        await prisma.competitionSessionToken.create({
          data: { id: hashToken(token), sessionId: paired.id },
        });
        res.append(
          "Set-Cookie",
          teamCookie(
            CompetitionService.cookieName(competitionId),
            token,
            new Date(Date.now() + 366 * 24 * 3600 * 1000),
            secure(req),
          ),
        );
      }
      if (launch.competitionSessionId !== paired.id)
        await prisma.ltiLaunch.update({
          where: { id: launch.id },
          data: { competitionSessionId: paired.id },
        });
      logger.info({ launchId: launch.id, sessionId: paired.id }, "LTI competition launch resumed");
      return res.redirect(303, play);
    }
    const joined = await browserTeam(req, competitionId);
    if (joined) {
      // Remembered only for a known LMS user (anonymous launches have nothing to pair).
      if (launch.subject)
        await prisma.ltiLaunch.update({
          where: { id: launch.id },
          data: { competitionSessionId: joined },
        });
      logger.info({ launchId: launch.id, sessionId: joined }, "LTI competition launch paired");
      return res.redirect(303, play);
    }
    return res.redirect(303, `${play}?lti=${launch.id}`);
  }

  router.get("/lti/competition/:launchId", (req, res, next) => {
    resume(req, res).catch((error: unknown) => {
      if (!(error instanceof LtiRefusal)) return next(error);
      logger.warn({ reason: error.key }, "LTI competition launch refused");
      res
        .status(error.status)
        .setHeader("Cache-Control", "no-store")
        .type("html")
        .send(refusalPage(req, error));
    });
  });
  return router;
}
