/**
 * The server side of the asset benchmark, in its own process (so that its memory is measured
 * alone): the whole API app on a throwaway database, plus a plain static file server
 * (node:http + fs.createReadStream with ranges) for comparison. Talks JSON lines on stdio.
 */
import { createReadStream, mkdtempSync, statSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { parseRange } from "../src/assets/routes";
import { createApiHarness } from "../src/testing/api-harness";

const PASSWORD = "Benchmark-Passwort 2026";

function plainServer(file: string): Promise<{ origin: string; close(): void }> {
  const server = http.createServer((req, res) => {
    const size = statSync(file).size;
    const range = parseRange(req.headers.range, size);
    if (range === "unsatisfiable") {
      res.writeHead(416, { "Content-Range": `bytes */${size}` });
      return res.end();
    }
    const headers = { "Content-Type": "video/webm", "Accept-Ranges": "bytes" };
    if (range) {
      res.writeHead(206, {
        ...headers,
        "Content-Range": `bytes ${range.start}-${range.end}/${size}`,
        "Content-Length": range.end - range.start + 1,
      });
      createReadStream(file, {
        start: range.start,
        end: range.end,
        highWaterMark: 256 * 1024,
      }).pipe(res);
    } else {
      res.writeHead(200, { ...headers, "Content-Length": size });
      createReadStream(file, { highWaterMark: 256 * 1024 }).pipe(res);
    }
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({
        origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => server.close(),
      }),
    ),
  );
}

const api = await createApiHarness({
  LOG_LEVEL: "silent",
  ASSET_CONVERSION_CONCURRENCY: process.env.ASSET_CONVERSION_CONCURRENCY ?? "2",
});
const app = await api.listen();
const user = await api.createUser(["MODERATOR"], { password: PASSWORD });
const send = (message: object) => process.stdout.write(`${JSON.stringify(message)}\n`);
send({ ready: true, origin: app.origin, email: user.email, password: PASSWORD, pid: process.pid });

const closers: (() => unknown)[] = [];
for await (const line of createInterface({ input: process.stdin })) {
  const command = JSON.parse(line) as { cmd: string; bytes?: number };
  if (command.cmd === "stats") {
    send({ peakConversions: api.assets.peakConversions });
  } else if (command.cmd === "video") {
    // A 50 MB "video": the same bytes in the asset store (as a curated asset) and in a plain file.
    const data = Buffer.alloc(command.bytes!);
    for (let i = 0; i < data.length; i += 4) data.writeUInt32LE((i * 2654435761) >>> 0, i);
    const key = "b".repeat(64);
    await api.assets.storage.put(key, data, "video/webm");
    const asset = await api.db.prisma.asset.create({
      data: {
        kind: "VIDEO",
        name: "Benchmark video",
        fileName: "bench.webm",
        mimeType: "video/webm",
        size: data.length,
        storageKey: key,
        curated: true,
      },
    });
    const dir = mkdtempSync(path.join(os.tmpdir(), "eg-bench-"));
    const file = path.join(dir, "bench.webm");
    await writeFile(file, data);
    const plain = await plainServer(file);
    closers.push(plain.close);
    send({
      assetUrl: `${app.origin}/api/assets/${asset.id}`,
      plainUrl: `${plain.origin}/bench.webm`,
    });
  } else if (command.cmd === "close") {
    for (const close of closers) close();
    await app.close();
    await api.close();
    send({ closed: true });
    process.exit(0);
  }
}
