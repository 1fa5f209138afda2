/**
 * The .exitgame file: a zip holding `manifest.json`, `game.json` (the game document) and the
 * asset files under `assets/`. Only data and version numbers, never code (docs/exitgame-format.md).
 * Pure: no framework, no I/O. The server writes and reads it (export, legacy import); the
 * browser reads it (batched import).
 */
import { z } from "zod/mini";
import { DOCUMENT_LIMITS } from "../document/limits";

/**
 * Version of the archive layout and the manifest (not of the document: `game.json` carries its
 * own `formatVersion`, migrated by the engine). Readers accept every version up to this one and
 * read newer ones as far as they understand them, with the "unknown migrations" warning.
 */
export const EXITGAME_FORMAT_VERSION = 1;

export const EXITGAME_FILE_EXTENSION = ".exitgame";
export const EXITGAME_MIME_TYPE = "application/vnd.exitgame+zip";

/** Fixed paths inside the archive. */
export const EXITGAME_PATHS = {
  manifest: "manifest.json",
  game: "game.json",
  assetsDir: "assets/",
} as const;

/** `assets/<sha256>.<ext>`: the content address keeps names unique and safe. */
export const ASSET_PATH_PATTERN = /^assets\/[0-9a-f]{64}\.[a-z0-9]{1,8}$/;

/** The path of an asset file inside the archive, from its SHA-256 and MIME type. */
export function assetArchivePath(sha256: string, mimeType: string): string {
  return `${EXITGAME_PATHS.assetsDir}${sha256}.${extensionForMime(mimeType)}`;
}

const EXTENSIONS: Record<string, string> = {
  "image/webp": "webp",
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/gif": "gif",
  "image/avif": "avif",
  "image/svg+xml": "svg",
  "video/mp4": "mp4",
  "video/webm": "webm",
  "audio/mpeg": "mp3",
  "audio/ogg": "ogg",
  "audio/wav": "wav",
  "audio/x-wav": "wav",
  "audio/wave": "wav",
  "audio/mp4": "m4a",
  "audio/x-m4a": "m4a",
  "audio/webm": "webm",
};
export function extensionForMime(mimeType: string): string {
  return EXTENSIONS[mimeType.toLowerCase()] ?? "bin";
}

/**
 * Limits checked on the central directory before anything is unpacked (200 MB per
 * file; the rest bounds what a zip bomb could make the reader do).
 */
export const EXITGAME_LIMITS = {
  /** The .exitgame file itself. */
  maxArchiveBytes: 200 * 1024 * 1024,
  /** Entries in the archive (manifest, game and assets). */
  maxEntries: 2_000,
  /** Sum of the declared uncompressed sizes. */
  maxUncompressedBytes: 1024 * 1024 * 1024,
  /** Uncompressed : compressed of one entry, checked for entries above ratioMinBytes. */
  maxCompressionRatio: 100,
  /** Below this uncompressed size an entry's ratio is not checked (tiny JSON compresses well). */
  ratioMinBytes: 1024 * 1024,
  /** manifest.json (uncompressed). */
  maxManifestBytes: 2 * 1024 * 1024,
  /** game.json (uncompressed): the document's own limit. */
  maxGameBytes: DOCUMENT_LIMITS.maxBytes,
  /** Assets listed in one manifest. */
  maxAssets: 1_999,
  /** One asset file (uncompressed); larger ones are skipped with a count ("oversized"). */
  maxAssetBytes: 200 * 1024 * 1024,
  /** The Legacy method (one upload) is meant for archives up to about this many assets. */
  legacyRecommendedAssets: 120,
} as const;

export const ExitgameAssetKindSchema = z.enum(["IMAGE", "VIDEO", "AUDIO", "CAPTIONS"]);
export type ExitgameAssetKind = z.infer<typeof ExitgameAssetKindSchema>;

const Sha256Schema = z.string().check(z.regex(/^[0-9a-f]{64}$/));

export const ManifestAssetSchema = z
  .looseObject({
    /** The id the document uses for this asset (element props refer to it). */
    id: z.string().check(z.minLength(1), z.maxLength(64)),
    /** Path of the file inside the archive: `assets/<sha256>.<ext>`. */
    path: z.string().check(z.regex(ASSET_PATH_PATTERN)),
    /** SHA-256 of the file's bytes (lower-case hex); must match the path's hash. */
    sha256: Sha256Schema,
    /** Size of the file in bytes. */
    size: z.number().check(z.int(), z.gte(0)),
    mimeType: z.string().check(z.minLength(1), z.maxLength(100)),
    kind: ExitgameAssetKindSchema,
    /** The file name the asset had in its gallery. */
    originalName: z.string().check(z.minLength(1), z.maxLength(255)),
    /** Playing time in seconds (video, audio), if known. */
    durationSec: z.optional(z.nullable(z.number().check(z.gte(0)))),
  })
  .check(
    z.refine((a) => a.path.slice("assets/".length, "assets/".length + 64) === a.sha256, {
      message: "The asset path must be named after its sha256",
      path: ["path"],
    }),
  );
