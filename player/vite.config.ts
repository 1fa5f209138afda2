import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { buildMeta } from "./build-meta.ts";
import { initialChunks } from "./initial-chunks.ts";
import { themeWithoutTooltips } from "./theme-without-tooltips.ts";

export default defineConfig(({ isSsrBuild }) => ({
  // Both apps share one origin (the API server): each serves its client files under its own base.
  base: "/_player/",
  // EG_SOURCEMAP=1: source maps for looking into the chunks (see player/bench/chunk-sources.mjs).
  build: {
    sourcemap: process.env.EG_SOURCEMAP === "1",
    // The client's first chunks: see initial-chunks.ts. Shared chunks are named by their hash
    // alone: each chunk lists the files it imports and preloads, and names there cost bytes. A
    // lazily loaded module's own chunk keeps its name (session-….js: what a page loads after
    // hydration is recognisable in the network panel and in the tests that hold it back).
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: initialChunks(),
            chunkFileNames: (chunk: { isDynamicEntry: boolean }) =>
              chunk.isDynamicEntry ? "assets/[name]-[hash].js" : "assets/[hash].js",
          },
        },
  },
  plugins: [themeWithoutTooltips(), reactRouter(), buildMeta("player")],
  // Crawl every route up front, so that the first page in development does not meet a
  // re-optimisation ("504 Outdated Optimize Dep").
  optimizeDeps: { entries: ["./app/**/*.{ts,tsx}"] },
  server: { hmr: { port: 24678 } },
}));
