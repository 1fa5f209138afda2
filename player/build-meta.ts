/**
 * Build meta: every client build writes `builds/latest.json` and
 * `builds/meta/<id>.json` into the app's own static path (/_player/, /_editor/) and compiles its
 * own id into the client, so that a running tab can notice that a newer build was deployed.
 */
import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";

export interface BuildInfo {
  id: string;
  /** Milliseconds since the epoch, when the build started. */
  timestamp: number;
}

/** Where the files live under the app's base (also read by the app-update client). */
export const BUILDS_DIR = "builds";

// React Router loads the Vite config more than once in one build; they must agree on one id.
const ENV_KEY = "EXITGAME_BUILD_INFO";
function currentBuild(): BuildInfo {
  const known = process.env[ENV_KEY];
  if (known) return JSON.parse(known) as BuildInfo;
  const info: BuildInfo = { id: randomUUID(), timestamp: Date.now() };
  process.env[ENV_KEY] = JSON.stringify(info);
  return info;
}

export function buildMeta(app: "player" | "editor"): Plugin {
  let build: BuildInfo | null = null;
  return {
    name: "exitgame-build-meta",
    config(_config, env) {
      // The dev server has no build files to compare against: a fixed id turns the check off.
      build = env.command === "build" ? currentBuild() : { id: "development", timestamp: 0 };
      return { define: { __EXITGAME_BUILD__: JSON.stringify(build) } };
    },
    async writeBundle(options) {
      if (!build || this.environment.name !== "client" || !options.dir) return;
      const dir = path.join(options.dir, BUILDS_DIR);
      await mkdir(path.join(dir, "meta"), { recursive: true });
      const meta = { ...build, app };
      // The meta file first: a latest.json never names a build whose meta is missing.
      await writeFile(path.join(dir, "meta", `${build.id}.json`), `${JSON.stringify(meta)}\n`);
      await writeFile(path.join(dir, "latest.json"), `${JSON.stringify(build)}\n`);
    },
  };
}
