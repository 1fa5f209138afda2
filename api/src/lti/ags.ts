/**
 * LTI Assignment and Grade Services (AGS), tool side: the score of a launch goes to the line
 * item the launch named. A score is first recorded (LtiScorePost, PENDING) and then delivered:
 * an access token from the platform's token URL (OAuth 2 client credentials with a JWT client
 * assertion signed by our tool key, all JWT work by `jose`), then POST <lineitem>/scores. Every
 * attempt keeps the platform's answer; a failed attempt is tried again later with back-off
 * (the job below, on the one instance that runs jobs), and after MAX_ATTEMPTS the post is FAILED
 * until a teacher retries it.
 */
import { randomUUID } from "node:crypto";
import { SignJWT } from "jose";
import type { PrismaClient } from "../generated/prisma/client";
import type { Job } from "../jobs";
import type { Logger } from "../logger";
import type { ToolKeys } from "./keys";

export const AGS_CLAIM = "https://purl.imsglobal.org/spec/lti-ags/claim/endpoint";
export const SCORE_SCOPE = "https://purl.imsglobal.org/spec/lti-ags/scope/score";
export const SCORE_MEDIA_TYPE = "application/vnd.ims.lis.v1.score+json";
/** Attempts before a post is FAILED (a teacher may retry it then). */
export const MAX_ATTEMPTS = 6;
/** The score's maximum on the platform's side when the line item does not say otherwise. */
export const SCORE_MAXIMUM = 100;
/** Characters of the platform's answer kept. */
const RESPONSE_KEPT = 500;
const REQUEST_TIMEOUT_MS = 10_000;

/** The line item a launch's AGS claim offers, if the platform granted the score scope. */
export function lineItemOf(claim: unknown): string | null {
  if (!claim || typeof claim !== "object") return null;
  const { lineitem, scope } = claim as { lineitem?: unknown; scope?: unknown };
  if (typeof lineitem !== "string" || !Array.isArray(scope) || !scope.includes(SCORE_SCOPE))
    return null;
  try {
    const url = new URL(lineitem);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}

/** <lineitem>/scores, keeping the line item's query (Moodle's line items carry one). */
export function scoresUrl(lineItem: string): string {
  const url = new URL(lineItem);
  url.pathname = `${url.pathname.replace(/\/$/, "")}/scores`;
  return url.toString();
}

/** The wait before attempt `attempts + 1`: base · 4^(attempts − 1), at most a day. */
export function backoffMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 4 ** Math.max(0, attempts - 1), 24 * 60 * 60 * 1000);
}

export interface AgsOptions {
  prisma: PrismaClient;
  keys: Pick<ToolKeys, "signingKey">;
  logger: Pick<Logger, "info" | "warn">;
  now?: () => Date;
  /** The first retry's wait (ms); later ones grow fourfold. */
  backoffBaseMs?: number;
}

class AttemptFailed extends Error {
  constructor(
    readonly httpStatus: number | null,
    readonly response: string,
  ) {
    super(response);
  }
}

const clip = (text: string) =>
  text.length > RESPONSE_KEPT ? `${text.slice(0, RESPONSE_KEPT)}…` : text;

