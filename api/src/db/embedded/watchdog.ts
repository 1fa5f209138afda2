/**
 * The embedded PostgreSQL's watchdog: when the postmaster this process started exits without
 * stop() (its processes were killed, it crashed, the OOM killer took it), it is started again on
 * the same data directory and port, so that the URL every connection pool holds stays right and
 * the pools reconnect on their own. PostgreSQL recovers from its WAL on that start: every commit
 * it acknowledged is there (fsync and synchronous_commit keep their defaults, "on").
 *
 * If it cannot be restarted (the port was taken meanwhile, the data directory is broken, it keeps
 * dying), `onGiveUp` is called: the server then exits non-zero, so that a supervisor (systemd,
 * Docker's restart policy) starts it again, rather than answering 500 for as long as one waits.
 */
import { startEmbeddedPostgres } from "./start";
import {
  noop,
  sleep,
  type DbLogger,
  type EmbeddedPostgres,
  type EmbeddedPostgresOptions,
} from "./types";

export interface WatchdogOptions extends EmbeddedPostgresOptions {
  /** Warnings and errors (an unexpected exit, a failed restart); `log` otherwise. */
  warn?: DbLogger;
  /** Called once when the server could not be restarted; nothing is restarted after that. */
  onGiveUp?: (error: Error) => void;
  /** Restart attempts after one unexpected exit before giving up. */
  restartAttempts?: number;
  /** Pause before the n-th attempt: min(n * restartDelayMs, 5 s). */
  restartDelayMs?: number;
}

export const RESTART_ATTEMPTS = 10;

/** Starts the embedded PostgreSQL (see start.ts) and restarts it whenever it exits unbidden. */
export async function startWatchedPostgres(options: WatchdogOptions): Promise<EmbeddedPostgres> {
  const log = options.log ?? noop;
  const warn = options.warn ?? log;
  const attempts = options.restartAttempts ?? RESTART_ATTEMPTS;
  const delayMs = options.restartDelayMs ?? 500;
  let current = await startEmbeddedPostgres(options);
  let stopped = false;
  let restarts = 0;

  const restart = async (lost: EmbeddedPostgres) => {
    warn("embedded PostgreSQL exited unexpectedly; restarting it", {
      pid: lost.pid,
      port: lost.port,
    });
    // Forget the dead server (owner file, exit hook); it is gone, so nothing is signalled.
    await lost.stop().catch(() => {});
    let lastError: Error = new Error("embedded PostgreSQL could not be restarted");
    for (let attempt = 1; attempt <= attempts; attempt++) {
      // Its other processes may still be shutting down (they hold its shared memory).
      await sleep(Math.min(attempt * delayMs, 5_000));
      if (stopped) return;
      try {
        const next = await startEmbeddedPostgres(options);
        if (stopped) return void (await next.stop());
        if (next.url !== lost.url) {
          await next.stop();
          lastError = new Error(
            `embedded PostgreSQL came back on port ${next.port} instead of ${lost.port}; the connection pools cannot follow`,
          );
          break;
        }
        current = next;
        restarts += 1;
        warn("embedded PostgreSQL restarted", {
          pid: next.pid,
          port: next.port,
          attempt,
          restarts,
        });
        watch(next);
        return;
      } catch (error) {
        lastError = error instanceof Error ? error : new Error(String(error));
        warn("embedded PostgreSQL did not restart", { attempt, error: lastError.message });
      }
    }
    if (stopped) return;
    warn("giving up on the embedded PostgreSQL", { error: lastError.message });
    options.onGiveUp?.(lastError);
  };

  const watch = (running: EmbeddedPostgres) => {
    // A server another live process started (and owns) is not ours to restart.
    void running.exited?.then(() => {
      if (!stopped && running === current) void restart(running);
    });
  };
  watch(current);

  return {
    get url() {
      return current.url;
    },
    get port() {
      return current.port;
    },
    get pgDataDir() {
      return current.pgDataDir;
    },
    get pid() {
      return current.pid;
    },
    get startedByUs() {
      return current.startedByUs;
    },
    stop: () => {
      stopped = true;
      return current.stop();
    },
  };
}
