import { defineConfig } from "vite";

/**
 * The server is bundled into dist/prod.js: workspace packages (engine, element plugins) and
 * the generated Prisma client are inlined; everything from node_modules stays external.
 * dist/document-worker.js is the worker thread that checks large game documents
 * (src/graphql/document-check/pool.ts looks for it next to the code that loads it: every file
 * of dist/ sits in dist/ itself).
 */
export default defineConfig({
  build: {
    ssr: true,
    rollupOptions: {
      input: {
        prod: "src/prod.ts",
        "document-worker": "src/graphql/document-check/worker.ts",
      },
      output: { entryFileNames: "[name].js", chunkFileNames: "[name]-[hash].js" },
    },
    outDir: "dist",
    target: "node20",
    sourcemap: true,
    emptyOutDir: true,
  },
  ssr: { noExternal: [/^@exitgame\//] },
});
