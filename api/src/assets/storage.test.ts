import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { startS3Server } from "../testing/s3-server";
import { createStorage, type AssetStorage } from "./storage";
import { s3BaseUrl } from "./storage-s3";

/** The same suite for both implementations; S3 against s3rver over real HTTP. */
const stores: [string, () => Promise<{ storage: AssetStorage; close(): Promise<void> }>][] = [
  [
    "disk",
    async () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), "eg-disk-"));
      const storage = createStorage(loadConfig({ DATA_DIR: dir }));
      return { storage, close: async () => rmSync(dir, { recursive: true, force: true }) };
    },
  ],
  [
    "s3",
    async () => {
      const s3 = await startS3Server();
      const storage = createStorage(loadConfig({ DATA_DIR: "/tmp/eg-unused", ...s3.env }));
      return { storage, close: s3.close };
    },
  ],
];

describe.each(stores)("asset storage: %s", (kind, open) => {
  let store: Awaited<ReturnType<typeof open>>;
  beforeAll(async () => {
    store = await open();
  });
  afterAll(() => store?.close());

  it("is the configured implementation", () => {
    expect(store.storage.kind).toBe(kind);
  });

  it("writes, stats, reads whole and by range, overwrites and deletes", async () => {
    const { storage } = store;
    const key = "a".repeat(64);
    expect(await storage.stat(key)).toBeNull();
    expect(await storage.get(key)).toBeNull();
    await storage.put(key, Buffer.from("0123456789"), "application/octet-stream");
    expect(await storage.stat(key)).toEqual({ size: 10 });
    const whole = await storage.get(key);
    expect(whole?.size).toBe(10);
    expect(await text(whole!.body)).toBe("0123456789");
    const part = await storage.get(key, { start: 3, end: 6 });
    expect(part?.size).toBe(10);
    expect(await text(part!.body)).toBe("3456");
    const last = await storage.get(key, { start: 9, end: 9 });
    expect(await text(last!.body)).toBe("9");
    await storage.put(key, Buffer.from("neu"), "text/plain");
    expect(await storage.stat(key)).toEqual({ size: 3 });
    await storage.delete(key);
    expect(await storage.stat(key)).toBeNull();
    await storage.delete(key);
  });

  it("keeps binary content byte for byte", async () => {
    const data = Buffer.alloc(3 * 1024 * 1024);
    for (let i = 0; i < data.length; i++) data[i] = (i * 31 + (i >> 8)) & 0xff;
    await store.storage.put("binary-1", data, "application/octet-stream");
    const got = await store.storage.get("binary-1");
    const chunks: Buffer[] = [];
    for await (const c of got!.body) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).equals(data)).toBe(true);
  });

  it("refuses keys that could leave the store", async () => {
    for (const key of ["../etc/passwd", "a/b", "", ".hidden"])
      await expect(store.storage.put(key, Buffer.from("x"), "text/plain")).rejects.toThrow(
        /invalid storage key/,
      );
  });
});

describe("where the stores keep files", () => {
  it("disk: DATA_DIR/assets/<key>, written whole (no temporary file left behind)", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "eg-disk-"));
    try {
      const storage = createStorage(loadConfig({ DATA_DIR: dir }));
      const key = "b".repeat(64);
      await storage.put(key, Buffer.from("inhalt"), "text/plain");
      expect(readFileSync(path.join(dir, "assets", key), "utf8")).toBe("inhalt");
      expect(readdirSync(path.join(dir, "assets"))).toEqual([key]);
      await storage.delete(key);
      expect(existsSync(path.join(dir, "assets", key))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("s3: path style with an endpoint (MinIO, Garage) unless turned off; AWS virtual-hosted", () => {
    const base = (env: Record<string, string>) => {
      const c = loadConfig({ DATA_DIR: "/tmp/eg-unused", S3_BUCKET: "spiele", ...env });
      return s3BaseUrl({
        endpoint: c.S3_ENDPOINT,
        bucket: c.S3_BUCKET!,
        region: c.S3_REGION,
        forcePathStyle: c.S3_FORCE_PATH_STYLE,
      });
    };
    expect(base({ S3_ENDPOINT: "http://127.0.0.1:9000/" })).toBe("http://127.0.0.1:9000/spiele");
    expect(
      base({
        S3_ENDPOINT: "https://abc123.r2.cloudflarestorage.com",
        S3_FORCE_PATH_STYLE: "false",
      }),
    ).toBe("https://spiele.abc123.r2.cloudflarestorage.com");
    expect(base({ S3_REGION: "eu-central-1" })).toBe(
      "https://spiele.s3.eu-central-1.amazonaws.com",
    );
    expect(base({ S3_FORCE_PATH_STYLE: "true" })).toBe("https://s3.us-east-1.amazonaws.com/spiele");
  });

  it("s3: objects land in the configured bucket under their key", async () => {
    const s3 = await startS3Server("galerie");
    try {
      const storage = createStorage(loadConfig({ DATA_DIR: "/tmp/eg-unused", ...s3.env }));
      const key = "c".repeat(64);
      await storage.put(key, Buffer.from("im Eimer"), "text/plain");
      // s3rver answers unsigned reads of a path-style URL: the object is at bucket/key.
      const res = await fetch(`${s3.env.S3_ENDPOINT}/galerie/${key}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe("im Eimer");
      expect((await fetch(`${s3.env.S3_ENDPOINT}/galerie/${"d".repeat(64)}`)).status).toBe(404);
    } finally {
      await s3.close();
    }
  });
});