export function agsService({
  prisma,
  keys,
  logger,
  now = () => new Date(),
  backoffBaseMs = 30_000,
}: AgsOptions) {
  async function accessToken(platform: { clientId: string; tokenUrl: string }) {
    const { kid, key } = await keys.signingKey();
    const at = Math.floor(now().getTime() / 1000);
    const assertion = await new SignJWT({})
      .setProtectedHeader({ alg: "RS256", kid, typ: "JWT" })
      .setIssuer(platform.clientId)
      .setSubject(platform.clientId)
      .setAudience(platform.tokenUrl)
      .setIssuedAt(at)
      .setExpirationTime(at + 300)
      .setJti(randomUUID())
      .sign(key);
    let res: Response;
    try {
      res = await fetch(platform.tokenUrl, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Accept: "application/json",
        },
        body: new URLSearchParams({
          grant_type: "client_credentials",
          client_assertion_type: "urn:ietf:params:oauth:client-assertion-type:jwt-bearer",
          client_assertion: assertion,
          scope: SCORE_SCOPE,
        }).toString(),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new AttemptFailed(null, `token request failed: ${(error as Error).message}`);
    }
    const text = await res.text();
    if (!res.ok) throw new AttemptFailed(res.status, clip(`token: ${text}`));
    let body: { access_token?: unknown };
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      throw new AttemptFailed(res.status, clip(`token: not JSON: ${text}`));
    }
    if (typeof body.access_token !== "string" || !body.access_token)
      throw new AttemptFailed(res.status, clip(`token: no access_token: ${text}`));
    return body.access_token;
  }

  /** One attempt at one post; records the outcome and returns the new status. */
  async function attempt(postId: string) {
    const post = await prisma.ltiScorePost.findUnique({
      where: { id: postId },
      include: { launch: { include: { platform: true } } },
    });
    if (!post || post.status === "SENT") return post?.status ?? null;
    const { launch } = post;
    const at = now();
    const attempts = post.attempts + 1;
    try {
      if (!launch.agsLineItem || !launch.subject)
        throw new AttemptFailed(null, "the launch offers no line item or no user");
      const token = await accessToken(launch.platform);
      let res: Response;
      try {
        res = await fetch(scoresUrl(launch.agsLineItem), {
          method: "POST",
          headers: { Authorization: `Bearer ${token}`, "Content-Type": SCORE_MEDIA_TYPE },
          body: JSON.stringify({
            userId: launch.subject,
            scoreGiven: Math.round(post.score * post.scoreMaximum * 100) / 100,
            scoreMaximum: post.scoreMaximum,
            activityProgress: "Completed",
            gradingProgress: "FullyGraded",
            timestamp: post.createdAt.toISOString(),
          }),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
      } catch (error) {
        throw new AttemptFailed(null, `score request failed: ${(error as Error).message}`);
      }
      const text = clip(await res.text());
      if (!res.ok) throw new AttemptFailed(res.status, text);
      await prisma.ltiScorePost.update({
        where: { id: post.id },
        data: {
          status: "SENT",
          attempts,
          lastAttemptAt: at,
          httpStatus: res.status,
          response: text,
        },
      });
      logger.info({ postId: post.id, status: res.status }, "LTI score delivered");
      return "SENT" as const;
    } catch (error) {
      const failed =
        error instanceof AttemptFailed
          ? error
          : new AttemptFailed(null, clip(String((error as Error).message ?? error)));
      const status = attempts >= MAX_ATTEMPTS ? ("FAILED" as const) : ("PENDING" as const);
      await prisma.ltiScorePost.update({
        where: { id: post.id },
        data: {
          status,
          attempts,
          lastAttemptAt: at,
          httpStatus: failed.httpStatus,
          response: failed.response,
          nextAttemptAt: new Date(at.getTime() + backoffMs(attempts, backoffBaseMs)),
        },
      });
      logger.warn(
        { postId: post.id, attempts, httpStatus: failed.httpStatus, status },
        "LTI score not delivered",
      );
      return status;
    }
  }

  return {
    attempt,

    /** Records the score of a launch (0..1) and tries to deliver it at once. */
    async record(launchId: string, score: number) {
      const launch = await prisma.ltiLaunch.findUnique({ where: { id: launchId } });
      if (!launch?.agsLineItem || !launch.subject) return null;
      const clamped = Math.min(1, Math.max(0, score));
      const post = await prisma.ltiScorePost.create({
        data: {
          launchId,
          gameId: launch.gameId,
          score: clamped,
          scoreMaximum: SCORE_MAXIMUM,
          nextAttemptAt: now(),
        },
        select: { id: true },
      });
      await attempt(post.id);
      return post.id;
    },

    /** Delivers the posts that are due (the job; one instance runs it). */
    async deliverDue(limit = 50) {
      const due = await prisma.ltiScorePost.findMany({
        where: { status: "PENDING", nextAttemptAt: { lte: now() } },
        orderBy: { nextAttemptAt: "asc" },
        take: limit,
        select: { id: true },
      });
      for (const { id } of due) await attempt(id);
      return due.length;
    },

    /** A teacher's retry: the post is due again now, with a fresh count of attempts. */
    async retry(postId: string) {
      const { count } = await prisma.ltiScorePost.updateMany({
        where: { id: postId, status: { not: "SENT" } },
        data: { status: "PENDING", attempts: 0, nextAttemptAt: now() },
      });
      if (count === 0) return null;
      return attempt(postId);
    },
  };
}

export type AgsService = ReturnType<typeof agsService>;

export function scoreDeliveryJob(ags: AgsService, everyMs = 15_000): Job {
  return { name: "lti-score-delivery", everyMs, run: () => ags.deliverDue() };
}
