/**
 * Safety checks on a zip's central directory, before anything is unpacked (issue 13 "Safety"):
 * names (absolute, `..`, backslashes, duplicates, not in the manifest), symlinks, entry count,
 * total uncompressed size and compression ratio (zip bombs). Pure: the callers (the server's
 * legacy import with yauzl, the browser's batched import with zip.js) pass the metadata.
 */
import {
  ASSET_PATH_PATTERN,
  EXITGAME_LIMITS,
  EXITGAME_PATHS,
  type ExitgameManifest,
  type ManifestAsset,
} from "./manifest";

/** What a zip reader knows about an entry without reading its data. */
export interface ArchiveEntryInfo {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
  isDirectory: boolean;
  /** From the external attributes (unix mode S_IFLNK in the upper 16 bits). */
  isSymlink: boolean;
}

/** Unix mode bits of a zip entry's external attributes: true for a symbolic link. */
export function isSymlinkAttributes(externalFileAttributes: number): boolean {
  const mode = (externalFileAttributes >>> 16) & 0o170000;
  return mode === 0o120000;
}

export type ArchiveProblemCode =
  | "absolutePath"
  | "parentPath"
  | "backslash"
  | "badName"
  | "symlink"
  | "duplicateName"
  | "unlisted"
  | "tooManyEntries"
  | "tooLarge"
  | "compressionRatio"
  | "entryTooLarge"
  | "noManifest"
  | "noGameData"
  | "assetSizeMismatch";

export interface ArchiveProblem {
  code: ArchiveProblemCode;
  /** The entry concerned ('' for the archive as a whole). */
  name: string;
  /** English, for logs. */
  detail: string;
}

/** The import's messages: "invalid file" (import.invalidFile) or "no game data" (import.noGameData). */
export type ArchiveMessageKey = "import.invalidFile" | "import.noGameData";

export type ArchiveCheckResult =
  | {
      ok: true;
      manifest: ArchiveEntryInfo;
      game: ArchiveEntryInfo;
      /** The entry of each listed asset present in the archive, by archive path. */
      assets: Map<string, ArchiveEntryInfo>;
      /** Listed assets whose file is not in the archive (imported as failed, not refused). */
      missingAssets: ManifestAsset[];
      /** Listed assets larger than EXITGAME_LIMITS.maxAssetBytes (skipped with a count). */
      oversizedAssets: ManifestAsset[];
    }
  | { ok: false; messageKey: ArchiveMessageKey; problems: ArchiveProblem[] };

export type EnvelopeCheckResult =
  | { ok: true; manifest: ArchiveEntryInfo; game: ArchiveEntryInfo | null }
  | { ok: false; messageKey: ArchiveMessageKey; problems: ArchiveProblem[] };

function nameProblem(name: string): ArchiveProblem | null {
  if (name.includes("\\")) return { code: "backslash", name, detail: "backslash in an entry name" };
  if (name.startsWith("/") || /^[A-Za-z]:/.test(name))
    return { code: "absolutePath", name, detail: "absolute path" };
  if (name.split("/").some((part) => part === ".." || part === "."))
    return { code: "parentPath", name, detail: "'..' or '.' in an entry name" };
  const control = [...name].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
  if (name === "" || name.length > 255 || control)
    return { code: "badName", name, detail: "empty, overlong or control characters" };
  return null;
}

/**
 * The checks that need no manifest: every name, symlinks, duplicates, counts, sizes, ratios, and
 * that manifest.json is there and small. Run it first, then read the manifest, then
 * checkArchiveEntries.
 */
export function checkArchiveEnvelope(
  entries: readonly ArchiveEntryInfo[],
  limits: Partial<typeof EXITGAME_LIMITS> = {},
): EnvelopeCheckResult {
  const L = { ...EXITGAME_LIMITS, ...limits };
  const problems: ArchiveProblem[] = [];
  const refuse = (): EnvelopeCheckResult => ({
    ok: false,
    messageKey: "import.invalidFile",
    problems,
  });
  if (entries.length > L.maxEntries) {
    problems.push({
      code: "tooManyEntries",
      name: "",
      detail: `${entries.length} entries, at most ${L.maxEntries}`,
    });
    return refuse();
  }
  const seen = new Set<string>();
  let total = 0;
  for (const entry of entries) {
    const bad = nameProblem(entry.name);
    if (bad) problems.push(bad);
    if (entry.isSymlink)
      problems.push({ code: "symlink", name: entry.name, detail: "symbolic link entry" });
    // Names are compared as written and case-folded (a case-insensitive disk would merge them).
    const key = entry.name.replace(/\/+$/, "").toLowerCase();
    if (seen.has(key))
      problems.push({ code: "duplicateName", name: entry.name, detail: "duplicate entry name" });
    seen.add(key);
    if (entry.isDirectory) continue;
    total += entry.uncompressedSize;
    if (
      entry.uncompressedSize > L.ratioMinBytes &&
      entry.uncompressedSize > L.maxCompressionRatio * Math.max(entry.compressedSize, 1)
    )
      problems.push({
        code: "compressionRatio",
        name: entry.name,
        detail: `compression ratio above ${L.maxCompressionRatio}:1`,
      });
  }
  if (total > L.maxUncompressedBytes)
    problems.push({
      code: "tooLarge",
      name: "",
      detail: `${total} bytes uncompressed, at most ${L.maxUncompressedBytes}`,
    });
  if (problems.length > 0) return refuse();
  const manifest = entries.find((e) => e.name === EXITGAME_PATHS.manifest && !e.isDirectory);
  if (!manifest) {
    problems.push({ code: "noManifest", name: EXITGAME_PATHS.manifest, detail: "no manifest" });
    return refuse();
  }
  if (manifest.uncompressedSize > L.maxManifestBytes) {
    problems.push({
      code: "entryTooLarge",
      name: manifest.name,
      detail: `manifest over ${L.maxManifestBytes} bytes`,
    });
    return refuse();
  }
  const game = entries.find((e) => e.name === EXITGAME_PATHS.game && !e.isDirectory) ?? null;
  return { ok: true, manifest, game };
}

