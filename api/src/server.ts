import http from "node:http";
import type { AddressInfo } from "node:net";
import express, { type ErrorRequestHandler } from "express";
import { createYoga } from "graphql-yoga";
import type { Config } from "./config";
import type { Database } from "./db";
import { resolveLocale } from "./graphql/locale";
import type { GraphQLContext, ViewerUser } from "./graphql/context";
import { getSchema } from "./graphql/schema";
import type { AppHandlers } from "./http/apps";
import { appForPath } from "./http/routing";
import type { Logger } from "./logger";

export interface ServerDeps {
  config: Config;
  logger: Logger;
  db: Database;
  /** The React Router apps; omitted in API-only tests. */
  apps?: AppHandlers;
}

export interface YogaDeps extends Pick<ServerDeps, "config" | "logger" | "db"> {
  /** Who is asking; tests may pass their own. */
  resolveViewer?: (request: Request) => Promise<ViewerUser | null>;
}

export function createYogaServer({ config, logger, db, resolveViewer = async () => null }: YogaDeps) {
  return createYoga<Record<string, unknown>, GraphQLContext>({
    schema: getSchema(),
    graphqlEndpoint: "/graphql",
    landingPage: false,
    graphiql: !config.production,
    logging: {
      debug: (...args) => logger.debug({ args }, "graphql"),
      info: (...args) => logger.info({ args }, "graphql"),
      warn: (...args) => logger.warn({ args }, "graphql"),
      error: (...args) => logger.error({ args }, "graphql"),
    },
    context: async ({ request }) => ({
      prisma: db.prisma,
      request,
      locale: resolveLocale(request),
      publicOrigin: config.PUBLIC_URL?.replace(/\/$/, "") ?? new URL(request.url).origin,
      viewer: await resolveViewer(request),
    }),
  });
}

/** One express app: health, GraphQL, the apps' static files and their server rendering. */
export function createApp(deps: ServerDeps): express.Express {
  const { logger, db, apps } = deps;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");

  app.use((req, res, next) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info({ method: req.method, url: req.originalUrl, status: res.statusCode, ms: Math.round(ms * 10) / 10 }, "request");
    });
    next();
  });

  app.get("/healthz", async (_req, res) => {
    try {
      await db.prisma.$queryRaw`SELECT 1`;
      res.json({ status: "ok", database: "ok" });
    } catch (error) {
      logger.error({ err: error }, "health check failed");
      res.status(503).json({ status: "error", database: "unreachable" });
    }
  });

  const yoga = createYogaServer(deps);
  app.use(yoga.graphqlEndpoint, yoga as unknown as express.RequestHandler);

  if (apps) {
    for (const [mount, handler] of apps.assets) app.use(mount, handler);
    app.all("/{*path}", (req, res, next) => apps.ssr[appForPath(req.path)](req, res, next));
  }

  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    logger.error({ err: error, url: req.originalUrl }, "unhandled request error");
    if (res.headersSent) return res.end();
    res.status(500).type("html").send(
      "<!doctype html><html><head><meta charset=utf-8><title>Internal Server Error</title></head>" +
        "<body><h1>Internal Server Error</h1><p>Interner Serverfehler</p></body></html>",
    );
  };
  app.use(onError);
  return app;
}

export interface RunningServer {
  port: number;
  origin: string;
  /** Stops accepting connections, drains requests in flight, then closes the apps and the database. */
  close(): Promise<void>;
}

export async function startServer(deps: ServerDeps): Promise<RunningServer> {
  const { config, logger, db, apps } = deps;
  const server = http.createServer(createApp(deps));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.PORT, config.HOST, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${port}`;
  // Server-side loaders call the API over loopback (see player/app/shell/graphql.server.ts).
  process.env.EXITGAME_INTERNAL_ORIGIN = origin;
  let closing: Promise<void> | undefined;
  return {
    port,
    origin,
    close: () =>
      (closing ??= (async () => {
        const drained = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        const timeout = setTimeout(() => server.closeAllConnections(), 10_000);
        await drained;
        clearTimeout(timeout);
        await apps?.close();
        await db.stop();
        logger.info("server stopped");
      })()),
  };
}
