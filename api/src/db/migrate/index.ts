/**
 * Migrations without network: Prisma's schema engine compiled to WebAssembly
 * (`@prisma/schema-engine-wasm`), talking to PostgreSQL through the pg driver adapter wrapped by
 * `bindMigrationAwareSqlAdapterFactory`. This is the engine behind `prisma migrate deploy` /
 * `migrate dev`, so the `prisma/migrations/<timestamp>_<name>/migration.sql` layout,
 * `migration_lock.toml` and the `_prisma_migrations` table stay compatible with the Prisma CLI.
 *
 * The package's ESM entry does `import * as wasm from "./schema_engine_bg.wasm"`, which Node
 * cannot load, so we instantiate `schema_engine_bg.wasm` ourselves with the JS glue
 * (`schema_engine_bg.js`) as its import object and hand the instance to `__wbg_set_wasm`, as
 * Prisma's own loader (`wasmSchemaEngineLoader` in @prisma/internals) does.
 */
export * from "./commands";
export { apiRoot, defaultMigrationsDir, defaultSchemaPath, type MigrationPaths } from "./paths";
export { pgConfigFromUrl } from "./pg-adapter";
export { readMigrationsList } from "./migrations-folder";
