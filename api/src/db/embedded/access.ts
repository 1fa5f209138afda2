/**
 * As root, the embedded PostgreSQL runs as the "postgres" system user (PostgreSQL refuses root),
 * so that user must be able to pass through every directory above the cluster. A DATA_DIR made by
 * `mktemp -d` (mode 0700, owned by root) is not: initdb would fail on its password file and the
 * server on its data directory. This is checked before anything is created, and the start stops
 * with what to change instead of a stack trace.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { StartupProblem } from "../../startup-problem";
import type { RunAs } from "./os-user";

export interface DirInfo {
  mode: number;
  uid: number;
  gid: number;
}

/** Whether a user (uid and groups) may search (enter) a directory. */
function canSearch(info: DirInfo, who: { uid: number; gids: number[] }): boolean {
  if (who.uid === 0) return true;
  if (info.uid === who.uid) return (info.mode & 0o100) !== 0;
  if (who.gids.includes(info.gid)) return (info.mode & 0o010) !== 0;
  return (info.mode & 0o001) !== 0;
}

/**
 * The first existing directory above `target` (from the root down) that the user cannot enter,
 * or null. Directories that do not exist yet are created by the server with the usual mode.
 */
export function unreachableDirectory(
  target: string,
  who: { uid: number; gids: number[] },
  stat: (dir: string) => DirInfo | null,
): { dir: string; mode: number; uid: number } | null {
  const ancestors: string[] = [];
  for (let dir = path.dirname(path.resolve(target)); ; dir = path.dirname(dir)) {
    ancestors.unshift(dir);
    if (path.dirname(dir) === dir) break;
  }
  for (const dir of ancestors) {
    const info = stat(dir);
    if (!info) return null;
    if (!canSearch(info, who)) return { dir, mode: info.mode & 0o7777, uid: info.uid };
  }
  return null;
}

function statDir(dir: string): DirInfo | null {
  try {
    const s = fs.statSync(dir);
    return { mode: s.mode, uid: s.uid, gid: s.gid };
  } catch {
    return null;
  }
}

function groupsOf(user: string, gid: number | undefined): number[] {
  try {
    return execFileSync("id", ["-G", user], { encoding: "utf8" })
      .trim()
      .split(/\s+/)
      .map(Number)
      .filter(Number.isInteger);
  } catch {
    return gid === undefined ? [] : [gid];
  }
}

/** Stops the start with what to change when the postgres user cannot reach the cluster directory. */
export function assertClusterReachable(pgDataDir: string, as: RunAs): void {
  if (as.uid === undefined) return;
  const who = { uid: as.uid, gids: groupsOf("postgres", as.gid) };
  const blocked = unreachableDirectory(pgDataDir, who, statDir);
  if (!blocked) return;
  const owner = blocked.uid === 0 ? "root" : `uid ${blocked.uid}`;
  throw new StartupProblem(
    [
      `The embedded PostgreSQL cannot reach its data directory ${pgDataDir}.`,
      `The server runs as root, so PostgreSQL runs as the system user "postgres" (uid ${as.uid}), and that user may not enter ${blocked.dir} (mode ${blocked.mode.toString(8).padStart(4, "0")}, owner ${owner}).`,
      "Change one of these, then start again:",
      `  - let it pass through (not list) that directory: chmod o+x ${blocked.dir}`,
      "  - set DATA_DIR (or EMBEDDED_POSTGRES_DIR) to a directory the postgres user can reach, e.g. under /var/lib",
      "  - set DATABASE_URL to use a PostgreSQL server of your own",
      "  - start the server as a user other than root",
    ].join("\n"),
  );
}
