/**
 * The Legacy import: one upload of the whole .exitgame file, processed by the
 * server. The upload goes to a temporary file (never whole into memory); yauzl reads the
 * central directory by random access and the engine's checkArchiveEntries judges every name,
 * size and ratio before a byte is inflated; the document is parsed, migrated and validated
 * (prepareImport) before anything is written; each asset the imported part uses is inflated to
 * its own temporary file, its SHA-256 compared with the manifest, then stored through the
 * gallery's pipeline (content checks by magic bytes, conversion, dedupe); finally commitImport
 * creates the game in one transaction. A refused file leaves nothing behind: assets this import
 * created are removed again.
 */
import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { Transform } from "node:stream";
import { registry } from "@exitgame/element-plugins/definitions";
import {
  checkArchiveEntries,
  checkArchiveEnvelope,
  EXITGAME_LIMITS,
  FORMAT_VERSION,
  isSymlinkAttributes,
  manifestNewerThan,
  parseManifest,
  type ArchiveEntryInfo,
  type ExitgameManifest,
  type GameDocument,
  type ManifestAsset,
} from "@exitgame/engine";
import { prepareImport, type ImportWarning } from "@exitgame/engine/exchange/prepare-import";
import yauzl, { type Entry, type ZipFile } from "yauzl";
import type { AssetService } from "../assets/service";
import { uploadLimitFor, UploadRefused } from "../assets/service";
import { processTempPath, type UploadedFile } from "../assets/temp-file";
import type { PrismaClient } from "../generated/prisma/client";
import { commitImport, ImportError, cleanImportName } from "./commit-import";
import { openLegacyStaging, type LegacyStaging } from "./legacy-staging";
import { mayEditGame } from "../permissions";

export type LegacyOutcome =
  /** Everything imported. */
  | "success"
  /** The game exists; some assets failed (counted in `failed`). */
  | "completedWithErrors"
  /** Not a readable .exitgame: a bad zip, a refused entry, a manifest or document the engine refuses. */
  | "invalidFile"
  /** A readable archive without a game document (or without the chosen scenes). */
  | "noGameData"
  /** Something else went wrong (nothing was kept). */
  | "failed";

export interface LegacyMessage {
  key:
    | "exchange.imported"
    | "exchange.completedWithErrors"
    | "exchange.invalidFile"
    | "exchange.noGameData"
    | "exchange.failed"
    | "exchange.unknownMigrations"
    | "exchange.oversizedSkipped"
    | "exchange.cloned"
    | "exchange.nameRequired"
    | "exchange.nameTooLong"
    | "game.notFound";
  params?: Record<string, number | string>;
}

export interface LegacyImportResult {
  outcome: LegacyOutcome;
  gameId?: number;
  sceneIds?: string[];
  /** Assets stored anew. */
  imported: number;
  /** Assets whose content was already on the server (reused, spec "cloned"). */
  cloned: number;
  /** Assets over the gallery's size limit, skipped. */
  oversized: number;
  /** Assets that could not be imported: missing, damaged, or refused by their content. */
  failed: { name: string; reason: string }[];
  warnings: ImportWarning[];
  messages: LegacyMessage[];
  /** English, for logs (why a file was refused). */
  detail?: string;
}

export interface LegacyImportInput {
  /** The received .exitgame file. */
  file: UploadedFile;
  viewer: { id: string; roles: readonly string[] };
  /** Name of the new game (without targetGameId). */
  name?: string | null;
  /** Only these scenes (null: the complete game). */
  sceneIds?: readonly string[] | null;
  /** Insert the scenes into this game instead of creating one. */
  targetGameId?: number | null;
}

const tempPath = () => processTempPath("import");

class Refused extends Error {
  constructor(
    readonly outcome: "invalidFile" | "noGameData",
    detail: string,
  ) {
    super(detail);
  }
}

function entryName(entry: Entry): string {
  // Names are read raw (decodeStrings: false) so that nothing is normalised before the checks:
  // strict mode keeps backslashes for checkArchiveEntries to refuse.
  return yauzl.getFileNameLowLevel(
    entry.generalPurposeBitFlag,
    entry.fileName as unknown as Buffer,
    entry.extraFields,
    true,
  );
}

