/**
 * Asset benchmark (issue 12), run with `pnpm bench:assets`:
 *
 * 1. Uploading 50 photos of about 4 MB each (3600×2700 JPEG → WebP, at most 2560 px): throughput
 *    and the server's peak RSS growth while converting (target ≤ 300 MB; conversions run with
 *    bounded concurrency, ASSET_CONVERSION_CONCURRENCY, default 2).
 * 2. Serving a 50 MB video with range requests: time to first byte and throughput of
 *    GET /api/assets/:id versus node:http + fs.createReadStream on the same file, in the same
 *    run and process (target: ratio ≤ 1.5×).
 *
 * The server runs in a child process (asset-server.ts) so that its memory is measured alone;
 * it needs the PostgreSQL the API tests use (TEST_DATABASE_URL or 127.0.0.1:5432).
 */
import { writeFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { MB, rss, startBenchServer } from "./child-server";

const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 50);
const CLIENT_CONCURRENCY = 6;
const VIDEO_BYTES = 50 * 1024 * 1024;
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** A photo-like JPEG (gradients and grain) of about 4 MB. */
async function basePhoto(): Promise<Buffer> {
  const w = 3600;
  const h = 2700;
  const raw = Buffer.alloc(w * h * 3);
  let x = 99;
  for (let y = 0; y < h; y++)
    for (let i = 0; i < w; i++) {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      const n = (x & 63) - 32;
      const o = (y * w + i) * 3;
      raw[o] = Math.max(0, Math.min(255, 120 + 100 * Math.sin(i / 300) + n));
      raw[o + 1] = Math.max(0, Math.min(255, 110 + 90 * Math.cos(y / 200) + n));
      raw[o + 2] = Math.max(0, Math.min(255, 100 + 60 * Math.sin((i + y) / 500) + n));
    }
  return sharp(raw, { raw: { width: w, height: h, channels: 3 } })
    .jpeg({ quality: 87 })
    .toBuffer();
}

/** The same picture, but a different file: a JPEG comment segment right after SOI. */
function variant(jpeg: Buffer, n: number): Buffer {
  const text = Buffer.from(`photo ${n}`);
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(text.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, text, jpeg.subarray(2)]);
}

