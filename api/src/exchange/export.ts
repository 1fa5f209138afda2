/**
 * Export of a game as a .exitgame file (docs/exitgame-format.md): the manifest, the document
 * (all scenes, or some with the rules pruned by the engine's keepScenes) and every asset the
 * exported document still uses, streamed from storage (disk or S3) into the zip and from the zip
 * into the response. Nothing holds the archive: yazl pulls one asset stream at a time, and
 * media that is compressed already is stored, not deflated again.
 */
import { createHash } from "node:crypto";
import { PassThrough, type Readable } from "node:stream";
import { elementAssets, registry } from "@exitgame/element-plugins/definitions";
import {
  assetArchivePath,
  EXITGAME_FORMAT_VERSION,
  EXITGAME_PATHS,
  exportFileName,
  FORMAT_VERSION,
  keepScenes,
  parseGameDocument,
  type ExitgameManifest,
  type GameDocument,
  type ManifestAsset,
  type PruneReport,
} from "@exitgame/engine";
import { ZipFile } from "yazl";
import type { PrismaClient } from "../generated/prisma/client";
import type { AssetStorage } from "../assets/storage";
import { EDITOR_VERSION } from "./version";

/**
 * Stored formats worth deflating (text); media (WebP, MP4, MP3, WAV, …) is stored as it is:
 * compressed already, or not worth the CPU of deflating hundreds of megabytes per export.
 */
const COMPRESSIBLE = new Set(["image/svg+xml"]);

/** The asset ids (or URLs) a document's elements use, in document order, without repeats. */
export function documentAssetRefs(doc: GameDocument): string[] {
  const seen = new Set<string>();
  const visit = (type: string, props: unknown) => {
    for (const { src } of elementAssets(type, props)) seen.add(src);
  };
  for (const scene of doc.scenes) for (const el of scene.elements) visit(el.type, el.props);
  for (const el of doc.globalElements) visit(el.type, el.props);
  return [...seen];
}

export interface ExportPlan {
  fileName: string;
  manifest: ExitgameManifest;
  document: GameDocument;
  /** What keepScenes removed (empty for a complete export). */
  report: PruneReport;
  /** Storage key of each asset file, by archive path (one entry per distinct file). */
  files: Map<string, { storageKey: string; size: number; mimeType: string }>;
}

export type PlanResult =
  | { ok: true; plan: ExportPlan }
  | { ok: false; reason: "notFound" | "noScenes" | "invalidDocument" };

const isHash = (key: string) => /^[0-9a-f]{64}$/.test(key);

