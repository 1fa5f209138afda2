import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import type { RequestHandler } from "express";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { openDatabase, type Database } from "../db";
import { createTestDatabase, type TestDatabase } from "../db/test/helpers";
import { startServer, type RunningServer } from "../server";
import { currentRequestId } from "../request-context";
import { testRedis } from "../testing/redis";
import { familyOf } from "./metrics";

/**
 * What an operator of several instances relies on: /metrics (token), /readyz (database, Redis,
 * storage; draining at shutdown), shutdown that ends event streams, and the request id.
 */
const TOKEN = "metrics-token-0123456789";
// the servers of "operability" and "graceful shutdown" run with Redis, as several instances do
const redis = await testRedis();
const REDIS_URL = redis.url ?? "redis://127.0.0.1:1";
const dataDir = mkdtempSync(path.join(os.tmpdir(), "eg-ops-"));
let database: TestDatabase;
const lines: Record<string, unknown>[] = [];
const logger = pino(
  { level: "info", mixin: () => ({ requestId: currentRequestId() }) },
  new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  }),
);

/** A page that answers with an event stream and keeps it open (as a board does). */
const streamingPage: RequestHandler = (_req, res) => {
  res.writeHead(200, { "Content-Type": "text/event-stream" });
  res.write("data: hello\n\n");
};

async function start(env: Record<string, string> = {}) {
  const config = loadConfig({
    NODE_ENV: "test",
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    METRICS_TOKEN: TOKEN,
    REDIS_URL,
    SMTP_URL: "smtp://127.0.0.1:1",
    ...env,
  });
  const db: Database = await openDatabase({
    dataDir,
    databaseUrl: database.url,
    log: () => {},
  });
  const server = await startServer({
    config,
    logger,
    db,
    apps: {
      assets: [],
      ssr: { player: streamingPage, editor: streamingPage },
      close: async () => {},
    },
  });
  return server;
}

beforeAll(async () => {
  database = await createTestDatabase("ops");
});
afterAll(async () => {
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(!redis.url)("operability", () => {
  let server: RunningServer;
  let origin: string;
  beforeAll(async () => {
    server = await start();
    origin = server.origin;
  });
  afterAll(() => server?.close());

  it("/metrics needs the token and reports requests, GraphQL, the pool and the event loop", async () => {
    expect((await fetch(`${origin}/metrics`)).status).toBe(401);
    expect(
      (await fetch(`${origin}/metrics`, { headers: { Authorization: "Bearer wrong" } })).status,
    ).toBe(401);
    await fetch(`${origin}/graphql`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ query: "query Probe { __typename }", operationName: "Probe" }),
    });
    await fetch(`${origin}/api/answers/check`, { method: "POST" });
    const res = await fetch(`${origin}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(
      /exitgame_http_requests_total\{family="graphql",method="POST",status="2xx"\} 1/,
    );
    expect(text).toMatch(
      /exitgame_http_request_duration_seconds_bucket\{le="0.1",family="graphql"\}/,
    );
    expect(text).toMatch(/exitgame_graphql_operations_total\{type="query",name="Probe"\} 1/);
    expect(text).toMatch(/exitgame_answer_checks_total\{outcome="refused"\} 1/);
    expect(text).toMatch(/exitgame_db_pool_connections\{state="total"\} \d+/);
    expect(text).toMatch(/nodejs_eventloop_lag_seconds \d/);
    expect(text).toMatch(/exitgame_sse_connections 0/);
  });

  it("route families are a fixed set, never a raw path", () => {
    expect(familyOf("POST", "/api/competition/sessions/state")).toBe("team_save");
    expect(familyOf("GET", "/api/assets/abc")).toBe("asset");
    expect(familyOf("POST", "/api/assets")).toBe("asset_upload");
    expect(familyOf("GET", "/games/12/play")).toBe("page");
    expect(familyOf("GET", "/_player/assets/x.js")).toBe("static");
  });

  it("/readyz: database, Redis and storage reachable", async () => {
    const res = await fetch(`${origin}/readyz`);
    expect(await res.json()).toEqual({
      status: "ready",
      database: "ok",
      redis: "ok",
      storage: "ok",
    });
    expect(res.status).toBe(200);
  });

  it("a request id: taken from the request or made, answered, and in the log lines", async () => {
    const given = await fetch(`${origin}/healthz`, { headers: { "X-Request-Id": "lb-1234" } });
    expect(given.headers.get("x-request-id")).toBe("lb-1234");
    const made = await fetch(`${origin}/healthz`);
    const id = made.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const bad = await fetch(`${origin}/healthz`, { headers: { "X-Request-Id": "a b\tc" } });
    expect(bad.headers.get("x-request-id")).not.toBe("a b\tc");
    await new Promise((r) => setTimeout(r, 50));
    const logged = lines.filter((l) => l.msg === "request").map((l) => l.requestId);
    expect(logged).toContain("lb-1234");
    expect(logged).toContain(id);
  });
});

describe("readiness without Redis", () => {
  it("/readyz answers 503 when Redis is unreachable (asked by address, like a balancer)", async () => {
    const server = await start({
      REDIS_URL: "redis://127.0.0.1:1",
      ALLOWED_HOSTS: "exit.example.org",
    });
    try {
      const res = await fetch(`${server.origin}/readyz`);
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ status: "unavailable", redis: "unreachable" });
      // Probes come by address: not refused for a host outside ALLOWED_HOSTS.
      const metrics = await fetch(`${server.origin}/metrics`, {
        headers: { Authorization: `Bearer ${TOKEN}` },
      });
      expect(metrics.status).toBe(200);
      expect((await fetch(`${server.origin}/graphql`)).status).toBe(400);
    } finally {
      await server.close();
    }
  });
});

describe.skipIf(!redis.url)("graceful shutdown", () => {
  it("says draining first, then ends open event streams and stops within moments", async () => {
    const server = await start({ SHUTDOWN_DRAIN_MS: "400", METRICS: "off" });
    expect((await fetch(`${server.origin}/metrics`)).status).toBe(404); // METRICS=off
    const stream = await fetch(`${server.origin}/games/1/board`, {
      headers: { Accept: "text/event-stream" },
    });
    const reader = stream.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain("hello");
    const started = Date.now();
    const closing = server.close();
    await new Promise((r) => setTimeout(r, 100));
    const ready = await fetch(`${server.origin}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: "draining" });
    // The stream ends (its browser reconnects to another instance) instead of holding the stop.
    let ended = false;
    while (!ended) ended = (await reader.read()).done;
    await closing;
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});
