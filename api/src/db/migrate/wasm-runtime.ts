/**
 * Loading Prisma's schema engine compiled to WebAssembly, once per process (wasm-bindgen keeps
 * global state). The package's ESM entry does `import * as wasm from "./schema_engine_bg.wasm"`,
 * which Node cannot load, so the instance is made here and handed to `__wbg_set_wasm`.
 */
import fsp from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type * as SchemaEngineWasm from "@prisma/schema-engine-wasm/schema_engine_bg";

let runtimePromise: Promise<typeof SchemaEngineWasm> | undefined;

/** The engine reports Rust panics here before trapping (`RuntimeError: unreachable`). */
const panicRegistry = {
  message: "",
  set_message(message: string) {
    panicRegistry.message = `RuntimeError: ${message}`;
  },
  get() {
    return panicRegistry.message;
  },
};

export function loadRuntime(): Promise<typeof SchemaEngineWasm> {
  const g = globalThis as { PRISMA_WASM_PANIC_REGISTRY?: typeof panicRegistry };
  g.PRISMA_WASM_PANIC_REGISTRY ??= panicRegistry;
  runtimePromise ??= (async () => {
    const require = createRequire(import.meta.url);
    const gluePath = require.resolve("@prisma/schema-engine-wasm/schema_engine_bg");
    const runtime =
      (await import("@prisma/schema-engine-wasm/schema_engine_bg")) as typeof SchemaEngineWasm & {
        __wbg_set_wasm(exports: WebAssembly.Exports): void;
      };
    const bytes = await fsp.readFile(path.join(path.dirname(gluePath), "schema_engine_bg.wasm"));
    const module = await WebAssembly.compile(bytes);
    const instance = await WebAssembly.instantiate(module, {
      "./schema_engine_bg.js": runtime as unknown as WebAssembly.ModuleImports,
    });
    runtime.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
    return runtime;
  })();
  runtimePromise.catch(() => (runtimePromise = undefined));
  return runtimePromise;
}

/** After a panic the Wasm instance must not be used again: the next command loads a new one. */
export function forgetRuntime(): void {
  runtimePromise = undefined;
}
