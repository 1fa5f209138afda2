/**
 * The asset pipeline: check → convert → store once per content → record. Also who may read an
 * asset and what removing one means for the stored file.
 */
import { hasRole, isAdmin, isOwner } from "../permissions";
import { createHash } from "node:crypto";
import type { Asset, PrismaClient } from "../generated/prisma/client";
import type { Config } from "../config";
import { createStorage, type AssetStorage } from "./storage";
import {
  inspect,
  limiter,
  prepare,
  InvalidFileError,
  MAX_CAPTIONS_BYTES,
  type AssetKindName,
} from "./inspect";
import { bufferToTempFile, removeTempFile, type UploadedFile } from "./temp-file";

export const ASSET_NAME_MAX = 120;
const MB = 1024 * 1024;

export interface AssetLimits {
  /** Largest image upload in bytes, before conversion. */
  uploadMaxBytes: number;
  /** Largest image after conversion. */
  imageMaxBytes: number;
  /** Largest audio or video file. */
  mediaMaxBytes: number;
}

export type AssetLimitConfig = Pick<
  Config,
  "ASSET_UPLOAD_MAX_MB" | "ASSET_IMAGE_MAX_MB" | "ASSET_MEDIA_MAX_MB"
>;

export function assetLimits(config: AssetLimitConfig): AssetLimits {
  return {
    uploadMaxBytes: Math.round(config.ASSET_UPLOAD_MAX_MB * MB),
    imageMaxBytes: Math.round(config.ASSET_IMAGE_MAX_MB * MB),
    mediaMaxBytes: Math.round(config.ASSET_MEDIA_MAX_MB * MB),
  };
}

/** The limit of one gallery's uploads, in bytes (what the upload route accepts at most). */
export const uploadLimitFor = (limits: AssetLimits, kind: AssetKindName) =>
  kind === "CAPTIONS"
    ? Math.min(MAX_CAPTIONS_BYTES, limits.uploadMaxBytes)
    : kind === "IMAGE"
      ? limits.uploadMaxBytes
      : limits.mediaMaxBytes;

export const toMb = (bytes: number) => Math.round((bytes / MB) * 10) / 10;

/** Why an upload was refused; the route turns it into the spec's message. */
export class UploadRefused extends Error {
  constructor(
    readonly reason: "invalid" | "svgUnsafe" | "tooLarge" | "tooLargeConverted",
    readonly maxMb?: number,
  ) {
    super(reason);
  }
}

export interface Viewer {
  id: string;
  roles: readonly string[];
  emailVerified: boolean;
}

/** Keeps the curated library: a verified moderator or admin (permissions.ts). */
export const isModerator = (viewer: Viewer | null | undefined) =>
  hasRole(viewer, "MODERATOR") || isAdmin(viewer);

export interface IngestInput {
  /** The upload: a received temporary file (the caller removes it), or bytes (seeding, tests). */
  source: UploadedFile | Buffer;
  fileName: string;
  kind: AssetKindName;
  /** null for a curated library asset (moderators). */
  ownerId: string | null;
  curated: boolean;
}

export interface AssetService {
  storage: AssetStorage;
  limits: AssetLimits;
  /** Checks, converts, stores and records an upload; an identical file of the same library returns the existing asset. */
  ingest(input: IngestInput): Promise<{ asset: Asset; duplicate: boolean }>;
  /** Whether this viewer may download the asset's file. */
  canRead(
    asset: Pick<Asset, "id" | "curated" | "ownerId">,
    viewer: Viewer | null,
  ): Promise<boolean>;
  /** Deletes the asset's record, and its file once no other asset shares it. */
  remove(assetId: string): Promise<void>;
  /** Called with the id of every removed asset (delivery forgets what it remembered of it). */
  onRemove(listener: (assetId: string) => void): void;
  /** Conversions at once so far, at most (for the benchmark). */
  readonly peakConversions: number;
}

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

/** The display name from a file name: without folders and extension, trimmed to the limit. */
export function nameFromFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  const name = base.replace(/\.[A-Za-z0-9]{1,5}$/, "").trim() || base.trim() || "asset";
  return name.slice(0, ASSET_NAME_MAX);
}

