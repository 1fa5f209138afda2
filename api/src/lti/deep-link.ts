/**
 * LTI Deep Linking, tool side. An instructor's LtiDeepLinkingRequest (checked like every launch
 * in launch.ts) is remembered (LtiDeepLink, bound to the browser by a cookie) and the browser goes
 * to the picker (/dashboard/lti/deep-link/<id>, after logging in: an LMS instructor is never
 * given an account or rights by the launch). The picker posts its choice to POST /lti/deep-link;
 * the answer is a page that posts the signed LtiDeepLinkingResponse (jose, our tool key) to the
 * platform's deep_link_return_url, with one LtiResourceLink to the chosen game (a line item when
 * the platform offered AGS).
 */
import { competitionWhere, isAdmin, isCompetitionManager } from "../permissions";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import express, { Router, type Request, type Response } from "express";
import { SignJWT, type JWTPayload } from "jose";
import { readCookie } from "../auth/cookies";
import type { Config } from "../config";
import { viewerOf } from "../exchange/routes";
import type { PrismaClient } from "../generated/prisma/client";
import { LINK_ORIGIN_HEADER } from "../http/host-policy";
import type { Logger } from "../logger";
import type { Auth } from "../auth";
import { AGS_CLAIM, SCORE_MAXIMUM } from "./ags";
import type { ToolKeys } from "./keys";
import { LtiRefusal } from "./launch";
import { escapeHtmlText, refusalPage } from "./routes";

export const DEEP_LINK_TTL_MS = 60 * 60 * 1000;
export const DL_CLAIM = "https://purl.imsglobal.org/spec/lti-dl/claim/";
const COOKIE = "lti_dl";
/** Roles that may pick content (LIS v2 context and institution roles). */
export const PICKER_ROLES = [
  "http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor",
  "http://purl.imsglobal.org/vocab/lis/v2/membership#ContentDeveloper",
  "http://purl.imsglobal.org/vocab/lis/v2/membership#Administrator",
  "http://purl.imsglobal.org/vocab/lis/v2/institution/person#Administrator",
  "http://purl.imsglobal.org/vocab/lis/v2/institution/person#Instructor",
];

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

export function deepLinkCookie(token: string, secure: boolean, maxAgeS: number) {
  return [
    `${COOKIE}=${maxAgeS > 0 ? token : ""}`,
    "Path=/lti/deep-link",
    "HttpOnly",
    `Max-Age=${Math.round(maxAgeS)}`,
    ...(secure ? ["SameSite=None", "Secure"] : ["SameSite=Lax"]),
  ].join("; ");
}

/** What a deep-linking request must carry; refuses (LtiRefusal) what does not fit. */
export function deepLinkRequestOf(payload: JWTPayload, claimPrefix: string) {
  const record = payload as Record<string, unknown>;
  const roles = record[`${claimPrefix}roles`];
  if (!Array.isArray(roles) || !roles.some((r) => PICKER_ROLES.includes(String(r))))
    throw new LtiRefusal(403, "deepLinkNotInstructor");
  const settings = record[`${DL_CLAIM}deep_linking_settings`] as
    { deep_link_return_url?: unknown; accept_types?: unknown; data?: unknown } | undefined;
  const returnUrl = settings?.deep_link_return_url;
  let valid = false;
  try {
    valid = typeof returnUrl === "string" && /^https?:$/.test(new URL(returnUrl).protocol);
  } catch {
    valid = false;
  }
  if (!valid) throw new LtiRefusal(400, "deepLinkSettings");
  if (!Array.isArray(settings!.accept_types) || !settings!.accept_types.includes("ltiResourceLink"))
    throw new LtiRefusal(400, "deepLinkAcceptTypes");
  return {
    subject: typeof payload.sub === "string" && payload.sub ? payload.sub : null,
    returnUrl: returnUrl as string,
    data: typeof settings!.data === "string" ? settings!.data : null,
    agsOffered: record[AGS_CLAIM] !== undefined,
  };
}

