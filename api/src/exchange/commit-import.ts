/**
 * The last step of every import (batched and legacy): the document is prepared by the engine
 * (parse, migrate, validate, scene selection, fresh ids), its asset references are pointed at the
 * stored assets, and then — in ONE transaction — the new game is created (or the scenes are
 * inserted into the target game) and the assets are put into the game's gallery. Anything that
 * fails leaves the database as it was.
 */
import { mapElements, type GameDocument, type Registry } from "@exitgame/engine";
import {
  mapAssetReferences,
  prepareImport,
  type ImportWarning,
} from "@exitgame/engine/exchange/prepare-import";
import { ApiError, type ErrorCode } from "../errors";
import { mayEditGame } from "../permissions";
import type { MessageKey } from "../i18n/messages";
import type { Prisma, PrismaClient } from "../generated/prisma/client";

/** A game name under 50 characters. */
export const IMPORT_NAME_MAX = 49;

export type ImportErrorCode =
  | "invalidFile"
  | "noGameData"
  | "nameRequired"
  | "nameTooLong"
  | "gameNotFound"
  | "assetNotAllowed"
  | "conflict";

const IMPORT_ERROR_CODE: Record<ImportErrorCode, ErrorCode> = {
  invalidFile: "BAD_USER_INPUT",
  noGameData: "BAD_USER_INPUT",
  nameRequired: "BAD_USER_INPUT",
  nameTooLong: "BAD_USER_INPUT",
  assetNotAllowed: "BAD_USER_INPUT",
  gameNotFound: "NOT_FOUND",
  conflict: "CONFLICT",
};

const IMPORT_MESSAGE: Record<ImportErrorCode, MessageKey> = {
  invalidFile: "exchange.invalidFile",
  noGameData: "exchange.noGameData",
  nameRequired: "exchange.nameRequired",
  nameTooLong: "exchange.nameTooLong",
  assetNotAllowed: "game.assetNotAllowed",
  gameNotFound: "game.notFound",
  conflict: "game.saveConflict",
};

/** The catalogue's words for an import refusal (a route's own codes: the common message). */
export function importMessage(code: string): MessageKey {
  return (IMPORT_MESSAGE as Record<string, MessageKey>)[code] ?? "http.badRequest";
}

/** A refused import; `reason` is what the editor's import dialog words. */
export class ImportError extends ApiError {
  constructor(
    override readonly reason: ImportErrorCode,
    /** What the engine found wrong with the document (invalidFile). */
    readonly issues: readonly unknown[] = [],
  ) {
    super(IMPORT_ERROR_CODE[reason], {
      reason,
      key: IMPORT_MESSAGE[reason],
      status: reason === "gameNotFound" ? 404 : reason === "conflict" ? 409 : 422,
    });
    this.name = "ImportError";
  }
}

export interface ImportViewer {
  id: string;
  roles: readonly string[];
}

/** A reference left empty because its asset is missing (failed or skipped). */
export interface PendingReference {
  elementId: string;
  field: string;
  fileAssetId: string;
}

export interface CommitImportInput {
  viewer: ImportViewer;
  registry: Registry;
  /** game.json: text or parsed. */
  document: unknown;
  /** The name of the new game (required unless `targetGameId`). */
  name?: string | null;
  /**
   * Insert the scenes into this game instead of making a new one: one the viewer may edit (owner,
   * co-author, admin: permissions.mayEditGame, as when the import started).
   */
  targetGameId?: number | null;
  /** Only these scenes of the file (null: all). */
  sceneIds?: readonly string[] | null;
  /** The manifest comes from a newer editor. */
  newerArchive?: boolean;
  /** The archive's asset id (as the document uses it) → the stored asset's id. */
  assets: ReadonlyMap<string, string>;
  /** Every asset id the archive lists (ids not in `assets` are failed or skipped ones). */
  fileAssetIds: ReadonlySet<string>;
  /** The batched import session to mark as committed (its assets are then kept). */
  importId?: string | null;
}

