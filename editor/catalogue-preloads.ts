/**
 * The page's language's strings load before hydration (app/catalogues.ts), by a dynamic import:
 * without a hint the browser would ask for them only once the entry has run. The server build
 * reads which chunks each catalogue is (the client build is done by then) and the app asks React
 * to preload them (`<link rel="modulepreload">` in the page's head). Import
 * `virtual:exitgame/catalogue-preloads`: `{ "catalogue.de": string[], … }` (the chunk and the
 * chunks it imports) on the server build, empty elsewhere (development, the client build).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

const ID = "virtual:exitgame/catalogue-preloads";

/** A chunk and every chunk it imports statically, transitively (file names in `dir`). */
export function withStaticImports(dir: string, file: string, into = new Set<string>()) {
  if (into.has(file)) return into;
  into.add(file);
  const code = readFileSync(path.join(dir, file), "utf8");
  for (const m of code.matchAll(/(?:\bimport|\bfrom)\s*["'`]\.\/([^"'`]+\.js)["'`]/g))
    withStaticImports(dir, m[1]!, into);
  return into;
}

/** `names`: the catalogue modules' names without their extension ("catalogue.de"). */
export function cataloguePreloads(names: readonly string[]): Plugin {
  let assets = "";
  let base = "/";
  return {
    name: "exitgame-catalogue-preloads",
    configResolved(config) {
      base = config.base;
      assets = path.resolve(config.root, "build/client/assets");
    },
    resolveId(id) {
      return id === ID ? `\0${ID}` : null;
    },
    load(id) {
      if (id !== `\0${ID}`) return null;
      const urls: Record<string, string[]> = {};
      if (this.environment.name === "ssr" && this.environment.mode === "build") {
        const files = existsSync(assets) ? readdirSync(assets) : [];
        for (const name of names) {
          const chunk = files.find((f) => f.startsWith(`${name}-`) && f.endsWith(".js"));
          if (!chunk) this.error(`no client chunk for ${name} in ${assets}`);
          urls[name] = [...withStaticImports(assets, chunk)].map((f) => `${base}assets/${f}`);
        }
      }
      return `export default ${JSON.stringify(urls)};`;
    },
  };
}
