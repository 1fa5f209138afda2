/**
 * .exitgame files for end-to-end tests, made in code: a small zip reader (central directory,
 * stored or deflated entries) and writer (stored entries), enough to change an exported file.
 */
import { createHash } from "node:crypto";
import { crc32, inflateRawSync } from "node:zlib";

/** The entries of a zip (names → bytes). */
export function readZip(zip: Buffer): Map<string, Buffer> {
  let eocd = zip.length - 22;
  while (eocd >= 0 && zip.readUInt32LE(eocd) !== 0x06054b50) eocd--;
  if (eocd < 0) throw new Error("not a zip");
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  const out = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString("utf8", at + 46, at + 46 + nameLength);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + compressed);
    if (!name.endsWith("/")) out.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + nameLength + extra + comment;
  }
  return out;
}

/** A zip of stored (uncompressed) entries. */
export function writeZip(entries: Map<string, Buffer>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of entries) {
    const nameBytes = Buffer.from(name, "utf8");
    const crc = crc32(data) >>> 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.size, 8);
  end.writeUInt16LE(entries.size, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

interface ManifestAsset {
  id: string;
  path: string;
  sha256: string;
  size: number;
  mimeType: string;
  kind: string;
  originalName: string;
}

/**
 * The exported file with every picture replaced by a new PNG (`png(i)`): files the server does
 * not have yet, so the import uploads them instead of reusing them.
 */
export function withFreshPictures(exitgame: Buffer, png: (i: number) => Buffer): Buffer {
  const entries = readZip(exitgame);
  const manifest = JSON.parse(entries.get("manifest.json")!.toString("utf8")) as {
    assets: ManifestAsset[];
  };
  const out = new Map<string, Buffer>();
  out.set("game.json", entries.get("game.json")!);
  let i = 0;
  for (const asset of manifest.assets) {
    if (asset.kind !== "IMAGE") {
      out.set(asset.path, entries.get(asset.path)!);
      continue;
    }
    const data = png(i++);
    const sha256 = createHash("sha256").update(data).digest("hex");
    Object.assign(asset, {
      sha256,
      path: `assets/${sha256}.png`,
      size: data.length,
      mimeType: "image/png",
      originalName: `bild-${i}.png`,
    });
    out.set(asset.path, data);
  }
  const result = new Map([["manifest.json", Buffer.from(JSON.stringify(manifest))], ...out]);
  return writeZip(result);
}

/** The exported file with its manifest and document changed by `change` (assets kept). */
export function rewrite(
  exitgame: Buffer,
  change: (manifest: Record<string, unknown>, game: Record<string, unknown>) => void,
): Buffer {
  const entries = readZip(exitgame);
  const manifest = JSON.parse(entries.get("manifest.json")!.toString("utf8")) as Record<
    string,
    unknown
  >;
  const game = JSON.parse(entries.get("game.json")!.toString("utf8")) as Record<string, unknown>;
  change(manifest, game);
  entries.set("manifest.json", Buffer.from(JSON.stringify(manifest)));
  entries.set("game.json", Buffer.from(JSON.stringify(game)));
  return writeZip(entries);
}
