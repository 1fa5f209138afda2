import { spawn } from "node:child_process";
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isProcessAlive, startEmbeddedPostgres } from "./index";
import { openDatabase } from "../index";

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const fixture = path.join(apiDir, "src/db/test/hold-embedded.ts");

function postmasterPid(pgDataDir: string): number | null {
  try {
    return Number(fs.readFileSync(path.join(pgDataDir, "postmaster.pid"), "utf8").split("\n")[0]);
  } catch {
    return null;
  }
}

/** Starts the fixture in a child Node process and waits for its JSON line. */
function holdInChild(dataDir: string, email: string) {
  const child = spawn(process.execPath, ["--import", "tsx", fixture, dataDir, email], {
    cwd: apiDir,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const ready = new Promise<{ url: string; postmasterPid: number; nodePid: number }>(
    (resolve, reject) => {
      let out = "";
      child.stdout.on("data", (chunk: Buffer) => {
        out += chunk.toString();
        const line = out.split("\n")[0];
        if (out.includes("\n") && line) resolve(JSON.parse(line));
      });
      child.once("exit", (code) => reject(new Error(`fixture exited with ${code}: ${stderr}`)));
    },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return { child, ready, exited };
}

describe("embedded PostgreSQL", () => {
  let dataDir: string;
  const pgDataDir = () => path.join(dataDir, "postgres");
  beforeAll(async () => {
    dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), "exitgame-embedded-"));
    await fsp.chmod(dataDir, 0o755); // reachable by the `postgres` user when the tests run as root
  });
  afterAll(async () => {
    const pid = dataDir ? postmasterPid(pgDataDir()) : null;
    if (pid && isProcessAlive(pid)) process.kill(pid, "SIGINT");
    if (dataDir) await fsp.rm(dataDir, { recursive: true, force: true });
  });

  it("starts in a fresh data dir, survives a SIGKILL of its owner with the data intact, stops cleanly", async () => {
    const email = "survivor@example.org";
    const holder = holdInChild(dataDir, email);
    const first = await holder.ready;

    // A free port, not the system PostgreSQL's, remembered in the data directory.
    const port = Number(new URL(first.url).port);
    expect(port).not.toBe(5432);
    const meta = JSON.parse(
      await fsp.readFile(path.join(pgDataDir(), "exitgame-embedded.json"), "utf8"),
    );
    expect(meta.port).toBe(port);

    // While its owner lives, a second process reuses the server and leaves it running.
    const reused = await startEmbeddedPostgres({ pgDataDir: pgDataDir() });
    expect(reused.startedByUs).toBe(false);
    expect(reused.pid).toBe(first.postmasterPid);
    await reused.stop();
    expect(isProcessAlive(first.postmasterPid)).toBe(true);

    // Hard kill of the owner: the postmaster is orphaned and keeps running.
    process.kill(first.nodePid, "SIGKILL");
    await holder.exited;
    expect(isProcessAlive(first.postmasterPid)).toBe(true);

    // Opening again stops the orphan cleanly, starts a server we own, on the same port, same data.
    const logs: string[] = [];
    const db = await openDatabase({ dataDir, log: (msg) => logs.push(msg) });
    try {
      expect(logs).toContain(
        "stopping orphaned embedded PostgreSQL left behind by a killed process",
      );
      expect(isProcessAlive(first.postmasterPid)).toBe(false);
      expect(Number(new URL(db.url).port)).toBe(port);
      expect(await db.prisma.user.findUnique({ where: { email } })).not.toBeNull();
    } finally {
      await db.stop();
    }
    expect(postmasterPid(pgDataDir())).toBeNull(); // removed by a clean shutdown
    expect(fs.existsSync(path.join(pgDataDir(), "exitgame-owner.json"))).toBe(false);
    const log = await fsp.readFile(path.join(pgDataDir(), "exitgame-embedded.log"), "utf8");
    expect(log.trimEnd().endsWith("database system is shut down")).toBe(true);
  }, 60_000);

  it("starts despite a stale postmaster.pid whose pid now belongs to another process", async () => {
    const sleeper = spawn("sleep", ["30"], { stdio: "ignore" });
    try {
      const stale = [
        sleeper.pid,
        pgDataDir(),
        "0",
        "1",
        "",
        "127.0.0.1",
        "0 0",
        "ready   ",
        "",
      ].join("\n");
      await fsp.writeFile(path.join(pgDataDir(), "postmaster.pid"), stale);
      const logs: string[] = [];
      const server = await startEmbeddedPostgres({
        pgDataDir: pgDataDir(),
        log: (msg) => logs.push(msg),
      });
      try {
        expect(server.startedByUs).toBe(true);
        expect(logs).toContain(
          "removing stale postmaster.pid (its pid belongs to another process)",
        );
      } finally {
        await server.stop();
      }
      expect(isProcessAlive(sleeper.pid!)).toBe(true);
    } finally {
      sleeper.kill();
    }
  }, 30_000);
});
