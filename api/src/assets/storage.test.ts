import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { startS3Server } from "../testing/s3-server";
import { createStorage, type AssetStorage } from "./storage";

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
