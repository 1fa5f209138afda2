/** Connecting to the embedded server as its superuser. */
import pg from "pg";
import type { DbLogger, Meta } from "./types";

export function adminConfig(meta: Meta, port: number, database = "postgres"): pg.ClientConfig {
  return {
    host: "127.0.0.1",
    port,
    user: meta.user,
    password: meta.password,
    database,
    connectionTimeoutMillis: 2000,
  };
}

export async function canConnect(config: pg.ClientConfig): Promise<boolean> {
  const client = new pg.Client(config);
  client.on("error", () => {});
  try {
    await client.connect();
    await client.query("SELECT 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export async function ensureDatabase(config: pg.ClientConfig, database: string, log: DbLogger) {
  const client = new pg.Client(config);
  client.on("error", () => {});
  await client.connect();
  try {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [
      database,
    ]);
    if (!rowCount) {
      log("creating database", { database });
      await client
        .query(`CREATE DATABASE ${client.escapeIdentifier(database)}`)
        .catch((error: { code?: string }) => {
          if (error.code !== "42P04") throw error; // duplicate_database: created concurrently
        });
    }
  } finally {
    await client.end().catch(() => {});
  }
}

export function urlFor(meta: Meta, port: number, database: string): string {
  const user = encodeURIComponent(meta.user);
  const password = encodeURIComponent(meta.password);
  return `postgresql://${user}:${password}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
}
