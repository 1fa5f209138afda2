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
import { createReadStream, createWriteStream, writeFileSync } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { fileURLToPath } from "node:url";
import { MB, measure, round, startBenchServer } from "./child-server";

const SIZES = (process.env.BENCH_EXCHANGE_MB ?? "50,200").split(",").map(Number);
const ASSETS = Number(process.env.BENCH_EXCHANGE_ASSETS ?? 150);
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const startServer = () => startBenchServer("bench/exchange-server.ts");
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
