/**
 * GET /metrics in Prometheus' text format (prom-client), one registry per server:
 *
 *  - exitgame_http_requests_total{family,method,status}, exitgame_http_request_duration_seconds
 *    {family}: every request, by route family (familyOf) — bounded labels, never a raw path;
 *  - exitgame_graphql_operations_total{type,name} and exitgame_graphql_operation_duration_seconds
 *    {type}: GraphQL operations (names the apps use; others count as "other");
 *  - exitgame_saves_total{kind,outcome}: team saves and document saves;
 *  - exitgame_answer_checks_total{outcome};
 *  - exitgame_sse_connections: open event streams (boards, team channels, subscriptions);
 *  - exitgame_db_pool_connections{state}: the Prisma client's pool (total, idle, waiting);
 *  - prom-client's process and Node.js metrics, among them the event loop lag
 *    (nodejs_eventloop_lag_*), the heap and the resident memory.
 *
 * With METRICS_TOKEN set, /metrics needs `Authorization: Bearer <token>`; METRICS=off turns it off.
 */
import { timingSafeEqual } from "node:crypto";
import type { RequestHandler, Response } from "express";
import type { Plugin } from "graphql-yoga";
import { Kind, type DocumentNode, type OperationDefinitionNode, type SelectionNode } from "graphql";
import client from "prom-client";
import { ApiError, sendError } from "../errors";

export const METRICS_PATH = "/metrics";

/** The route family of a request: a small, fixed set of label values. */
export function familyOf(method: string, path: string): string {
  if (path === "/graphql") return "graphql";
  if (path === "/healthz" || path === "/readyz" || path === METRICS_PATH) return "probe";
  if (path === "/api/competition/sessions/state") return "team_save";
  if (path === "/api/competition/sessions" || path === "/api/competition/sessions/resume")
    return "team_join";
  if (path === "/api/answers/check") return "answer_check";
  if (path.startsWith("/api/competition")) return "competition";
  if (path.startsWith("/api/assets")) return method === "POST" ? "asset_upload" : "asset";
  if (path.startsWith("/api/imports") || path.startsWith("/api/games/")) return "exchange";
  if (path.startsWith("/api/_auth")) return "auth";
  if (path.startsWith("/api/")) return "api_other";
  if (/\.[a-z0-9]{1,5}$/i.test(path)) return "static";
  return "page";
}

/** Distinct GraphQL operation names kept as labels; further names count as "other". */
const MAX_OPERATION_NAMES = 200;

export interface Metrics {
  registry: client.Registry;
  /** Counts and times every request; counts open event streams. */
  middleware: RequestHandler;
  /** GET /metrics. */
  handler: RequestHandler;
  /** Counts GraphQL operations and document saves. */
  yogaPlugin: Plugin;
  /** Open event-stream responses (graceful shutdown ends them). */
  readonly eventStreams: Set<Response>;
}

