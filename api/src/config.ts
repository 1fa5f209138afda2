import path from "node:path";
import { z } from "zod";
import { isLoopbackHost } from "./clock";

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.url().optional(),
  /** Public base URL (for links in mails and game URLs); defaults to the request's origin. */
  PUBLIC_URL: z.url().optional(),
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
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Test-only: a server clock end-to-end tests may move (see clock.ts); only on loopback, never with PUBLIC_URL. */
  TEST_CLOCK: z.enum(["0", "1"]).default("0"),
});

export type Config = z.infer<typeof schema> & { dataDir: string; production: boolean };

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
  };
}
