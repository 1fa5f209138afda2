/**
 * The work behind the import dialog, given to the engine's game-import machine as its actors:
 *
 * Batched (recommended): the browser checks the document with the engine first (nothing is sent
 * for a file the engine refuses), opens an import session, asks which files the server has
 * already ("cloned"), uploads the others in batches of 20 (four at a time, each retried twice),
 * then commits: the server creates the game in one transaction. After "completed with errors"
 * the failed assets can be retried; they then fill the references they left empty.
 *
 * Legacy: one upload of the whole file, processed by the server (meant for up to ~120 assets).
 */
import { registry } from "@exitgame/element-plugins/definitions";
import {
  gameImportMachine,
  IMPORT_BATCH_SIZE,
  type FailedAsset,
  type ImportAsset,
} from "@exitgame/engine";
import { prepareImport, type ImportWarning } from "@exitgame/engine/exchange/prepare-import";
import { EXITGAME_LIMITS, type ManifestAsset } from "@exitgame/engine/exchange/manifest";
import { fromPromise } from "xstate";
import type { OpenArchive } from "./read-archive";

export const UPLOADS_AT_ONCE = 4;
const RETRY_DELAYS_MS = [300, 1000];
export const LEGACY_PATH = "/api/games/import/legacy";

/** What the dialog shows besides the machine's progress. */
export interface ImportReport {
  warnings: ImportWarning[];
  /** Assets already on the server, reused without uploading. */
  cloned: number;
  /** Assets skipped for their size. */
  oversized: number;
  /** The game made or changed. */
  gameId: number | null;
  /** Ids of the imported scenes in that game. */
  sceneIds: string[];
  /** References still empty (failed assets). */
  pending: number;
  /** Legacy: assets the server could not import (no retry: the file was processed at once). */
  legacyFailed: { name: string; reason: string }[];
}

export class ImportFailure extends Error {
  override name = "ImportFailure";
  constructor(readonly code: string) {
    super(code);
  }
}

export interface ImportTarget {
  /** Insert the scenes into this game; null: a new game. */
  gameId: number | null;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: "same-origin",
      headers: body === undefined ? {} : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ImportFailure("network");
  }
  const json = (await res.json().catch(() => ({}))) as { error?: { code?: string } } & T;
  if (!res.ok) throw new ImportFailure(json.error?.code ?? `http${res.status}`);
  return json;
}

