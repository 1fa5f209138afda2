/** What the CLI and the server call: apply, create, and check for drift. */
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { defaultPgDataDir, startEmbeddedPostgres, type DbLogger } from "../embedded";
import { NO_FILTER, withEngine } from "./engine";
import { readMigrationsList } from "./migrations-folder";
import {
  defaultMigrationsDir,
  defaultSchemaPath,
  LOCKFILE,
  LOCKFILE_CONTENT,
  type MigrationPaths,
} from "./paths";

const noop: DbLogger = () => {};

export interface ApplyMigrationsOptions extends MigrationPaths {
  log?: DbLogger;
}

/**
 * Applies all migrations from the migrations folder that the database has not seen yet (what
 * `prisma migrate deploy` does). Returns the names of the migrations applied now. Fails on a
 * failed or edited migration, like the CLI.
 */
export async function applyMigrations(
  url: string,
  options: ApplyMigrationsOptions = {},
): Promise<string[]> {
  const log = options.log ?? noop;
  const migrationsList = await readMigrationsList(options.migrationsDir ?? defaultMigrationsDir());
  const started = Date.now();
  const { appliedMigrationNames } = await withEngine(url, log, (engine) =>
    engine.applyMigrations({ migrationsList, filters: NO_FILTER }),
  );
  if (appliedMigrationNames.length > 0) {
    log("applied database migrations", {
      migrations: appliedMigrationNames,
      ms: Date.now() - started,
    });
  } else {
    log("database schema is up to date", {
      migrations: migrationsList.migrationDirectories.length,
      ms: Date.now() - started,
    });
  }
  return appliedMigrationNames;
}

export interface CreateMigrationOptions extends MigrationPaths {
  /**
   * A PostgreSQL server the engine may create a temporary shadow database on (to replay the
   * existing migrations). Default: DATABASE_URL, else the embedded server in `dataDir`.
   */
  url?: string;
  /** DATA_DIR for the embedded server when no URL is given. Default: DATA_DIR or `./data`. */
  dataDir?: string;
  /** Override the schema text (tests). Default: the content of `schemaPath`. */
  schema?: string;
  log?: DbLogger;
}

export interface CreatedMigration {
  name: string;
  dir: string;
  sql: string;
}

/**
 * Diffs schema.prisma against the migrations folder and writes the difference as a new migration
 * `<migrationsDir>/<timestamp>_<name>/migration.sql` (what `prisma migrate dev --create-only`
 * produces, offline). Returns null when there is nothing to migrate. Nothing is applied.
 *
 * The engine's own `createMigration` cannot be used here: in the Wasm build it gets no shadow
 * database for PostgreSQL ("shadow DB must be provided through an external factory"); `diff`
 * does, and renders the same SQL. This is the documented
 * `prisma migrate diff --from-migrations --to-schema --script` recipe.
 */
export async function createMigration(
  name: string,
  options: CreateMigrationOptions = {},
): Promise<CreatedMigration | null> {
  const log = options.log ?? noop;
  const migrationsDir = path.resolve(options.migrationsDir ?? defaultMigrationsDir());
  const migrationName = slug(name);
  if (!migrationName) throw new Error("migration name must contain letters or digits");

  const sql = await withServer(options, log, (url) =>
    migrationDrift({ ...options, url, migrationsDir, log }),
  );
  if (sql === null) return null;

  await fsp.mkdir(migrationsDir, { recursive: true });
  const existing = (await fsp.readdir(migrationsDir, { withFileTypes: true }))
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  let stamp = timestamp(new Date());
  const last = existing.at(-1)?.split("_")[0];
  // Keep the folders in order even with a clock behind the last migration's timestamp.
  if (last && /^\d{14}$/.test(last) && stamp <= last) stamp = String(BigInt(last) + 1n);
  const generated = `${stamp}_${migrationName}`;
  const dir = path.join(migrationsDir, generated);
  await fsp.mkdir(dir);
  await fsp.writeFile(path.join(dir, "migration.sql"), sql);
  if (!fs.existsSync(path.join(migrationsDir, LOCKFILE)))
    await fsp.writeFile(path.join(migrationsDir, LOCKFILE), LOCKFILE_CONTENT);
  log("created migration", { dir });
  return { name: generated, dir, sql };
}

/** UTC `YYYYMMDDHHMMSS`, the Prisma CLI's migration prefix. */
function timestamp(date: Date): string {
  return date.toISOString().replace(/[-:T]/g, "").slice(0, 14);
}

export interface DriftOptions extends Omit<CreateMigrationOptions, "dataDir"> {
  url: string;
}

/**
 * SQL needed to bring the migrations folder in line with schema.prisma, or null when they
 * agree (`prisma migrate diff --from-migrations --to-schema --exit-code`). Uses a temporary
 * shadow database on `url`'s server.
 */
export async function migrationDrift(options: DriftOptions): Promise<string | null> {
  const log = options.log ?? noop;
  const migrationsDir = path.resolve(options.migrationsDir ?? defaultMigrationsDir());
  const schemaPath = path.resolve(options.schemaPath ?? defaultSchemaPath());
  const schema = {
    path: schemaPath,
    content: options.schema ?? (await fsp.readFile(schemaPath, "utf8")),
  };
  const migrationsList = await readMigrationsList(migrationsDir);
  // The engine takes the connector from migration_lock.toml, which a new project does not have yet.
  migrationsList.lockfile.content ??= LOCKFILE_CONTENT;
  const result = await withEngine(options.url, log, (engine) =>
    engine.diff({
      from: { tag: "migrations", ...migrationsList },
      to: { tag: "schemaDatamodel", files: [schema] },
      script: true,
      exitCode: true,
      filters: NO_FILTER,
    }),
  );
  return result.exitCode === 2 ? (result.stdout ?? "") : null;
}

/** Lower-case words joined by underscores, as the Prisma CLI names migrations. */
function slug(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, 200);
}

async function withServer<T>(
  options: CreateMigrationOptions,
  log: DbLogger,
  fn: (url: string) => Promise<T>,
): Promise<T> {
  const url = options.url ?? process.env.DATABASE_URL;
  if (url) return fn(url);
  const server = await startEmbeddedPostgres({
    pgDataDir: defaultPgDataDir(path.resolve(options.dataDir ?? process.env.DATA_DIR ?? "./data")),
    log,
  });
  try {
    return await fn(server.url);
  } finally {
    await server.stop();
  }
}
