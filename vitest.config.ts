import { defineConfig } from "vitest/config";
import { cataloguePreloads } from "./editor/catalogue-preloads.ts";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "engine",
          include: ["engine/src/**/*.test.ts"],
          benchmark: { include: ["engine/src/**/*.bench.ts"] },
          environment: "node",
        },
      },
      {
        // Resolve packages as Node does at run time (no "development" condition): graphql 17
        // ships a separate development build, and Pothos (loaded by Node) must share ours.
        ssr: {
          resolve: {
            conditions: ["module-sync", "node"],
            externalConditions: ["module-sync", "node"],
          },
        },
        test: {
          name: "api",
          include: ["api/src/**/*.test.ts"],
          benchmark: { include: [] },
          environment: "node",
          pool: "forks",
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: "repo",
          include: ["scripts/**/*.test.ts"],
          benchmark: { include: [] },
          environment: "node",
        },
      },
      {
        // The editor's components that load strings on demand import the (here empty) list of
        // the catalogues' chunks (editor/app/catalogues.ts).
        plugins: [cataloguePreloads([])],
        test: {
          name: "web",
          benchmark: { include: [] },
          include: [
            "player/app/**/*.test.{ts,tsx}",
            "editor/app/**/*.test.{ts,tsx}",
            "element-plugins/src/**/*.test.{ts,tsx}",
          ],
          environment: "jsdom",
          setupFiles: ["./player/vitest.setup.ts"],
        },
      },
    ],
  },
});
