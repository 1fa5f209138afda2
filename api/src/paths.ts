import path from "node:path";
import { fileURLToPath } from "node:url";

/** Repository root: this file is api/src/paths.ts in development and bundled into api/dist in production. */
export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const APP_DIRS = {
  player: path.join(ROOT_DIR, "player"),
  editor: path.join(ROOT_DIR, "editor"),
} as const;
export type AppName = keyof typeof APP_DIRS;
