import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { createYoga } from "graphql-yoga";
import { useCSRFPrevention } from "@graphql-yoga/plugin-csrf-prevention";
import { createAuth, type Auth } from "./auth";
import { clockFor } from "./clock";
import { boardEventsFor } from "./competitions/board";
import { editorRoutes } from "./http/editor-routes";
import { CompetitionService } from "./competitions/service";
import { competitionRoutes } from "./http/competition-routes";
import { competitionManagerRoutes } from "./http/competition-manager-routes";
import { answerRoutes } from "./http/answer-routes";
import { hintRoutes } from "./http/hint-routes";
import { AnswerService } from "./answers/service";
import { TeamPlay } from "./competitions/team-play";
import { startTeamScheduler } from "./competitions/team-scheduler";
import { clearSessionCookie, readCookie, SESSION_COOKIE, sessionCookie } from "./auth/cookies";
import type { Config } from "./config";
import type { Database } from "./db";
import { resolveLocale } from "./graphql/locale";
import type { GraphQLContext, ViewerUser } from "./graphql/context";
import { useInputHygiene } from "./graphql/input-hygiene";
import { getSchema } from "./graphql/schema";
import { closePlayGameCache, playGameCacheFor, useSerializeOnce } from "./graphql/play-cache";
import { closeDocumentWorkers } from "./graphql/document-check/pool";
import { playFastPath } from "./graphql/play-fast-path";
import {
  responseCookies,
  useAnswerCap,
  useGraphQLHardening,
  useResponseCookies,
} from "./graphql/security";
import type { AppHandlers } from "./http/apps";
import { authRoutes } from "./http/auth-routes";
import { graphqlBody, preparsedDocuments, refuseEmptyGraphQLBody } from "./http/graphql-request";
import { BODY_LIMITS, bodyLimit } from "./http/body-limit";
import { allowedMethods, apiNotFound, errorHandler } from "./http/client-errors";
import { hostPolicy, linksFallBackToLocalhost } from "./http/host-policy";
import { pageCache } from "./http/page-cache";
import { playerServices } from "./http/player-services";
import { assetRoutes } from "./assets/routes";
import { assetNotificationsFor, closeAssetNotifications } from "./db/notifications";
import { importCleanupJob, importRoutes } from "./exchange/import-routes";
import { JobRunner } from "./jobs";
import { retentionJob } from "./competitions/personal-data";
import { subProcessorHosts } from "./privacy/processing";
import { binPurgeJob } from "./games/bin";
import { ltiRetentionJob } from "./lti/retention";
import { registry as elementRegistry } from "@exitgame/element-plugins/definitions";
import { exchangeRoutes } from "./exchange/routes";
import { createAssetService, type AssetService } from "./assets/service";
import { clientIp, isSecureRequest, publicOrigin } from "./http/request-info";
import { appForPath } from "./http/routing";
import { corsFor, normalizeForwarded, originCheck, securityHeaders } from "./http/security";
import type { Logger } from "./logger";
import { createMetrics, METRICS_PATH, type Metrics } from "./http/metrics";
import { createReadiness, type Readiness } from "./http/readiness";
import { requestId } from "./request-context";
import { connectionPoolOf } from "./db";
import type { Plugin } from "graphql-yoga";
import { toolKeys } from "./lti/keys";
import { launchService } from "./lti/launch";
import { agsService, scoreDeliveryJob } from "./lti/ags";
import { deepLinkRoutes } from "./lti/deep-link";
import { competitionLaunchRoutes } from "./lti/competition-launch";
import { competitionScoreJob, competitionScores } from "./lti/competition-scores";
import { instructorLinkRoutes } from "./lti/instructor";
import { registrationRoutes } from "./lti/registration";
import { ltiRoutes } from "./lti/routes";
import { scoreRoutes } from "./lti/score-route";
import { frameOriginsFor } from "./scorm/frame-origins";
import { scormRoutes } from "./scorm/routes";

