/**
 * Database commands (offline):
 *   tsx src/db/cli.ts migrate        apply pending migrations (`pnpm db:migrate`)
 *   tsx src/db/cli.ts create <name>  new migration from the schema.prisma diff (`pnpm db:migration <name>`)
 *   tsx src/db/cli.ts check          exit 1 when schema.prisma and the migrations folder disagree
 * Uses DATABASE_URL, or else the embedded PostgreSQL in DATA_DIR (default ./data). A relative
 * DATA_DIR is resolved against the directory pnpm was started in (INIT_CWD), like the server's.
 */
import path from "node:path";
import { defaultPgDataDir, startEmbeddedPostgres, type DbLogger } from "./embedded";
import { applyMigrations, createMigration, defaultMigrationsDir, migrationDrift } from "./migrate";

const log: DbLogger = (msg, extra) =>
  console.error(extra ? `${msg} ${JSON.stringify(extra)}` : msg);

function dataDir(): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), process.env.DATA_DIR || "./data");
}

async function withUrl<T>(fn: (url: string) => Promise<T>): Promise<T> {
  if (process.env.DATABASE_URL) return fn(process.env.DATABASE_URL);
  const server = await startEmbeddedPostgres({ pgDataDir: defaultPgDataDir(dataDir()), log });
  try {
    return await fn(server.url);
  } finally {
    await server.stop();
  }
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case "migrate": {
      const applied = await withUrl((url) => applyMigrations(url, { log }));
      console.log(
        applied.length ? `Applied: ${applied.join(", ")}` : "Database schema is up to date.",
      );
      return 0;
    }
    case "create": {
      const name = rest.join(" ").trim();
      if (!name) {
        console.error("usage: pnpm db:migration <name>");
        return 2;
      }
      const created = await withUrl((url) => createMigration(name, { url, log }));
      if (!created) {
        console.log("No schema changes: schema.prisma matches the migrations folder.");
        return 0;
      }
      console.log(
        `Created ${path.relative(process.cwd(), created.dir)}/migration.sql:\n\n${created.sql}`,
      );
      return 0;
    }
    case "check": {
      const drift = await withUrl((url) => migrationDrift({ url, log }));
      if (drift === null) {
        console.log(`schema.prisma matches ${defaultMigrationsDir()}`);
        return 0;
      }
      console.error(
        `schema.prisma and the migrations folder disagree; run \`pnpm db:migration <name>\`:\n${drift}`,
      );
      return 1;
    }
    default:
      console.error("usage: tsx src/db/cli.ts migrate | create <name> | check");
      return 2;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