async function hashStored(storage: AssetStorage, key: string): Promise<string | null> {
  const object = await storage.get(key);
  if (!object) return null;
  const hash = createHash("sha256");
  for await (const chunk of object.body) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/**
 * Everything the archive will hold except the bytes of the assets. `sceneIds` undefined: the
 * complete game; otherwise the scenes to keep (at least one existing scene).
 */
export async function planExport(deps: {
  prisma: PrismaClient;
  storage: AssetStorage;
  gameId: number;
  sceneIds?: readonly string[];
  now?: Date;
}): Promise<PlanResult> {
  const { prisma, storage } = deps;
  const game = await prisma.game.findUnique({
    where: { id: deps.gameId },
    select: { title: true, document: true, ownerId: true },
  });
  if (!game) return { ok: false, reason: "notFound" };
  const parsed = parseGameDocument(game.document, registry);
  if (!parsed.ok) return { ok: false, reason: "invalidDocument" };
  let document = parsed.document;
  let report: PruneReport = { removedRules: [], modifiedRules: [] };
  if (deps.sceneIds) {
    if (deps.sceneIds.length === 0) return { ok: false, reason: "noScenes" };
    const kept = keepScenes(document, deps.sceneIds);
    if (!kept) return { ok: false, reason: "noScenes" };
    document = kept.doc;
    report = kept.report;
  }
  const refs = documentAssetRefs(document);
  // Only files the game's owner may use: the curated library, their own uploads and the game's
  // gallery (an id of someone else's private file typed into the document is not packed).
  const rows = refs.length
    ? await prisma.asset.findMany({
        where: {
          id: { in: refs },
          OR: [
            { curated: true },
            { ownerId: game.ownerId },
            { games: { some: { gameId: deps.gameId } } },
          ],
        },
        select: {
          id: true,
          kind: true,
          fileName: true,
          mimeType: true,
          storageKey: true,
          durationSeconds: true,
        },
      })
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const assets: ManifestAsset[] = [];
  const files: ExportPlan["files"] = new Map();
  const hashOf = new Map<string, string | null>();
  for (const id of refs) {
    const row = byId.get(id);
    if (!row) continue; // a URL or an asset deleted since: nothing to pack
    const stat = await storage.stat(row.storageKey);
    if (!stat) continue;
    let sha256 = hashOf.get(row.storageKey);
    if (sha256 === undefined) {
      // Content-addressed keys are the SHA-256 of the stored bytes; older names are hashed.
      sha256 = isHash(row.storageKey) ? row.storageKey : await hashStored(storage, row.storageKey);
      hashOf.set(row.storageKey, sha256);
    }
    if (!sha256) continue;
    const path = assetArchivePath(sha256, row.mimeType);
    files.set(path, { storageKey: row.storageKey, size: stat.size, mimeType: row.mimeType });
    assets.push({
      id: row.id,
      path,
      sha256,
      size: stat.size,
      mimeType: row.mimeType,
      kind: row.kind,
      originalName: row.fileName.slice(0, 255) || "asset",
      durationSec: row.durationSeconds ?? null,
    });
  }
  const elementTypes: Record<string, number> = {};
  for (const el of [...document.scenes.flatMap((s) => s.elements), ...document.globalElements])
    elementTypes[el.type] = Math.max(elementTypes[el.type] ?? 0, el.version);
  const manifest: ExitgameManifest = {
    kind: "exitgame",
    formatVersion: EXITGAME_FORMAT_VERSION,
    editorVersion: EDITOR_VERSION,
    documentFormatVersion: document.formatVersion ?? FORMAT_VERSION,
    elementTypes,
    title: game.title,
    exportedAt: (deps.now ?? new Date()).toISOString(),
    scenes: document.scenes.map((s) => ({ id: s.id, name: s.name })),
    assets,
  };
  return {
    ok: true,
    plan: { fileName: exportFileName(game.title), manifest, document, report, files },
  };
}

/**
 * The archive as a stream. Asset files are opened one at a time, when yazl reaches them; a
 * storage failure destroys the output (the download breaks instead of ending in a short file).
 */
export function exportStream(plan: ExportPlan, storage: AssetStorage): Readable {
  const zip = new ZipFile();
  const out = new PassThrough();
  const mtime = new Date(plan.manifest.exportedAt);
  zip.addBuffer(Buffer.from(JSON.stringify(plan.manifest, null, 2)), EXITGAME_PATHS.manifest, {
    mtime,
  });
  zip.addBuffer(Buffer.from(JSON.stringify(plan.document)), EXITGAME_PATHS.game, { mtime });
  for (const [path, file] of plan.files) {
    zip.addReadStreamLazy(
      path,
      { size: file.size, compress: COMPRESSIBLE.has(file.mimeType), mtime },
      (callback) => {
        storage.get(file.storageKey).then(
          (object) => {
            if (!object) callback(new Error(`asset file missing: ${file.storageKey}`), null!);
            else callback(null, object.body);
          },
          (error: unknown) => callback(error, null!),
        );
      },
    );
  }
  zip.on("error", (error: Error) => out.destroy(error));
  zip.outputStream.on("error", (error: Error) => out.destroy(error));
  (zip.outputStream as Readable).pipe(out);
  zip.end();
  return out;
}