export function deepLinkRoutes({
  prisma,
  keys,
  auth,
  config,
  logger,
  now = () => new Date(),
}: {
  prisma: PrismaClient;
  keys: Pick<ToolKeys, "signingKey" | "configured">;
  auth: Pick<Auth, "service"> | undefined;
  config: Pick<Config, "PUBLIC_URL">;
  logger: Pick<Logger, "info" | "warn">;
  now?: () => Date;
}): Router {
  const router = Router();
  const refuse = (req: Request, res: Response, refusal: LtiRefusal) => {
    logger.warn({ reason: refusal.key, ...refusal.params }, "LTI deep link refused");
    res
      .status(refusal.status)
      .setHeader("Cache-Control", "no-store")
      .type("html")
      .send(refusalPage(req, refusal));
  };

  async function answer(req: Request, res: Response) {
    if (!keys.configured) throw new LtiRefusal(503, "notConfigured");
    const body = (req.body ?? {}) as Record<string, unknown>;
    const id = typeof body.id === "string" ? body.id : "";
    const gameId =
      typeof body.gameId === "string" && /^\d{1,9}$/.test(body.gameId) ? Number(body.gameId) : null;
    // A competition is chosen as "competition:<id>" (the picker's one radio group).
    const competitionId =
      typeof body.gameId === "string"
        ? /^competition:([0-9a-f-]{36})$/i.exec(body.gameId)?.[1]?.toLowerCase()
        : undefined;
    const link = /^[0-9a-f-]{36}$/i.test(id)
      ? await prisma.ltiDeepLink.findUnique({ where: { id }, include: { platform: true } })
      : null;
    if (!link || link.usedAt || link.expiresAt <= now())
      throw new LtiRefusal(404, "deepLinkUnknown");
    const browserToken = readCookie(req.headers.cookie, COOKIE);
    if (!browserToken || sha256(browserToken) !== link.browserTokenHash)
      throw new LtiRefusal(403, "deepLinkWrongBrowser");
    const viewer = await viewerOf(req, auth);
    if (!viewer) throw new LtiRefusal(401, "deepLinkLogin");
    const admin = isAdmin(viewer);
    // Competitions: their manager's own (admins: any), as on the competitions page.
    const manages = isCompetitionManager(viewer);
    const competition =
      competitionId && manages
        ? await prisma.competition.findFirst({
            where: { id: competitionId, ...competitionWhere(viewer) },
            select: { id: true, title: true },
          })
        : null;
    if (competitionId && !competition) throw new LtiRefusal(403, "deepLinkNotYourGame");
    const game = competition
      ? null
      : gameId === null
        ? null
        : await prisma.game.findFirst({
            where: {
              id: gameId,
              status: { in: ["PUBLISHED", "UNLISTED"] },
              ...(admin ? {} : { ownerId: viewer.id }),
            },
            select: { id: true, title: true },
          });
    if (!game && !competition) throw new LtiRefusal(403, "deepLinkNotYourGame");
    const { count } = await prisma.ltiDeepLink.updateMany({
      where: { id: link.id, usedAt: null },
      data: { usedAt: now() },
    });
    if (count === 0) throw new LtiRefusal(404, "deepLinkUnknown");

    const origin = req.get(LINK_ORIGIN_HEADER) ?? "";
    const chosen = competition
      ? {
          title: competition.title,
          url: `${origin}/competitions/${competition.id}`,
          custom: { exitgame_competition_id: competition.id },
          resourceId: `competition-${competition.id}`,
        }
      : {
          title: game!.title,
          url: `${origin}/games/${game!.id}/play`,
          custom: { exitgame_game_id: String(game!.id) },
          resourceId: `game-${game!.id}`,
        };
    const item: Record<string, unknown> = {
      type: "ltiResourceLink",
      title: chosen.title,
      url: chosen.url,
      custom: chosen.custom,
    };
    if (link.agsOffered)
      item.lineItem = {
        scoreMaximum: SCORE_MAXIMUM,
        label: chosen.title,
        resourceId: chosen.resourceId,
      };
    const { kid, key } = await keys.signingKey();
    const at = Math.floor(now().getTime() / 1000);
    const jwt = await new SignJWT({
      nonce: randomUUID(),
      "https://purl.imsglobal.org/spec/lti/claim/message_type": "LtiDeepLinkingResponse",
      "https://purl.imsglobal.org/spec/lti/claim/version": "1.3.0",
      "https://purl.imsglobal.org/spec/lti/claim/deployment_id": link.deploymentId,
      [`${DL_CLAIM}content_items`]: [item],
      ...(link.data ? { [`${DL_CLAIM}data`]: link.data } : {}),
    })
      .setProtectedHeader({ alg: "RS256", kid, typ: "JWT" })
      .setIssuer(link.platform.clientId)
      .setAudience(link.platform.issuer)
      .setIssuedAt(at)
      .setExpirationTime(at + 600)
      .sign(key);
    logger.info(
      { deepLinkId: link.id, gameId: game?.id, competitionId: competition?.id },
      "LTI deep link answered",
    );
    const secure = config.PUBLIC_URL?.startsWith("https:") === true || req.protocol === "https";
    res.append("Set-Cookie", deepLinkCookie("", secure, 0));
    res.setHeader("Cache-Control", "no-store");
    // This page's only job: post the response to the platform (a form action to its origin).
    const nonce = randomBytes(16).toString("base64");
    res.setHeader(
      "Content-Security-Policy",
      `default-src 'none'; script-src 'nonce-${nonce}'; form-action ${new URL(link.returnUrl).origin}; base-uri 'none'`,
    );
    res
      .type("html")
      .send(
        `<!doctype html><html><head><meta charset="utf-8"><title>LTI</title></head><body><form method="post" action="${escapeHtmlText(link.returnUrl)}"><input type="hidden" name="JWT" value="${escapeHtmlText(jwt)}"><noscript><button type="submit">Continue</button></noscript></form><script nonce="${nonce}">document.forms[0].submit()</script></body></html>`,
      );
  }

  router.post(
    "/lti/deep-link",
    express.urlencoded({ extended: false, limit: "16kb" }),
    (req, res, next) => {
      answer(req, res).catch((error: unknown) => {
        if (error instanceof LtiRefusal) return refuse(req, res, error);
        next(error);
      });
    },
  );
  return router;
}
