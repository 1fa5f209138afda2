/** One schema-engine command at a time: open the engine on a database, run, free it. */
import {
  bindMigrationAwareSqlAdapterFactory,
  type ErrorCapturingSqlMigrationAwareDriverAdapterFactory,
} from "@prisma/driver-adapter-utils";
import type * as SchemaEngineWasm from "@prisma/schema-engine-wasm/schema_engine_bg";
import type { DbLogger } from "../embedded";
import { MigrationAdapterFactory, migrationPool, pgConfigFromUrl } from "./pg-adapter";
import { forgetRuntime, loadRuntime } from "./wasm-runtime";

export type SchemaEngine = SchemaEngineWasm.SchemaEngine;
export type MigrationList = SchemaEngineWasm.MigrationList;
type SchemaFilter = SchemaEngineWasm.SchemaFilter;

export const NO_FILTER: SchemaFilter = { externalTables: [], externalEnums: [] };

interface EngineHandle {
  engine: SchemaEngine;
  adapter: ErrorCapturingSqlMigrationAwareDriverAdapterFactory;
  close(): Promise<void>;
}

async function openEngine(
  url: string,
  log: DbLogger,
  schema?: { path: string; content: string },
): Promise<EngineHandle> {
  const runtime = await loadRuntime();
  const config = pgConfigFromUrl(url);
  const pool = migrationPool(config, log);
  const adapter: ErrorCapturingSqlMigrationAwareDriverAdapterFactory =
    bindMigrationAwareSqlAdapterFactory(new MigrationAdapterFactory(pool, config, log));
  const debug = process.env.DEBUG?.includes("prisma")
    ? (msg: string) => log(`schema-engine: ${msg}`)
    : () => {};
  let engine: SchemaEngine;
  try {
    engine = await runtime.SchemaEngine.new(
      { datamodels: schema ? [[schema.path, schema.content]] : undefined },
      debug,
      adapter,
    );
  } catch (error) {
    await pool.end().catch(() => {});
    throw lookupError(adapter, error);
  }
  let closed = false;
  return {
    engine,
    adapter,
    close: async () => {
      if (closed) return;
      closed = true;
      engine.free();
      await pool.end().catch(() => {});
    },
  };
}

function lookupError(
  adapter: ErrorCapturingSqlMigrationAwareDriverAdapterFactory,
  error: unknown,
): unknown {
  // Driver errors travel through the engine as an id into the adapter's error registry.
  const id = (error as { id?: unknown } | null)?.id;
  const registered = typeof id === "number" ? adapter.errorRegistry.consumeError(id) : undefined;
  return registered ? registered.error : error;
}

/** Runs one engine command with a fresh engine; always frees the engine and closes the pool. */
export async function withEngine<T>(
  url: string,
  log: DbLogger,
  fn: (engine: SchemaEngine) => Promise<T>,
  schema?: { path: string; content: string },
): Promise<T> {
  const handle = await openEngine(url, log, schema);
  try {
    return await fn(handle.engine);
  } catch (error) {
    throw normaliseError(lookupError(handle.adapter, error));
  } finally {
    await handle.close();
  }
}

function normaliseError(error: unknown): Error {
  if (error instanceof WebAssembly.RuntimeError) {
    const panic = (
      globalThis as { PRISMA_WASM_PANIC_REGISTRY?: { get(): string } }
    ).PRISMA_WASM_PANIC_REGISTRY?.get();
    // After a panic the Wasm instance must not be used again.
    forgetRuntime();
    return new Error(`schema engine panicked: ${panic || error.message}`, { cause: error });
  }
  if (error instanceof Error) return error;
  if (error && typeof error === "object") {
    const e = error as { message?: string; code?: string; meta?: unknown };
    const wrapped = new Error(
      `${e.code ? `${e.code}: ` : ""}${e.message ?? JSON.stringify(error)}`,
    );
    Object.assign(wrapped, { cause: error });
    return wrapped;
  }
  return new Error(String(error));
}
