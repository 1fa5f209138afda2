import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { buildMeta } from "../player/build-meta.ts";
import { cataloguePreloads } from "./catalogue-preloads.ts";
import { graphqlDocuments } from "./graphql-documents.ts";
import { themeWithoutTooltip } from "./theme-without-tooltip.ts";

export default defineConfig({
  // Both apps share one origin (the API server): each serves its client files under its own base.
  base: "/_editor/",
  // EG_SOURCEMAP=1: source maps for looking into the chunks (see player/bench/chunk-sources.mjs).
  build: {
    sourcemap: process.env.EG_SOURCEMAP === "1",
    rolldownOptions: {
      output: {
        // What every page runs (React, the router, i18next) in one chunk instead of a dozen small
        // ones: each chunk is compressed on its own, so fewer, larger ones download fewer bytes.
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/]\.pnpm[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next)@/,
            },
            // The element types' strings of one language (each type's strings.de.ts, the common
            // ones, …): a page loads its language's with its catalogue, in one chunk rather than
            // one per type (the types' views import them too, so they would be chunks of their own).
            {
              name: "element-strings.de",
              test: /element-plugins[\\/]src[\\/].*(?<!type-)strings\.de\.ts$/,
            },
            {
              name: "element-strings.en",
              test: /element-plugins[\\/]src[\\/].*(?<!type-)strings\.en\.ts$/,
            },
          ],
        },
      },
    },
  },
  plugins: [
    graphqlDocuments(),
    themeWithoutTooltip(),
    cataloguePreloads(
      ["catalogue", "builder", "dialogs", "classroom"].flatMap((part) => [
        `${part}.de`,
        `${part}.en`,
      ]),
    ),
    reactRouter(),
    buildMeta("editor"),
  ],
  // Crawl every route up front, so that the first page in development does not meet a
  // re-optimisation ("504 Outdated Optimize Dep").
  optimizeDeps: { entries: ["./app/**/*.{ts,tsx}"] },
  server: { hmr: { port: 24679 } },
});
