/**
 * Batched import benchmark (issue 13), run with `pnpm bench:import` (also part of
 * `pnpm bench:exchange`'s note):
 *
 * A game of 150 sounds is exported (50 MB and 200 MB), then imported into a fresh server (so
 * that every asset is new and goes through the gallery pipeline) the way the browser's Batched
 * method does it: the archive's central directory and manifest are read, an import session is
 * opened, the server is asked for files it has ("cloned"), the assets go in batches of 20 (four
 * requests at a time, one asset per request, streamed from the archive), then one commit creates
 * the game. Measured: wall time of the whole import and the server's peak RSS growth, 50 MB and
 * 200 MB side by side (targets: ≤ 10 s and ≤ 150 MB at 200 MB, growth independent of the size).
 *
 * The servers are exchange-server.ts (shared with bench/exchange.ts). Files go to a temporary
 * directory and are removed. Sizes: BENCH_IMPORT_MB (default "50,200"), assets: BENCH_IMPORT_ASSETS.
 */
import { createWriteStream, writeFileSync } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { fileURLToPath } from "node:url";
import yauzl from "yauzl";
import { MB, measure, round, startBenchServer } from "./child-server";

const SIZES = (process.env.BENCH_IMPORT_MB ?? "50,200").split(",").map(Number);
const ASSETS = Number(process.env.BENCH_IMPORT_ASSETS ?? 150);
const BATCH = 20;
const AT_ONCE = 4;
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const startServer = () => startBenchServer("bench/exchange-server.ts");
type Server = Awaited<ReturnType<typeof startServer>>;

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

/** One request; `body` a stream of `length` bytes or JSON. */
function send(
  server: Server,
  method: string,
  url: string,
  body?: { stream: Readable; length: number } | object,
): Promise<{ status: number; json: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const streamed =
      body && "stream" in body ? (body as { stream: Readable; length: number }) : null;
    const text = body && !streamed ? JSON.stringify(body) : null;
    const req = http.request(
      `${server.origin}${url}`,
      {
        method,
        headers: {
          Cookie: server.cookie,
          "Content-Type": streamed ? "application/octet-stream" : "application/json",
          "Content-Length": String(streamed ? streamed.length : Buffer.byteLength(text ?? "")),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const raw = Buffer.concat(chunks).toString();
          resolve({ status: res.statusCode ?? 0, json: raw ? (JSON.parse(raw) as never) : {} });
        });
      },
    );
    req.on("error", reject);
    if (streamed) streamed.stream.pipe(req);
    else req.end(text ?? "");
  });
}

interface Asset {
  id: string;
  path: string;
  sha256: string;
  size: number;
  kind: string;
  originalName: string;
}

/** The archive by random access: entries listed first, then read one at a time. */
async function openZip(file: string) {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: false }, (e, z) =>
      e ? reject(e) : resolve(z),
    ),
  );
  const entries = new Map<string, yauzl.Entry>();
  await new Promise<void>((resolve, reject) => {
    zip.on("entry", (entry: yauzl.Entry) => {
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.on("end", resolve);
    zip.on("error", reject);
    zip.readEntry();
  });
  const stream = (name: string) =>
    new Promise<Readable>((resolve, reject) =>
      zip.openReadStream(entries.get(name)!, (e, s) => (e ? reject(e) : resolve(s))),
    );
  const text = async (name: string) => {
    const chunks: Buffer[] = [];
    for await (const c of await stream(name)) chunks.push(c as Buffer);
    return Buffer.concat(chunks).toString("utf8");
  };
  return { entries, stream, text, close: () => zip.close() };
}

/** The Batched method, as the browser runs it. */
async function batchedImport(server: Server, file: string) {
  const zip = await openZip(file);
  try {
    const manifest = JSON.parse(await zip.text("manifest.json")) as { assets: Asset[] };
    const document = JSON.parse(await zip.text("game.json")) as unknown;
    const session = await send(server, "POST", "/api/imports", {});
    const id = session.json["importId"] as string;
    const known = await send(server, "POST", `/api/imports/${id}/known`, {
      assets: manifest.assets.map((a) => ({ fileAssetId: a.id, sha256: a.sha256, kind: a.kind })),
    });
    const cloned = new Set(
      (known.json["cloned"] as { fileAssetId: string }[]).map((c) => c.fileAssetId),
    );
    const queue = manifest.assets.filter((a) => !cloned.has(a.id));
    let failed = 0;
    for (let i = 0; i < queue.length; i += BATCH) {
      const batch = queue.slice(i, i + BATCH);
      await Promise.all(
        Array.from({ length: AT_ONCE }, async () => {
          for (let a = batch.shift(); a; a = batch.shift()) {
            const query = new URLSearchParams({
              fileAssetId: a.id,
              kind: a.kind,
              fileName: a.originalName,
            });
            const res = await send(server, "POST", `/api/imports/${id}/assets?${query}`, {
              stream: await zip.stream(a.path),
              length: a.size,
            });
            if (res.status !== 201) failed++;
          }
        }),
      );
    }
    const commit = await send(server, "POST", `/api/imports/${id}/commit`, {
      document,
      name: "Bench import",
      fileAssetIds: manifest.assets.map((a) => a.id),
    });
    if (commit.status !== 201) throw new Error(`commit: ${JSON.stringify(commit.json)}`);
    return { uploaded: queue.length - failed, cloned: cloned.size, failed };
  } finally {
    zip.close();
  }
}

async function main() {
  const dir = await mkdtemp(path.join(os.tmpdir(), "eg-bench-import-"));
  const results: Record<string, unknown>[] = [];
  try {
    for (const sizeMb of SIZES) {
      const source = await startServer();
      const built = (await source.command({
        cmd: "build",
        assets: ASSETS,
        bytes: sizeMb * MB,
      })) as {
        gameId: number;
      };
      const warm = (await source.command({ cmd: "build", assets: 3, bytes: MB })) as {
        gameId: number;
      };
      const file = path.join(dir, `bench-${sizeMb}.exitgame`);
      const small = path.join(dir, `warmup-${sizeMb}.exitgame`);
      const bytes = await download(source, built.gameId, file);
      await download(source, warm.gameId, small);
      await source.close();

      const target = await startServer();
      await batchedImport(target, small); // warm-up: the import path
      const run = await measure(target.pid, () => batchedImport(target, file));
      await target.close();
      if (run.result.failed > 0) throw new Error(`${run.result.failed} assets failed`);
      const row = {
        archiveMb: round(bytes / MB),
        assets: ASSETS,
        importMs: Math.round(run.ms),
        importMbPerS: round(bytes / MB / (run.ms / 1000)),
        serverRssBeforeMb: run.baselineMb,
        serverRssGrowthMb: run.growthMb,
        uploaded: run.result.uploaded,
        cloned: run.result.cloned,
      };
      results.push(row);
      console.log(row);
      await rm(file, { force: true });
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const load = os.loadavg().map((n) => round(n));
  console.log(
    "\nBatched import benchmark (load average %s, %d cores)",
    load.join(" "),
    os.cpus().length,
  );
  console.table(results);
  writeFileSync(
    path.join(apiDir, "..", "test-results", "bench-import.json"),
    JSON.stringify({ load, results }, null, 2),
  );
}

await main();