export interface ServerDeps {
  config: Config;
  logger: Logger;
  db: Database;
  /** The React Router apps; omitted in API-only tests. */
  apps?: AppHandlers;
  /** Sessions, mail and rate limits; created from the config when omitted. */
  auth?: Auth;
  /** Asset storage and pipeline; created from the config when omitted. */
  assets?: AssetService;
  /** The scheduled jobs' runner (jobs.ts); startServer makes one when omitted. */
  jobs?: JobRunner;
  /** /metrics and its counters; made from the config when omitted. */
  metrics?: Metrics;
  /** /readyz; made from the config when omitted. */
  readiness?: Readiness;
}

export interface YogaDeps extends Pick<ServerDeps, "config" | "logger" | "db"> {
  auth: Auth;
  assets: AssetService;
  /** Who is asking, instead of the session cookie (undefined: use the cookie); only tests pass this. */
  resolveViewer?: (request: Request) => Promise<ViewerUser | null | undefined>;
  /** Counts operations for /metrics (http/metrics.ts). */
  metricsPlugin?: Plugin;
}

export function createYogaServer({
  config,
  logger,
  db,
  auth,
  assets,
  resolveViewer,
  metricsPlugin,
}: YogaDeps) {
  const clock = clockFor(config);
  const playGames = playGameCacheFor(db, logger);
  void playGames.listen();
  const ltiKeys = toolKeys(db.prisma, config.LTI_KEY_SECRET);
  const ltiAgs = agsService({ prisma: db.prisma, keys: ltiKeys, logger, now: () => clock.now() });
  return createYoga<Record<string, unknown>, GraphQLContext>({
    schema: getSchema(),
    plugins: [
      // Refuses "simple" requests (GET, form or text bodies) that a foreign page could send
      // without a CORS preflight, unless they carry this header.
      useCSRFPrevention({ requestHeaders: ["x-graphql-yoga-csrf"] }),
      useGraphQLHardening({ production: config.production }),
      useInputHygiene(),
      useResponseCookies(),
      useSerializeOnce(),
      ...(metricsPlugin ? [metricsPlugin] : []),
      // Last: it wraps the stringify that useSerializeOnce may have set.
      useAnswerCap(),
    ],
    graphqlEndpoint: "/graphql",
    // The express middleware in front (http/body-limit.ts) bounds every body by its declared
    // length, lower than yoga's own limit, which would read the body once more through a stream.
    maxRequestBodySize: false,
    // Same origin only, unless CORS_ORIGINS lists other origins (yoga's default reflects any).
    cors: corsFor(config),
    landingPage: false,
    graphiql: !config.production,
    logging: {
      debug: (...args) => logger.debug({ args }, "graphql"),
      info: (...args) => logger.info({ args }, "graphql"),
      warn: (...args) => logger.warn({ args }, "graphql"),
      error: (...args) => logger.error({ args }, "graphql"),
    },
    context: async ({ request, req }): Promise<GraphQLContext> => {
      const documents = req ? preparsedDocuments.get(req as object) : undefined;
      const cookies: string[] = [];
      responseCookies.set(request, cookies);
      const secureCookies = isSecureRequest(request, config);
      const locale = resolveLocale(request);
      const origin = publicOrigin(request, config);
      let viewer: ViewerUser | null = null;
      let sessionId: string | null = null;
      const override = await resolveViewer?.(request);
      if (override !== undefined) {
        viewer = override;
      } else {
        const token = readCookie(request.headers.get("cookie"), SESSION_COOKIE);
        const session = token ? await auth.service.sessions.validate(token) : null;
        if (session) {
          viewer = session.user;
          sessionId = session.id;
          if (session.renewed)
            cookies.push(sessionCookie(token!, session.expiresAt, secureCookies));
        } else if (token) {
          cookies.push(clearSessionCookie(secureCookies));
        }
      }
      return {
        prisma: db.prisma,
        now: () => clock.now(),
        board: boardEventsFor(config, logger),
        request,
        locale,
        publicOrigin: origin,
        viewer,
        sessionId,
        auth: auth.service,
        mailer: auth.mailer,
        assets,
        playGames,
        ltiKeys,
        ltiAgs,
        requestInfo: { locale, ip: clientIp(request), origin },
        secureCookies,
        server: {
          production: config.production,
          embeddedDatabase: !config.DATABASE_URL,
          mail: auth.mailer.kind,
          rateLimits: auth.limits.backend,
          publicUrl: config.PUBLIC_URL,
          dataDir: config.dataDir,
        },
        privacy: {
          retentionMaxDays: config.COMPETITION_RETENTION_MAX_DAYS,
          ltiRetentionDays: config.LTI_RETENTION_DAYS,
          aiChat: config.AI_CHAT === "on",
          subProcessors: subProcessorHosts(config),
        },
        setCookie: (cookie) => void cookies.push(cookie),
        ...(documents ? { preparsedDocuments: documents } : {}),
      };
    },
  });
}

