/**
 * LTI 1.3 core launch, tool side: OIDC login initiation (GET|POST /lti/login) and the launch
 * (POST /lti/launch) with every check of the id_token the spec asks for. JWT and JWKS work is
 * done by `jose`; this file only decides what to accept.
 */
import { createHash, randomBytes } from "node:crypto";
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from "jose";
import type { PrismaClient } from "../generated/prisma/client";
import { AGS_CLAIM, lineItemOf } from "./ags";
import { DEEP_LINK_TTL_MS, deepLinkRequestOf } from "./deep-link";
import { instructorLaunch, isInstructor } from "./instructor";
import {
  competitionBrowserToken,
  competitionIdFromCustom,
  competitionIdFromTarget,
} from "./competition-launch";
import type { LtiMessageKey } from "./messages";

const CLAIM = "https://purl.imsglobal.org/spec/lti/claim/";
/** Algorithms a platform may sign with (asymmetric only: never HS*, never none). */
const ALGORITHMS = ["RS256", "RS384", "RS512", "PS256", "PS384", "PS512", "ES256", "ES384"];
export const STATE_TTL_MS = 10 * 60 * 1000;
/** Clock skew allowed on exp and iat, in seconds. */
export const CLOCK_TOLERANCE_S = 60;
/** An id_token issued longer ago than this is refused even if its exp is later. */
const MAX_TOKEN_AGE_S = 10 * 60;

/** A refused login or launch: HTTP status, a message key with parameters, and a reason for the log. */
export class LtiRefusal extends Error {
  constructor(
    readonly status: number,
    readonly key: LtiMessageKey,
    readonly params: Record<string, string> = {},
  ) {
    super(key);
    this.name = "LtiRefusal";
  }
}

export interface LoginParams {
  iss?: string;
  login_hint?: string;
  target_link_uri?: string;
  lti_message_hint?: string;
  client_id?: string;
  lti_deployment_id?: string;
}

export interface LaunchServiceOptions {
  prisma: PrismaClient;
  now?: () => Date;
  /** Wait at least this long before fetching a platform's JWKS again for an unknown kid (jose's cooldown). */
  jwksCooldownMs?: number;
}

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
const token = () => randomBytes(32).toString("base64url");

/** The game a launch targets: <origin>/games/<id> or <origin>/games/<id>/play on this server. */
export function gameIdFromTarget(target: unknown, origin: string): number | undefined {
  if (typeof target !== "string") return undefined;
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return undefined;
  }
  if (url.origin !== origin) return undefined;
  const match = /^\/games\/(\d{1,9})(?:\/play)?\/?$/.exec(url.pathname);
  return match ? Number(match[1]) : undefined;
}

function reasonOf(error: joseErrors.JOSEError): string {
  if (error instanceof joseErrors.JWTExpired) return "exp";
  if (error instanceof joseErrors.JWTClaimValidationFailed) return error.claim;
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) return "signature";
  if (error instanceof joseErrors.JWKSNoMatchingKey) return "kid";
  if (error instanceof joseErrors.JOSEAlgNotAllowed) return "alg";
  return (error as joseErrors.JOSEError).code;
}

