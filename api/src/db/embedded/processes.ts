/** Postmaster processes: alive or not, ours or not, stopping them. */
import fs from "node:fs";
import path from "node:path";
import { sleep, type DbLogger } from "./types";

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

export function procStat(pid: number): { state: string; startTime: string } | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may contain spaces and parentheses: split after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { state: fields[0] ?? "", startTime: fields[19] ?? "" };
  } catch {
    return null;
  }
}

export function processStartTime(pid: number): string | null {
  return procStat(pid)?.startTime ?? null;
}

/**
 * Whether `pid` is a postmaster running on `pgDataDir`. Where /proc is unavailable, a live pid
 * named in postmaster.pid is taken at its word.
 */
export function isPostmasterOf(pid: number, pgDataDir: string): boolean {
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

export function samePath(a: string, b: string): boolean {
  const real = (p: string) => {
    try {
      return fs.realpathSync(p);
    } catch {
      return path.resolve(p);
    }
  };
  return real(a) === real(b);
}

export interface PostmasterPid {
  pid: number;
  dataDir: string;
  port: number;
  status: string;
}

export function readPostmasterPid(pgDataDir: string): PostmasterPid | null {
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

export async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
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
export async function stopPostmaster(pid: number, log: DbLogger): Promise<void> {
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