function request(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer } = {},
): Promise<{
  status: number;
  ttfbMs: number;
  totalMs: number;
  bytes: number;
  body: Buffer;
  headers: http.IncomingHttpHeaders;
}> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(
      url,
      { method: options.method ?? "GET", headers: options.headers, agent: false },
      (res) => {
        let ttfb = 0;
        let bytes = 0;
        const keep: Buffer[] = [];
        res.on("data", (chunk: Buffer) => {
          if (!ttfb) ttfb = performance.now() - started;
          bytes += chunk.length;
          if (keep.length < 64 && bytes < 64 * 1024) keep.push(chunk);
        });
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            ttfbMs: ttfb || performance.now() - started,
            totalMs: performance.now() - started,
            bytes,
            body: Buffer.concat(keep),
            headers: res.headers,
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

async function uploadPhotos(
  ready: { origin: string; pid: number },
  cookie: string,
  command: (cmd: object) => Promise<Record<string, unknown>>,
) {
  const base = await basePhoto();
  const photos = Array.from({ length: PHOTOS }, (_, i) => variant(base, i));
  const inputBytes = photos.reduce((s, p) => s + p.length, 0);
  // Warm up (libvips, Prisma, the first request), then measure from here.
  await request(`${ready.origin}/api/assets?kind=IMAGE&fileName=warmup.png&curated=1`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/octet-stream" },
    body: await sharp({ create: { width: 64, height: 64, channels: 3, background: "#888" } })
      .png()
      .toBuffer(),
  });
  const before = rss(ready.pid);
  try {
    writeFileSync(`/proc/${ready.pid}/clear_refs`, "5"); // resets VmHWM to the current RSS
  } catch {
    // Older kernels: the peak then includes start-up, which only overstates the growth.
  }
  let sampledPeak = before.rss;
  const sampler = setInterval(() => {
    sampledPeak = Math.max(sampledPeak, rss(ready.pid).rss);
  }, 20);
  const started = performance.now();
  let nextPhoto = 0;
  const failures: string[] = [];
  await Promise.all(
    Array.from({ length: CLIENT_CONCURRENCY }, async () => {
      while (nextPhoto < photos.length) {
        const i = nextPhoto++;
        const res = await request(
          `${ready.origin}/api/assets?kind=IMAGE&fileName=photo-${i}.jpg&curated=1`,
          {
            method: "POST",
            headers: { Cookie: cookie, "Content-Type": "application/octet-stream" },
            body: photos[i],
          },
        );
        if (res.status !== 201) failures.push(`${i}: ${res.status} ${res.body.toString()}`);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const after = rss(ready.pid);
  const peak = Math.max(after.hwm, sampledPeak);
  const stats = (await command({ cmd: "stats" })) as { peakConversions: number };
  const upload = {
    photos: PHOTOS,
    averagePhotoMb: +(inputBytes / PHOTOS / MB).toFixed(2),
    seconds: +seconds.toFixed(1),
    photosPerSecond: +(PHOTOS / seconds).toFixed(2),
    inputMbPerSecond: +(inputBytes / MB / seconds).toFixed(1),
    rssBeforeMb: +(before.rss / MB).toFixed(0),
    peakRssMb: +(peak / MB).toFixed(0),
    peakRssGrowthMb: +((peak - before.rss) / MB).toFixed(0),
    peakConcurrentConversions: stats.peakConversions,
    mallocArenaMax: process.env.MALLOC_ARENA_MAX ?? "2",
    failures: failures.length,
  };
  if (failures.length) console.log(failures.slice(0, 5));
  return upload;
}

async function main() {
  // The allocator setting `pnpm start` gives the server (MALLOC_ARENA_MAX=2); set
  // MALLOC_ARENA_MAX yourself to measure another (glibc's default: 8 arenas per core).
  const server = await startBenchServer("bench/asset-server.ts");
  const { cookie, command } = server;
  const ready = server;

  // ---------------------------------------------------------------- 1. photos
  const upload = PHOTOS > 0 ? await uploadPhotos(ready, cookie, command) : null;
  console.log("\nUpload of photos", upload);

  // ---------------------------------------------------------------- 2. video ranges
  const { assetUrl, plainUrl } = (await command({ cmd: "video", bytes: VIDEO_BYTES })) as {
    assetUrl: string;
    plainUrl: string;
  };
  const servers = { api: assetUrl, plain: plainUrl };
  // Both must answer a range the same way.
  for (const url of Object.values(servers)) {
    const r = await request(url, { headers: { Range: "bytes=100-199" } });
    if (r.status !== 206 || r.bytes !== 100) throw new Error(`range not served by ${url}`);
  }
  const ranges = Array.from({ length: 60 }, (_, i) => {
    const start = Math.floor(((i * 7919) % 49) * MB);
    return `bytes=${start}-${start + MB - 1}`;
  });
  const result = {
    api: { ttfb: [] as number[], rangeMs: [] as number[], fullMs: [] as number[] },
    plain: { ttfb: [] as number[], rangeMs: [] as number[], fullMs: [] as number[] },
  };
  // Request by request, alternating which server goes first: background load on this shared
  // machine then hits both alike. The first round only warms up.
  const pairRatios = { ttfb: [] as number[], range: [] as number[], full: [] as number[] };
  for (let round = 0; round < 3; round++)
    for (const [i, range] of ranges.entries()) {
      const order = (i + round) % 2 ? (["api", "plain"] as const) : (["plain", "api"] as const);
      const times = {} as Record<"api" | "plain", { ttfbMs: number; totalMs: number }>;
      for (const name of order) {
        const r = await request(servers[name], { headers: { Range: range } });
        if (r.status !== 206 || r.bytes !== MB) throw new Error(`bad range answer ${r.status}`);
        times[name] = r;
        if (round > 0) {
          result[name].ttfb.push(r.ttfbMs);
          result[name].rangeMs.push(r.totalMs);
        }
      }
      if (round > 0) {
        pairRatios.ttfb.push(times.api.ttfbMs / times.plain.ttfbMs);
        pairRatios.range.push(times.api.totalMs / times.plain.totalMs);
      }
    }
  for (let round = 0; round < 17; round++) {
    const order = round % 2 ? (["api", "plain"] as const) : (["plain", "api"] as const);
    const times = {} as Record<"api" | "plain", number>;
    for (const name of order) {
      const full = await request(servers[name]);
      if (full.bytes !== VIDEO_BYTES) throw new Error("short full download");
      times[name] = full.totalMs;
      if (round > 0) result[name].fullMs.push(full.totalMs);
    }
    if (round > 0) pairRatios.full.push(times.api / times.plain);
  }
  const summary = Object.fromEntries(
    (["api", "plain"] as const).map((name) => {
      const r = result[name];
      return [
        name,
        {
          ttfbMedianMs: +median(r.ttfb).toFixed(2),
          rangeMbPerSecond: +(
            r.rangeMs.length /
            (r.rangeMs.reduce((a, b) => a + b, 0) / 1000)
          ).toFixed(0),
          fullMbPerSecond: +(50 / (median(r.fullMs) / 1000)).toFixed(0),
        },
      ];
    }),
  ) as Record<
    "api" | "plain",
    { ttfbMedianMs: number; rangeMbPerSecond: number; fullMbPerSecond: number }
  >;
  // Median of the request-by-request ratios (time of ours / time of the plain server).
  const ratios = {
    ttfb: +median(pairRatios.ttfb).toFixed(2),
    rangeThroughput: +median(pairRatios.range).toFixed(2),
    fullThroughput: +median(pairRatios.full).toFixed(2),
  };
  console.log(
    "\nServing a 50 MB video (1 MB ranges at 60 offsets × 2 rounds, 16 full downloads, interleaved)",
  );
  console.log(summary);
  console.log("median ratios api/plain of paired requests (time; ≤ 1.5 wanted)", ratios);

  await command({ cmd: "close" });
  const report = { upload, video: summary, ratios };
  writeFileSync(
    path.join(apiDir, "..", "test-results", "bench-assets.json"),
    JSON.stringify(report, null, 2),
  );
  const problems = [
    upload && upload.failures > 0 && `${upload.failures} uploads failed`,
    upload &&
      upload.peakRssGrowthMb > 300 &&
      `peak RSS growth ${upload.peakRssGrowthMb} MB > 300 MB`,
    ...Object.entries(ratios)
      .filter(([, v]) => v > 1.5)
      .map(([k, v]) => `${k} ratio ${v} > 1.5`),
  ].filter(Boolean);
  if (problems.length) {
    console.error("\nFAILED:", problems.join("; "));
    process.exit(1);
  }
  console.log("\nOK: all targets met");
}

await main();
