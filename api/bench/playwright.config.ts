import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * `pnpm bench:competition`: a class on the production build and its embedded PostgreSQL
 * (the benchmark starts its own server; run `pnpm build` first).
 */
export default defineConfig({
  testDir: root,
  testMatch: ["api/bench/**/*.bench.ts"],
  timeout: 600_000,
  retries: 0,
  workers: 1,
  reporter: [["list"]],
  outputDir: path.join(root, "test-results/bench-api"),
});