export type ManifestAsset = z.infer<typeof ManifestAssetSchema>;

/**
 * manifest.json. Unknown keys are kept (`loose`), so a reader of this version can read the
 * manifest of a newer one.
 */
export const ExitgameManifestSchema = z
  .looseObject({
    /** Always "exitgame": tells this file from other zips. */
    kind: z.literal("exitgame"),
    formatVersion: z.number().check(z.int(), z.gte(1)),
    /** Version of the editor that wrote the file (semver, e.g. "0.1.0"). */
    editorVersion: z.string().check(z.minLength(1), z.maxLength(50)),
    /** Document format of game.json (its `formatVersion`). */
    documentFormatVersion: z.number().check(z.int(), z.gte(0)),
    /** Every element type the document uses, with the props version it was saved at. */
    elementTypes: z.record(
      z.string().check(z.regex(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/)),
      z.number().check(z.int(), z.gte(0)),
    ),
    /** The game's title when exported (the import dialog proposes it as the name). */
    title: z.string().check(z.maxLength(200)),
    /** ISO 8601 time of the export. */
    exportedAt: z.string().check(z.maxLength(40)),
    /** The scenes in game.json, in order: id and name (for the import dialog's selection). */
    scenes: z
      .array(
        z.looseObject({
          id: z.string().check(z.minLength(1), z.maxLength(64)),
          name: z.string().check(z.maxLength(200)),
        }),
      )
      .check(z.minLength(1))
      .check(z.maxLength(DOCUMENT_LIMITS.maxScenes)),
    assets: z.array(ManifestAssetSchema).check(z.maxLength(EXITGAME_LIMITS.maxAssets)),
  })
  .check(
    z.superRefine((m, ctx) => {
      // Two ids may share one file (the same content twice); an id names one asset only.
      const ids = new Set<string>();
      m.assets.forEach((a, i) => {
        if (ids.has(a.id))
          ctx.addIssue({
            code: "custom",
            message: `Duplicate asset id '${a.id}'`,
            path: ["assets", i, "id"],
          });
        ids.add(a.id);
      });
    }),
  );
export type ExitgameManifest = z.infer<typeof ExitgameManifestSchema>;

export type ManifestParseResult =
  | {
      ok: true;
      manifest: ExitgameManifest;
      /** The file was written by a newer format: read on, warn "unknown migrations". */
      newerFormat: boolean;
    }
  | { ok: false; messageKey: "import.invalidFile"; reason: string };

/** Parses manifest.json (its text). Never throws. */
export function parseManifest(text: string): ManifestParseResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, messageKey: "import.invalidFile", reason: "manifest.json is not JSON" };
  }
  const parsed = ExitgameManifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      messageKey: "import.invalidFile",
      reason: `manifest.json: ${issue?.path.join(".") ?? ""} ${issue?.message ?? "invalid"}`,
    };
  }
  return {
    ok: true,
    manifest: parsed.data,
    newerFormat: parsed.data.formatVersion > EXITGAME_FORMAT_VERSION,
  };
}

/**
 * The "unknown migrations" check: the file was written by a newer editor when its
 * archive format, its document format or one of its element types' versions is newer than this
 * installation knows. Element types this installation does not know at all are not "newer":
 * they become placeholders (`unknownTypes`).
 */
export function manifestNewerThan(
  manifest: ExitgameManifest,
  known: { documentFormatVersion: number; elementVersions: ReadonlyMap<string, number> },
): { newer: boolean; unknownTypes: string[] } {
  let newer =
    manifest.formatVersion > EXITGAME_FORMAT_VERSION ||
    manifest.documentFormatVersion > known.documentFormatVersion;
  const unknownTypes: string[] = [];
  for (const [type, version] of Object.entries(manifest.elementTypes)) {
    const mine = known.elementVersions.get(type);
    if (mine === undefined) unknownTypes.push(type);
    else if (version > mine) newer = true;
  }
  return { newer, unknownTypes };
}

/** The suggested file name of an export: the title made safe, plus `.exitgame`. */
export function exportFileName(title: string): string {
  const base = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ß/g, "ss")
    .replace(/[^A-Za-z0-9._ -]+/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/\.{2,}/g, ".")
    .slice(0, 80)
    .replace(/^[.-]+|[.-]+$/g, "");
  return `${base || "game"}${EXITGAME_FILE_EXTENSION}`;
}
