import path from "node:path";
import { z } from "zod";
import { isLoopbackHost } from "./clock";

/** A comma-separated list, each entry checked by `entry`. */
function list(entry: z.ZodType<string>) {
  return z
    .string()
    .default("")
    .transform((value, ctx) => {
      const items = value
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean);
      for (const item of items) {
        const result = entry.safeParse(item);
        if (!result.success)
          ctx.addIssue({ code: "custom", message: `${item}: ${result.error.issues[0]?.message}` });
      }
      return items.map((item) => item.toLowerCase());
    });
}

/** Days a launch from a learning platform is kept unless LTI_RETENTION_DAYS says otherwise. */
export const LTI_RETENTION_DAYS_DEFAULT = 365;

const hostEntry = z
  .string()
  .regex(
    /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i,
    "expected a host name, e.g. games.example.org",
  );
const originEntry = z
  .url()
  .refine((u) => /^https?:\/\/[^/]+$/.test(u), "expected an origin, e.g. https://app.example.org");

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.url().optional(),
  /**
   * Public base URL (links in mails, game URLs, the JSXGraph frame's script URL). Without it,
   * links use the request's host if it is in ALLOWED_HOSTS, else http://localhost:PORT.
   */
  PUBLIC_URL: z.url().optional(),
  /** Host names (host or host:port) this server answers to, comma-separated; others get 400. */
  ALLOWED_HOSTS: list(hostEntry),
  /** Origins whose pages may read the API with the visitor's cookies (CORS), comma-separated; none by default. */
  CORS_ORIGINS: list(originEntry),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  /** SMTP server for mails, e.g. smtp://user:pass@mail.example.org:587; without it mails go to DATA_DIR/outbox. */
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().default("Exitgame Studio <no-reply@exitgame.local>"),
  /** Redis for rate limits shared by several API instances; in-memory limits without it. */
  REDIS_URL: z.url().optional(),
  /** OpenAI-compatible chat-completions endpoint of the AI chat element, e.g. https://api.openai.com/v1; without it the chat says it is not set up. */
  AI_CHAT_BASE_URL: z.url().optional(),
  AI_CHAT_API_KEY: z.string().optional(),
  AI_CHAT_MODEL: z.string().min(1).default("gpt-4o-mini"),
  /** "off" switches the AI chat off for the whole instance (no request reaches the model). */
  AI_CHAT: z.enum(["on", "off"]).default("on"),
  /**
   * The longest retention (days after a competition's end) a manager may choose; the players'
   * personal data of a competition is deleted when its retention has passed (issue 27).
   */
  COMPETITION_RETENTION_MAX_DAYS: z.coerce.number().int().min(0).max(365).default(365),
  /** Asset storage: an S3-compatible bucket when S3_BUCKET is set, DATA_DIR/assets otherwise. */
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Path-style URLs (endpoint/bucket/key), needed by MinIO and Garage; on by default when S3_ENDPOINT is set. */
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).optional(),
  /** Largest upload in MB before conversion (images). */
  ASSET_UPLOAD_MAX_MB: z.coerce.number().positive().default(20),
  /** Largest image in MB after conversion to WebP. */
  ASSET_IMAGE_MAX_MB: z.coerce.number().positive().default(5),
  /** Largest audio or video file in MB (kept as uploaded). */
  ASSET_MEDIA_MAX_MB: z.coerce.number().positive().default(100),
  /** Image conversions running at the same time (each holds a decoded image in memory). */
  ASSET_CONVERSION_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  /** AI chat answers per player address and minute. */
  AI_CHAT_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /** AI chat answers per game and hour, all players together (the budget of one game). */
  AI_CHAT_PER_GAME_PER_HOUR: z.coerce.number().int().min(1).default(300),
  /** Wrong answers per play session (or team) and element per minute before checking waits. */
  ANSWER_WRONG_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** Wrong answers per address, game and element in 24 hours, all play sessions and teams together. */
  ANSWER_WRONG_PER_ADDRESS_PER_DAY: z.coerce.number().int().min(1).default(3000),
  /** Registrations per address and hour (a school behind one address may raise it). */
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(5),
  /**
   * Which proxies' X-Forwarded-* headers are believed (express "trust proxy"): "loopback" by
   * default; behind a load balancer on a private network e.g. "loopback, uniquelocal".
   */
  TRUST_PROXY: z.string().min(1).default("loopback"),
  /** GET /metrics (Prometheus): "off" turns it off. */
  METRICS: z.enum(["on", "off"]).default("on"),
  /** With it, GET /metrics requires `Authorization: Bearer <METRICS_TOKEN>`. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /**
   * At shutdown, how long /readyz says "draining" before the server stops accepting
   * connections (ms): time for a load balancer to take this instance out of rotation.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  /**
   * Secret (at least 32 characters) that encrypts the LTI tool's private keys in the database
   * (api/src/lti/keys.ts). Without it, LTI 1.3 is switched off: /lti/* answer 503.
   */
  LTI_KEY_SECRET: z.string().min(32, "at least 32 characters").optional(),
  /**
   * Days a launch from a learning platform (the LMS user's pseudonymous id, course, scores sent)
   * is kept (api/src/lti/retention.ts); competition launches go earlier with the competition's data.
   */
  LTI_RETENTION_DAYS: z.coerce.number().int().min(1).max(730).default(LTI_RETENTION_DAYS_DEFAULT),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Test-only: a server clock end-to-end tests may move (see clock.ts); only on loopback, never with PUBLIC_URL. */
  TEST_CLOCK: z.enum(["0", "1"]).default("0"),
});

export type Config = Omit<z.infer<typeof schema>, "S3_FORCE_PATH_STYLE"> & {
  dataDir: string;
  production: boolean;
  S3_FORCE_PATH_STYLE: boolean;
};

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ""),
  );
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  if (
    parsed.data.TEST_CLOCK === "1" &&
    (!isLoopbackHost(parsed.data.HOST) || parsed.data.PUBLIC_URL)
  ) {
    throw new Error(
      "Invalid configuration:\n  TEST_CLOCK: only for tests on a loopback HOST (127.0.0.1, ::1, localhost) without PUBLIC_URL",
    );
  }
  return {
    ...parsed.data,
    dataDir: path.resolve(parsed.data.DATA_DIR),
    production: parsed.data.NODE_ENV === "production",
    S3_FORCE_PATH_STYLE:
      parsed.data.S3_FORCE_PATH_STYLE === undefined
        ? parsed.data.S3_ENDPOINT !== undefined
        : parsed.data.S3_FORCE_PATH_STYLE === "true",
  };
}
