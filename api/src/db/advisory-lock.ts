/**
 * PostgreSQL advisory locks: what makes work that must happen once safe when several API
 * instances start or run at the same moment on one database (migrations, the first seed,
 * scheduled jobs). A lock is held by one connection (its session); when that connection ends —
 * a crash included — PostgreSQL releases it.
 */
import pg from "pg";
import { pgConfigFromUrl } from "./migrate/pg-adapter";

/** The lock keys this application uses (one 64-bit key each; any fixed numbers will do). */
export const LOCK_KEYS = {
  /** Migrations and the first seed: one instance at a time, the others wait. */
  startup: 7_264_000_001n,
  /** Held by the one instance that runs the scheduled jobs (jobs.ts). */
  jobs: 7_264_000_002n,
} as const;

/** Runs `fn` while holding the advisory lock `key`, waiting for it as long as another holds it. */
export async function withAdvisoryLock<T>(
  url: string,
  key: bigint,
  fn: () => Promise<T>,
  options: { onWait?: () => void } = {},
): Promise<T> {
  const client = new pg.Client({ ...pgConfigFromUrl(url), application_name: "exitgame-lock" });
  client.on("error", () => {});
  await client.connect();
  try {
    const tried = await client.query<{ locked: boolean }>(
      "SELECT pg_try_advisory_lock($1) AS locked",
      [key.toString()],
    );
    if (!tried.rows[0]!.locked) {
      options.onWait?.();
      await client.query("SELECT pg_advisory_lock($1)", [key.toString()]);
    }
    try {
      return await fn();
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [key.toString()]).catch(() => {});
    }
  } finally {
    await client.end().catch(() => {});
  }
}
