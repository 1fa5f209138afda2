/** Starting a postmaster we own, and stopping it on stop() or when this process exits. */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { postgresBinDir, postgresEnv } from "./binaries";
import { adminConfig, canConnect } from "./connections";
import { readJson, tail, writeJsonAtomic } from "./files";
import type { RunAs } from "./os-user";
import { processStartTime, stopPostmaster } from "./processes";
import {
  LOG_FILE,
  LOG_ROTATE_BYTES,
  OWNER_FILE,
  sleep,
  type DbLogger,
  type EmbeddedPostgres,
  type Meta,
  type Owner,
} from "./types";

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

export async function spawnPostmaster(
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

  return { port, pgDataDir, pid, startedByUs: true, stop, exited: exitPromise };
}