export function createImportRunner(opts: {
  archive: OpenArchive;
  file: File;
  target: ImportTarget;
  onReport(report: ImportReport): void;
}) {
  const { archive, target } = opts;
  const report: ImportReport = {
    warnings: [],
    cloned: 0,
    oversized: archive.oversized.length,
    gameId: null,
    sceneIds: [],
    pending: 0,
    legacyFailed: [],
  };
  const publish = () => opts.onReport({ ...report, warnings: [...report.warnings] });
  let importId: string | null = null;
  let committed = false;
  /** Ids of the assets the imported part needs (all listed ones for the whole game). */
  let needed: Set<string> = new Set();
  let sceneIds: string[] | null = null;

  const addWarnings = (warnings: readonly ImportWarning[]) => {
    for (const w of warnings)
      if (!report.warnings.some((x) => JSON.stringify(x) === JSON.stringify(w)))
        report.warnings.push(w);
  };

  async function uploadOne(asset: ManifestAsset): Promise<"ok" | "oversized" | string> {
    let blob: Blob;
    try {
      blob = await archive.read(asset);
    } catch {
      return "unreadable";
    }
    const query = new URLSearchParams({
      fileAssetId: asset.id,
      kind: asset.kind,
      fileName: asset.originalName,
    });
    let last = "network";
    for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt++) {
      if (attempt > 0) await sleep(RETRY_DELAYS_MS[attempt - 1]!);
      try {
        const res = await fetch(`/api/imports/${importId}/assets?${query}`, {
          method: "POST",
          credentials: "same-origin",
          headers: { "Content-Type": "application/octet-stream" },
          body: blob,
        });
        if (res.ok) return "ok";
        if (res.status === 413) return "oversized";
        const json = (await res.json().catch(() => ({}))) as { error?: { code?: string } };
        last = json.error?.code ?? `http${res.status}`;
        // The file itself was refused (not a picture, unsafe SVG): trying again cannot help.
        if (res.status === 422 || res.status === 404 || res.status === 401) return last;
      } catch {
        last = "network";
      }
    }
    return last;
  }

  const machine = gameImportMachine.provide({
    actors: {
      prepare: fromPromise(async ({ input }) => {
        const { options } = input;
        sceneIds = options.mode === "scenes" ? options.sceneIds : null;
        // The engine checks the document first: a file it refuses costs no upload.
        const prepared = prepareImport({
          document: archive.documentText,
          registry,
          sceneIds,
          newerArchive: archive.newer,
        });
        if (!prepared.ok) throw new ImportFailure(prepared.code);
        addWarnings(prepared.warnings);
        needed = new Set(prepared.assetIds);
        report.oversized = archive.oversized.filter((a) => needed.has(a.id)).length;
        publish();
        if (options.method === "legacy") return { assets: [], warnings: [] };
        const session = await api<{ importId: string }>("POST", "/api/imports", {
          targetGameId: target.gameId,
        });
        importId = session.importId;
        const wanted = [...archive.assets.values()].filter((a) => needed.has(a.id));
        const known = await api<{ cloned: { fileAssetId: string }[] }>(
          "POST",
          `/api/imports/${importId}/known`,
          { assets: wanted.map((a) => ({ fileAssetId: a.id, sha256: a.sha256, kind: a.kind })) },
        );
        const cloned = new Set(known.cloned.map((c) => c.fileAssetId));
        report.cloned = cloned.size;
        publish();
        const assets: ImportAsset[] = wanted
          .filter((a) => !cloned.has(a.id))
          .map((a) => ({ id: a.id, name: a.originalName }));
        return { assets, warnings: [] };
      }),
      importBatch: fromPromise(async ({ input }) => {
        const failed: FailedAsset[] = [];
        const queue = [...input.assets];
        const worker = async () => {
          for (let next = queue.shift(); next; next = queue.shift()) {
            const asset = archive.assets.get(next.id);
            if (!asset) continue;
            const outcome = await uploadOne(asset);
            if (outcome === "oversized") {
              report.oversized++;
              publish();
            } else if (outcome !== "ok") failed.push({ asset: next, error: outcome });
          }
        };
        await Promise.all(Array.from({ length: UPLOADS_AT_ONCE }, worker));
        return { failed };
      }),
      finalize: fromPromise(async ({ input }) => {
        const { options } = input;
        if (options.method === "legacy") {
          const query = new URLSearchParams();
          if (target.gameId) query.set("gameId", String(target.gameId));
          else query.set("name", options.gameName.trim());
          if (sceneIds) query.set("scenes", sceneIds.join(","));
          let res: Response;
          try {
            res = await fetch(`${LEGACY_PATH}?${query}`, {
              method: "POST",
              credentials: "same-origin",
              headers: { "Content-Type": "application/octet-stream" },
              body: opts.file,
            });
          } catch {
            throw new ImportFailure("network");
          }
          const json = (await res.json().catch(() => ({}))) as {
            error?: { code?: string };
            outcome?: string;
            failed?: { name: string; reason: string }[];
            gameId?: number;
            sceneIds?: string[];
            warnings?: ImportWarning[];
            cloned?: number;
            oversized?: number;
          };
          if (!res.ok)
            throw new ImportFailure(
              json.outcome === "invalidFile" || json.outcome === "noGameData"
                ? json.outcome
                : (json.error?.code ?? `http${res.status}`),
            );
          report.gameId = json.gameId ?? null;
          report.legacyFailed = json.failed ?? [];
          report.sceneIds = json.sceneIds ?? [];
          addWarnings(json.warnings ?? []);
          if (typeof json.cloned === "number") report.cloned = json.cloned;
          if (typeof json.oversized === "number") report.oversized = json.oversized;
          publish();
          return;
        }
        if (!committed) {
          const result = await api<{
            gameId: number;
            sceneIds: string[];
            warnings: ImportWarning[];
            pending: unknown[];
          }>("POST", `/api/imports/${importId}/commit`, {
            document: JSON.parse(archive.documentText) as unknown,
            name: target.gameId ? null : options.gameName.trim(),
            sceneIds,
            newerArchive: archive.newer,
            fileAssetIds: [...needed],
          });
          committed = true;
          report.gameId = result.gameId;
          report.sceneIds = result.sceneIds;
          report.pending = result.pending.length;
          addWarnings(result.warnings);
        } else {
          const filled = await api<{ pending: unknown[] }>("POST", `/api/imports/${importId}/fill`);
          report.pending = filled.pending.length;
        }
        publish();
      }),
    },
  });

  return {
    machine,
    /** Abandons an unfinished import: the assets it uploaded are deleted again. */
    async abandon() {
      if (!importId || committed) return;
      const id = importId;
      importId = null;
      await fetch(`/api/imports/${id}`, { method: "DELETE", credentials: "same-origin" }).catch(
        () => {},
      );
    },
  };
}

/** Whether the Legacy method suits the archive (about 120 assets). */
export const legacySuits = (archive: OpenArchive) =>
  archive.assets.size <= EXITGAME_LIMITS.legacyRecommendedAssets;

export { IMPORT_BATCH_SIZE };
