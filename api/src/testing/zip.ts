/** Test helpers: read a small zip from memory, write one with any entries (the corpus). */
import { once } from "node:events";
import { createWriteStream } from "node:fs";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import yauzl from "yauzl";
import { ZipFile } from "yazl";

export interface ZipContent {
  names: string[];
  files: Map<string, Buffer>;
  compressed: Map<string, boolean>;
}

export async function readZip(data: Buffer): Promise<ZipContent> {
  const zip = await yauzl.fromBufferPromise(data, { lazyEntries: true });
  const out: ZipContent = { names: [], files: new Map(), compressed: new Map() };
  for await (const entry of zip.eachEntry()) {
    out.names.push(entry.fileName);
    if (entry.fileName.endsWith("/")) continue;
    const stream = await zip.openReadStreamPromise(entry);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    out.files.set(entry.fileName, Buffer.concat(chunks));
    out.compressed.set(entry.fileName, entry.compressionMethod !== 0);
  }
  zip.close();
  return out;
}

export interface ZipEntrySpec {
  name: string;
  data?: Buffer | string;
  /** A stream of known size (large generated files). */
  stream?: () => Readable;
  size?: number;
  compress?: boolean;
  /** Unix mode with file type bits, e.g. 0o120777 for a symlink. */
  mode?: number;
  directory?: boolean;
}

function build(entries: readonly ZipEntrySpec[]): ZipFile {
  const zip = new ZipFile();
  for (const e of entries) {
    const options = {
      compress: e.compress ?? true,
      ...(e.mode !== undefined ? { mode: e.mode } : {}),
    };
    if (e.directory) zip.addEmptyDirectory(e.name);
    else if (e.stream)
      zip.addReadStreamLazy(e.name, { ...options, size: e.size }, (cb) => cb(null, e.stream!()));
    else zip.addBuffer(Buffer.from(e.data ?? ""), e.name, options);
  }
  zip.end();
  return zip;
}

/** A zip in memory. yazl checks names: use `patchName` for names it refuses. */
export async function writeZip(entries: readonly ZipEntrySpec[]): Promise<Buffer> {
  const zip = build(entries);
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as Readable) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A zip written to a file (large corpus files stay out of memory). */
export async function writeZipFile(entries: readonly ZipEntrySpec[], file: string): Promise<void> {
  const zip = build(entries);
  const out = createWriteStream(file);
  await pipeline(zip.outputStream as Readable, out);
  if (!out.closed) await once(out, "close");
}

/**
 * Replaces an entry name in both headers (same length): how the tests make names that zip
 * writers refuse to write (`../x`, `/abs`, `a\b`).
 */
export function patchName(zip: Buffer, from: string, to: string): Buffer {
  if (from.length !== to.length) throw new Error("patchName: same length only");
  const out = Buffer.from(zip);
  const needle = Buffer.from(from);
  let at = out.indexOf(needle);
  while (at !== -1) {
    Buffer.from(to).copy(out, at);
    at = out.indexOf(needle, at + needle.length);
  }
  return out;
}
