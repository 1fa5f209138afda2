/**
 * Uploads go to a temporary file while they arrive (hashed on the way), never whole into
 * memory: a 100 MB video costs a few socket buffers, not 100 MB of heap.
 */
import { createHash, randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { readdir, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { IncomingMessage } from "node:http";
import type { Readable } from "node:stream";

export interface UploadedFile {
  path: string;
  size: number;
  /** Hex SHA-256 of the content. */
  sha256: string;
}

/** The client went away before the whole file arrived (a cancelled upload). */
export class UploadAborted extends Error {
  constructor() {
    super("upload aborted by the client");
  }
}

/**
 * A new temporary file's path: `eg-<purpose>-<pid>-<random>` in the system's temporary directory.
 * The process id lets the next start tell files of a crashed process from live ones.
 */
export function processTempPath(purpose: "upload" | "import"): string {
  return path.join(os.tmpdir(), `eg-${purpose}-${process.pid}-${randomBytes(12).toString("hex")}`);
}
const tempPath = () => processTempPath("upload");

function processAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, but belongs to someone else
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** How old a temporary file without a process id (an older version's) must be to be removed. */
const UNOWNED_TEMP_MAX_AGE_MS = 60 * 60 * 1000;

/**
 * Removes the temporary files (uploads, extracted import entries) that a process killed hard
 * left behind: those of processes no longer running, and unowned ones older than an hour.
 * Returns how many went.
 */
export async function removeStaleTempFiles(dir = os.tmpdir()): Promise<number> {
  let removed = 0;
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    const owned = /^eg-(?:upload|import)-(\d+)-[0-9a-f]{24}$/.exec(name);
    const unowned = /^eg-(?:upload|import)-[0-9a-f]{24}$/.test(name);
    if (!owned && !unowned) continue;
    const full = path.join(dir, name);
    if (owned && processAlive(Number(owned[1]))) continue;
    if (unowned) {
      const info = await stat(full).catch(() => null);
      if (!info || Date.now() - info.mtimeMs < UNOWNED_TEMP_MAX_AGE_MS) continue;
    }
    await rm(full, { force: true, recursive: true });
    removed++;
  }
  return removed;
}

/**
 * Writes the stream to a temporary file; null (and nothing left behind) when it grows beyond
 * `maxBytes`, in which case the rest of the stream is drained and ignored.
 */
export async function receiveToTempFile(
  stream: Readable,
  maxBytes: number,
): Promise<UploadedFile | null> {
  const file = tempPath();
  const hash = createHash("sha256");
  const out = createWriteStream(file);
  let size = 0;
  const received = await new Promise<boolean>((resolve, reject) => {
    const fail = (error: Error) => {
      stream.off("data", onData);
      reject(error);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        // Too large: stop keeping it, let the rest drain so that the answer can still be read.
        stream.off("data", onData);
        stream.off("error", fail);
        stream.resume();
        resolve(false);
        return;
      }
      hash.update(chunk);
      if (!out.write(chunk)) {
        stream.pause();
        out.once("drain", () => stream.resume());
      }
    };
    let ended = false;
    stream.on("data", onData);
    stream.once("end", () => {
      ended = true;
      resolve(true);
    });
    // A cancelled upload ends in 'close' without 'end' (and maybe without 'error').
    stream.once("close", () => {
      if (!ended) fail(new UploadAborted());
    });
    stream.once("error", fail);
    out.once("error", fail);
  }).catch(async (error: unknown) => {
    out.destroy();
    await rm(file, { force: true });
    throw error;
  });
  if (!received) {
    out.destroy();
    await rm(file, { force: true });
    return null;
  }
  await new Promise<void>((resolve, reject) => {
    out.once("error", reject);
    out.end(resolve);
  });
  return { path: file, size, sha256: hash.digest("hex") };
}

/** Bytes already in memory (seeding, tests) as a temporary file. */
export async function bufferToTempFile(data: Buffer): Promise<UploadedFile> {
  const file = tempPath();
  await writeFile(file, data);
  return { path: file, size: data.length, sha256: createHash("sha256").update(data).digest("hex") };
}

export const removeTempFile = (file: UploadedFile) => rm(file.path, { force: true });

/**
 * An upload as a route receives it: the file, or null when the request is already answered —
 * the body is declared or grows beyond `maxBytes` (`tooLarge` answered it and the connection
 * closes), or the client went away and nobody is left to answer.
 */
export async function receiveUpload(
  req: IncomingMessage,
  res: { setHeader(name: string, value: string): unknown },
  maxBytes: number,
  tooLarge: () => unknown,
): Promise<UploadedFile | null> {
  if (Number(req.headers["content-length"] ?? 0) > maxBytes) {
    res.setHeader("Connection", "close");
    req.resume();
    tooLarge();
    return null;
  }
  let upload: UploadedFile | null;
  try {
    upload = await receiveToTempFile(req, maxBytes);
  } catch (error) {
    if (error instanceof UploadAborted) return null;
    throw error;
  }
  if (!upload) {
    res.setHeader("Connection", "close");
    tooLarge();
  }
  return upload;
}
