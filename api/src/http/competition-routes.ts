/**
 * The competition API over HTTP (JSON), for players without an account:
 * - POST /api/competition/sessions               create a team's game session (sets the team cookie)
 * - POST /api/competition/sessions/resume        log in with one access code of a team (sets the cookie)
 * - POST /api/competition/sessions/state         the plain save: checked, answered, changes nothing
 *                                                (the server decides a team's progress from its inputs)
 * - GET  /api/competition/:competitionId/session this browser's session in a competition, with its snapshot
 * - POST /api/competition/:competitionId/inputs  one input of this device ({ seq, input }) → the team's state
 * - GET  /api/competition/:competitionId/team/events  the team's state changes (SSE, every device)
 * - POST /api/competition/access-codes/check     check an access code
 * - GET  /api/time                               the server's clock (players' countdowns follow it)
 * - POST /api/_test/clock                        test-only (TEST_CLOCK=1): move the server's clock
 * Errors are the one REST error body `{ error: { code, message, params? } }` (errors/rest.ts):
 * `code` is the message key (`competitionApi.ended`, …), `params.details` what is wrong.
 */
import { BODY_LIMITS } from "./body-limit";
import express, { Router, type Request, type Response } from "express";
import { readCookie } from "../auth/cookies";
import type { ServerClock } from "../clock";
import {
  CompetitionApiError,
  CompetitionService,
  TEAM_COOKIE_PREFIX,
} from "../competitions/service";
import type { Config } from "../config";
import { resolveLocale } from "../graphql/locale";
import { ApiError, asApiError, sendError as sendApiError } from "../errors";
import type { Logger } from "../logger";
import type { BoardEvents } from "../competitions/board";
import type { TeamPlay } from "../competitions/team-play";

/** Snapshots are a few kilobytes; a big game with many elements stays far below this. */
export const COMPETITION_BODY_LIMIT = BODY_LIMITS.competition;

function localeOf(req: Request) {
  return resolveLocale({ headers: { get: (name: string) => req.get(name) ?? null } } as never);
}

function sendError(req: Request, res: Response, error: unknown, logger: Pick<Logger, "error">) {
  const locale = localeOf(req);
  if (error instanceof CompetitionApiError) {
    if (error.status === 429) {
      const seconds =
        error.params.seconds !== undefined
          ? Number(error.params.seconds)
          : Number(error.params.minutes ?? 1) * 60;
      res.setHeader("Retry-After", String(seconds));
    }
    sendApiError(res, error, locale);
    return;
  }
  logger.error({ err: error }, "competition API failed");
  sendApiError(res, asApiError(error), locale);
}

/**
 * The team's cookie. Over HTTPS it is `SameSite=None; Secure; Partitioned`: a competition played
 * inside a learning platform's page (a SCORM package's frame, an LTI launch embedded by the LMS)
 * is a cross-site frame, where a Lax cookie is never sent; `Partitioned` (CHIPS) keeps it working
 * where browsers block third-party cookies, kept apart per embedding site. Cross-site requests
 * cannot misuse it: every team request that changes something is a JSON POST (a cross-origin
 * one needs a CORS preflight this server never grants). Over plain HTTP (development) it is Lax.
 */
export function teamCookie(name: string, token: string, until: Date, secure: boolean): string {
  const maxAge = Math.max(60, Math.round((until.getTime() - Date.now()) / 1000));
  return [
    `${name}=${token}`,
    "Path=/",
    "HttpOnly",
    ...(secure ? ["SameSite=None", "Secure", "Partitioned"] : ["SameSite=Lax"]),
    `Max-Age=${maxAge}`,
  ].join("; ");
}

/** Open team channels (SSE), ended when the server stops. */
export interface TeamChannels {
  close(): void;
}

