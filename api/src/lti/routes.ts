/**
 * The LTI 1.3 endpoints: GET /lti/jwks (our public keys), GET|POST /lti/login (OIDC login
 * initiation), POST /lti/launch (the platform's form post with the id_token). A refusal is a
 * small page in the visitor's language saying why, and a log line; nothing is written.
 */
import express, { Router, type Request, type Response } from "express";
import { readCookie } from "../auth/cookies";
import { RateLimitedError, type RateLimits } from "../auth/rate-limit";
import type { Config } from "../config";
import { requestLocale } from "../http/client-errors";
import { LINK_ORIGIN_HEADER } from "../http/host-policy";
import type { Logger } from "../logger";
import type { ToolKeys } from "./keys";
import { LtiRefusal, STATE_TTL_MS, type LaunchService, type LoginParams } from "./launch";
import { DEEP_LINK_TTL_MS, deepLinkCookie } from "./deep-link";
import { COMPETITION_LAUNCH_TTL_MS, competitionLaunchCookie } from "./competition-launch";
import { instructorSession, PENDING_LINK_TTL_MS, pendingLinkCookie } from "./instructor";
import type { Auth } from "../auth";
import { ltiMessage } from "./messages";

/** The browser's proof that it started the login: one cookie per launch, named after its state. */
export const stateCookieName = (state: string) => `lti_${state}`;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function secureRequest(req: Request, config: Pick<Config, "PUBLIC_URL">) {
  return config.PUBLIC_URL?.startsWith("https:") === true || req.protocol === "https";
}

/**
 * The launch is a cross-site form post from the LMS: the cookie must be SameSite=None (which
 * browsers only keep when Secure). Over plain http (a local test setup) it falls back to Lax,
 * which still reaches us when the platform is on the same site (another port of localhost).
 */
function stateCookie(state: string, secure: boolean, maxAgeS: number) {
  return [
    `${stateCookieName(state)}=${maxAgeS > 0 ? state : ""}`,
    "Path=/lti/launch",
    "HttpOnly",
    `Max-Age=${maxAgeS}`,
    ...(secure ? ["SameSite=None", "Secure"] : ["SameSite=Lax"]),
  ].join("; ");
}

export const escapeHtmlText = escapeHtml;