export interface CommitImportResult {
  gameId: number;
  /** Ids of the imported scenes in the game. */
  sceneIds: string[];
  warnings: ImportWarning[];
  /** References left empty (failed assets): a retry of the assets can fill them. */
  pending: PendingReference[];
}

export function cleanImportName(raw: string | null | undefined): string {
  const name = (raw ?? "").trim().replace(/\s+/g, " ");
  if (!name) throw new ImportError("nameRequired");
  if (name.length > IMPORT_NAME_MAX) throw new ImportError("nameTooLong");
  return name;
}

type Tx = Prisma.TransactionClient;

/** Checks that the viewer may put these assets into a game: own, or curated. */
async function assertUsableAssets(tx: Tx, viewer: ImportViewer, ids: readonly string[]) {
  if (ids.length === 0) return;
  const usable = await tx.asset.count({
    where: { id: { in: [...new Set(ids)] }, OR: [{ ownerId: viewer.id }, { curated: true }] },
  });
  if (usable !== new Set(ids).size) throw new ImportError("assetNotAllowed");
}

export async function commitImport(
  prisma: PrismaClient,
  input: CommitImportInput,
): Promise<CommitImportResult> {
  const name = input.targetGameId ? null : cleanImportName(input.name);
  return prisma.$transaction(async (tx) => {
    let into: GameDocument | null = null;
    let target: { id: number; documentVersion: number } | null = null;
    if (input.targetGameId) {
      // FOR UPDATE: an editor saving at the same moment waits, and then sees a new version.
      const rows = await tx.$queryRaw<{ id: number; documentVersion: number }[]>`
        SELECT id, "documentVersion" FROM "Game" WHERE id = ${input.targetGameId} FOR UPDATE`;
      const row = rows[0];
      if (!row || !(await mayEditGame(tx, input.viewer, row.id)))
        throw new ImportError("gameNotFound");
      const game = await tx.game.findUniqueOrThrow({
        where: { id: row.id },
        select: { document: true },
      });
      into = game.document as unknown as GameDocument;
      target = { id: row.id, documentVersion: row.documentVersion };
    }
    const prepared = prepareImport({
      document: input.document,
      registry: input.registry,
      sceneIds: input.sceneIds ?? null,
      into,
      newerArchive: input.newerArchive ?? false,
    });
    if (!prepared.ok)
      throw new ImportError(prepared.code, prepared.code === "invalidFile" ? prepared.issues : []);
    const pending: PendingReference[] = [];
    const wanted = new Set(prepared.assetIds);
    const map = new Map([...input.assets].filter(([fileId]) => wanted.has(fileId)));
    // Only the imported part is mapped: the target game's own elements keep their assets.
    const imported = new Set(prepared.sceneIds);
    const fileIds = new Set([...input.fileAssetIds].filter((id) => wanted.has(id)));
    const mapped = mapAssetReferences(
      restrictTo(prepared.document, imported, !input.targetGameId),
      input.registry,
      map,
      fileIds,
      (elementId, field, fileAssetId) => pending.push({ elementId, field, fileAssetId }),
    );
    const document = reattach(prepared.document, mapped, imported, !input.targetGameId);
    const assetIds = [...new Set(map.values())];
    await assertUsableAssets(tx, input.viewer, assetIds);

    let gameId: number;
    if (target) {
      await tx.game.update({
        where: { id: target.id },
        data: { document: document as object, documentVersion: { increment: 1 } },
      });
      gameId = target.id;
    } else {
      const game = await tx.game.create({
        data: { title: name!, ownerId: input.viewer.id, document: document as object },
        select: { id: true },
      });
      gameId = game.id;
    }
    if (assetIds.length)
      await tx.gameAsset.createMany({
        data: assetIds.map((assetId) => ({ gameId, assetId })),
        skipDuplicates: true,
      });
    if (input.importId) {
      const { count } = await tx.importSession.updateMany({
        where: { id: input.importId, ownerId: input.viewer.id, gameId: null },
        data: { gameId, pending: pending as unknown as Prisma.InputJsonValue },
      });
      if (count === 0) throw new ImportError("conflict");
    }
    return { gameId, sceneIds: prepared.sceneIds, warnings: prepared.warnings, pending };
  });
}