export function competitionRoutes({
  config,
  service,
  teams,
  events,
  clock,
  logger,
  channels,
}: {
  config: Pick<Config, "PUBLIC_URL">;
  service: CompetitionService;
  teams: TeamPlay;
  events: Pick<BoardEvents, "pubsub">;
  clock: ServerClock;
  logger: Pick<Logger, "error" | "warn">;
  /** Receives the function that ends every open team channel (server shutdown). */
  channels?: (close: () => void) => void;
}): Router {
  const router = Router();
  /** Express 5 would catch a rejection too, but every failure here gets the competition API's error shape. */
  const handle =
    (fn: (req: Request, res: Response) => Promise<void>) => (req: Request, res: Response) =>
      void fn(req, res).catch((error: unknown) => sendError(req, res, error, logger));
  // Parse JSON ourselves so that a broken body gets the 'Invalid request format' error.
  const body = express.raw({ type: () => true, limit: COMPETITION_BODY_LIMIT });
  const json = (req: Request): unknown => {
    const type = req.get("content-type") ?? "";
    if (!/^application\/json\b/i.test(type))
      throw new CompetitionApiError(415, "competitionApi.invalidFormat");
    try {
      return JSON.parse(Buffer.isBuffer(req.body) ? req.body.toString("utf8") : "");
    } catch {
      throw new CompetitionApiError(400, "competitionApi.invalidFormat");
    }
  };
  const secure = (req: Request) => req.secure || config.PUBLIC_URL?.startsWith("https:") === true;
  const cookieOf = (req: Request, competitionId: string) =>
    readCookie(req.get("cookie"), CompetitionService.cookieName(competitionId));
  const teamTokens = (req: Request) =>
    (req.get("cookie") ?? "")
      .split(";")
      .map((part) => part.trim())
      .filter((part) => part.startsWith(TEAM_COOKIE_PREFIX))
      .map((part) => part.slice(part.indexOf("=") + 1))
      .slice(0, 20);
  const ip = (req: Request) => req.ip ?? req.socket.remoteAddress ?? "unknown";
  // A team's cookie lives until a day after the end (the end view still knows the team).
  const cookieUntil = () => new Date(Date.now() + 366 * 24 * 3600 * 1000);

  router.get("/api/time", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ now: clock.now().toISOString() });
  });

  router.post(
    "/api/competition/sessions",
    body,
    handle(async (req, res) => {
      const { session, token } = await service.createSession(json(req), ip(req));
      res.setHeader(
        "Set-Cookie",
        teamCookie(
          CompetitionService.cookieName(session.competitionId),
          token,
          cookieUntil(),
          secure(req),
        ),
      );
      res.status(201).json({ session });
    }),
  );

  router.post(
    "/api/competition/sessions/resume",
    body,
    handle(async (req, res) => {
      const { session, token } = await service.resumeSession(json(req), ip(req));
      res.setHeader(
        "Set-Cookie",
        teamCookie(
          CompetitionService.cookieName(session.competitionId),
          token,
          cookieUntil(),
          secure(req),
        ),
      );
      res.json({ session });
    }),
  );

  router.post(
    "/api/competition/sessions/state",
    body,
    handle(async (req, res) => {
      const result = await service.saveState(json(req), teamTokens(req));
      res.json(result);
    }),
  );

  router.get(
    "/api/competition/:competitionId/session",
    handle(async (req, res) => {
      res.setHeader("Cache-Control", "no-store");
      const id = String(req.params.competitionId);
      res.json({ session: await service.currentSession(id, cookieOf(req, id)) });
    }),
  );

  router.post(
    "/api/competition/:competitionId/inputs",
    body,
    handle(async (req, res) => {
      res.setHeader("Cache-Control", "no-store");
      const id = String(req.params.competitionId);
      res.json(await teams.input(id, cookieOf(req, id), json(req), ip(req)));
    }),
  );

  // The team channel: the team's state now, then every change (from any device, any instance).
  const open = new Set<() => void>();
  channels?.(() => {
    for (const end of open) end();
  });
  router.get(
    "/api/competition/:competitionId/team/events",
    handle(async (req, res) => {
      const id = String(req.params.competitionId);
      const state = await teams.stateFor(id, cookieOf(req, id));
      if (!state) throw new CompetitionApiError(404, "competitionApi.sessionNotFound");
      res.writeHead(200, {
        "Content-Type": "text/event-stream; charset=utf-8",
        "Cache-Control": "no-store",
        Connection: "keep-alive",
        "X-Accel-Buffering": "no",
      });
      let version = -1;
      const send = (view: { version: number }) => {
        // Nothing ever goes backwards: an older state (a late event) is not sent.
        if (view.version < version) return;
        version = view.version;
        res.write(`data: ${JSON.stringify(view)}\n\n`);
      };
      const changes = events.pubsub.subscribe("competitionTeam", state.sessionId);
      send(state);
      const ping = setInterval(() => res.write(": ping\n\n"), 25_000);
      const end = () => {
        clearInterval(ping);
        open.delete(end);
        void changes.return?.();
        res.end();
      };
      open.add(end);
      req.on("close", end);
      void (async () => {
        for await (const view of changes) send(view);
      })().catch((error: unknown) => {
        logger.warn({ err: error }, "team channel failed");
        end();
      });
    }),
  );

  router.post(
    "/api/competition/access-codes/check",
    body,
    handle(async (req, res) => {
      res.json({ result: await service.checkAccessCode(json(req), ip(req)) });
    }),
  );

  if (clock.adjustable) {
    logger.warn("TEST_CLOCK is on: POST /api/_test/clock can move the server's clock");
    router.post("/api/_test/clock", express.json(), (req, res) => {
      const remote = req.socket.remoteAddress ?? "";
      if (!["127.0.0.1", "::1", "::ffff:127.0.0.1"].includes(remote)) {
        sendApiError(res, new ApiError("FORBIDDEN"), localeOf(req));
        return;
      }
      const { offsetMs, now } = (req.body ?? {}) as { offsetMs?: unknown; now?: unknown };
      const target = typeof now === "string" ? Date.parse(now) : NaN;
      const offset = Number.isFinite(target)
        ? target - Date.now()
        : typeof offsetMs === "number"
          ? offsetMs
          : NaN;
      if (!Number.isFinite(offset)) {
        sendApiError(
          res,
          new ApiError("BAD_USER_INPUT", { key: "http.badRequest" }),
          localeOf(req),
        );
        return;
      }
      clock.setOffset(offset);
      res.json({ now: clock.now().toISOString() });
    });
  }
  return router;
}
