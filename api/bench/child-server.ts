/**
 * What the server benchmarks share: an API server in a child process (one of the bench/*-server.ts
 * scripts, which answers JSON lines on stdin/stdout), logged in as its admin, and the peak RSS
 * growth of that process while some work runs.
 */
import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

export const MB = 1024 * 1024;
export const round = (n: number) => Math.round(n * 10) / 10;
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export function rss(pid: number): { rss: number; hwm: number } {
  const text = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(text)![1]) * 1024;
  return { rss: kb("VmRSS"), hwm: kb("VmHWM") };
}

/** Peak RSS of `pid` while `work` runs: VmHWM reset before, plus sampling as a fallback. */
export async function measure<T>(pid: number, work: () => Promise<T>) {
  const before = rss(pid);
  let reset = true;
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, "5");
  } catch {
    reset = false;
  }
  let sampled = before.rss;
  const timer = setInterval(() => (sampled = Math.max(sampled, rss(pid).rss)), 20);
  const started = performance.now();
  const result = await work();
  const ms = performance.now() - started;
  clearInterval(timer);
  const after = rss(pid);
  const peak = Math.max(sampled, reset ? after.hwm : 0);
  return {
    result,
    ms,
    growthMb: round((peak - before.rss) / MB),
    baselineMb: round(before.rss / MB),
  };
}

/**
 * Starts `script` (relative to api/) in a child process with the allocator setting `pnpm start`
 * gives the server (MALLOC_ARENA_MAX=2 unless set), waits for its ready line and logs in.
 */
export async function startBenchServer(script: string) {
  const child = spawn(process.execPath, ["--import", "tsx", script], {
    cwd: apiDir,
    stdio: ["pipe", "pipe", "inherit"],
    env: { ...process.env, MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2" },
  });
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const next = async () =>
    JSON.parse((await lines.next()).value as string) as Record<string, unknown>;
  const command = async (cmd: object) => {
    child.stdin!.write(`${JSON.stringify(cmd)}\n`);
    return next();
  };
  const ready = (await next()) as { origin: string; email: string; password: string; pid: number };
  const login = await fetch(`${ready.origin}/graphql`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      query:
        "mutation($e: String!, $p: String!) { login(email: $e, password: $p) { viewer { id } } }",
      variables: { e: ready.email, p: ready.password },
    }),
  });
  const cookie = login.headers
    .getSetCookie()
    .find((c) => c.startsWith("session="))!
    .split(";")[0]!;
  return {
    ...ready,
    cookie,
    command,
    close: async () => {
      await command({ cmd: "close" });
    },
  };
}