export function createMetrics(options: {
  token?: string;
  enabled?: boolean;
  pool?: () => { totalCount: number; idleCount: number; waitingCount: number } | undefined;
}): Metrics {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const requests = new client.Counter({
    name: "exitgame_http_requests_total",
    help: "HTTP requests by route family, method and status class",
    labelNames: ["family", "method", "status"] as const,
    registers: [registry],
  });
  const duration = new client.Histogram({
    name: "exitgame_http_request_duration_seconds",
    help: "Time to the end of the response by route family (event streams: not counted)",
    labelNames: ["family"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const operations = new client.Counter({
    name: "exitgame_graphql_operations_total",
    help: "GraphQL operations by type and name",
    labelNames: ["type", "name"] as const,
    registers: [registry],
  });
  const operationDuration = new client.Histogram({
    name: "exitgame_graphql_operation_duration_seconds",
    help: "GraphQL execution time by operation type",
    labelNames: ["type"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const saves = new client.Counter({
    name: "exitgame_saves_total",
    help: "Saves: team states (kind=team) and game documents (kind=document), by outcome",
    labelNames: ["kind", "outcome"] as const,
    registers: [registry],
  });
  const answerChecks = new client.Counter({
    name: "exitgame_answer_checks_total",
    help: "Answer checks by outcome (ok: answered; refused: 4xx; error: 5xx)",
    labelNames: ["outcome"] as const,
    registers: [registry],
  });
  const sse = new client.Gauge({
    name: "exitgame_sse_connections",
    help: "Open event-stream (SSE) connections",
    registers: [registry],
  });
  registry.registerMetric(
    new client.Gauge({
      name: "exitgame_db_pool_connections",
      help: "Database pool connections: total, idle, and requests waiting for one",
      labelNames: ["state"] as const,
      registers: [],
      collect() {
        const pool = options.pool?.();
        if (!pool) return;
        this.set({ state: "total" }, pool.totalCount);
        this.set({ state: "idle" }, pool.idleCount);
        this.set({ state: "waiting" }, pool.waitingCount);
      },
    }),
  );

  const eventStreams = new Set<Response>();
  const outcome = (status: number) => (status < 400 ? "ok" : status < 500 ? "refused" : "error");

  const middleware: RequestHandler = (req, res, next) => {
    const family = familyOf(req.method, req.path);
    const started = process.hrtime.bigint();
    const stream = (req.headers.accept ?? "").includes("text/event-stream");
    if (stream) {
      eventStreams.add(res);
      sse.inc();
    }
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      if (stream) {
        eventStreams.delete(res);
        sse.dec();
      }
      const status = res.statusCode;
      requests.inc({ family, method: req.method, status: `${Math.floor(status / 100)}xx` });
      if (!stream) duration.observe({ family }, Number(process.hrtime.bigint() - started) / 1e9);
      if (family === "team_save") saves.inc({ kind: "team", outcome: outcome(status) });
      if (family === "answer_check") answerChecks.inc({ outcome: outcome(status) });
    };
    res.on("finish", finish);
    res.on("close", finish);
    next();
  };

  const names = new Set<string>();
  const labelFor = (name: string | undefined) => {
    if (!name || !/^[A-Za-z_][A-Za-z0-9_]{0,63}$/.test(name)) return "other";
    if (names.has(name)) return name;
    if (names.size >= MAX_OPERATION_NAMES) return "other";
    names.add(name);
    return name;
  };
  const yogaPlugin: Plugin = {
    onExecute({ args }) {
      const document = args.document as DocumentNode;
      const operation = document.definitions.find(
        (d): d is OperationDefinitionNode =>
          d.kind === Kind.OPERATION_DEFINITION &&
          (!args.operationName || d.name?.value === args.operationName),
      );
      const type = operation?.operation ?? "unknown";
      operations.inc({ type, name: labelFor(operation?.name?.value) });
      const savesDocument =
        type === "mutation" &&
        operation!.selectionSet.selections.some(
          (s: SelectionNode) => s.kind === Kind.FIELD && s.name.value === "saveGameDocument",
        );
      const started = process.hrtime.bigint();
      return {
        onExecuteDone({ result }) {
          operationDuration.observe({ type }, Number(process.hrtime.bigint() - started) / 1e9);
          if (!savesDocument) return;
          const failed = "errors" in result && Boolean(result.errors?.length);
          saves.inc({ kind: "document", outcome: failed ? "refused" : "ok" });
        },
      };
    },
  };

  const expected = options.token ? Buffer.from(`Bearer ${options.token}`) : undefined;
  const handler: RequestHandler = (req, res, next) => {
    if (options.enabled === false) return void res.status(404).end();
    res.setHeader("Cache-Control", "no-store");
    if (expected) {
      const given = Buffer.from(req.headers.authorization ?? "");
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        res.setHeader("WWW-Authenticate", 'Bearer realm="metrics"');
        return void sendError(res, new ApiError("UNAUTHENTICATED"), "en");
      }
    }
    registry.metrics().then(
      (text) => res.type(registry.contentType).send(text),
      (error: unknown) => next(error),
    );
  };

  return { registry, middleware, handler, yogaPlugin, eventStreams };
}