export function refusalPage(req: Request, refusal: LtiRefusal): string {
  const locale = requestLocale(req);
  const title = ltiMessage(locale, "page.title");
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><h1 style="font-size:1.4rem">${escapeHtml(ltiMessage(locale, "page.refused"))}</h1><p role="alert" data-reason="${escapeHtml(refusal.key)}">${escapeHtml(ltiMessage(locale, refusal.key, refusal.params))}</p><p>${escapeHtml(ltiMessage(locale, "page.askAdmin"))}</p></body></html>`;
}

const firstString = (value: unknown) =>
  typeof value === "string"
    ? value
    : Array.isArray(value) && typeof value[0] === "string"
      ? value[0]
      : undefined;

export function ltiRoutes({
  config,
  keys,
  launches,
  logger,
  limits,
  auth,
}: {
  config: Pick<Config, "PUBLIC_URL">;
  keys: ToolKeys;
  launches: LaunchService;
  logger: Pick<Logger, "info" | "warn" | "error">;
  /** Login initiations per address (ltiLoginIp). */
  limits: Pick<RateLimits, "consume">;
  /** Sessions for linked instructors (without it, instructor launches are refused). */
  auth?: Pick<Auth, "service">;
}): Router {
  const router = Router();
  const form = express.urlencoded({ extended: false, limit: "64kb" });

  const refuse = (req: Request, res: Response, refusal: LtiRefusal) => {
    logger.warn({ reason: refusal.key, ...refusal.params, path: req.path }, "LTI request refused");
    res
      .status(refusal.status)
      .setHeader("Cache-Control", "no-store")
      .type("html")
      .send(refusalPage(req, refusal));
  };
  const handle =
    (work: (req: Request, res: Response) => Promise<void>) =>
    async (req: Request, res: Response, next: (error?: unknown) => void) => {
      if (!keys.configured) return refuse(req, res, new LtiRefusal(503, "notConfigured"));
      try {
        await work(req, res);
      } catch (error) {
        if (error instanceof LtiRefusal) return refuse(req, res, error);
        next(error);
      }
    };
  const originOf = (req: Request) => req.get(LINK_ORIGIN_HEADER) ?? "";

  router.get(
    "/lti/jwks",
    handle(async (_req, res) => {
      res.setHeader("Cache-Control", "public, max-age=300");
      res.json(await keys.jwks());
    }),
  );

  const login = handle(async (req, res) => {
    try {
      await limits.consume("ltiLoginIp", req.ip ?? req.socket.remoteAddress ?? "unknown");
    } catch (error) {
      if (!(error instanceof RateLimitedError)) throw error;
      res.setHeader("Retry-After", String(error.retryAfterSeconds));
      throw new LtiRefusal(429, "rateLimited", { minutes: String(error.minutes) });
    }
    const source = { ...(req.query as Record<string, unknown>), ...((req.body ?? {}) as object) };
    const params: LoginParams = {};
    for (const name of [
      "iss",
      "login_hint",
      "target_link_uri",
      "lti_message_hint",
      "client_id",
      "lti_deployment_id",
    ] as const) {
      const value = firstString((source as Record<string, unknown>)[name]);
      if (value) params[name] = value;
    }
    const { redirect, state } = await launches.initiateLogin(params, originOf(req));
    res.setHeader("Cache-Control", "no-store");
    res.append(
      "Set-Cookie",
      stateCookie(state, secureRequest(req, config), Math.round(STATE_TTL_MS / 1000)),
    );
    res.redirect(302, redirect);
  });
  router.get("/lti/login", login);
  router.post("/lti/login", form, login);

  router.post(
    "/lti/launch",
    form,
    handle(async (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const platformError = firstString(body.error);
      if (platformError)
        throw new LtiRefusal(400, "platformError", {
          error: [platformError, firstString(body.error_description)].filter(Boolean).join(": "),
        });
      const state = firstString(body.state);
      const result = await launches.launch(
        { id_token: firstString(body.id_token), state },
        state ? readCookie(req.headers.cookie, stateCookieName(state)) : undefined,
        originOf(req),
      );
      res.setHeader("Cache-Control", "no-store");
      res.append("Set-Cookie", stateCookie(state!, secureRequest(req, config), 0));
      if (result.kind === "deepLink") {
        logger.info({ deepLinkId: result.deepLinkId }, "LTI deep-linking request");
        res.append(
          "Set-Cookie",
          deepLinkCookie(result.browserToken, secureRequest(req, config), DEEP_LINK_TTL_MS / 1000),
        );
      } else if (result.kind === "competition") {
        logger.info({ launchId: result.launchId }, "LTI competition launch");
        res.append(
          "Set-Cookie",
          competitionLaunchCookie(
            result.browserToken,
            secureRequest(req, config),
            COMPETITION_LAUNCH_TTL_MS / 1000,
          ),
        );
      } else if (result.kind === "instructor") {
        if (!auth) throw new LtiRefusal(503, "notConfigured");
        logger.info({ userId: result.userId }, "LTI instructor launch (linked account)");
        res.append(
          "Set-Cookie",
          await instructorSession(auth, result.userId, secureRequest(req, config)),
        );
      } else if (result.kind === "instructorPending") {
        logger.info({ pendingId: result.pendingId }, "LTI instructor launch (not linked yet)");
        res.append(
          "Set-Cookie",
          pendingLinkCookie(
            result.browserToken,
            secureRequest(req, config),
            PENDING_LINK_TTL_MS / 1000,
          ),
        );
      } else logger.info({ launchId: result.launchId }, "LTI launch");
      res.redirect(303, result.redirect);
    }),
  );

  return router;
}