export function launchService({
  prisma,
  now = () => new Date(),
  jwksCooldownMs,
}: LaunchServiceOptions) {
  // One key set per JWKS URL: jose caches the keys and refetches when a token names an unknown kid.
  const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
  const keySetFor = (url: string) => {
    let set = keySets.get(url);
    if (!set) {
      set = createRemoteJWKSet(new URL(url), {
        timeoutDuration: 5000,
        ...(jwksCooldownMs === undefined ? {} : { cooldownDuration: jwksCooldownMs }),
      });
      keySets.set(url, set);
    }
    return set;
  };

  async function findPlatform(issuer: string, clientId: string | undefined) {
    const platforms = await prisma.ltiPlatform.findMany({
      where: { issuer, ...(clientId ? { clientId } : {}) },
      take: 2,
    });
    if (platforms.length === 0)
      throw new LtiRefusal(400, "unknownPlatform", { issuer, clientId: clientId ?? "?" });
    if (platforms.length > 1) throw new LtiRefusal(400, "ambiguousPlatform", { issuer });
    return platforms[0]!;
  }

  return {
    /** Checks the initiation, remembers state and nonce, and returns where to send the browser. */
    async initiateLogin(params: LoginParams, origin: string) {
      if (!params.iss) throw new LtiRefusal(400, "missingIssuer");
      if (!params.login_hint) throw new LtiRefusal(400, "missingLoginHint");
      const platform = await findPlatform(params.iss, params.client_id);
      const target = params.target_link_uri;
      if (!target || !target.startsWith(`${origin}/`)) throw new LtiRefusal(400, "foreignTarget");
      const state = token();
      const nonce = token();
      const at = now();
      await prisma.ltiNonce.deleteMany({ where: { expiresAt: { lt: at } } });
      await prisma.ltiNonce.create({
        data: {
          nonce,
          stateHash: sha256(state),
          platformId: platform.id,
          expiresAt: new Date(at.getTime() + STATE_TTL_MS),
        },
      });
      const url = new URL(platform.authLoginUrl);
      const query: Record<string, string> = {
        scope: "openid",
        response_type: "id_token",
        response_mode: "form_post",
        prompt: "none",
        client_id: platform.clientId,
        redirect_uri: `${origin}/lti/launch`,
        login_hint: params.login_hint,
        state,
        nonce,
      };
      if (params.lti_message_hint) query.lti_message_hint = params.lti_message_hint;
      for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
      return { redirect: url.toString(), state, platformId: platform.id };
    },

    /**
     * Verifies a launch. `browserState` is the state the browser's cookie holds (set at login).
     * Records the launch and returns the game's play page; refuses with LtiRefusal, writing nothing.
     */
    async launch(
      form: { id_token?: string; state?: string },
      browserState: string | undefined,
      origin: string,
    ) {
      const { id_token: idToken, state } = form;
      if (!idToken || !state) throw new LtiRefusal(400, "missingToken");
      if (browserState !== state) throw new LtiRefusal(401, "wrongState");
      const pending = await prisma.ltiNonce.findUnique({
        where: { stateHash: sha256(state) },
        include: { platform: true },
      });
      if (!pending || pending.expiresAt <= now()) throw new LtiRefusal(401, "expiredState");
      const { platform } = pending;

      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(idToken, keySetFor(platform.jwksUrl), {
          issuer: platform.issuer,
          audience: platform.clientId,
          algorithms: ALGORITHMS,
          clockTolerance: CLOCK_TOLERANCE_S,
          maxTokenAge: MAX_TOKEN_AGE_S,
          requiredClaims: ["iat", "exp", "nonce"],
          currentDate: now(),
        }));
      } catch (error) {
        // The platform's keys could not be had (down, slow, not a JWKS): its fault, not the token's.
        if (
          error instanceof joseErrors.JWKSTimeout ||
          error instanceof joseErrors.JWKSInvalid ||
          !(error instanceof joseErrors.JOSEError) ||
          // jose's answer to a JWKS response other than 200 OK
          error.code === "ERR_JOSE_GENERIC"
        )
          throw new LtiRefusal(502, "jwksUnreachable", { url: platform.jwksUrl });
        throw new LtiRefusal(401, "badToken", { reason: reasonOf(error) });
      }
      const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
      if (payload.azp !== undefined ? payload.azp !== platform.clientId : audiences.length > 1)
        throw new LtiRefusal(401, "wrongAzp");
      if (payload.nonce !== pending.nonce) throw new LtiRefusal(401, "wrongNonce");

      const claim = (name: string) => (payload as Record<string, unknown>)[CLAIM + name];
      if (claim("version") !== "1.3.0") throw new LtiRefusal(400, "wrongVersion");
      const messageType = claim("message_type");
      if (messageType !== "LtiResourceLinkRequest" && messageType !== "LtiDeepLinkingRequest")
        throw new LtiRefusal(400, "unsupportedMessage", { type: String(messageType ?? "?") });
      const deploymentId = claim("deployment_id");
      if (typeof deploymentId !== "string" || !platform.deploymentIds.includes(deploymentId))
        throw new LtiRefusal(403, "unknownDeployment", {
          deploymentId: String(deploymentId ?? ""),
        });
      if (messageType === "LtiDeepLinkingRequest") {
        const request = deepLinkRequestOf(payload, CLAIM);
        const browserToken = token();
        const at = now();
        const link = await prisma.$transaction(async (tx) => {
          const { count } = await tx.ltiNonce.updateMany({
            where: { nonce: pending.nonce, usedAt: null },
            data: { usedAt: at },
          });
          if (count === 0) throw new LtiRefusal(401, "replayedNonce");
          return tx.ltiDeepLink.create({
            data: {
              platformId: platform.id,
              deploymentId,
              ...request,
              browserTokenHash: sha256(browserToken),
              expiresAt: new Date(at.getTime() + DEEP_LINK_TTL_MS),
            },
            select: { id: true },
          });
        });
        return {
          kind: "deepLink" as const,
          deepLinkId: link.id,
          browserToken,
          redirect: `${origin}/dashboard/lti/deep-link/${link.id}`,
        };
      }
      const resourceLinkId = (claim("resource_link") as { id?: unknown } | undefined)?.id;
      if (typeof resourceLinkId !== "string" || !resourceLinkId)
        throw new LtiRefusal(400, "missingResourceLink");
      const gameId = gameIdFromTarget(claim("target_link_uri"), origin);
      const competitionId =
        competitionIdFromTarget(claim("target_link_uri"), origin) ??
        competitionIdFromCustom(claim("custom"));
      const competition = competitionId
        ? await prisma.competition.findUnique({
            where: { id: competitionId },
            select: { id: true, gameId: true },
          })
        : null;
      if (competitionId && !competition) throw new LtiRefusal(404, "unknownCompetition");
      const useNonce = async (tx: Pick<PrismaClient, "ltiNonce">) => {
        const { count } = await tx.ltiNonce.updateMany({
          where: { nonce: pending.nonce, usedAt: null },
          data: { usedAt: now() },
        });
        if (count === 0) throw new LtiRefusal(401, "replayedNonce");
      };
      // Instructors go to the dashboard (their account only once linked: instructor.ts).
      if (isInstructor(payload, CLAIM)) {
        const ownGame =
          gameId === undefined
            ? null
            : await prisma.game.findFirst({
                where: { id: gameId, deletedAt: null },
                select: { id: true },
              });
        const target = competition
          ? `/dashboard/competitions/${competition.id}/live`
          : ownGame
            ? `/dashboard/games/${ownGame.id}/grades`
            : "/dashboard";
        const result = await prisma.$transaction(async (tx) => {
          await useNonce(tx);
          return instructorLaunch(tx, { platformId: platform.id, payload, target, at: now() });
        });
        return { ...result, redirect: `${origin}${result.redirect}` };
      }
      const contextOf = (claim("context") as { id?: unknown } | undefined)?.id;
      const subjectOf = typeof payload.sub === "string" && payload.sub ? payload.sub : null;
      if (competition) {
        const browser = competitionBrowserToken();
        // Grades go back only for a known user and a line item the platform lets us score.
        const lineItem = subjectOf
          ? lineItemOf((payload as Record<string, unknown>)[AGS_CLAIM])
          : null;
        const launch = await prisma.$transaction(async (tx) => {
          await useNonce(tx);
          return tx.ltiLaunch.create({
            data: {
              platformId: platform.id,
              deploymentId,
              subject: subjectOf,
              resourceLinkId,
              contextId: typeof contextOf === "string" ? contextOf : null,
              gameId: competition.gameId,
              competitionId: competition.id,
              agsLineItem: lineItem,
              browserTokenHash: browser.hash,
            },
            select: { id: true },
          });
        });
        return {
          kind: "competition" as const,
          launchId: launch.id,
          browserToken: browser.token,
          redirect: `${origin}/lti/competition/${launch.id}`,
        };
      }
      const game =
        gameId === undefined
          ? null
          : await prisma.game.findFirst({
              where: { id: gameId, status: { in: ["PUBLISHED", "UNLISTED"] } },
              select: { id: true },
            });
      if (!game) throw new LtiRefusal(404, "unknownGame");
      // Grades go back only for a known user and a line item the platform lets us score.
      const agsLineItem = subjectOf
        ? lineItemOf((payload as Record<string, unknown>)[AGS_CLAIM])
        : null;
      const playToken = agsLineItem ? token() : null;

      // The nonce is used once: the first launch with it wins, a replay finds it used.
      const launch = await prisma.$transaction(async (tx) => {
        await useNonce(tx);
        return tx.ltiLaunch.create({
          data: {
            platformId: platform.id,
            deploymentId,
            subject: subjectOf,
            resourceLinkId,
            contextId: typeof contextOf === "string" ? contextOf : null,
            gameId: game.id,
            agsLineItem,
            playTokenHash: playToken ? sha256(playToken) : null,
          },
          select: { id: true },
        });
      });
      // The player reports the finish with the token (in the fragment: never sent to a server's log).
      const fragment = playToken ? `#lti=${playToken}` : "";
      return {
        kind: "play" as const,
        launchId: launch.id,
        redirect: `${origin}/games/${game.id}/play${fragment}`,
      };
    },

    /** The launch a player's token belongs to (POST /lti/score). */
    async launchOfToken(playToken: string) {
      return prisma.ltiLaunch.findUnique({ where: { playTokenHash: sha256(playToken) } });
    },
  };
}

export type LaunchService = ReturnType<typeof launchService>;
