/**
 * GET /readyz: whether this instance should get traffic — the database, Redis (when
 * REDIS_URL is set) and the asset storage answer, and it is not shutting down. A load balancer
 * stops sending requests on 503; /healthz only says that the process is alive.
 *
 *   200 {"status":"ready","database":"ok","redis":"ok"|"not configured","storage":"ok"}
 *   503 {"status":"unavailable", … the failing one: "unreachable"}
 *   503 {"status":"draining"} once shutdown began
 */
import type { RequestHandler } from "express";
import { Redis } from "ioredis";
import type { AssetStorage } from "../assets/storage";
import type { PrismaClient } from "../generated/prisma/client";
import type { Logger } from "../logger";

export const READINESS_TIMEOUT_MS = 2_000;
/** A well-formed key no object has: asking for it shows that the storage answers. */
const PROBE_KEY = "0".repeat(64);

type State = "ok" | "unreachable" | "not configured";

export interface Readiness {
  handler: RequestHandler;
  /** From now on /readyz answers 503 draining. */
  drain(): void;
  readonly draining: boolean;
  close(): Promise<void>;
}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

export function createReadiness(deps: {
  prisma: PrismaClient;
  storage: AssetStorage;
  redisUrl?: string;
  logger: Pick<Logger, "warn">;
}): Readiness {
  let draining = false;
  const redis = deps.redisUrl
    ? new Redis(deps.redisUrl, {
        lazyConnect: true,
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        connectTimeout: READINESS_TIMEOUT_MS,
      })
    : undefined;
  redis?.on("error", () => {}); // reported by /readyz itself
  const probe = async (name: string, check: () => Promise<unknown>): Promise<State> => {
    try {
      await within(check(), READINESS_TIMEOUT_MS);
      return "ok";
    } catch (err) {
      deps.logger.warn({ err, check: name }, "readiness check failed");
      return "unreachable";
    }
  };
  const pingRedis = async () => {
    if (redis!.status === "wait" || redis!.status === "end") await redis!.connect();
    await redis!.ping();
  };
  return {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
    handler: (_req, res) => {
      res.setHeader("Cache-Control", "no-store");
      if (draining) return void res.status(503).json({ status: "draining" });
      void (async () => {
        const [database, redisState, storage] = await Promise.all([
          probe("database", () => deps.prisma.$queryRaw`SELECT 1`),
          redis ? probe("redis", pingRedis) : Promise.resolve<State>("not configured"),
          probe("storage", () => deps.storage.stat(PROBE_KEY)),
        ]);
        const ok = database === "ok" && redisState !== "unreachable" && storage === "ok";
        if (draining) return void res.status(503).json({ status: "draining" });
        res
          .status(ok ? 200 : 503)
          .json({ status: ok ? "ready" : "unavailable", database, redis: redisState, storage });
      })();
    },
    async close() {
      redis?.disconnect();
    },
  };
}
