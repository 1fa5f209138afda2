import { loadConfig } from "./config";
import { openDatabase } from "./db";
import { developmentApps, productionApps } from "./http/apps";
import { createLogger } from "./logger";
import { createAssetService } from "./assets/service";
import { multiInstanceWarnings, seedOnce } from "./startup";
import { startServer, type RunningServer } from "./server";
import { StartupProblem } from "./startup-problem";

/** Starts the whole product: database (embedded unless DATABASE_URL), seed, API and both apps. */
export async function main(mode: "production" | "development"): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  for (const warning of multiInstanceWarnings(config)) logger.warn(warning);
  const db = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.DATABASE_URL,
    log: (msg, extra) => logger.info(extra ?? {}, msg),
    warn: (msg, extra) => logger.warn(extra ?? {}, msg),
    // The embedded PostgreSQL died and did not come back: exit, so a supervisor restarts us.
    onDatabaseLost: (error) => {
      logger.fatal(
        { err: error },
        "the embedded PostgreSQL is gone and could not be restarted; exiting",
      );
      process.exit(1);
    },
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
  let stopping = false;
  const shutdown = async (signal: string) => {
    // A signal may arrive twice (from a terminal's process group and from `pnpm start`'s
    // parent process): the second one must not cut the draining short.
    if (stopping) return;
    stopping = true;
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
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  try {
    const assets = createAssetService({ prisma: db.prisma, config });
    // Under the startup lock: several instances starting at once seed a new database once.
    await seedOnce({ db, config, logger, assets });
    const apps = mode === "production" ? await productionApps() : await developmentApps();
    server = await startServer({ config, logger, db, apps, assets });
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
