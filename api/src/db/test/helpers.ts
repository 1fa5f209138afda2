import { randomBytes } from "node:crypto";
import pg from "pg";

/** Admin URL of the shared test server (trust auth); tests create and drop their own databases. */
export const ADMIN_URL =
  process.env.TEST_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres";

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

export function databaseUrl(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export function uniqueDatabaseName(label: string): string {
  return `exitgame_test_${label}_${process.pid}_${randomBytes(3).toString("hex")}`;
}

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function dropDatabase(name: string): Promise<void> {
  await admin((c) => c.query(`DROP DATABASE IF EXISTS ${c.escapeIdentifier(name)} WITH (FORCE)`));
}

export async function createTestDatabase(label: string): Promise<TestDatabase> {
  const name = uniqueDatabaseName(label);
  await admin((c) => c.query(`CREATE DATABASE ${c.escapeIdentifier(name)}`));
  return { name, url: databaseUrl(name), drop: () => dropDatabase(name) };
}

export async function query<T extends pg.QueryResultRow = pg.QueryResultRow>(
  url: string,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}
