/**
 * Instructor launches (a resource link launched with an instructor role) go to the dashboard, not
 * into the game. An LMS instructor is never given an account or rights by a launch: the first
 * launch leaves a pending link (bound to the browser by a cookie) and sends them to
 * /dashboard/lti/link/<id>, where they log in (with their own account, whose verified e-mail must
 * be the one the platform sent) and confirm (POST /lti/instructor-link). From then on the pairing
 * platform + sub → account is remembered: the next launch logs them in and goes straight on.
 */
import { createHash, randomBytes } from "node:crypto";
import express, { Router, type Request, type Response } from "express";
import type { JWTPayload } from "jose";
import type { Auth } from "../auth";
import { readCookie, SESSION_COOKIE, sessionCookie } from "../auth/cookies";
import type { Config } from "../config";
import type { PrismaClient } from "../generated/prisma/client";
import type { Logger } from "../logger";
import { PICKER_ROLES } from "./deep-link";
import { LtiRefusal } from "./launch";
import { refusalPage } from "./routes";

export const PENDING_LINK_TTL_MS = 60 * 60 * 1000;
const COOKIE = "lti_link";
const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** Whether the launch's roles name an instructor (LIS v2 context or institution roles). */
export function isInstructor(payload: JWTPayload, claimPrefix: string): boolean {
  const roles = (payload as Record<string, unknown>)[`${claimPrefix}roles`];
  return Array.isArray(roles) && roles.some((r) => PICKER_ROLES.includes(String(r)));
}

export function pendingLinkCookie(token: string, secure: boolean, maxAgeS: number) {
  return [
    `${COOKIE}=${maxAgeS > 0 ? token : ""}`,
    "Path=/lti/instructor-link",
    "HttpOnly",
    `Max-Age=${Math.round(maxAgeS)}`,
    ...(secure ? ["SameSite=None", "Secure"] : ["SameSite=Lax"]),
  ].join("; ");
}

type Tx = Pick<PrismaClient, "ltiAccountLink" | "ltiPendingLink">;

/**
 * The instructor's part of a verified launch (inside the launch's transaction, after the nonce
 * was used): where they go, and either the linked account or a new pending link.
 */
export async function instructorLaunch(
  tx: Tx,
  {
    platformId,
    payload,
    target,
    at,
  }: { platformId: string; payload: JWTPayload; target: string; at: Date },
) {
  const subject = typeof payload.sub === "string" && payload.sub ? payload.sub : null;
  if (!subject) throw new LtiRefusal(400, "instructorNoSubject");
  const link = await tx.ltiAccountLink.findUnique({
    where: { platformId_subject: { platformId, subject } },
  });
  if (link) return { kind: "instructor" as const, userId: link.userId, redirect: target };
  const email = typeof payload.email === "string" ? payload.email.trim().slice(0, 320) : null;
  const browserToken = randomBytes(32).toString("base64url");
  const pending = await tx.ltiPendingLink.create({
    data: {
      platformId,
      subject,
      email: email || null,
      target,
      browserTokenHash: sha256(browserToken),
      expiresAt: new Date(at.getTime() + PENDING_LINK_TTL_MS),
    },
    select: { id: true },
  });
  return {
    kind: "instructorPending" as const,
    pendingId: pending.id,
    browserToken,
    redirect: `/dashboard/lti/link/${pending.id}`,
  };
}

/** POST /lti/instructor-link: the logged-in instructor confirms the pairing (same browser, same e-mail). */
export function instructorLinkRoutes({
  prisma,
  auth,
  config,
  logger,
  now = () => new Date(),
}: {
  prisma: PrismaClient;
  auth: Pick<Auth, "service">;
  config: Pick<Config, "PUBLIC_URL">;
  logger: Pick<Logger, "info" | "warn">;
  now?: () => Date;
}): Router {
  const router = Router();
  async function confirm(req: Request, res: Response) {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const id = typeof body.id === "string" && /^[0-9a-f-]{36}$/i.test(body.id) ? body.id : null;
    const pending = id
      ? await prisma.ltiPendingLink.findUnique({ where: { id }, include: { platform: true } })
      : null;
    if (!pending || pending.usedAt || pending.expiresAt <= now())
      throw new LtiRefusal(404, "linkUnknown");
    const browserToken = readCookie(req.headers.cookie, COOKIE);
    if (!browserToken || sha256(browserToken) !== pending.browserTokenHash)
      throw new LtiRefusal(403, "linkWrongBrowser");
    const sessionToken = readCookie(req.headers.cookie, SESSION_COOKIE);
    const viewer = sessionToken
      ? (await auth.service.sessions.validate(sessionToken))?.user
      : undefined;
    if (!viewer) throw new LtiRefusal(401, "deepLinkLogin");
    if (!pending.email) throw new LtiRefusal(403, "linkNoEmail");
    if (!viewer.emailVerified || viewer.email.toLowerCase() !== pending.email.toLowerCase())
      throw new LtiRefusal(403, "linkWrongEmail", { email: pending.email });
    await prisma.$transaction(async (tx) => {
      const { count } = await tx.ltiPendingLink.updateMany({
        where: { id: pending.id, usedAt: null },
        data: { usedAt: now() },
      });
      if (count === 0) throw new LtiRefusal(404, "linkUnknown");
      await tx.ltiAccountLink.upsert({
        where: {
          platformId_subject: { platformId: pending.platformId, subject: pending.subject },
        },
        create: { platformId: pending.platformId, subject: pending.subject, userId: viewer.id },
        update: { userId: viewer.id },
      });
    });
    logger.info(
      { platformId: pending.platformId, userId: viewer.id },
      "LTI instructor linked to an account",
    );
    const secure = config.PUBLIC_URL?.startsWith("https:") === true || req.protocol === "https";
    res.setHeader("Cache-Control", "no-store");
    res.append("Set-Cookie", pendingLinkCookie("", secure, 0));
    res.redirect(303, pending.target);
  }
  router.post(
    "/lti/instructor-link",
    express.urlencoded({ extended: false, limit: "4kb" }),
    (req, res, next) => {
      confirm(req, res).catch((error: unknown) => {
        if (!(error instanceof LtiRefusal)) return next(error);
        logger.warn({ reason: error.key, ...error.params }, "LTI instructor link refused");
        res
          .status(error.status)
          .setHeader("Cache-Control", "no-store")
          .type("html")
          .send(refusalPage(req, error));
      });
    },
  );
  return router;
}

/** The session a linked instructor's launch starts (the cookie the launch answer sets). */
export async function instructorSession(
  auth: Pick<Auth, "service">,
  userId: string,
  secure: boolean,
) {
  const { token, expiresAt } = await auth.service.sessions.create(userId);
  return sessionCookie(token, expiresAt, secure);
}
