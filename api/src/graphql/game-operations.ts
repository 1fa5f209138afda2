/**
 * Applying an editor's operation batch to a game (co-authoring): the game's row is locked, the
 * batches others stored since the client's base version are read from the operation log, the
 * engine merges the client's operations over them (mergeOperations: rebase where they touch
 * different things, conflicts per property where they do not), the result is validated like a
 * whole-document save and stored with the batch in one transaction. Two saves at once serialise
 * on the row lock.
 */
import {
  applyOperation,
  checkDocumentLimits,
  checkGameDocument,
  mergeOperations,
  type CheckResult,
  type DocumentLimitsResult,
  type GameDocument,
  type MergeConflict,
  type Operation,
  type OperationError,
} from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";
import type { PrismaClient } from "../generated/prisma/client";
import { documentAssetUses, type AssetUse } from "./document-assets";

/** Batches kept per game: a client further behind reloads the document instead of rebasing. */
export const OPERATION_LOG_KEEP = 500;
/** Most operations in one batch (an autosave after a pause sends a handful). */
export const MAX_BATCH_OPERATIONS = 1000;

export interface ApplyBatchInput {
  gameId: number;
  baseVersion: number;
  operations: Operation[];
  clientBatchId: string;
  authorId: string;
}

export type ApplyBatchOutcome =
  | {
      kind: "applied";
      version: number;
      /** Others' operations after the base version, in order (the client applies them first). */
      others: Operation[];
      /** Mine as the server applied them (the client replays them over `others`). */
      applied: Operation[];
      conflicts: MergeConflict[];
      /** Written or not (nothing to apply: a pull). */
      wrote: boolean;
    }
  /** The log has a gap after the base (a whole-document save, an import): reload, then resend. */
  | { kind: "resync"; version: number; document: unknown }
  | { kind: "notFound" }
  | { kind: "baseAhead" }
  | { kind: "refused"; index: number; error: OperationError }
  | { kind: "limits"; limits: Extract<DocumentLimitsResult, { ok: false }> }
  | { kind: "invalid"; checked: Extract<CheckResult, { ok: false }> };

type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];

/**
 * Applies one batch; `checkAssets` runs inside the transaction before the write (the document's
 * asset uses must be the author's). Everything is decided under the game's row lock.
 */
export async function applyOperationBatch(
  prisma: PrismaClient,
  input: ApplyBatchInput,
  checkAssets: (uses: readonly AssetUse[]) => Promise<void> = async () => {},
): Promise<ApplyBatchOutcome> {
  return prisma.$transaction(
    async (tx) => {
      const rows = await tx.$queryRaw<{ document: unknown; documentVersion: number }[]>`
        SELECT "document", "documentVersion" FROM "Game" WHERE "id" = ${input.gameId} FOR UPDATE`;
      const game = rows[0];
      if (!game) return { kind: "notFound" };
      const current = game.documentVersion;

      // A retry of a batch that was stored (its answer was lost): answer as then.
      const stored = await tx.gameOperationBatch.findUnique({
        where: {
          gameId_clientBatchId: { gameId: input.gameId, clientBatchId: input.clientBatchId },
        },
        select: { version: true, operations: true },
      });
      if (stored) {
        const others = await batchesBetween(tx, input.gameId, input.baseVersion, stored.version);
        if (!others) return resync(game);
        return {
          kind: "applied",
          version: stored.version,
          others: others.filter((b) => b.version !== stored.version).flatMap((b) => b.operations),
          applied: stored.operations as Operation[],
          conflicts: [],
          wrote: false,
        };
      }
      if (input.baseVersion > current) return { kind: "baseAhead" };
      const theirs = await batchesBetween(tx, input.gameId, input.baseVersion, current);
      if (!theirs) return resync(game);

      const now = game.document as GameDocument;
      let base = now;
      for (let i = theirs.length - 1; i >= 0; i--) {
        const back = applyOperation(base, theirs[i]!.inverse, { registry });
        if (!back.ok) return resync(game);
        base = back.doc;
      }
      const merged = mergeOperations({
        base,
        current: now,
        theirs: theirs.flatMap((b) => b.writes),
        operations: input.operations,
        options: { registry },
      });
      if (!merged.ok) return { kind: "refused", index: merged.index, error: merged.error };
      const others = theirs.flatMap((b) => b.operations);
      if (merged.applied.length === 0)
        return {
          kind: "applied",
          version: current,
          others,
          applied: [],
          conflicts: merged.conflicts,
          wrote: false,
        };

      const limits = checkDocumentLimits(merged.doc);
      if (!limits.ok) return { kind: "limits", limits };
      const checked = checkGameDocument(merged.doc, registry);
      if (!checked.ok) return { kind: "invalid", checked };
      await checkAssets(documentAssetUses(checked.document));

      const version = current + 1;
      await tx.$executeRaw`
        UPDATE "Game"
           SET "document" = ${JSON.stringify(checked.document)}::jsonb,
               "documentVersion" = ${version},
               "updatedAt" = ${new Date()}
         WHERE "id" = ${input.gameId}`;
      await tx.gameOperationBatch.create({
        data: {
          gameId: input.gameId,
          version,
          authorId: input.authorId,
          clientBatchId: input.clientBatchId,
          operations: merged.applied as object[],
          inverse: merged.inverse as object,
          writes: merged.footprint.writes,
        },
      });
      if (version % 50 === 0)
        await tx.gameOperationBatch.deleteMany({
          where: { gameId: input.gameId, version: { lte: version - OPERATION_LOG_KEEP } },
        });
      return {
        kind: "applied",
        version,
        others,
        applied: merged.applied,
        conflicts: merged.conflicts,
        wrote: true,
      };
    },
    { timeout: 20_000, maxWait: 10_000 },
  );
}

function resync(game: { document: unknown; documentVersion: number }): ApplyBatchOutcome {
  return { kind: "resync", version: game.documentVersion, document: game.document };
}

interface LoggedBatch {
  version: number;
  operations: Operation[];
  inverse: Operation;
  writes: string[];
}

/** The batches that made versions after..upTo, or null when one is missing (a gap). */
async function batchesBetween(
  tx: Tx,
  gameId: number,
  after: number,
  upTo: number,
): Promise<LoggedBatch[] | null> {
  if (upTo <= after) return [];
  const rows = await tx.gameOperationBatch.findMany({
    where: { gameId, version: { gt: after, lte: upTo } },
    orderBy: { version: "asc" },
    select: { version: true, operations: true, inverse: true, writes: true },
  });
  if (rows.length !== upTo - after) return null;
  return rows.map((row) => ({
    version: row.version,
    operations: row.operations as Operation[],
    inverse: row.inverse as Operation,
    writes: row.writes as string[],
  }));
}

/** Operations as they arrive: an array of objects with a string `type` (the engine checks the rest). */
export function readOperations(raw: unknown): Operation[] | null {
  if (!Array.isArray(raw) || raw.length > MAX_BATCH_OPERATIONS) return null;
  for (const op of raw)
    if (
      typeof op !== "object" ||
      op === null ||
      typeof (op as { type?: unknown }).type !== "string"
    )
      return null;
  return raw as Operation[];
}
