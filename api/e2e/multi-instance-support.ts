/**
 * Several API instances as README "Running several instances" describes them, on this machine:
 * production builds (api/dist/prod.js) in child processes on one fresh PostgreSQL database (the
 * machine's server), the machine's Redis (a database index of its own), an S3-compatible
 * server (s3rver) and a small round-robin proxy, all started here. Used by the two-instance
 * tests and `pnpm bench:soak`.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { Redis } from "ioredis";
import pg from "pg";
import { startS3Server } from "../src/testing/s3-server";
import { ADMIN, exited, ROOT } from "./competition-support";

export const TEST_SERVER_URL =
  process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
/** The Redis database index the instances share (others' tests use index 0). */
const REDIS_DB = 9;
export const METRICS_TOKEN = "multi-instance-metrics-token";

/** Why the tests cannot run here (no PostgreSQL or Redis reachable), or null. */
export async function missingServices(): Promise<string | null> {
  const client = new pg.Client({
    connectionString: TEST_SERVER_URL,
    connectionTimeoutMillis: 3000,
  });
  client.on("error", () => {});
  try {
    await client.connect();
  } catch (error) {
    return `PostgreSQL at ${TEST_SERVER_URL} is not reachable (${String(error)})`;
  } finally {
    await client.end().catch(() => {});
  }
  const redis = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 3000,
    retryStrategy: () => null,
  });
  redis.on("error", () => {});
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    return `Redis at ${TEST_REDIS_URL} is not reachable (${String(error)})`;
  } finally {
    redis.disconnect();
  }
  return null;
}

export interface Instance {
  name: string;
  port: number;
  base: string;
  child: ChildProcess;
  /** Its log lines (JSON), as they came. */
  logs: Record<string, unknown>[];
}

/** A round-robin proxy: each request to the next instance; a refused connection goes to the next. */
export class RoundRobinProxy {
  private next = 0;
  private server?: http.Server;
  /** Requests each backend answered. */
  readonly served = new Map<string, number>();
  /** The backend of each event stream, in order. */
  readonly streams: string[] = [];

  constructor(
    readonly port: number,
    private readonly targets: () => string[],
  ) {}

  get base(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => this.forward(req, res, Buffer.concat(chunks), new Set()));
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, "127.0.0.1", resolve));
  }

  private forward(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    body: Buffer,
    refused: Set<string>,
  ) {
    const targets = this.targets().filter((t) => !refused.has(t));
    const target = targets[this.next++ % Math.max(1, targets.length)];
    if (!target) return void res.writeHead(502).end();
    const url = new URL(target);
    const upstream = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, "x-forwarded-for": "127.0.0.1" },
      },
      (answer) => {
        this.served.set(target, (this.served.get(target) ?? 0) + 1);
        if (String(answer.headers["content-type"]).startsWith("text/event-stream"))
          this.streams.push(target);
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        answer.on("error", () => res.destroy());
      },
    );
    upstream.on("error", (error: NodeJS.ErrnoException) => {
      // Never reached the instance (it is down): the next one gets it, as a load balancer does.
      if (error.code === "ECONNREFUSED") return this.forward(req, res, body, refused.add(target));
      if (!res.headersSent)
        res
          .writeHead(502, { "Content-Type": "application/json" })
          .end(JSON.stringify({ proxyError: error.code ?? String(error), target }));
      else res.destroy();
    });
    res.on("close", () => upstream.destroy());
    upstream.end(body);
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }
}

export interface Cluster {
  databaseUrl: string;
  redisUrl: string;
  instances: Instance[];
  proxy: RoundRobinProxy;
  env: Record<string, string>;
  /** Starts instance `i` again (after a kill). */
  restart(i: number): Promise<Instance>;
  /** A SQL query on the cluster's database. */
  query<T extends pg.QueryResultRow>(sql: string, params?: unknown[]): Promise<T[]>;
  stop(): Promise<void>;
}

