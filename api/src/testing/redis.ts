/**
 * A Redis for tests. TEST_REDIS_URL when it is set (used as given: a wrong one fails); else the
 * one on 127.0.0.1:6379 when it answers; else a `redis-server` of this test process on a free
 * port (no persistence, stopped when the process ends). Without any of them the answer says
 * why, the reason is printed once, and the tests that need Redis are skipped
 * (`describe.skipIf(!redis.url)`), so a machine without Redis does not fail them.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createConnection, createServer } from "node:net";

export type TestRedis = { url: string; reason?: undefined } | { url: null; reason: string };

const DEFAULT_URL = "redis://127.0.0.1:6379";

/** Whether a Redis answers PING at `port` on 127.0.0.1 within `timeoutMs`. */
function answersPing(port: number, timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: "127.0.0.1", port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.on("error", () => done(false));
    socket.on("connect", () => socket.write("PING\r\n"));
    socket.on("data", (chunk) => done(chunk.toString().startsWith("+PONG")));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

let own: ChildProcess | null = null;

async function startOwn(): Promise<TestRedis> {
  const port = await freePort();
  const child = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: "ignore" },
  );
  const failed = new Promise<string>((resolve) => {
    child.once("error", (error) => resolve(`redis-server could not be started (${error.message})`));
    child.once("exit", (code) => resolve(`redis-server ended at once (exit code ${code})`));
  });
  for (let i = 0; i < 50; i++) {
    const outcome = await Promise.race([
      failed,
      new Promise<null>((resolve) => setTimeout(resolve, 100, null)),
    ]);
    if (outcome !== null) return { url: null, reason: outcome };
    if (await answersPing(port)) {
      own = child;
      process.once("exit", () => own?.kill());
      return { url: `redis://127.0.0.1:${port}` };
    }
  }
  child.kill();
  return { url: null, reason: "redis-server did not answer within 5 s" };
}

let found: Promise<TestRedis> | undefined;

export function testRedis(): Promise<TestRedis> {
  found ??= (async () => {
    const given = process.env["TEST_REDIS_URL"];
    if (given) return { url: given };
    if (await answersPing(Number(new URL(DEFAULT_URL).port))) return { url: DEFAULT_URL };
    const started = await startOwn();
    if (!started.url)
      console.warn(
        `Skipping the tests that need Redis: nothing answers at ${DEFAULT_URL}, TEST_REDIS_URL is not set, and ${started.reason}.`,
      );
    return started;
  })();
  return found;
}
