/** Start-up: initialise, reuse a live server, clean up after a hard kill, or start our own. */
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { assertClusterReachable } from "./access";
import { initialise } from "./cluster";
import { adminConfig, canConnect, ensureDatabase, urlFor } from "./connections";
import { readJson, writeJsonAtomic } from "./files";
import { runAs } from "./os-user";
import { canListen, freePort } from "./ports";
import { spawnPostmaster } from "./postmaster";
import {
  isPostmasterOf,
  isProcessAlive,
  processStartTime,
  readPostmasterPid,
  stopPostmaster,
} from "./processes";
import {
  DEFAULT_DATABASE,
  META_FILE,
  noop,
  OWNER_FILE,
  sleep,
  type EmbeddedPostgres,
  type EmbeddedPostgresOptions,
  type Meta,
  type Owner,
} from "./types";

/**
 * Starts (or reuses) the embedded PostgreSQL in `pgDataDir` and makes sure the application
 * database exists. See the file comment for how leftovers of a hard kill are handled.
 */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgres> {
  const log = options.log ?? noop;
  const database = options.database ?? DEFAULT_DATABASE;
  const pgDataDir = path.resolve(options.pgDataDir);
  const timeoutMs = options.startTimeoutMs ?? 120_000;
  const as = runAs(log);
  assertClusterReachable(pgDataDir, as);

  let meta: Meta;
  if (fs.existsSync(path.join(pgDataDir, "PG_VERSION"))) {
    const stored = await readJson<Meta>(path.join(pgDataDir, META_FILE));
    if (!stored?.password)
      throw new Error(`${pgDataDir} has no readable ${META_FILE}; cannot connect to it`);
    meta = stored;
  } else {
    meta = await initialise(pgDataDir, as, log);
  }

  for (let attempt = 1; ; attempt++) {
    const running = readPostmasterPid(pgDataDir);
    if (running && isPostmasterOf(running.pid, pgDataDir)) {
      const owner = await readJson<Owner>(path.join(pgDataDir, OWNER_FILE));
      const ownerAlive =
        owner !== null &&
        owner.postmasterPid === running.pid &&
        isProcessAlive(owner.pid) &&
        (owner.startTime === null || owner.startTime === processStartTime(owner.pid));
      if (ownerAlive) {
        log("reusing embedded PostgreSQL started by another live process", {
          pid: running.pid,
          port: running.port,
          ownerPid: owner.pid,
        });
        const config = adminConfig(meta, running.port);
        const deadline = Date.now() + timeoutMs;
        while (!(await canConnect(config))) {
          if (Date.now() > deadline || !isProcessAlive(running.pid)) {
            throw new Error(
              `embedded PostgreSQL (pid ${running.pid}) owned by pid ${owner.pid} does not accept connections`,
            );
          }
          await sleep(100);
        }
        await ensureDatabase(config, database, log);
        return {
          url: urlFor(meta, running.port, database),
          port: running.port,
          pgDataDir,
          pid: running.pid,
          startedByUs: false,
          stop: async () => {},
        };
      }
      log("stopping orphaned embedded PostgreSQL left behind by a killed process", {
        pid: running.pid,
        ownerPid: owner?.pid,
      });
      await stopPostmaster(running.pid, log);
    } else if (running && isProcessAlive(running.pid) && running.pid !== process.pid) {
      // The pid in postmaster.pid now belongs to an unrelated process (pid reuse after a reboot or
      // container restart): PostgreSQL would refuse to start, so remove the stale lock file.
      log("removing stale postmaster.pid (its pid belongs to another process)", {
        pid: running.pid,
      });
      await fsp.rm(path.join(pgDataDir, "postmaster.pid"), { force: true });
    }

    let port = meta.port;
    if (!port || !(await canListen(port))) {
      port = await freePort();
      if (meta.port)
        log("remembered port is taken, moving embedded PostgreSQL", { from: meta.port, to: port });
      meta = { ...meta, port };
      await writeJsonAtomic(path.join(pgDataDir, META_FILE), meta, as);
    }

    try {
      const started = await spawnPostmaster(pgDataDir, port, meta, as, timeoutMs, log);
      await ensureDatabase(adminConfig(meta, port), database, log);
      return { ...started, url: urlFor(meta, port, database) };
    } catch (error) {
      if (attempt >= 3) throw error;
      log("embedded PostgreSQL did not start, retrying", { attempt, error: String(error) });
      await sleep(200 * attempt);
    }
  }
}
