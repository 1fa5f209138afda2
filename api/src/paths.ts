import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root: the nearest folder above this module (source or bundle) with pnpm-workspace.yaml. */
function findRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, "pnpm-workspace.yaml"))) {
    const parent = path.dirname(dir);
    if (parent === dir)
      throw new Error(`pnpm-workspace.yaml not found above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
  return dir;
}

export const ROOT_DIR = findRoot();
export const APP_DIRS = {
  player: path.join(ROOT_DIR, "player"),
  editor: path.join(ROOT_DIR, "editor"),
} as const;
export type AppName = keyof typeof APP_DIRS;
