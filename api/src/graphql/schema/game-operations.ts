import { builder } from "../builder";
import { assertUsableDocumentAssets } from "../document-assets";
import { userError } from "../errors";
import { mayEditGame } from "../../permissions";
import { saveVersionIfDue } from "../../games/versions";
import { applyOperationBatch, readOperations } from "../game-operations";
import { invalidDocumentError, limitsError, withHeavyWork } from "./game";

interface ConflictShape {
  key: string;
  kind: "changed" | "deleted";
  mine: unknown;
  theirs: unknown;
  container?: string;
}

const GameOperationConflict = builder.objectRef<ConflictShape>("GameOperationConflict").implement({
  description:
    "One property both authors changed differently, or a thing one removed that the other changed. " +
    "The server applied mine; the editor asks the author to keep it or take theirs.",
  fields: (t) => ({
    key: t.exposeString("key", {
      description:
        "What both touched: `element/<id>/<property>`, `element/<id>/props/<key>`, `scene/<id>/name`, " +
        "`rule/<id>/<field>`, `variable/<id>/<field>`, or `element/<id>` (…) for a whole thing.",
    }),
    kind: t.exposeString("kind", { description: "`changed` or `deleted`." }),
    mine: t.field({ type: "JSON", nullable: true, resolve: (c) => c.mine ?? null }),
    theirs: t.field({ type: "JSON", nullable: true, resolve: (c) => c.theirs ?? null }),
    container: t.string({
      nullable: true,
      description:
        "For a removed element: its scene (empty: global); for an element variable: its element.",
      resolve: (c) => c.container ?? null,
    }),
  }),
});

interface ResultShape {
  version: number;
  operations: unknown[];
  applied: unknown[];
  conflicts: ConflictShape[];
  document: unknown;
}

const GameOperationsResult = builder.objectRef<ResultShape>("GameOperationsResult").implement({
  fields: (t) => ({
    version: t.exposeInt("version", { description: "The game's documentVersion now." }),
    operations: t.field({
      type: "JSON",
      description:
        "What others did after `baseVersion`, as operations in order: apply them to the document of " +
        "`baseVersion`, then `applied`. Empty with `document`.",
      resolve: (r) => r.operations,
    }),
    applied: t.field({
      type: "JSON",
      description:
        "My operations as the server applied them over the others' (generated ids filled in).",
      resolve: (r) => r.applied,
    }),
    conflicts: t.field({ type: [GameOperationConflict], resolve: (r) => r.conflicts }),
    document: t.field({
      type: "JSON",
      nullable: true,
      description:
        "Set when the operations since `baseVersion` are not known (the game was saved whole or " +
        "imported into): nothing was applied; load this document of `version` and send again.",
      resolve: (r) => r.document ?? null,
    }),
  }),
});

builder.mutationFields((t) => ({
  applyGameOperations: t.field({
    type: GameOperationsResult,
    authScopes: { loggedIn: true },
    description:
      "Applies editor operations made on `baseVersion` of the game over whatever others saved since " +
      "(rebased where they touch different things); validated like a whole-document save, stored " +
      "with the operation log atomically. Returns the new version, others' operations since " +
      "`baseVersion` and the real conflicts (the same property of the same thing; an edit of " +
      "something removed). `batchId` makes a retry safe: a batch already stored is not applied again.",
    args: {
      gameId: t.arg.int({ required: true }),
      baseVersion: t.arg.int({ required: true }),
      operations: t.arg({ type: "JSON", required: true }),
      batchId: t.arg.string({ required: true }),
    },
    resolve: (_root, { gameId, baseVersion, operations, batchId }, ctx) =>
      withHeavyWork(ctx, async () => {
        const ops = readOperations(operations);
        if (!ops || !/^[A-Za-z0-9_-]{8,64}$/.test(batchId) || baseVersion < 0) {
          // A game the viewer may not edit is not found, whatever was sent.
          if (!(await mayEditGame(ctx.prisma, ctx.viewer, gameId)))
            throw userError(ctx, "NOT_FOUND", "game.notFound");
          throw userError(ctx, "BAD_USER_INPUT", "game.operationsInvalid");
        }
        const outcome = await applyOperationBatch(
          ctx.prisma,
          {
            gameId,
            baseVersion,
            operations: ops,
            clientBatchId: batchId,
            // Whether the viewer may edit is decided under the game's row lock (one query less).
            viewer: ctx.viewer!,
          },
          (uses) => assertUsableDocumentAssets(ctx, gameId, uses),
        );
        switch (outcome.kind) {
          case "notFound":
            throw userError(ctx, "NOT_FOUND", "game.notFound");
          case "baseAhead":
            throw userError(ctx, "BAD_USER_INPUT", "game.baseVersionAhead");
          case "refused":
            throw userError(
              ctx,
              "BAD_USER_INPUT",
              "game.operationRefused",
              { code: outcome.error.code },
              { index: outcome.index, operationError: outcome.error },
            );
          case "limits":
            throw limitsError(ctx, outcome.limits);
          case "invalid":
            throw invalidDocumentError(ctx, "game.invalidDocument", outcome.checked);
          case "resync":
            return {
              version: outcome.version,
              operations: [],
              applied: [],
              conflicts: [],
              document: outcome.document,
            };
          case "applied":
            if (outcome.wrote) {
              ctx.playGames.invalidate(gameId);
              ctx.board.publishGame(gameId, { kind: "version", version: outcome.version });
              // At most every 10 minutes of editing the saved document becomes a version.
              await saveVersionIfDue(ctx.prisma, {
                gameId,
                authorId: ctx.viewer!.id,
                now: ctx.now(),
              });
            }
            return {
              version: outcome.version,
              operations: outcome.others,
              applied: outcome.applied,
              conflicts: outcome.conflicts,
              document: null,
            };
        }
      }),
  }),
}));
