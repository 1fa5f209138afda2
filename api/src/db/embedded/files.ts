/** Small files in the data directory: JSON written atomically, log tails. */
import fsp from "node:fs/promises";
import { chownIfNeeded, type RunAs } from "./os-user";

export async function readJson<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await fsp.readFile(file, "utf8")) as T;
  } catch {
    return null;
  }
}

export async function writeJsonAtomic(file: string, value: unknown, as: RunAs, mode = 0o600) {
  const tmp = `${file}.${process.pid}.tmp`;
  await fsp.writeFile(tmp, `${JSON.stringify(value, null, 2)}\n`, { mode });
  await chownIfNeeded(tmp, as);
  await fsp.rename(tmp, file);
}

export async function isEmptyDir(dir: string): Promise<boolean> {
  try {
    return (await fsp.readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return true;
    throw error;
  }
}

export async function tail(file: string, bytes = 4000): Promise<string> {
  try {
    const handle = await fsp.open(file, "r");
    try {
      const { size } = await handle.stat();
      const start = Math.max(0, size - bytes);
      const buffer = Buffer.alloc(size - start);
      await handle.read(buffer, 0, buffer.length, start);
      return buffer.toString("utf8");
    } finally {
      await handle.close();
    }
  } catch {
    return "";
  }
}