/** One express app: health, GraphQL, the apps' static files and their server rendering. */
export function createApp(deps: ServerDeps & { auth: Auth }): express.Express {
  const { config, logger, db, apps, auth } = deps;
  const assets = deps.assets ?? createAssetService({ prisma: db.prisma, config });
  const metrics = deps.metrics ?? metricsFor(config, db);
  const readiness =
    deps.readiness ??
    createReadiness({
      prisma: db.prisma,
      storage: assets.storage,
      redisUrl: config.REDIS_URL,
      logger,
    });
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY);

  app.use(requestId());
  app.use((req, res, next) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info(
        {
          method: req.method,
          url: redactUrlForLog(req.originalUrl),
          status: res.statusCode,
          ms: Math.round(ms * 10) / 10,
        },
        "request",
      );
    });
    next();
  });

  app.use(metrics.middleware);
  app.use(allowedMethods());
  app.use(hostPolicy(config));
  app.use(normalizeForwarded());
  app.use(securityHeaders(config));
  // Play pages may be framed by the origins the admin allowed (SCORM launchers, LMS pages).
  app.use(frameOriginsFor(db.prisma).headers());
  app.use(originCheck(config));
  app.use(bodyLimit());

  app.get("/healthz", async (_req, res) => {
    try {
      await db.prisma.$queryRaw`SELECT 1`;
      res.json({ status: "ok", database: "ok" });
    } catch (error) {
      logger.error({ err: error }, "health check failed");
      res.status(503).json({ status: "error", database: "unreachable" });
    }
  });

  app.get("/readyz", readiness.handler);
  app.get(METRICS_PATH, metrics.handler);

  // GraphQL first among the routes: a class loading its game should not walk the other routers.
  const yoga = createYogaServer({ ...deps, assets, metricsPlugin: metrics.yogaPlugin });
  // JSON bodies are parsed here (bodyLimit has checked their declared length): yoga takes a
  // parsed body as it is, instead of reading the request again through web streams.
  // Players loading a cached game get yoga's prepared answer without its pipeline
  // (graphql/play-fast-path.ts); everything else goes to yoga.
  app.use(
    yoga.graphqlEndpoint,
    graphqlBody(BODY_LIMITS.graphql),
    refuseEmptyGraphQLBody(),
    playFastPath({
      schema: getSchema(),
      playGames: playGameCacheFor(db, logger),
      yoga: (url, init) => yoga.fetch(url, init),
    }),
    yoga as unknown as express.RequestHandler,
  );

  app.use(authRoutes({ config, auth }));
  app.use(playerServices({ config, prisma: db.prisma, logger, limits: auth.limits }));
  app.use(
    assetRoutes({
      prisma: db.prisma,
      assets,
      auth,
      logger,
      changes: assetNotificationsFor(db, logger),
      games: playGameCacheFor(db, logger),
    }),
  );
  const imports = importRoutes({
    prisma: db.prisma,
    assets,
    auth,
    logger,
    registry: elementRegistry,
    testFaults: config.TEST_CLOCK === "1",
  });
  deps.jobs?.register(importCleanupJob(imports.sessions, logger));
  deps.jobs?.register(
    retentionJob({
      prisma: db.prisma,
      clock: clockFor(config),
      instanceMaxDays: config.COMPETITION_RETENTION_MAX_DAYS,
      logger,
    }),
  );
  deps.jobs?.register(binPurgeJob(db.prisma, logger, () => clockFor(config).now()));
  deps.jobs?.register(
    ltiRetentionJob({
      prisma: db.prisma,
      now: () => clockFor(config).now(),
      retentionDays: config.LTI_RETENTION_DAYS,
      logger,
    }),
  );
  app.use(imports);
  app.use(exchangeRoutes({ prisma: db.prisma, assets, auth, logger }));
  const clock = clockFor(config);
  const board = boardEventsFor(config, logger);
  const competitions = new CompetitionService({
    prisma: db.prisma,
    clock,
    limits: auth.limits,
    logger,
    onSessionEvent: ({ competitionId }) => board.publish(competitionId),
  });
  const answers = new AnswerService({
    prisma: db.prisma,
    limits: auth.limits,
    clock,
    logger,
    onAttempt: (competitionId) => board.publish(competitionId),
  });
  const teams = new TeamPlay({
    prisma: db.prisma,
    clock,
    logger,
    answers,
    publish: (competitionId, view) => {
      board.publishTeam(view);
      board.publish(competitionId);
    },
  });
  const scheduler = startTeamScheduler(teams, logger);
  app.use(
    competitionRoutes({
      config,
      service: competitions,
      teams,
      events: board,
      clock,
      logger,
      channels: (close) => {
        stopping.set(app, async () => {
          close();
          closeEditorChannels();
          await scheduler.stop();
        });
      },
    }),
  );
  app.use(
    competitionManagerRoutes({
      prisma: db.prisma,
      auth,
      clock,
      config,
      logger,
      storage: assets.storage,
    }),
  );
  let closeEditorChannels = () => {};
  app.use(
    editorRoutes({
      prisma: db.prisma,
      auth,
      events: board,
      logger,
      onStop: (close) => (closeEditorChannels = close),
    }),
  );
  app.use(answerRoutes({ service: answers, logger }));
  app.use(hintRoutes({ prisma: db.prisma, logger }));
  const ltiKeys = toolKeys(db.prisma, config.LTI_KEY_SECRET);
  const ltiLaunches = launchService({ prisma: db.prisma, now: () => clock.now() });
  app.use(
    ltiRoutes({ config, keys: ltiKeys, launches: ltiLaunches, logger, limits: auth.limits, auth }),
  );
  app.use(
    deepLinkRoutes({
      prisma: db.prisma,
      keys: ltiKeys,
      auth,
      config,
      logger,
      now: () => clock.now(),
    }),
  );
  app.use(registrationRoutes({ prisma: db.prisma, keys: ltiKeys, auth, logger }));
  app.use(
    instructorLinkRoutes({ prisma: db.prisma, auth, config, logger, now: () => clock.now() }),
  );
  app.use(competitionLaunchRoutes({ prisma: db.prisma, config, logger, now: () => clock.now() }));
  const ags = agsService({ prisma: db.prisma, keys: ltiKeys, logger, now: () => clock.now() });
  if (ltiKeys.configured) {
    deps.jobs?.register(scoreDeliveryJob(ags));
    deps.jobs?.register(
      competitionScoreJob(
        competitionScores({ prisma: db.prisma, ags, logger, now: () => clock.now() }),
      ),
    );
  }
  app.use(
    scoreRoutes({
      prisma: db.prisma,
      ags,
      launchOfToken: (token) => ltiLaunches.launchOfToken(token),
      logger,
    }),
  );
  app.use(
    scormRoutes({
      prisma: db.prisma,
      auth,
      origins: frameOriginsFor(db.prisma),
      logger,
      now: () => clock.now(),
    }),
  );
  app.use(apiNotFound());

  if (apps) {
    for (const [mount, handler] of apps.assets) app.use(mount, handler);
    // Pages of published games are kept for visitors without a session (http/page-cache.ts).
    const playerPages =
      apps.fetch && pageCache({ playGames: playGameCacheFor(db, logger), app: apps.fetch.player });
    app.all("/{*path}", (req, res, next) => {
      const name = appForPath(req.path);
      if (name === "player" && playerPages) return playerPages(req, res, next);
      return apps.ssr[name](req, res, next);
    });
  }

  app.use(errorHandler(logger, redactUrlForLog));
  return app;
}

