import { loadConfig } from "../config";
import { openDatabase, type Database } from "../db";
import { createLogger } from "../logger";
import { createYogaServer } from "../server";
import { createTestDatabase } from "./test-database";

export interface ApiHarness {
  db: Database;
  /** Executes a GraphQL operation through the real yoga server (HTTP semantics, no socket). */
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<{ status: number; data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] }>;
  close(): Promise<void>;
}

/** A migrated test database and the GraphQL server on it. */
export async function createApiHarness(): Promise<ApiHarness> {
  const testDb = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: "test", DATABASE_URL: testDb.url, LOG_LEVEL: "silent", DATA_DIR: "/tmp/eg-unused" });
  const logger = createLogger("silent");
  const db = await openDatabase({ dataDir: config.dataDir, databaseUrl: testDb.url, log: () => {} });
  const yoga = createYogaServer({ config, logger, db });
  return {
    db,
    async graphql(query, variables, headers) {
      const res = await yoga.fetch("http://localhost/graphql", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/graphql-response+json", ...headers },
        body: JSON.stringify({ query, variables }),
      });
      return { status: res.status, ...((await res.json()) as object) };
    },
    async close() {
      await db.stop();
      await testDb.drop();
    },
  };
}
