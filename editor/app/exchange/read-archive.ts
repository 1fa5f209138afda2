/**
 * Reads a .exitgame file in the browser without unpacking it: zip.js reads the central directory
 * by random access on the File, the entries are checked (names, symlinks, sizes, zip bombs) before
 * any data is inflated, then only manifest.json and game.json are read; asset files are read one
 * at a time when they are uploaded.
 */
import {
  BlobReader,
  BlobWriter,
  TextWriter,
  ZipReader,
  configure,
  type Entry,
  type FileEntry,
} from "@zip.js/zip.js";
import { registry } from "@exitgame/element-plugins/definitions";
import {
  checkArchiveEnvelope,
  checkArchiveEntries,
  type ArchiveEntryInfo,
} from "@exitgame/engine/exchange/entries";
import {
  EXITGAME_PATHS,
  manifestNewerThan,
  parseManifest,
  type ExitgameManifest,
  type ManifestAsset,
} from "@exitgame/engine/exchange/manifest";
import { FORMAT_VERSION } from "@exitgame/engine";

// Inflate on the page (native DecompressionStream): no worker scripts for the CSP to allow.
configure({ useWebWorkers: false });

export type ArchiveFailure = "invalidFile" | "noGameData";

export class ArchiveError extends Error {
  override name = "ArchiveError";
  constructor(
    readonly code: ArchiveFailure,
    detail: string,
  ) {
    super(detail);
  }
}

export interface OpenArchive {
  manifest: ExitgameManifest;
  /** game.json as text (parsed and checked by prepareImport). */
  documentText: string;
  /** Written by a newer editor (archive, document or element versions). */
  newer: boolean;
  /** Listed assets present in the archive, by the id the document uses. */
  assets: Map<string, ManifestAsset>;
  /** Listed assets larger than the limit (skipped with a count). */
  oversized: ManifestAsset[];
  /** Listed assets whose file is missing (imported as failed). */
  missing: ManifestAsset[];
  /** The bytes of one listed asset (read when it is uploaded). */
  read(asset: ManifestAsset): Promise<Blob>;
  close(): Promise<void>;
}

const info = (e: Entry): ArchiveEntryInfo => ({
  name: e.filename,
  compressedSize: e.compressedSize,
  uncompressedSize: e.uncompressedSize,
  isDirectory: e.directory,
  isSymlink: e.symlink,
});

/** Opens and checks the archive; throws ArchiveError ("invalid file", "no game data"). */
export async function openArchive(file: Blob): Promise<OpenArchive> {
  const reader = new ZipReader(new BlobReader(file), { filenameValidation: "tolerant" });
  let entries: Entry[];
  try {
    entries = await reader.getEntries();
  } catch (error) {
    await reader.close().catch(() => {});
    throw new ArchiveError("invalidFile", `not a zip: ${String(error)}`);
  }
  const fail = async (code: ArchiveFailure, detail: string): Promise<never> => {
    await reader.close().catch(() => {});
    throw new ArchiveError(code, detail);
  };
  const infos = entries.map(info);
  const envelope = checkArchiveEnvelope(infos);
  if (!envelope.ok)
    return fail(
      envelope.messageKey === "import.noGameData" ? "noGameData" : "invalidFile",
      envelope.problems.map((p) => `${p.name}: ${p.detail}`).join("; "),
    );
  const byName = new Map(entries.map((e) => [e.filename, e]));
  const text = async (name: string) => {
    const entry = byName.get(name);
    if (!entry || entry.directory) return null;
    return (entry as FileEntry).getData(new TextWriter());
  };
  let manifestText: string | null;
  try {
    manifestText = await text(EXITGAME_PATHS.manifest);
  } catch (error) {
    return fail("invalidFile", `manifest unreadable: ${String(error)}`);
  }
  const parsed = parseManifest(manifestText ?? "");
  if (!parsed.ok) return fail("invalidFile", parsed.reason);
  const manifest = parsed.manifest;
  const checked = checkArchiveEntries(infos, manifest);
  if (!checked.ok)
    return fail(
      checked.messageKey === "import.noGameData" ? "noGameData" : "invalidFile",
      checked.problems.map((p) => `${p.name}: ${p.detail}`).join("; "),
    );
  let documentText: string | null;
  try {
    documentText = await text(EXITGAME_PATHS.game);
  } catch (error) {
    return fail("invalidFile", `game.json unreadable: ${String(error)}`);
  }
  if (!documentText) return fail("noGameData", "no game.json");
  const elementVersions = new Map(registry.types.map((t) => [t, registry.get(t).version]));
  const newer =
    parsed.newerFormat ||
    manifestNewerThan(manifest, { documentFormatVersion: FORMAT_VERSION, elementVersions }).newer;
  const skipped = new Set([...checked.oversizedAssets, ...checked.missingAssets].map((a) => a.id));
  const assets = new Map(
    manifest.assets.filter((a) => !skipped.has(a.id)).map((a) => [a.id, a] as const),
  );
  return {
    manifest,
    documentText,
    newer,
    assets,
    oversized: checked.oversizedAssets,
    missing: checked.missingAssets,
    async read(asset) {
      const entry = byName.get(asset.path);
      if (!entry || entry.directory) throw new Error(`missing ${asset.path}`);
      const blob = await (entry as FileEntry).getData(new BlobWriter(asset.mimeType));
      // Never more than the manifest says: a lying header cannot make us send more.
      if (blob.size !== asset.size) throw new Error(`size mismatch in ${asset.path}`);
      return blob;
    },
    close: () => reader.close(),
  };
}