async function readCentralDirectory(
  zip: ZipFile,
): Promise<{ infos: ArchiveEntryInfo[]; byName: Map<string, Entry> }> {
  const infos: ArchiveEntryInfo[] = [];
  const byName = new Map<string, Entry>();
  if (zip.entryCount > EXITGAME_LIMITS.maxEntries)
    throw new Refused("invalidFile", `${zip.entryCount} entries`);
  for await (const entry of zip.eachEntry()) {
    const name = entryName(entry);
    infos.push({
      name,
      compressedSize: entry.compressedSize,
      uncompressedSize: entry.uncompressedSize,
      isDirectory: name.endsWith("/"),
      isSymlink: isSymlinkAttributes(entry.externalFileAttributes),
    });
    if (!byName.has(name)) byName.set(name, entry);
  }
  return { infos, byName };
}

/** An entry's bytes, refusing more than `max` (yauzl also checks the declared size). */
async function readEntryText(zip: ZipFile, entry: Entry, max: number): Promise<string> {
  if (entry.uncompressedSize > max) throw new Refused("invalidFile", "entry too large");
  const stream = await zip.openReadStreamPromise(entry);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > max) {
      stream.destroy();
      throw new Refused("invalidFile", "entry larger than declared");
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Inflates an entry to a temporary file, hashing it on the way. */
async function extractEntry(zip: ZipFile, entry: Entry): Promise<UploadedFile> {
  const file = tempPath();
  const hash = createHash("sha256");
  let size = 0;
  const stream: Readable = await zip.openReadStreamPromise(entry);
  const count = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > entry.uncompressedSize) return callback(new Error("entry larger than declared"));
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  try {
    await pipeline(stream, count, createWriteStream(file));
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
  return { path: file, size, sha256: hash.digest("hex") };
}

const empty = (): LegacyImportResult => ({
  outcome: "failed",
  imported: 0,
  cloned: 0,
  oversized: 0,
  failed: [],
  warnings: [],
  messages: [],
});

/**
 * Imports one received .exitgame file. Never throws for a bad file: the outcome says what
 * happened (and the messages say it to the user); unexpected faults are rethrown after cleaning up.
 */
export async function legacyImport(
  deps: {
    prisma: PrismaClient;
    assets: AssetService;
    /** The final transaction (tests replace it to see a failing commit cleaned up). */
    commit?: typeof commitImport;
    /** Test-only: called after each asset the import created was stored and staged. */
    onAssetStored?: () => void | Promise<void>;
  },
  input: LegacyImportInput,
): Promise<LegacyImportResult> {
  const commit = deps.commit ?? commitImport;
  const { prisma, assets } = deps;
  const result = empty();
  const created: string[] = [];
  let zip: ZipFile | undefined;
  let staging: LegacyStaging | undefined;
  const refuse = (outcome: "invalidFile" | "noGameData", detail: string): LegacyImportResult => ({
    ...empty(),
    outcome,
    detail,
    messages: [{ key: outcome === "noGameData" ? "exchange.noGameData" : "exchange.invalidFile" }],
  });
  try {
    if (!input.targetGameId) cleanImportName(input.name);
    // Assets it creates are staged (hidden, and found again after a crash) until the end.
    staging = await openLegacyStaging(prisma, input.viewer.id, input.targetGameId ?? null);
    try {
      zip = await yauzl.openPromise(input.file.path, {
        lazyEntries: true,
        autoClose: false,
        decodeStrings: false,
        validateEntrySizes: true,
      });
    } catch (error) {
      throw new Refused("invalidFile", `not a zip: ${(error as Error).message}`);
    }
    const { infos, byName } = await readCentralDirectory(zip).catch((error: unknown) => {
      if (error instanceof Refused) throw error;
      throw new Refused("invalidFile", `central directory: ${(error as Error).message}`);
    });
    const envelope = checkArchiveEnvelope(infos);
    if (!envelope.ok)
      throw new Refused(
        "invalidFile",
        envelope.problems.map((p) => `${p.code} ${p.name}`).join(", "),
      );
    const manifestText = await readEntryText(
      zip,
      byName.get(envelope.manifest.name)!,
      EXITGAME_LIMITS.maxManifestBytes,
    ).catch(asInvalid);
    const parsedManifest = parseManifest(manifestText);
    if (!parsedManifest.ok) throw new Refused("invalidFile", parsedManifest.reason);
    const manifest: ExitgameManifest = parsedManifest.manifest;
    const checked = checkArchiveEntries(infos, manifest, {}, (asset) =>
      uploadLimitFor(assets.limits, asset.kind),
    );
    if (!checked.ok)
      throw new Refused(
        checked.messageKey === "import.noGameData" ? "noGameData" : "invalidFile",
        checked.problems.map((p) => `${p.code} ${p.name}`).join(", "),
      );
    const gameText = await readEntryText(
      zip,
      byName.get(checked.game.name)!,
      EXITGAME_LIMITS.maxGameBytes,
    ).catch(asInvalid);

    // The document first: parsed, migrated, validated and reduced before anything is written.
    const newer = manifestNewerThan(manifest, {
      documentFormatVersion: FORMAT_VERSION,
      elementVersions: new Map(registry.types.map((t) => [t, registry.get(t).version])),
    }).newer;
    let into: GameDocument | null = null;
    if (input.targetGameId) {
      const target = (await mayEditGame(prisma, input.viewer, input.targetGameId))
        ? await prisma.game.findUnique({
            where: { id: input.targetGameId },
            select: { document: true },
          })
        : null;
      if (!target) throw new ImportError("gameNotFound");
      into = target.document as unknown as GameDocument;
    }
    const prepared = prepareImport({
      document: gameText,
      registry,
      sceneIds: input.sceneIds ?? null,
      into,
      newerArchive: newer,
    });
    if (!prepared.ok)
      throw new Refused(
        prepared.code,
        prepared.code === "invalidFile" ? JSON.stringify(prepared.issues.slice(0, 3)) : "",
      );

    // Then the assets the imported part uses, one at a time.
    const wanted = new Set(prepared.assetIds);
    const listed = manifest.assets.filter((a) => wanted.has(a.id));
    const oversized = new Set(checked.oversizedAssets.map((a) => a.id));
    const missing = new Set(checked.missingAssets.map((a) => a.id));
    const map = new Map<string, string>();
    const byPath = new Map<string, ManifestAsset[]>();
    for (const asset of listed) {
      if (oversized.has(asset.id)) {
        result.oversized += 1;
        continue;
      }
      if (missing.has(asset.id)) {
        result.failed.push({ name: asset.originalName, reason: "missing" });
        continue;
      }
      const same = byPath.get(asset.path);
      if (same) same.push(asset);
      else byPath.set(asset.path, [asset]);
    }
    for (const [archivePath, group] of byPath) {
      const entry = byName.get(archivePath)!;
      let file: UploadedFile | undefined;
      try {
        file = await extractEntry(zip, entry);
        if (file.sha256 !== group[0]!.sha256) {
          for (const a of group) result.failed.push({ name: a.originalName, reason: "checksum" });
          continue;
        }
        for (const asset of group) {
          const stored = await storeAsset(prisma, assets, asset, file, input.viewer.id);
          if (stored.ok) {
            map.set(asset.id, stored.id);
            if (stored.created) {
              created.push(stored.id);
              await staging.add(asset.id, stored.id);
              await deps.onAssetStored?.();
            }
            if (stored.cloned) result.cloned += 1;
            else result.imported += 1;
          } else result.failed.push({ name: asset.originalName, reason: stored.reason });
        }
      } catch (error) {
        if (isFault(error)) throw error;
        for (const a of group) result.failed.push({ name: a.originalName, reason: "damaged" });
      } finally {
        if (file) await rm(file.path, { force: true });
      }
    }

    const committed = await commit(prisma, {
      viewer: input.viewer,
      registry,
      document: gameText,
      name: input.name ?? null,
      targetGameId: input.targetGameId ?? null,
      sceneIds: input.sceneIds ?? null,
      newerArchive: newer,
      assets: map,
      fileAssetIds: new Set(manifest.assets.map((a) => a.id)),
    });
    result.gameId = committed.gameId;
    result.sceneIds = committed.sceneIds;
    result.warnings = committed.warnings;
    result.outcome = result.failed.length > 0 ? "completedWithErrors" : "success";
    const messages: LegacyMessage[] = [];
    if (result.outcome === "success") messages.push({ key: "exchange.imported" });
    else
      messages.push({
        key: "exchange.completedWithErrors",
        params: { count: result.failed.length },
      });
    if (committed.warnings.some((w) => w.code === "unknownMigrations"))
      messages.push({ key: "exchange.unknownMigrations" });
    if (result.oversized > 0)
      messages.push({ key: "exchange.oversizedSkipped", params: { count: result.oversized } });
    if (result.cloned > 0)
      messages.push({ key: "exchange.cloned", params: { count: result.cloned } });
    result.messages = messages;
    created.length = 0; // kept: the game uses them
    return result;
  } catch (error) {
    if (error instanceof Refused) return refuse(error.outcome, error.message);
    if (error instanceof ImportError) {
      const base = refuse(
        error.reason === "noGameData" ? "noGameData" : "invalidFile",
        `${error.reason} ${JSON.stringify(error.issues.slice(0, 3))}`,
      );
      if (error.reason === "nameRequired" || error.reason === "nameTooLong") {
        base.outcome = "failed";
        base.messages = [
          {
            key: error.reason === "nameRequired" ? "exchange.nameRequired" : "exchange.nameTooLong",
            params: { max: 50 },
          },
        ];
      } else if (error.reason === "gameNotFound") {
        base.outcome = "failed";
        base.messages = [{ key: "game.notFound" }];
      } else if (error.reason !== "invalidFile" && error.reason !== "noGameData") {
        base.outcome = "failed";
        base.messages = [{ key: "exchange.failed" }];
      }
      return base;
    }
    throw error;
  } finally {
    zip?.close();
    // Whatever this import stored and no game took is removed again.
    for (const id of created) await assets.remove(id).catch(() => undefined);
    await staging?.close();
  }
}

function asInvalid(error: unknown): never {
  if (error instanceof Refused) throw error;
  throw new Refused("invalidFile", `entry unreadable: ${(error as Error).message}`);
}

/** Database or storage faults (not the file's fault) abort the import. */
function isFault(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name ?? "";
  return name.startsWith("PrismaClient");
}

type Stored =
  { ok: true; id: string; created: boolean; cloned: boolean } | { ok: false; reason: string };

/**
 * One asset into the importer's library. Content already on the server (same stored bytes) is
 * reused without conversion: the importer's own asset, else a new record sharing the file
 * ("cloned"). Anything else goes through the gallery's pipeline, which checks it by content.
 */
async function storeAsset(
  prisma: PrismaClient,
  assets: AssetService,
  asset: ManifestAsset,
  file: UploadedFile,
  ownerId: string,
): Promise<Stored> {
  const mine = await prisma.asset.findFirst({
    where: {
      kind: asset.kind,
      curated: false,
      ownerId,
      OR: [{ storageKey: file.sha256 }, { sourceSha256: file.sha256 }],
    },
    select: { id: true, storageKey: true },
  });
  if (mine && (await assets.storage.stat(mine.storageKey)))
    return { ok: true, id: mine.id, created: false, cloned: true };
  const known = await prisma.asset.findFirst({
    where: { kind: asset.kind, storageKey: file.sha256 },
  });
  if (known && (await assets.storage.stat(known.storageKey))) {
    const copy = await prisma.asset.create({
      data: {
        kind: known.kind,
        name: known.name,
        fileName: asset.originalName.slice(0, 255),
        mimeType: known.mimeType,
        size: known.size,
        storageKey: known.storageKey,
        sourceSha256: file.sha256,
        width: known.width,
        height: known.height,
        durationSeconds: known.durationSeconds,
        ownerId,
        curated: false,
      },
      select: { id: true },
    });
    return { ok: true, id: copy.id, created: true, cloned: true };
  }
  try {
    const { asset: stored, duplicate } = await assets.ingest({
      source: file,
      fileName: asset.originalName,
      kind: asset.kind,
      ownerId,
      curated: false,
    });
    return { ok: true, id: stored.id, created: !duplicate, cloned: duplicate };
  } catch (error) {
    if (error instanceof UploadRefused) return { ok: false, reason: error.reason };
    throw error;
  }
}
