import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * jsxgraph is served as a static file for the sandboxed JSXGraph frames (they load it
 * themselves), never bundled: `<base>/vendor/jsxgraph-<version>/jsxgraphcore.js`. The version
 * in the path keeps the long cache of the player's static files safe across upgrades.
 */
function jsxgraphVendor(): Plugin {
  const dir = path.join(here, "node_modules", "jsxgraph");
  const version = (JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as { version: string }).version;
  const vendorDir = `vendor/jsxgraph-${version}`;
  const files: Record<string, { file: string; type: string }> = {
    "jsxgraphcore.js": { file: path.join(dir, "distrib", "jsxgraphcore.js"), type: "text/javascript" },
    "jsxgraph.css": { file: path.join(dir, "distrib", "jsxgraph.css"), type: "text/css" },
  };
  return {
    name: "exitgame-jsxgraph-vendor",
    config: () => ({ define: { __JSXGRAPH_DIR__: JSON.stringify(`${vendorDir}/`) } }),
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const match = req.url?.match(new RegExp(`/${vendorDir.replace(/\./g, "\\.")}/([\\w.]+)$`));
        const entry = match ? files[match[1]!] : undefined;
        if (!entry) return next();
        res.setHeader("Content-Type", entry.type);
        res.end(readFileSync(entry.file));
      });
    },
    generateBundle() {
      if (this.environment.name !== "client") return;
      for (const [name, { file }] of Object.entries(files)) this.emitFile({ type: "asset", fileName: `${vendorDir}/${name}`, source: readFileSync(file) });
    },
  };
}

export default defineConfig({
  // Both apps share one origin (the API server): each serves its client files under its own base.
  base: "/_player/",
  plugins: [reactRouter(), jsxgraphVendor()],
  server: { hmr: { port: 24678 } },
});