/**
 * All checks, with the manifest read: besides the envelope's, only the manifest, game.json and
 * the listed asset paths (and directories holding them) may be in the archive; game.json must
 * be there ("no game data") and within the document limit; listed files must have their
 * declared size. Missing and oversized assets are reported, not refused.
 */
export function checkArchiveEntries(
  entries: readonly ArchiveEntryInfo[],
  manifest: ExitgameManifest,
  limits: Partial<typeof EXITGAME_LIMITS> = {},
  /** The largest file accepted for an asset (e.g. the gallery's limit for its kind). */
  maxBytesFor: (asset: ManifestAsset) => number = () =>
    limits.maxAssetBytes ?? EXITGAME_LIMITS.maxAssetBytes,
): ArchiveCheckResult {
  const L = { ...EXITGAME_LIMITS, ...limits };
  const envelope = checkArchiveEnvelope(entries, limits);
  if (!envelope.ok) return envelope;
  const problems: ArchiveProblem[] = [];
  const listed = new Map<string, ManifestAsset[]>();
  for (const asset of manifest.assets) {
    const same = listed.get(asset.path);
    if (same) same.push(asset);
    else listed.set(asset.path, [asset]);
  }
  const byName = new Map<string, ArchiveEntryInfo>();
  for (const entry of entries) {
    if (entry.isDirectory) {
      if (entry.name !== EXITGAME_PATHS.assetsDir)
        problems.push({ code: "unlisted", name: entry.name, detail: "unexpected directory" });
      continue;
    }
    const known =
      entry.name === EXITGAME_PATHS.manifest ||
      entry.name === EXITGAME_PATHS.game ||
      (ASSET_PATH_PATTERN.test(entry.name) && listed.has(entry.name));
    if (!known)
      problems.push({ code: "unlisted", name: entry.name, detail: "not listed in the manifest" });
    byName.set(entry.name, entry);
  }
  if (problems.length > 0) return { ok: false, messageKey: "import.invalidFile", problems };

  const game = envelope.game;
  if (!game)
    return {
      ok: false,
      messageKey: "import.noGameData",
      problems: [{ code: "noGameData", name: EXITGAME_PATHS.game, detail: "no game.json" }],
    };
  if (game.uncompressedSize > L.maxGameBytes)
    return {
      ok: false,
      messageKey: "import.invalidFile",
      problems: [
        {
          code: "entryTooLarge",
          name: game.name,
          detail: `game.json over ${L.maxGameBytes} bytes`,
        },
      ],
    };

  const assets = new Map<string, ArchiveEntryInfo>();
  const missingAssets: ManifestAsset[] = [];
  const oversizedAssets: ManifestAsset[] = [];
  for (const [path, listedAssets] of listed) {
    const entry = byName.get(path);
    if (!entry) {
      missingAssets.push(...listedAssets);
      continue;
    }
    if (listedAssets.some((a) => a.size !== entry.uncompressedSize)) {
      problems.push({
        code: "assetSizeMismatch",
        name: path,
        detail: `declared ${listedAssets[0]!.size} bytes, the entry has ${entry.uncompressedSize}`,
      });
      continue;
    }
    const fitting = listedAssets.filter((a) => entry.uncompressedSize <= maxBytesFor(a));
    if (fitting.length < listedAssets.length)
      oversizedAssets.push(...listedAssets.filter((a) => !fitting.includes(a)));
    if (fitting.length > 0) assets.set(path, entry);
  }
  if (problems.length > 0) return { ok: false, messageKey: "import.invalidFile", problems };
  return { ok: true, manifest: envelope.manifest, game, assets, missingAssets, oversizedAssets };
}
