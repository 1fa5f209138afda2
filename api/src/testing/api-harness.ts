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
  ): Promise<GraphQLResult<T>>;
  /** The same, acting as the user with this id (null: anonymous). */
  as(userId: string | null, locale?: "de" | "en"): <T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>) => Promise<GraphQLResult<T>>;
  /** Creates a user with these roles. */
  createUser(roles?: ("MODERATOR" | "COMPETITION_MANAGER" | "ADMIN")[]): Promise<{ id: string; email: string }>;
  close(): Promise<void>;
}

export type GraphQLResult<T> = { status: number; data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };

/** A migrated test database and the GraphQL server on it. */
export async function createApiHarness(): Promise<ApiHarness> {
  const testDb = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: "test", DATABASE_URL: testDb.url, LOG_LEVEL: "silent", DATA_DIR: "/tmp/eg-unused" });
  const logger = createLogger("silent");
  const db = await openDatabase({ dataDir: config.dataDir, databaseUrl: testDb.url, log: () => {} });
  // Tests name the acting user with a header; the real server resolves it from the session cookie.
  const yoga = createYogaServer({
    config,
    logger,
    db,
    resolveViewer: async (request) => {
      const id = request.headers.get("x-test-user-id");
      const user = id ? await db.prisma.user.findUnique({ where: { id } }) : null;
      return user ? { id: user.id, email: user.email, roles: user.roles } : null;
    },
  });
  let users = 0;
  const harness: ApiHarness = {
    db,
    as: (userId, locale = "en") => (query, variables) =>
      harness.graphql(query, variables, { ...(userId ? { "x-test-user-id": userId } : {}), "Accept-Language": locale }),
    async createUser(roles = []) {
      users += 1;
      return db.prisma.user.create({
        data: { email: `user${users}-${Date.now()}@test.example`, passwordHash: "unused", roles },
        select: { id: true, email: true },
      });
    },
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
  return harness;
}
