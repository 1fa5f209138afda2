import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { buildMeta } from "../player/build-meta.ts";

export default defineConfig({
  // Both apps share one origin (the API server): each serves its client files under its own base.
  base: "/_editor/",
  // EG_SOURCEMAP=1: source maps for looking into the chunks (see player/bench/chunk-sources.mjs).
  build: { sourcemap: process.env.EG_SOURCEMAP === "1" },
  plugins: [reactRouter(), buildMeta("editor")],
  // Crawl every route up front, so that the first page in development does not meet a
  // re-optimisation ("504 Outdated Optimize Dep").
  optimizeDeps: { entries: ["./app/**/*.{ts,tsx}"] },
  server: { hmr: { port: 24679 } },
});
