import { Router } from "express";
import type { Auth } from "../auth";
import { clearSessionCookie, readCookie, SESSION_COOKIE, sessionCookie } from "../auth/cookies";
import type { SessionUser } from "../auth/sessions";
import type { Config } from "../config";
import { sendClientError } from "./client-errors";

export const SESSION_PATH = "/api/_auth/session";

/** The session as the apps read it: `{ user }` when logged in, `{ user: null }` otherwise. */
export interface SessionResponse {
  user: SessionUser | null;
}

/**
 * GET reads the session (and slides its expiry), DELETE logs out. JSON only, never cached.
 * A missing, expired or forged cookie is simply "no session".
 */
export function authRoutes({
  config,
  auth,
}: {
  config: Pick<Config, "PUBLIC_URL">;
  auth: Auth;
}): Router {
  const router = Router();
  const secure = (req: { secure: boolean }) =>
    req.secure || config.PUBLIC_URL?.startsWith("https:") === true;

  router.get(SESSION_PATH, (req, res, next) => {
    void (async () => {
      res.setHeader("Cache-Control", "no-store");
      res.setHeader("Vary", "Cookie");
      const token = readCookie(req.headers.cookie, SESSION_COOKIE);
      const session = token ? await auth.service.sessions.validate(token) : null;
      if (session?.renewed)
        res.append("Set-Cookie", sessionCookie(token!, session.expiresAt, secure(req)));
      if (token && !session) res.append("Set-Cookie", clearSessionCookie(secure(req)));
      res.json({ user: session?.user ?? null } satisfies SessionResponse);
    })().catch(next);
  });

  router.delete(SESSION_PATH, (req, res, next) => {
    void (async () => {
      res.setHeader("Cache-Control", "no-store");
      const token = readCookie(req.headers.cookie, SESSION_COOKIE);
      const session = token ? await auth.service.sessions.validate(token) : null;
      if (session) await auth.service.sessions.invalidate(session.id);
      res.append("Set-Cookie", clearSessionCookie(secure(req)));
      res.json({ user: null } satisfies SessionResponse);
    })().catch(next);
  });

  router.all(SESSION_PATH, (req, res) => {
    res.setHeader("Allow", "GET, DELETE");
    sendClientError(req, res, 405, "METHOD_NOT_ALLOWED", "http.methodNotAllowed");
  });

  return router;
}
