/** The pg driver adapter for the schema engine, with the workarounds adapter-pg 7.10 needs. */
import { randomUUID } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import {
  ColumnTypeEnum,
  type SqlQueryable,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
} from "@prisma/driver-adapter-utils";
import pg from "pg";
import { parse as parseConnectionString } from "pg-connection-string";
import type { DbLogger } from "../embedded";

/**
 * pg config from a URL, as separate fields: the adapter creates shadow databases with
 * `{ ...config, database }`, which a `connectionString` field would silently override
 * (pg parses the connection string last), pointing the "shadow" database at the real one.
 */
export function pgConfigFromUrl(url: string): pg.PoolConfig {
  const parsed = parseConnectionString(url) as Record<string, unknown>;
  const config: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (value === undefined || value === null) continue;
    config[key] = key === "port" ? Number(value) : value;
  }
  return config as pg.PoolConfig;
}

/**
 * @prisma/adapter-pg 7.10 has no column type for some PostgreSQL system types that the schema
 * engine reads in its catalogue queries, and fails with "Column type 'char' could not be
 * deserialized" (e.g. pg_constraint.contype, which PostgreSQL 18 returns for every NOT NULL
 * constraint). pg hands these values over as strings, so:
 *  - at the pg level (patchClient), `"char"` columns are reported as `text` with a marker in the
 *    column name, the other types below as plain `text`;
 *  - at the adapter level (withCharColumns), marked columns get the adapter column type
 *    `Character`, which the engine expects for `"char"`, and their names back.
 */
const CHAR_OID = 18;
const TEXT_OID = 25;
const CHAR_MARK = "\u0000char\u0000";
const SYSTEM_TYPES_AS_TEXT = new Set([
  22, // int2vector
  24, // regproc
  30, // oidvector
  194, // pg_node_tree
  1033, // aclitem
  2205, // regclass
  2206, // regtype
  3734, // regconfig
]);

function markSystemTypes<T>(result: T): T {
  for (const r of Array.isArray(result) ? result : [result]) {
    const fields = (r as { fields?: { dataTypeID: number; name: string }[] } | null)?.fields;
    if (!fields) continue;
    for (const field of fields) {
      if (field.dataTypeID === CHAR_OID) {
        field.dataTypeID = TEXT_OID;
        field.name = CHAR_MARK + field.name;
      } else if (SYSTEM_TYPES_AS_TEXT.has(field.dataTypeID)) {
        field.dataTypeID = TEXT_OID;
      }
    }
  }
  return result;
}

/** Wraps `client.query` (callback and promise forms) with markSystemTypes. */
function patchClient(client: pg.PoolClient) {
  const original = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (
    ...args: unknown[]
  ) => {
    const cbIndex = args.findIndex((a) => typeof a === "function");
    if (cbIndex >= 0) {
      const cb = args[cbIndex] as (error: unknown, result: unknown) => void;
      args[cbIndex] = (error: unknown, result: unknown) =>
        cb(error, error ? result : markSystemTypes(result));
      return original(...args);
    }
    const ret = original(...args);
    return ret instanceof Promise ? ret.then(markSystemTypes) : ret;
  };
}

/**
 * An adapter (or transaction) whose query results turn marked columns into `Character` ones, and
 * whose `executeScript` sends a migration as one simple query: adapter-pg 7.10 splits scripts at
 * every `;`, which cuts a function body (`$$ … ; … $$`, e.g. a trigger's) into pieces. PostgreSQL
 * runs the statements of one simple query in order, as one implicit transaction.
 */
function withCharColumns<T extends SqlQueryable>(inner: T, pool?: pg.Pool): T {
  const wrapped: T = Object.create(inner);
  if (pool && "executeScript" in inner) {
    (wrapped as unknown as SqlDriverAdapter).executeScript = async (script: string) => {
      try {
        await pool.query(script);
      } catch (error) {
        // the adapter's own conversion into a DriverAdapterError the engine understands
        (inner as unknown as { onError(error: unknown): never }).onError(error);
      }
    };
  }
  wrapped.queryRaw = async (query) => {
    const result = await inner.queryRaw(query);
    result.columnNames.forEach((name, i) => {
      if (name.startsWith(CHAR_MARK)) {
        result.columnNames[i] = name.slice(CHAR_MARK.length);
        result.columnTypes[i] = ColumnTypeEnum.Character;
      }
    });
    return result;
  };
  const startTransaction = (inner as Partial<SqlDriverAdapter>).startTransaction;
  if (startTransaction) {
    (wrapped as unknown as SqlDriverAdapter).startTransaction = async (isolationLevel) =>
      withCharColumns(await startTransaction.call(inner, isolationLevel));
  }
  return wrapped;
}

export function migrationPool(config: pg.PoolConfig, log: DbLogger): pg.Pool {
  const pool = new pg.Pool({ ...config, max: 2 });
  pool.on("connect", patchClient);
  // Errors of idle connections; after end() a closing socket may still report the server's shutdown.
  pool.on("error", (error) => {
    if (!(pool as pg.Pool & { ending?: boolean }).ending)
      log("migration pool error", { error: error.message });
  });
  return pool;
}

/**
 * The pg adapter factory for the schema engine. Shadow databases are created here rather than by
 * `PrismaPg.connectToShadowDb()`, whose cleanup drops the shadow database while its own pool still
 * holds a connection ("database ... is being accessed by other users"), leaking one database per run.
 */
export class MigrationAdapterFactory implements SqlMigrationAwareDriverAdapterFactory {
  readonly provider = "postgres" as const;
  readonly adapterName = "@prisma/adapter-pg";
  constructor(
    private readonly pool: pg.Pool,
    private readonly config: pg.PoolConfig,
    private readonly log: DbLogger,
  ) {}

  async connect(): Promise<SqlDriverAdapter> {
    return withCharColumns(await new PrismaPg(this.pool).connect(), this.pool);
  }

  async connectToShadowDb(): Promise<SqlDriverAdapter> {
    const database = `prisma_migrate_shadow_db_${randomUUID()}`;
    await this.pool.query(`CREATE DATABASE "${database}"`);
    const shadowPool = migrationPool({ ...this.config, database }, this.log);
    const inner = await new PrismaPg(shadowPool).connect();
    const mainPool = this.pool;
    const log = this.log;
    const adapter = withCharColumns<SqlDriverAdapter>(inner, shadowPool);
    adapter.dispose = async () => {
      await inner.dispose();
      await shadowPool.end().catch(() => {});
      await mainPool
        .query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`)
        .catch((error: Error) => {
          log("could not drop shadow database", { database, error: error.message });
        });
    };
    return adapter;
  }
}
