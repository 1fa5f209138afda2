import { loadConfig } from "./config";
import { openDatabase } from "./db";
import { developmentApps, productionApps } from "./http/apps";
import { createLogger } from "./logger";
import { seed } from "./seed";
import { startServer, type RunningServer } from "./server";
import { StartupProblem } from "./startup-problem";

/** Starts the whole product: database (embedded unless DATABASE_URL), seed, API and both apps. */
export async function main(mode: "production" | "development"): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const db = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.DATABASE_URL,
    log: (msg, extra) => logger.info(extra ?? {}, msg),
  }).catch((error: unknown) => {
    // Something the operator can fix: say what, without a stack trace.
    if (error instanceof StartupProblem) {
      logger.fatal(error.message);
      process.stderr.write(`\n${error.message}\n\n`);
      process.exit(1);
    }
    throw error;
  });
  let server: RunningServer | undefined;
  const shutdown = async (signal: string) => {
    logger.info({ signal }, "shutting down");
    try {
      if (server) await server.close();
      else await db.stop();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  try {
    await seed({ prisma: db.prisma, config, logger });
    const apps = mode === "production" ? await productionApps() : await developmentApps();
    server = await startServer({ config, logger, db, apps });
    logger.info(
      { port: server.port, url: `http://localhost:${server.port}`, mode },
      "Exitgame Studio is running",
    );
  } catch (error) {
    logger.fatal({ err: error }, "start failed");
    await db.stop().catch(() => {});
    process.exit(1);
  }
}
