/**
 * Issue 23, item 10: the embedded PostgreSQL dies (all its processes killed) and comes back on
 * its own, with every acknowledged write. Failed before the watchdog: /healthz stayed 503.
 */
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../index";
import net from "node:net";
import { isProcessAlive, startWatchedPostgres } from "./index";

function postmasterPid(pgDataDir: string): number | null {
  try {
    return Number(fs.readFileSync(path.join(pgDataDir, "postmaster.pid"), "utf8").split("\n")[0]);
  } catch {
    return null;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the embedded PostgreSQL's watchdog", () => {
  let dataDir: string;
  let db: Database | undefined;
  const events: string[] = [];
  const lost: Error[] = [];
  const pgDataDir = () => path.join(dataDir, "postgres");

  beforeAll(async () => {
    dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), "exitgame-watchdog-"));
    await fsp.chmod(dataDir, 0o755); // reachable by the `postgres` user when the tests run as root
    db = await openDatabase({
      dataDir,
      log: () => {},
      warn: (msg) => events.push(msg),
      onDatabaseLost: (error) => lost.push(error),
    });
  }, 180_000);
  afterAll(async () => {
    await db?.stop().catch(() => {});
    const pid = dataDir ? postmasterPid(pgDataDir()) : null;
    if (pid && isProcessAlive(pid)) process.kill(pid, "SIGINT");
    if (dataDir) await fsp.rm(dataDir, { recursive: true, force: true });
  });

  it("restarts it after all its processes are killed, says so, and loses no acknowledged write", async () => {
    const prisma = db!.prisma;
    const before = postmasterPid(pgDataDir())!;
    expect(isProcessAlive(before)).toBe(true);

    // Writes keep coming while the server dies: each one acknowledged must survive.
    const acknowledged: string[] = [];
    const writing = { on: true };
    const writer = (async () => {
      for (let i = 0; writing.on; i++) {
        const email = `save-${i}@example.org`;
        try {
          await prisma.user.create({
            data: { email, passwordHash: "x", displayName: `Save ${i}` },
          });
          acknowledged.push(email);
        } catch {
          await sleep(50); // not acknowledged: the client got an error
        }
      }
    })();
    while (acknowledged.length < 20) await sleep(10);

    // The postmaster runs in its own process group: this kills every postgres process at once.
    process.kill(-before, "SIGKILL");

    const deadline = Date.now() + 60_000;
    let back = false;
    while (!back && Date.now() < deadline) {
      await sleep(200);
      back = await prisma.$queryRaw`SELECT 1`.then(
        () => true,
        () => false,
      );
    }
    expect(back).toBe(true);
    const countAtRecovery = acknowledged.length;
    while (acknowledged.length < countAtRecovery + 5) await sleep(10);
    writing.on = false;
    await writer;

    const after = postmasterPid(pgDataDir())!;
    expect(after).not.toBe(before);
    expect(isProcessAlive(after)).toBe(true);
    expect(events).toContain("embedded PostgreSQL exited unexpectedly; restarting it");
    // Said once the application database is checked, a moment after it accepts connections.
    while (!events.includes("embedded PostgreSQL restarted") && Date.now() < deadline)
      await sleep(50);
    expect(events).toContain("embedded PostgreSQL restarted");
    expect(lost).toEqual([]);
    const stored = await prisma.user.findMany({
      where: { email: { in: acknowledged } },
      select: { email: true },
    });
    expect(stored.length).toBe(acknowledged.length);
  }, 120_000);

  it("stops for good on stop(): no restart after a clean shutdown", async () => {
    const pid = postmasterPid(pgDataDir())!;
    await db!.stop();
    db = undefined;
    await sleep(1500);
    expect(isProcessAlive(pid)).toBe(false);
    expect(postmasterPid(pgDataDir())).toBeNull();
    expect(events.filter((e) => e.includes("exited unexpectedly"))).toHaveLength(1);
  });
});

describe("when the embedded PostgreSQL cannot come back", () => {
  it("gives up (the server then exits non-zero for its supervisor) instead of serving 500s", async () => {
    const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), "exitgame-watchdog-"));
    await fsp.chmod(dataDir, 0o755);
    const events: string[] = [];
    let gaveUp: ((error: Error) => void) | undefined;
    const givenUp = new Promise<Error>((resolve) => (gaveUp = resolve));
    const running = await startWatchedPostgres({
      pgDataDir: path.join(dataDir, "postgres"),
      warn: (msg) => events.push(msg),
      onGiveUp: (error) => gaveUp!(error),
      // Time to take its port between its death and the first restart.
      restartDelayMs: 2_000,
    });
    // Someone else takes its port while it is down: its URL cannot stay the same.
    const blocker = net.createServer();
    try {
      process.kill(-running.pid, "SIGKILL");
      while (isProcessAlive(running.pid)) await sleep(20);
      await new Promise<void>((resolve, reject) => {
        blocker.once("error", reject);
        blocker.listen(running.port, "127.0.0.1", resolve);
      });
      const error = await givenUp;
      expect(error.message).toMatch(/instead of/);
      expect(events).toContain("giving up on the embedded PostgreSQL");
    } finally {
      blocker.close();
      await running.stop().catch(() => {});
      const pid = postmasterPid(path.join(dataDir, "postgres"));
      if (pid && isProcessAlive(pid)) process.kill(pid, "SIGINT");
      await sleep(500);
      await fsp.rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
