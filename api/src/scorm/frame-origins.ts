/**
 * Framing only from origins the admin allowed: the play pages (a game's play page, a
 * competition's join and play page) send `Content-Security-Policy: frame-ancestors 'self' <allowed>`
 * and no X-Frame-Options when the list is not empty; every other page stays `'self'` only.
 * Allowed are the origins the admin listed (FrameOrigin rows) and the origins of the registered
 * LTI platforms (an LMS may open a launch in an iframe).
 */
import type { RequestHandler } from "express";
import type { PrismaClient } from "../generated/prisma/client";

/** At most this many origins in the admin's list (each goes into every play page's header). */
export const MAX_FRAME_ORIGINS = 50;
/** How long an instance keeps the list before reading it again (other instances' changes). */
const CACHE_MS = 5_000;

export type OriginProblem = "invalid" | "notHttp" | "hasPath" | "tooMany";

/**
 * The origin an admin means (`https://moodle.example.org`, `http://localhost:8080`), or what is
 * wrong with it: only http(s), no path, query, fragment or credentials.
 */
export function normalizeOrigin(input: string): { origin: string } | { problem: OriginProblem } {
  const trimmed = input.trim().replace(/\/$/, "");
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return { problem: "invalid" };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return { problem: "notHttp" };
  if (
    url.username ||
    url.password ||
    url.search ||
    url.hash ||
    (url.pathname !== "/" && url.pathname !== "")
  )
    return { problem: "hasPath" };
  if (!url.hostname || /[*\s'";,]/.test(trimmed)) return { problem: "invalid" };
  return { origin: url.origin };
}

const PLAY_PAGE = /^\/(games\/\d{1,9}\/play|competitions\/[0-9a-f-]{36}(\/game)?)\/?$/i;

/**
 * The JSXGraph element's sandbox frame (http/player-services.ts): inside a framed play page its
 * ancestors include the LMS page, so it needs the same allowed origins or it stays blank.
 */
const JSXGRAPH_FRAME = /^\/api\/jsxgraph\/frame\/?$/;

/** Pages the allowed origins may frame. */
export const isFramablePath = (path: string) => PLAY_PAGE.test(path) || JSXGRAPH_FRAME.test(path);

export interface FrameOrigins {
  /** The admin's list, sorted. */
  listed(): Promise<string[]>;
  /** The admin's list and the LTI platforms' origins (cached for a few seconds). */
  allowed(): Promise<string[]>;
  isAllowed(origin: string): Promise<boolean>;
  /** Replaces the admin's list (already normalized origins). */
  replace(origins: string[], userId: string): Promise<string[]>;
  headers(): RequestHandler;
}

const perDatabase = new WeakMap<PrismaClient, FrameOrigins>();

/** One list per database client: the admin's change reaches this instance's pages at once. */
export function frameOriginsFor(prisma: PrismaClient): FrameOrigins {
  let origins = perDatabase.get(prisma);
  if (!origins) perDatabase.set(prisma, (origins = frameOrigins(prisma)));
  return origins;
}

function frameOrigins(prisma: PrismaClient): FrameOrigins {
  let cached: { at: number; origins: string[] } | null = null;
  const listed = async () =>
    (await prisma.frameOrigin.findMany({ orderBy: { origin: "asc" }, select: { origin: true } }))
      .map((row) => row.origin)
      .sort();
  const load = async () => {
    const [own, platforms] = await Promise.all([
      listed(),
      prisma.ltiPlatform.findMany({ select: { authLoginUrl: true } }),
    ]);
    const fromPlatforms = platforms.flatMap(({ authLoginUrl }) => {
      try {
        const url = new URL(authLoginUrl);
        return url.protocol === "https:" || url.protocol === "http:" ? [url.origin] : [];
      } catch {
        return [];
      }
    });
    return [...new Set([...own, ...fromPlatforms])].sort();
  };
  const allowed = async () => {
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.origins;
    const origins = await load();
    cached = { at: Date.now(), origins };
    return origins;
  };
  return {
    listed,
    allowed,
    async isAllowed(origin) {
      return (await allowed()).includes(origin);
    },
    async replace(origins, userId) {
      const unique = [...new Set(origins)];
      await prisma.$transaction([
        prisma.frameOrigin.deleteMany({ where: { origin: { notIn: unique } } }),
        ...unique.map((origin) =>
          prisma.frameOrigin.upsert({
            where: { origin },
            create: { origin, createdById: userId },
            update: {},
          }),
        ),
      ]);
      cached = null;
      return listed();
    },
    headers() {
      return (req, res, next) => {
        if ((req.method !== "GET" && req.method !== "HEAD") || !isFramablePath(req.path))
          return next();
        allowed()
          .then((origins) => {
            if (origins.length > 0) {
              res.setHeader("Content-Security-Policy", withFrameAncestors(res, origins));
              res.removeHeader("X-Frame-Options");
            }
            next();
          })
          .catch(next);
      };
    },
  };
}

/** The response's CSP (production) with the allowed origins as frame ancestors, or only that directive. */
function withFrameAncestors(res: { getHeader(name: string): unknown }, origins: string[]): string {
  const directive = `frame-ancestors 'self' ${origins.join(" ")}`;
  const current = res.getHeader("Content-Security-Policy");
  if (typeof current !== "string" || !current) return directive;
  return /frame-ancestors [^;]*/.test(current)
    ? current.replace(/frame-ancestors [^;]*/, directive)
    : `${current}; ${directive}`;
}