/** The /metrics of a server configuration (prom-client registry, counters). */
export function metricsFor(config: Config, db: Database): Metrics {
  return createMetrics({
    token: config.METRICS_TOKEN,
    enabled: config.METRICS === "on",
    pool: () => connectionPoolOf(db.prisma),
  });
}

export interface RunningServer {
  port: number;
  origin: string;
  /** Stops accepting connections, drains requests in flight, then closes the apps and the database. */
  close(): Promise<void>;
}

/** What an app must stop before its server closes (team channels, the team scheduler). */
const stopping = new WeakMap<object, () => Promise<void>>();

export async function startServer(deps: ServerDeps): Promise<RunningServer> {
  const { config, logger, db, apps } = deps;
  const auth = deps.auth ?? createAuth({ config, logger, prisma: db.prisma });
  const jobs = deps.jobs ?? new JobRunner({ url: db.url, logger });
  const assets = deps.assets ?? createAssetService({ prisma: db.prisma, config });
  const metrics = deps.metrics ?? metricsFor(config, db);
  const readiness =
    deps.readiness ??
    createReadiness({
      prisma: db.prisma,
      storage: assets.storage,
      redisUrl: config.REDIS_URL,
      logger,
    });
  const app = createApp({ ...deps, auth, jobs, assets, metrics, readiness });
  const server = http.createServer(app);
  // Idle keep-alive connections stay open longer than clients and load balancers keep theirs
  // (often 60 s): with Node's 5 s, a request sent as the server closes the idle socket fails
  // with "socket hang up" on a flaky classroom network. Headers must still arrive in time.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.PORT, config.HOST, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  if (linksFallBackToLocalhost(config))
    logger.warn(
      { linkOrigin: `http://localhost:${port}` },
      "PUBLIC_URL and ALLOWED_HOSTS are not set: links in mails and game URLs point to localhost. Set PUBLIC_URL (or ALLOWED_HOSTS) before others use this server.",
    );
  await jobs.start();
  const origin = `http://127.0.0.1:${port}`;
  // Server-side loaders call the API over loopback (see player/app/shell/graphql.server.ts).
  process.env.EXITGAME_INTERNAL_ORIGIN = origin;
  let closing: Promise<void> | undefined;
  return {
    port,
    origin,
    close: () =>
      (closing ??= (async () => {
        // Out of the load balancer's rotation first (/readyz: draining), then no new
        // connections; open event streams end, so that their browsers reconnect elsewhere.
        readiness.drain();
        if (config.SHUTDOWN_DRAIN_MS > 0)
          await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DRAIN_MS));
        const drained = new Promise<void>((resolve) => server.close(() => resolve()));
        const streams = metrics.eventStreams.size;
        for (const res of metrics.eventStreams) res.end();
        if (streams > 0) logger.info({ streams }, "event streams ended for shutdown");
        await stopping.get(app)?.();
        server.closeIdleConnections();
        const timeout = setTimeout(() => server.closeAllConnections(), 10_000);
        await jobs.stop();
        await drained;
        clearTimeout(timeout);
        await apps?.close();
        await auth.close();
        await closePlayGameCache(db);
        await closeAssetNotifications(db);
        await readiness.close();
        await closeDocumentWorkers();
        await db.stop();
        logger.info("server stopped");
      })()),
  };
}

/** Reset links carry their token in the query: keep it out of the logs. */
export function redactUrlForLog(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, "$1[redacted]");
}
