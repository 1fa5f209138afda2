/** Reading the migrations folder (the same shape the Prisma CLI hands to the engine). */
import type fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import type { MigrationList } from "./engine";
import { LOCKFILE } from "./paths";

export async function readMigrationsList(migrationsDir: string): Promise<MigrationList> {
  const baseDir = path.resolve(migrationsDir);
  const lockContent = await fsp.readFile(path.join(baseDir, LOCKFILE), "utf8").catch(() => null);
  let entries: fs.Dirent[] = [];
  try {
    entries = await fsp.readdir(baseDir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const migrationDirectories = [];
  for (const entry of entries
    .filter((e) => e.isDirectory())
    .sort((a, b) => a.name.localeCompare(b.name))) {
    const file = path.join(baseDir, entry.name, "migration.sql");
    const content = await fsp
      .readFile(file, "utf8")
      .then((value) => ({ tag: "ok" as const, value }))
      .catch((error: Error) => ({ tag: "error" as const, value: error.message }));
    migrationDirectories.push({
      path: entry.name,
      migrationFile: { path: "migration.sql", content },
    });
  }
  return {
    baseDir,
    lockfile: { path: LOCKFILE, content: lockContent },
    shadowDbInitScript: "",
    migrationDirectories,
  };
}
