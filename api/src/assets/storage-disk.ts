import { createReadStream } from "node:fs";
import { copyFile, mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { assertKey, type AssetStorage } from "./storage";

/** Where stored asset files live on the local disk: DATA_DIR/assets/<storageKey>. */
export const assetsDir = (dataDir: string) => path.join(dataDir, "assets");

export function diskStorage(dataDir: string): AssetStorage {
  const dir = assetsDir(dataDir);
  const file = (key: string) => {
    assertKey(key);
    return path.join(dir, key);
  };
  return {
    kind: "disk",
    async put(key, data) {
      const target = file(key);
      await mkdir(dir, { recursive: true });
      // Written beside, then renamed: a reader never sees half a file.
      const tmp = path.join(dir, `.tmp-${randomBytes(6).toString("hex")}`);
      await writeFile(tmp, data);
      await rename(tmp, target);
    },
    async putFile(key, source) {
      const target = file(key);
      await mkdir(dir, { recursive: true });
      const tmp = path.join(dir, `.tmp-${randomBytes(6).toString("hex")}`);
      await copyFile(source, tmp);
      await rename(tmp, target);
    },
    async stat(key) {
      try {
        const s = await stat(file(key));
        return s.isFile() ? { size: s.size } : null;
      } catch {
        return null;
      }
    },
    async get(key, range) {
      const target = file(key);
      let size: number;
      try {
        const s = await stat(target);
        if (!s.isFile()) return null;
        size = s.size;
      } catch {
        return null;
      }
      return {
        size,
        body: createReadStream(
          target,
          range
            ? { start: range.start, end: range.end, highWaterMark: 256 * 1024 }
            : { highWaterMark: 256 * 1024 },
        ),
      };
    },
    async delete(key) {
      await rm(file(key), { force: true });
    },
  };
}