/** Starts `count` instances at the same moment on an empty database, and the proxy. */
export async function startCluster(options: {
  basePort: number;
  count?: number;
  label: string;
  extraEnv?: Record<string, string>;
  logLevel?: string;
}): Promise<Cluster> {
  const count = options.count ?? 2;
  const database = `eg_${options.label}_${randomBytes(4).toString("hex")}`;
  const serverUrl = new URL(TEST_SERVER_URL);
  serverUrl.pathname = `/${database}`;
  const databaseUrl = serverUrl.toString();
  const redisUrl = `${TEST_REDIS_URL.replace(/\/\d*$/, "")}/${REDIS_DB}`;
  const s3 = await startS3Server(`eg-${options.label}`);
  const dataRoot = path.join(ROOT, "test-results", `multi-instance-${options.label}`);
  rmSync(dataRoot, { recursive: true, force: true });
  const env: Record<string, string> = {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    ...s3.env,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    METRICS_TOKEN,
    LOG_LEVEL: options.logLevel ?? "info",
    MALLOC_ARENA_MAX: "2",
    ...options.extraEnv,
  };
  const spawnInstance = (i: number): Instance => {
    const name = String.fromCharCode(65 + i);
    const port = options.basePort + 1 + i;
    const dataDir = path.join(dataRoot, name);
    mkdirSync(dataDir, { recursive: true });
    const child = spawn(process.execPath, ["api/dist/prod.js"], {
      cwd: ROOT,
      env: { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const logs: Record<string, unknown>[] = [];
    let rest = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split("\n");
      rest = lines.pop()!;
      for (const line of lines) {
        if (!line.startsWith("{")) continue;
        try {
          logs.push(JSON.parse(line) as Record<string, unknown>);
        } catch {
          // a console line (the admin box), not a log line
        }
      }
    });
    child.stderr!.on("data", (chunk: Buffer) => process.stderr.write(`[${name}] ${chunk}`));
    return { name, port, base: `http://127.0.0.1:${port}`, child, logs };
  };
  // Both at the same moment, as an orchestrator starts two replicas on a first install.
  const instances = Array.from({ length: count }, (_, i) => spawnInstance(i));
  const proxy = new RoundRobinProxy(options.basePort, () => instances.map((i) => i.base));
  await proxy.start();
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  pool.on("error", () => {});
  const cluster: Cluster = {
    databaseUrl,
    redisUrl,
    instances,
    proxy,
    env,
    async restart(i) {
      instances[i] = spawnInstance(i);
      await waitReady(instances[i]!);
      return instances[i]!;
    },
    query: async (sql, params = []) => (await pool.query(sql, params)).rows,
    async stop() {
      await Promise.all(
        instances.map(async (instance) => {
          if (instance.child.exitCode === null && instance.child.signalCode === null) {
            instance.child.kill("SIGTERM");
            await exited(instance.child);
          }
        }),
      );
      await proxy.close();
      await pool.end().catch(() => {});
      await s3.close();
      const admin = new pg.Client({ connectionString: TEST_SERVER_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`).catch(() => {});
      await admin.end();
    },
  };
  try {
    await Promise.all(instances.map((instance) => waitReady(instance)));
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return cluster;
}

/** Waits until `/readyz` answers 200, or fails when the process exits first. */
export async function waitReady(instance: Instance, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (instance.child.exitCode !== null || instance.child.signalCode !== null)
      throw new Error(`instance ${instance.name} exited with ${instance.child.exitCode}`);
    try {
      if ((await fetch(`${instance.base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`instance ${instance.name} did not become ready`);
}

/** A browser whose requests may go to any instance: one cookie jar, the base per request. */
export class Browser {
  private cookies = new Map<string, string>();

  async request<T>(
    base: string,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; body: T; headers: Headers }> {
    const raw = body instanceof Buffer;
    const res = await fetch(base + path, {
      method,
      headers: {
        Cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
        "Accept-Language": "en",
        ...(body === undefined
          ? {}
          : { "Content-Type": raw ? "application/octet-stream" : "application/json" }),
        ...headers,
      },
      body: body === undefined ? undefined : raw ? new Uint8Array(body) : JSON.stringify(body),
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const eq = pair!.indexOf("=");
      this.cookies.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  async gql<T>(base: string, query: string, variables: Record<string, unknown> = {}) {
    const res = await this.request<{ data?: T; errors?: { extensions?: { code?: string } }[] }>(
      base,
      "POST",
      "/graphql",
      { query, variables },
    );
    return res.body;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
}

export const LOGIN =
  "mutation($e: String!, $p: String!) { login(email: $e, password: $p) { viewer { id email } } }";

/**
 * Follows a competition's board over GraphQL-over-SSE as the board page does
 * (editor/app/routes/dashboard/competition-live.tsx): reconnects 2 s after the stream breaks.
 */
export function followBoard(
  base: string,
  cookie: string,
  competitionId: string,
  /** Where the first connection goes (later ones go to `base`). */
  first = base,
) {
  const events: {
    at: number;
    connection: number;
    board: { teams: { sessionId: string; currentSceneName: string | null }[] };
  }[] = [];
  const controller = new AbortController();
  let connection = 0;
  const subscription = `subscription($id: ID!) { competitionBoardChanged(id: $id) { teams { sessionId currentSceneName } } }`;
  const connect = async (): Promise<void> => {
    connection++;
    try {
      const response = await fetch(`${connection === 1 ? first : base}/graphql`, {
        method: "POST",
        signal: controller.signal,
        headers: {
          Cookie: cookie,
          "Content-Type": "application/json",
          Accept: "text/event-stream",
          "x-graphql-yoga-csrf": "1",
        },
        body: JSON.stringify({ query: subscription, variables: { id: competitionId } }),
      });
      if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = "";
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const event = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const line = event.split("\n").find((l) => l.startsWith("data:"));
          if (!line || line.length <= 6) continue;
          const payload = JSON.parse(line.slice(5)) as {
            data?: { competitionBoardChanged: (typeof events)[number]["board"] };
          };
          if (payload.data)
            events.push({
              at: Date.now(),
              connection,
              board: payload.data.competitionBoardChanged,
            });
        }
      }
    } catch {
      if (controller.signal.aborted) return;
    }
    if (!controller.signal.aborted) setTimeout(() => void connect(), 2000);
  };
  void connect();
  return {
    events,
    get connections() {
      return connection;
    },
    stop: () => controller.abort(),
  };
}
