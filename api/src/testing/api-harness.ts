import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { createAuth, type Auth } from "../auth";
import { memoryMailer, type MailMessage } from "../auth/mail/mailer";
import { hashPassword } from "../auth/password";
import { toSessionUser } from "../auth/sessions";
import { loadConfig, type Config } from "../config";
import { openDatabase, type Database } from "../db";
import { closeAssetNotifications } from "../db/notifications";
import { createLogger } from "../logger";
import { createApp, createYogaServer } from "../server";
import { closePlayGameCache } from "../graphql/play-cache";
import { createAssetService, type AssetService } from "../assets/service";
import { createTestDatabase } from "./test-database";

type Role = "MODERATOR" | "COMPETITION_MANAGER" | "ADMIN";

export interface ApiHarness {
  db: Database;
  config: Config;
  auth: Auth;
  assets: AssetService;
  /** Mails sent so far (the harness's mailer keeps them in memory). */
  mail: MailMessage[];
  /** Executes a GraphQL operation through the real yoga server (HTTP semantics, no socket). */
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<GraphQLResult<T>>;
  /** The same, returning the raw response too (for Set-Cookie). */
  graphqlRaw<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<{ result: GraphQLResult<T>; response: Response }>;
  /** The same, acting as the user with this id (null: anonymous). */
  as(
    userId: string | null,
    locale?: "de" | "en",
  ): <T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
  ) => Promise<GraphQLResult<T>>;
  /** The same, sending this Cookie header (a real session). */
  withCookie(
    cookie: string,
    headers?: Record<string, string>,
  ): <T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
  ) => Promise<GraphQLResult<T>>;
  /** Creates a user with these roles (verified email unless told otherwise; with a password, it can log in). */
  createUser(
    roles?: Role[],
    options?: { password?: string; verified?: boolean; email?: string },
  ): Promise<{ id: string; email: string }>;
  /** Logs in through the `login` mutation and returns the Cookie header of the new session. */
  login(email: string, password: string, headers?: Record<string, string>): Promise<string>;
  /** The whole express app (security middleware, /api/_auth/session, GraphQL) on a local port. */
  listen(): Promise<{ origin: string; close(): Promise<void> }>;
  close(): Promise<void>;
}

export type GraphQLResult<T> = {
  status: number;
  data?: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
};

/** Cookie header value ("session=…") from a response's Set-Cookie, or undefined. */
export function sessionCookieFrom(response: Response): string | undefined {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("session="));
  return cookie?.split(";")[0];
}

/** A migrated test database and the GraphQL server on it. */
export async function createApiHarness(env: Record<string, string> = {}): Promise<ApiHarness> {
  const testDb = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: "test",
    DATABASE_URL: testDb.url,
    LOG_LEVEL: "silent",
    // Its own data directory: asset files of one test file never meet another's.
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "eg-api-")),
    ...env,
  });
  const logger = createLogger("silent");
  const db = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: testDb.url,
    log: () => {},
  });
  const mailer = memoryMailer();
  const auth = createAuth({ config, logger, prisma: db.prisma }, { mailer });
  // Tests may name the acting user with a header; otherwise the session cookie decides, as in production.
  const resolveViewer = async (request: Request) => {
    const id = request.headers.get("x-test-user-id");
    if (!id) return undefined;
    const user = await db.prisma.user.findUnique({ where: { id } });
    return user ? toSessionUser(user) : null;
  };
  const assets = createAssetService({ prisma: db.prisma, config });
  const yoga = createYogaServer({ config, logger, db, auth, assets, resolveViewer });
  const servers: http.Server[] = [];
  let users = 0;
  const harness: ApiHarness = {
    db,
    config,
    auth,
    assets,
    mail: mailer.messages,
    as:
      (userId, locale = "en") =>
      (query, variables) =>
        harness.graphql(query, variables, {
          ...(userId ? { "x-test-user-id": userId } : {}),
          "Accept-Language": locale,
        }),
    withCookie:
      (cookie, headers = {}) =>
      (query, variables) =>
        harness.graphql(query, variables, { Cookie: cookie, ...headers }),
    async createUser(roles = [], options = {}) {
      users += 1;
      return db.prisma.user.create({
        data: {
          email: options.email ?? `user${users}-${Date.now()}@test.example`,
          passwordHash: options.password ? await hashPassword(options.password) : "unused",
          displayName: `User ${users}`,
          emailVerifiedAt: options.verified === false ? null : new Date(),
          roles,
        },
        select: { id: true, email: true },
      });
    },
    async login(email, password, headers = {}) {
      const { result, response } = await harness.graphqlRaw(
        "mutation($e: String!, $p: String!) { login(email: $e, password: $p) { viewer { id } } }",
        { e: email, p: password },
        headers,
      );
      const cookie = sessionCookieFrom(response);
      if (result.errors || !cookie)
        throw new Error(`login failed: ${JSON.stringify(result.errors)}`);
      return cookie;
    },
    async graphqlRaw(query, variables, headers) {
      const response = await yoga.fetch("http://localhost/graphql", {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Accept: "application/graphql-response+json",
          ...headers,
        },
        body: JSON.stringify({ query, variables }),
      });
      const result = {
        status: response.status,
        ...((await response.json()) as object),
      } as GraphQLResult<never>;
      return { result, response };
    },
    async graphql<T>(
      query: string,
      variables?: Record<string, unknown>,
      headers?: Record<string, string>,
    ) {
      return (await harness.graphqlRaw<T>(query, variables, headers)).result;
    },
    async listen() {
      const server = http.createServer(createApp({ config, logger, db, auth, assets }));
      servers.push(server);
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      const { port } = server.address() as AddressInfo;
      return {
        origin: `http://127.0.0.1:${port}`,
        close: () => new Promise<void>((resolve) => server.close(() => resolve())),
      };
    },
    async close() {
      for (const server of servers) server.closeAllConnections();
      await auth.close();
      await closePlayGameCache(db);
      await closeAssetNotifications(db);
      await db.stop();
      await testDb.drop();
      if (!env.DATA_DIR) rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
  return harness;
}