export function createAssetService(deps: {
  prisma: PrismaClient;
  config: Config;
  storage?: AssetStorage;
}): AssetService {
  const { prisma, config } = deps;
  const storage = deps.storage ?? createStorage(config);
  const limits = assetLimits(config);
  const convert = limiter(config.ASSET_CONVERSION_CONCURRENCY);
  const removeListeners: ((assetId: string) => void)[] = [];
  const libraryWhere = (input: IngestInput) =>
    input.curated ? { curated: true } : { ownerId: input.ownerId, curated: false };

  async function ingestFile(
    input: IngestInput,
    upload: UploadedFile,
  ): Promise<{ asset: Asset; duplicate: boolean }> {
    const max = uploadLimitFor(limits, input.kind);
    if (upload.size > max) throw new UploadRefused("tooLarge", toMb(max));
    const sourceSha256 = upload.sha256;
    const name = nameFromFileName(input.fileName);
    const fileName = (input.fileName.split(/[\\/]/).pop() ?? input.fileName).slice(0, 255);
    // The same file in the same library again: the asset it already is.
    const same = await prisma.asset.findFirst({
      where: { kind: input.kind, sourceSha256, ...libraryWhere(input) },
    });
    if (same) return { asset: same, duplicate: true };
    // Known content in another library: share the stored file, skip the conversion.
    const known = await prisma.asset.findFirst({ where: { kind: input.kind, sourceSha256 } });
    if (known && (await storage.stat(known.storageKey))) {
      const asset = await prisma.asset.create({
        data: {
          kind: input.kind,
          name,
          fileName,
          mimeType: known.mimeType,
          size: known.size,
          storageKey: known.storageKey,
          sourceSha256,
          width: known.width,
          height: known.height,
          durationSeconds: known.durationSeconds,
          ownerId: input.ownerId,
          curated: input.curated,
        },
      });
      return { asset, duplicate: false };
    }
    let prepared;
    try {
      const inspected = await inspect(upload.path, input.kind);
      prepared = await (input.kind === "IMAGE"
        ? convert(() => prepare(upload.path, inspected, limits))
        : prepare(upload.path, inspected, limits));
    } catch (error) {
      if (error instanceof InvalidFileError)
        throw new UploadRefused(
          error.reason,
          error.reason === "tooLargeConverted" ? toMb(limits.imageMaxBytes) : undefined,
        );
      throw error;
    }
    const converted = prepared.data;
    const storageKey = converted ? sha256(converted) : upload.sha256;
    if (!(await storage.stat(storageKey))) {
      if (converted) await storage.put(storageKey, converted, prepared.mimeType);
      else await storage.putFile(storageKey, upload.path, prepared.mimeType);
    }
    const asset = await prisma.asset.create({
      data: {
        kind: input.kind,
        name,
        fileName,
        mimeType: prepared.mimeType,
        size: converted ? converted.length : upload.size,
        storageKey,
        sourceSha256,
        width: prepared.width,
        height: prepared.height,
        durationSeconds: prepared.durationSeconds,
        ownerId: input.ownerId,
        curated: input.curated,
      },
    });
    return { asset, duplicate: false };
  }

  return {
    storage,
    limits,
    onRemove(listener) {
      removeListeners.push(listener);
    },
    get peakConversions() {
      return convert.stats.peak;
    },
    async ingest(input) {
      const owned = Buffer.isBuffer(input.source);
      const upload = Buffer.isBuffer(input.source)
        ? await bufferToTempFile(input.source)
        : input.source;
      try {
        return await ingestFile(input, upload);
      } finally {
        if (owned) await removeTempFile(upload);
      }
    },
    async canRead(asset, viewer) {
      if (asset.curated) return true;
      if (viewer?.emailVerified && (isOwner(viewer, asset.ownerId) || isModerator(viewer)))
        return true;
      // Files of published games are readable by their players; a game's owner reads its gallery.
      const rows = await prisma.$queryRaw<{ one: number }[]>`
        SELECT 1 AS one FROM "Game" g
        WHERE ((g.status IN ('PUBLISHED', 'UNLISTED') AND g."deletedAt" IS NULL)
               OR g."ownerId" = ${viewer?.emailVerified ? viewer.id : ""}
               OR EXISTS (SELECT 1 FROM "GameShare" s WHERE s."gameId" = g.id
                            AND s."userId" = ${viewer?.emailVerified ? viewer.id : ""}))
          AND (EXISTS (SELECT 1 FROM "GameAsset" ga WHERE ga."gameId" = g.id AND ga."assetId" = ${asset.id})
               OR strpos(g.document::text, ${`"${asset.id}"`}) > 0)
        LIMIT 1`;
      return rows.length > 0;
    },
    async remove(assetId) {
      const asset = await prisma.asset.delete({ where: { id: assetId } });
      for (const listener of removeListeners) listener(assetId);
      const others = await prisma.asset.count({ where: { storageKey: asset.storageKey } });
      if (others === 0) await storage.delete(asset.storageKey);
    },
  };
}