/** The document with only the imported scenes (and, for a new game, its global elements). */
function restrictTo(doc: GameDocument, scenes: ReadonlySet<string>, withGlobals: boolean) {
  return {
    ...doc,
    scenes: doc.scenes.filter((s) => scenes.has(s.id)),
    globalElements: withGlobals ? doc.globalElements : [],
  };
}

/** `full` with the imported scenes (and globals) replaced by their mapped versions. */
function reattach(
  full: GameDocument,
  mapped: GameDocument,
  scenes: ReadonlySet<string>,
  withGlobals: boolean,
): GameDocument {
  const byId = new Map(mapped.scenes.map((s) => [s.id, s]));
  return {
    ...full,
    scenes: full.scenes.map((s) => (scenes.has(s.id) ? byId.get(s.id)! : s)),
    globalElements: withGlobals ? mapped.globalElements : full.globalElements,
  };
}

/**
 * After "completed with errors": the assets retried since the commit fill the references they
 * left empty, in the game as it is now (an element deleted or a field changed since is left
 * alone). One transaction; returns the references still pending.
 */
export async function fillPendingReferences(
  prisma: PrismaClient,
  input: { viewer: ImportViewer; importId: string },
): Promise<{ gameId: number; pending: PendingReference[] }> {
  return prisma.$transaction(async (tx) => {
    const session = await tx.importSession.findFirst({
      where: { id: input.importId, ownerId: input.viewer.id, gameId: { not: null } },
      include: { assets: true },
    });
    if (!session?.gameId) throw new ImportError("gameNotFound");
    const gameId = session.gameId;
    const rows = await tx.$queryRaw<{ id: number }[]>`
      SELECT id FROM "Game" WHERE id = ${gameId} FOR UPDATE`;
    if (!rows[0]) throw new ImportError("gameNotFound");
    const game = await tx.game.findUniqueOrThrow({ where: { id: gameId } });
    const stored = new Map(session.assets.map((a) => [a.fileAssetId, a.assetId]));
    const pending = (session.pending as unknown as PendingReference[] | null) ?? [];
    const still: PendingReference[] = [];
    const fill = new Map<string, Map<string, string>>();
    for (const ref of pending) {
      const assetId = stored.get(ref.fileAssetId);
      if (!assetId) {
        still.push(ref);
        continue;
      }
      let fields = fill.get(ref.elementId);
      if (!fields) fill.set(ref.elementId, (fields = new Map()));
      fields.set(ref.field, assetId);
    }
    const used = new Set<string>();
    const doc = game.document as unknown as GameDocument;
    const next = mapElements(doc, (el) => {
      const fields = fill.get(el.id);
      if (!fields || typeof el.props !== "object" || el.props === null) return el;
      const props = { ...(el.props as Record<string, unknown>) };
      let changed = false;
      for (const [field, assetId] of fields)
        if (props[field] === "") {
          props[field] = assetId;
          used.add(assetId);
          changed = true;
        }
      return changed ? { ...el, props } : el;
    });
    await assertUsableAssets(tx, input.viewer, [...used]);
    if (next !== doc)
      await tx.game.update({
        where: { id: gameId },
        data: { document: next as object, documentVersion: { increment: 1 } },
      });
    if (used.size)
      await tx.gameAsset.createMany({
        data: [...used].map((assetId) => ({ gameId, assetId })),
        skipDuplicates: true,
      });
    await tx.importSession.update({
      where: { id: session.id },
      data: { pending: still as unknown as Prisma.InputJsonValue },
    });
    return { gameId, pending: still };
  });
}
