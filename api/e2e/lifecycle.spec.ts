import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

/**
 * The production server's life cycle on its embedded database: a hard kill (SIGKILL) and a
 * restart keep the data; SIGTERM drains and stops the database cleanly.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const DATA_DIR = path.join(ROOT, "test-results", "lifecycle-data");
const PORT = Number(process.env.E2E_PORT ?? 3210) + 20;
const BASE = `http://127.0.0.1:${PORT}`;

function startServer(): ChildProcess {
  const child = spawn(process.execPath, ["api/dist/prod.js"], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR,
      LOG_LEVEL: "warn",
      ADMIN_PASSWORD: "lifecycle-pass",
      NODE_ENV: "production",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  child.on("exit", (code, signal) => {
    if (code !== 0 && signal === null) console.error(`server exited with ${code}:\n${output}`);
  });
  return child;
}

async function waitHealthy(): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${BASE}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("server did not become healthy");
}

const exited = (child: ChildProcess) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null)
      resolve({ code: child.exitCode, signal: child.signalCode });
    else child.once("exit", (code, signal) => resolve({ code, signal }));
  });

async function gql<T>(query: string): Promise<T> {
  const res = await fetch(`${BASE}/graphql`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ query }),
  });
  return ((await res.json()) as { data: T }).data;
}

test.describe.configure({ mode: "serial", timeout: 240_000 });

test("SIGKILL, restart: the data is still there and the first-start seed does not run again", async () => {
  rmSync(DATA_DIR, { recursive: true, force: true });
  let server = startServer();
  await waitHealthy();
  const before = await gql<{ publishedGames: { id: number; title: string }[] }>(
    "{ publishedGames { id title } }",
  );
  expect(before.publishedGames).toHaveLength(1);

  server.kill("SIGKILL");
  expect((await exited(server)).signal).toBe("SIGKILL");

  server = startServer();
  await waitHealthy();
  const after = await gql<{ publishedGames: { id: number; title: string }[] }>(
    "{ publishedGames { id title } }",
  );
  expect(after.publishedGames).toEqual(before.publishedGames);
  const page = await fetch(`${BASE}/games/${before.publishedGames[0]!.id}/play`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain("Willkommen im verschlossenen Labor!");

  // SIGTERM: drains, stops the embedded PostgreSQL cleanly, exits 0.
  server.kill("SIGTERM");
  expect(await exited(server)).toEqual({ code: 0, signal: null });
  expect(existsSync(path.join(DATA_DIR, "postgres", "postmaster.pid"))).toBe(false);
});
