/**
 * What the initial JS of the play page (player) or the scene editor route (editor) is made of:
 * each source file's share of the chunks the budget benches count, from the build's source maps.
 *   EG_SOURCEMAP=1 pnpm --filter @exitgame/player build   (or @exitgame/editor)
 *   node player/bench/chunk-sources.mjs player [chunk-name-filter] [--pkg]
 * Bytes are raw (before gzip), per source file, or per package with --pkg. N=… rows (default 60).
 */
import { readFileSync, existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
// source-map-js comes with Vite (postcss); resolve it from there.
const require = createRequire(
  createRequire(path.join(root, "player/package.json")).resolve("vite"),
);
const { SourceMapConsumer } = createRequire(require.resolve("postcss"))("source-map-js");
const app = process.argv[2] ?? "player";
const filter = process.argv[3]?.startsWith("--") ? undefined : process.argv[3];
const clientDir = path.join(root, `${app}/build/client`);
const build = await import(
  pathToFileURL(path.join(root, `${app}/build/server/index.js`)).href + "?" + Date.now()
);
const { entry, routes } = build.assets;
let urls;
if (app === "player") {
  const play = Object.values(routes).find((r) => r.module.includes("/play-"));
  urls = new Set([
    entry.module,
    ...entry.imports,
    routes.root.module,
    ...(routes.root.imports ?? []),
    play.module,
    ...(play.imports ?? []),
  ]);
} else {
  const scene = routes["routes/editor/scene"],
    layout = routes["routes/editor/layout"];
  urls = new Set([
    entry.module,
    ...entry.imports,
    routes.root.module,
    ...(routes.root.imports ?? []),
    layout.module,
    ...(layout.imports ?? []),
    scene.module,
    ...(scene.imports ?? []),
  ]);
}
const bySrc = new Map();
for (const u of urls) {
  const f = path.join(clientDir, u.replace(/^\/_(player|editor)\//, ""));
  if (filter && !f.includes(filter)) continue;
  if (!existsSync(f + ".map")) continue;
  const code = readFileSync(f, "utf8");
  const lines = code.split("\n");
  const smc = new SourceMapConsumer(JSON.parse(readFileSync(f + ".map", "utf8")));
  const segs = [];
  smc.eachMapping((m) => segs.push(m));
  for (let i = 0; i < segs.length; i++) {
    const m = segs[i],
      n = segs[i + 1];
    let len;
    if (n && n.generatedLine === m.generatedLine) len = n.generatedColumn - m.generatedColumn;
    else len = (lines[m.generatedLine - 1]?.length ?? 0) - m.generatedColumn;
    let s = m.source ?? "(none)";
    s = s
      .replace(/.*node_modules\/\.pnpm\/[^/]+\/node_modules\//, "npm:")
      .replace(root + "/", "")
      .replace(/^(\.\.\/)+/, "");
    bySrc.set(s, (bySrc.get(s) ?? 0) + len);
  }
}
const group = process.argv.includes("--pkg");
const agg = new Map();
for (const [s, b] of bySrc) {
  let k = s;
  if (group)
    k = s.startsWith("npm:")
      ? s
          .split("/")
          .slice(0, s.startsWith("npm:@") ? 2 : 1)
          .join("/")
      : s.split("/").slice(0, 3).join("/");
  agg.set(k, (agg.get(k) ?? 0) + b);
}
const rows = [...agg].sort((a, b) => b[1] - a[1]);
const tot = rows.reduce((s, r) => s + r[1], 0);
console.log("total raw mapped", (tot / 1024).toFixed(1));
for (const [s, b] of rows.slice(0, Number(process.env.N ?? 60)))
  console.log((b / 1024).toFixed(1).padStart(8), s);
