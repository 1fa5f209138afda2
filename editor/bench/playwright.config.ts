import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";
import base from "../../playwright.config";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const PORT = Number(process.env.BENCH_PORT ?? 3261);
const DATA_DIR = process.env.BENCH_DATA_DIR ?? "test-results/bench-editor-data";

/** `pnpm bench:editor`: the scene editor's performance budget against the production build. */
export default defineConfig({
  ...base,
  testDir: root,
  testMatch: ["editor/bench/**/*.bench.ts"],
  timeout: 180_000,
  retries: 0,
  outputDir: path.join(root, "test-results/bench-editor-playwright"),
  // No trace: Playwright's trace recorder snapshots the DOM (500 elements) on every mouse move,
  // on the page's main thread, and that would be measured as the editor's frame time.
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}`, trace: "off" },
  webServer: {
    ...(base.webServer as object),
    command: `rm -rf ${DATA_DIR} && node api/dist/prod.js`,
    cwd: root,
    url: `http://127.0.0.1:${PORT}/healthz`,
    env: {
      ...(base.webServer as { env: Record<string, string> }).env,
      PORT: String(PORT),
      DATA_DIR,
    },
  },
});
