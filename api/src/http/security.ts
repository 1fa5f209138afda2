import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import type { Config } from "../config";
import { sendClientError } from "./client-errors";

/** Request header through which the SSR entries (entry.server.tsx) get the CSP nonce. */
export const CSP_NONCE_HEADER = "x-exitgame-csp-nonce";

/**
 * Rewrites the forwarding headers to what express trusts (its "trust proxy" setting): a client
 * cannot fake its address, scheme or host, and loaders calling the API over loopback pass the
 * visitor's on (player/app/shell/graphql.server.ts).
 */
export function normalizeForwarded(): RequestHandler {
  return (req, _res, next) => {
    req.headers["x-forwarded-for"] = req.ip ?? req.socket.remoteAddress ?? "unknown";
    req.headers["x-forwarded-proto"] = req.protocol;
    if (req.host) req.headers["x-forwarded-host"] = req.host;
    delete req.headers[CSP_NONCE_HEADER];
    next();
  };
}

/**
 * React Router streams inline scripts whose content changes per request (the hydration context),
 * so hashes cannot work: every response gets a fresh nonce, and only scripts carrying it run.
 * Styles keep 'unsafe-inline' because Radix Themes and the stage position elements with style
 * attributes; styles cannot run code.
 */
export function contentSecurityPolicy(nonce: string, secure: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "media-src 'self' data: blob:",
    "connect-src 'self'",
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    ...(secure ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** CSP (production; Vite's dev server injects inline scripts of its own), framing, referrer and friends. */
export function securityHeaders(config: Pick<Config, "production" | "PUBLIC_URL">): RequestHandler {
  return (req, res, next) => {
    const secure = req.secure || config.PUBLIC_URL?.startsWith("https:") === true;
    if (config.production) {
      const nonce = randomBytes(16).toString("base64");
      req.headers[CSP_NONCE_HEADER] = nonce;
      res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, secure));
    }
    res.setHeader("X-Frame-Options", "SAMEORIGIN");
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
    res.setHeader(
      "Permissions-Policy",
      "camera=(), geolocation=(), payment=(), usb=(), microphone=(self)",
    );
    if (secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * An LMS posts the LTI login initiation and the launch from its own origin (api/src/lti/routes.ts);
 * those are checked by a signed id_token, a nonce used once and a state cookie instead.
 */
const LTI_CROSS_SITE_POSTS = new Set(["/lti/login", "/lti/launch"]);

/**
 * CSRF: a state-changing request (any method but GET/HEAD/OPTIONS, on any path: GraphQL, the
 * session endpoint and the apps' form actions) from a browser must come from our own origin.
 * Browsers send Origin on such requests (or at least Sec-Fetch-Site); requests without either
 * come from non-browser clients, which carry no victim's cookies. Origins listed in CORS_ORIGINS
 * are trusted like our own.
 */
export function originCheck(config: Pick<Config, "PUBLIC_URL" | "CORS_ORIGINS">): RequestHandler {
  const publicOrigin = config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : undefined;
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method) || LTI_CROSS_SITE_POSTS.has(req.path)) return next();
    const origin = req.get("origin");
    const site = req.get("sec-fetch-site");
    const own = `${req.protocol}://${req.host}`;
    const allowed = origin
      ? origin === own ||
        origin === publicOrigin ||
        config.CORS_ORIGINS.includes(origin.toLowerCase())
      : site === undefined || site === "same-origin" || site === "none";
    if (allowed) return next();
    // GraphQL clients get GraphQL's error shape, as before (English); /api the one REST body.
    if (req.path === "/graphql")
      return void res.status(403).json({
        errors: [{ message: "Cross-origin request refused.", extensions: { code: "CSRF" } }],
      });
    sendClientError(req, res, 403, "CSRF", "http.crossOrigin");
  };
}

/**
 * yoga's CORS setting: no CORS headers at all (same origin only) unless the request's Origin is
 * listed in CORS_ORIGINS; then that origin, with credentials.
 */
export function corsFor(config: Pick<Config, "CORS_ORIGINS">) {
  return (request: Request) => {
    const origin = request.headers.get("origin");
    if (!origin || !config.CORS_ORIGINS.includes(origin.toLowerCase())) return false as const;
    return {
      origin,
      credentials: true,
      methods: ["GET", "POST", "OPTIONS"],
      allowedHeaders: ["content-type", "accept", "x-graphql-yoga-csrf"],
      maxAge: 600,
    };
  };
}
