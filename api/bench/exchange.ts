/**
 * Exchange benchmark (issue 13), run with `pnpm bench:exchange`:
 *
 * 1. Export of a 200 MB game with 150 assets: time and the server's peak RSS growth while the
 *    archive streams from storage to the download (streamed: growth far below the archive).
 * 2. Legacy import of the exported 50 MB and 200 MB files (150 assets each) over loopback, each
 *    into a fresh server (so that every asset is new and goes through the gallery pipeline):
 *    time and peak RSS growth side by side (target ≤ 150 MB and independent of the size).
 *
 * Each server runs in a child process (exchange-server.ts) on its own throwaway database (the
 * PostgreSQL the API tests use). Generated files live in a temporary directory and are removed.
 * Sizes: BENCH_EXCHANGE_MB (default "50,200"), BENCH_EXCHANGE_ASSETS (default 150).
 */
import { spawn } from "node:child_process";
import { createReadStream, createWriteStream, readFileSync, writeFileSync } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { pipeline } from "node:stream/promises";
import { fileURLToPath } from "node:url";

const MB = 1024 * 1024;
const SIZES = (process.env.BENCH_EXCHANGE_MB ?? "50,200").split(",").map(Number);
const ASSETS = Number(process.env.BENCH_EXCHANGE_ASSETS ?? 150);
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const round = (n: number) => Math.round(n * 10) / 10;

function rss(pid: number): { rss: number; hwm: number } {
  const text = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(text)![1]) * 1024;
  return { rss: kb("VmRSS"), hwm: kb("VmHWM") };
}

/** Peak RSS of `pid` while `work` runs: VmHWM reset before, plus sampling as a fallback. */
async function measure<T>(pid: number, work: () => Promise<T>) {
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

async function startServer() {
  const child = spawn(process.execPath, ["--import", "tsx", "bench/exchange-server.ts"], {
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

type Server = Awaited<ReturnType<typeof startServer>>;

/** Downloads the export into `file`. */
function download(server: Server, gameId: number, file: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(
        `${server.origin}/api/games/${gameId}/export`,
        { headers: { Cookie: server.cookie }, agent: false },
        (res) => {
          if (res.statusCode !== 200) return reject(new Error(`export: HTTP ${res.statusCode}`));
          pipeline(res, createWriteStream(file))
            .then(() => stat(file))
            .then((s) => resolve(s.size), reject);
        },
      )
      .on("error", reject);
  });
}

/** Sends `file` to the legacy import, streamed. */
async function upload(server: Server, file: string) {
  const size = (await stat(file)).size;
  return new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
    const req = http.request(
      `${server.origin}/api/games/import/legacy?name=Bench`,
      {
        method: "POST",
        agent: false,
        headers: {
          Cookie: server.cookie,
          "Content-Type": "application/octet-stream",
          "Content-Length": String(size),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>,
          }),
        );
      },
    );
    req.on("error", reject);
    createReadStream(file).pipe(req);
  });
}

async function main() {
  const dir = await mkdtemp(path.join(os.tmpdir(), "eg-bench-exchange-"));
  const results: Record<string, unknown>[] = [];
  try {
    for (const sizeMb of SIZES) {
      // 1. Export: a game of ASSETS sounds, sizeMb in all.
      const source = await startServer();
      const built = (await source.command({
        cmd: "build",
        assets: ASSETS,
        // The archive must stay within the 200 MB limit: its manifest, document and headers too.
        bytes: sizeMb * MB - MB,
      })) as {
        gameId: number;
      };
      const file = path.join(dir, `bench-${sizeMb}.exitgame`);
      const small = path.join(dir, `warmup-${sizeMb}.exitgame`);
      const warm = (await source.command({ cmd: "build", assets: 3, bytes: MB })) as {
        gameId: number;
      };
      await download(source, warm.gameId, small); // warm-up: the export path
      const exported = await measure(source.pid, () => download(source, built.gameId, file));
      await source.close();

      // 2. Legacy import of that file into a fresh server, warmed up with a small file.
      const target = await startServer();
      await upload(target, small);
      const imported = await measure(target.pid, () => upload(target, file));
      await target.close();
      const body = imported.result.body as { outcome?: string; imported?: number; cloned?: number };
      if (imported.result.status !== 201 || body.outcome !== "success")
        throw new Error(`import failed: ${JSON.stringify(imported.result)}`);
      const row = {
        archiveMb: round(exported.result / MB),
        assets: ASSETS,
        exportMs: Math.round(exported.ms),
        exportMbPerS: round(exported.result / MB / (exported.ms / 1000)),
        exportRssGrowthMb: exported.growthMb,
        importMs: Math.round(imported.ms),
        importRssGrowthMb: imported.growthMb,
        imported: body.imported,
        cloned: body.cloned,
      };
      results.push(row);
      console.log(row);
      await rm(file, { force: true });
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const load = os.loadavg().map((n) => round(n));
  console.log("\nExchange benchmark (load average %s, %d cores)", load.join(" "), os.cpus().length);
  console.table(results);
  writeFileSync(
    path.join(apiDir, "..", "test-results", "bench-exchange.json"),
    JSON.stringify({ load, results }, null, 2),
  );
}

await main();
