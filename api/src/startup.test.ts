import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createAssetService } from "./assets/service";
import { loadConfig } from "./config";
import { ensureDatabaseExists, openDatabase } from "./db";
import { LOCK_KEYS, withAdvisoryLock } from "./db/advisory-lock";
import { databaseUrl, dropDatabase, uniqueDatabaseName } from "./db/test/helpers";
import { createLogger } from "./logger";
import { multiInstanceWarnings, seedOnce } from "./startup";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "eg-startup-"));
const names: string[] = [];
afterAll(async () => {
  for (const name of names) await dropDatabase(name);
  rmSync(dataDir, { recursive: true, force: true });
});

describe("several instances starting at the same moment on an empty database", () => {
  it("both create the database: a concurrent CREATE DATABASE's 23505 counts as created", async () => {
    // Several rounds: the race (both probes miss, both create) does not happen every time.
    for (let round = 0; round < 5; round++) {
      const name = uniqueDatabaseName("race");
      names.push(name);
      const results = await Promise.allSettled(
        Array.from({ length: 4 }, () => ensureDatabaseExists(databaseUrl(name))),
      );
      expect(results.filter((r) => r.status === "rejected")).toEqual([]);
    }
  });

  it("both come up: one migrates and seeds, the other waits and finds it done", async () => {
    const name = uniqueDatabaseName("twin");
    names.push(name);
    const config = loadConfig({
      NODE_ENV: "test",
      DATABASE_URL: databaseUrl(name),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: "admin@twins.test",
      ADMIN_PASSWORD: "a-long-password",
    });
    const logger = createLogger("silent");
    const start = async () => {
      const db = await openDatabase({
        dataDir: config.dataDir,
        databaseUrl: config.DATABASE_URL,
        log: () => {},
      });
      const assets = createAssetService({ prisma: db.prisma, config });
      const { seeded } = await seedOnce({ db, config, logger, assets });
      return { db, seeded };
    };
    const started = await Promise.allSettled([start(), start()]);
    const dbs = started.flatMap((r) => (r.status === "fulfilled" ? [r.value.db] : []));
    try {
      expect(started.map((r) => r.status)).toEqual(["fulfilled", "fulfilled"]);
      const seeded = started.map((r) => r.status === "fulfilled" && r.value.seeded);
      expect(seeded.filter(Boolean)).toHaveLength(1);
      const prisma = dbs[0]!.prisma;
      expect(await prisma.user.count()).toBe(1);
      expect(await prisma.game.count()).toBe(1);
    } finally {
      for (const db of dbs) await db.stop();
    }
  });

  it("the advisory lock makes the second holder wait until the first is done", async () => {
    const name = uniqueDatabaseName("lock");
    names.push(name);
    await ensureDatabaseExists(databaseUrl(name));
    const order: string[] = [];
    let waited = false;
    const first = withAdvisoryLock(databaseUrl(name), LOCK_KEYS.startup, async () => {
      order.push("first start");
      await new Promise((r) => setTimeout(r, 300));
      order.push("first end");
    });
    await new Promise((r) => setTimeout(r, 100));
    const second = withAdvisoryLock(
      databaseUrl(name),
      LOCK_KEYS.startup,
      async () => void order.push("second"),
      { onWait: () => (waited = true) },
    );
    await Promise.all([first, second]);
    expect(order).toEqual(["first start", "first end", "second"]);
    expect(waited).toBe(true);
  });
});

describe("warnings for several instances", () => {
  const base = { NODE_ENV: "test", DATA_DIR: dataDir };
  it("warns when Redis or a bucket is set but SMTP_URL is not", () => {
    expect(multiInstanceWarnings(loadConfig(base))).toEqual([]);
    const [warning] = multiInstanceWarnings(loadConfig({ ...base, REDIS_URL: "redis://r:6379" }));
    expect(warning).toMatch(/SMTP_URL/);
    expect(multiInstanceWarnings(loadConfig({ ...base, S3_BUCKET: "b" }))).toHaveLength(1);
    expect(
      multiInstanceWarnings(
        loadConfig({ ...base, REDIS_URL: "redis://r:6379", SMTP_URL: "smtp://m:25" }),
      ),
    ).toEqual([]);
  });
});
