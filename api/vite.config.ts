import { defineConfig } from "vite";

/**
 * The server is bundled into dist/prod.js: workspace packages (engine, element plugins) and
 * the generated Prisma client are inlined; everything from node_modules stays external.
 */
export default defineConfig({
  build: {
    ssr: "src/prod.ts",
    outDir: "dist",
    target: "node20",
    sourcemap: true,
    emptyOutDir: true,
  },
  ssr: { noExternal: [/^@exitgame\//] },
});
