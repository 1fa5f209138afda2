import {
  checkDocumentLimits,
  checkGameDocument,
  createGameDocument,
  hasDocumentShape,
  type CheckResult,
  type DocumentLimitsResult,
} from "@exitgame/engine";
import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from "graphql";
import { summarizeDiagnostics } from "@exitgame/element-plugins/diagnostics";
import { redactForPlayers, registry } from "@exitgame/element-plugins/definitions";
import { Prisma } from "../../generated/prisma/client";
import { builder } from "../builder";
import type { GraphQLContext } from "../context";
import { assertUsableDocumentAssets, documentAssetUses, type AssetUse } from "../document-assets";
import { userError } from "../errors";
import { heavyWork } from "../heavy-work";
import { isDocumentPlaceholder } from "../document-check/pool";
import { isPlayerReady, servedPlayerDocument, type PlayableGameRow } from "../play-cache";
import { gameRole, type GameAbility } from "../../games/access";
import { recordVersion, saveVersionIfDue } from "../../games/versions";
import { requireGame } from "../../permissions";

export const GameStatus = builder.enumType("GameStatus", {
  values: {
    DRAFT: { description: "Only the owner can see and play it." },
    PUBLISHED: { description: "Listed publicly and playable by everyone." },
    UNLISTED: { description: "Not listed, but playable by everyone with the link." },
  } as const,
});

export const Game = builder.prismaObject("Game", {
  fields: (t) => ({
    id: t.exposeInt("id", { description: "The numeric game ID." }),
    title: t.exposeString("title"),
    status: t.expose("status", { type: GameStatus }),
    document: t.field({
      type: "JSON",
      description:
        "The game document (scenes, elements, variables, rules). Players get it without server-only and " +
        "secret props (the AI chat's instructions, code locks' codes, inputs' expected answers: the server " +
        "checks answers, POST /api/answers/check); only its owner and admins see those.",
      // Game is loaded in include mode (every scalar column), so no field-level select: a row
      // from the play cache (play-cache.ts) resolves here without another query.
      resolve: async (game, _args, ctx) => {
        // Owners, co-authors and viewers (who may copy it) read the whole document.
        if (
          canEdit(ctx, game.ownerId) ||
          (ctx.viewer && (await gameRole(ctx.prisma, ctx.viewer, game.id)))
        )
          return game.document;
        if (isPlayerReady(game.document)) servedPlayerDocument(ctx);
        return forPlayers(game.document);
      },
    }),
    documentVersion: t.exposeInt("documentVersion", {
      description: "Increases with every save; used for optimistic concurrency.",
    }),
    url: t.string({
      description: "The public page of the game.",
      resolve: (game, _args, ctx) => `${ctx.publicOrigin}/games/${game.id}`,
    }),
    playUrl: t.string({
      resolve: (game, _args, ctx) => `${ctx.publicOrigin}/games/${game.id}/play`,
    }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
    myRole: t.field({
      type: GameRoleEnum,
      nullable: true,
      description:
        "The viewer's role in this game: OWNER (admins too), COAUTHOR (edits), VIEWER (reads, copies); null for others.",
      resolve: async (game, _args, ctx) => {
        // The owner's own games (every row of most lists) need no query.
        if (ctx.viewer && canEdit(ctx, game.ownerId)) return "OWNER";
        const role = await gameRole(ctx.prisma, ctx.viewer, game.id, { includeDeleted: true });
        return role ? (role.toUpperCase() as "OWNER" | "COAUTHOR" | "VIEWER") : null;
      },
    }),
    sharedBy: t.string({
      nullable: true,
      description:
        "For a game shared with the viewer: its owner's name (or address); null for the viewer's own games.",
      select: { ownerId: true, owner: { select: { displayName: true, email: true } } },
      resolve: (game, _args, ctx) =>
        !ctx.viewer || game.ownerId === ctx.viewer.id
          ? null
          : game.owner.displayName || game.owner.email,
    }),
    deletedAt: t.expose("deletedAt", {
      type: "DateTime",
      nullable: true,
      description: "When the owner moved it to the bin (purged 30 days later); null otherwise.",
    }),
  }),
});

export const GameRoleEnum = builder.enumType("GameRole", {
  values: {
    OWNER: { description: "Owns the game (or is an admin): everything." },
    COAUTHOR: { description: "Edits and publishes; cannot delete or share." },
    VIEWER: { description: "Opens it read-only and copies it." },
  } as const,
});

const PUBLIC_STATUSES = ["PUBLISHED", "UNLISTED"] as const;

function canEdit(ctx: GraphQLContext, ownerId: string): boolean {
  return !!ctx.viewer && (ctx.viewer.id === ownerId || ctx.viewer.roles.includes("ADMIN"));
}

/**
 * Stored documents are validated on save; one that is not even shaped like a document has nothing
 * to hide. A document from the play cache was redacted when it was cached.
 */
function forPlayers(document: unknown): unknown {
  if (isPlayerReady(document)) return document;
  return hasDocumentShape(document) ? redactForPlayers(document) : document;
}

/** A published or unlisted game with its stored document and that document's size. */
async function readPlayableGame(ctx: GraphQLContext, id: number) {
  const rows = await ctx.prisma.$queryRaw<(PlayableGameRow & { bytes: number })[]>`
    SELECT "id", "title", "status"::text AS "status", "documentVersion", "ownerId", "createdAt",
           "updatedAt", "document", octet_length("document"::text) AS "bytes"
      FROM "Game"
     WHERE "id" = ${id} AND "status" IN ('PUBLISHED', 'UNLISTED') AND "deletedAt" IS NULL`;
  const found = rows[0];
  if (!found) return null;
  const { bytes, ...row } = found;
  return { row, bytes: Number(bytes) };
}

builder.queryFields((t) => ({
  publicGame: t.prismaField({
    type: Game,
    nullable: true,
    description:
      "A published or unlisted game by its numeric ID; null when it does not exist or is a draft.",
    args: { id: t.arg.int({ required: true }) },
    resolve: async (query, _root, { id }, ctx) => {
      // Players (everyone who cannot edit the game) get it from the play cache; its owner and
      // admins read the stored document as before.
      const row = await ctx.playGames.load(id, () => readPlayableGame(ctx, id), forPlayers);
      if (!row || !canEdit(ctx, row.ownerId)) return row;
      return ctx.prisma.game.findFirst({
        ...query,
        where: { id, status: { in: [...PUBLIC_STATUSES] }, deletedAt: null },
      });
    },
  }),
  publishedGames: t.prismaField({
    type: [Game],
    description: "Published (listed) games, newest first.",
    args: { first: t.arg.int({ required: false, defaultValue: 24 }) },
    resolve: (query, _root, { first }, ctx) =>
      ctx.prisma.game.findMany({
        ...query,
        where: { status: "PUBLISHED", deletedAt: null },
        orderBy: { updatedAt: "desc" },
        take: Math.min(Math.max(first ?? 24, 1), 100),
      }),
  }),
}));

export const GAME_TITLE_MAX = 100;

function cleanTitle(
  ctx: GraphQLContext,
  raw: string,
  emptyKey: "game.titleRequired" | "game.nameEmpty",
): string {
  const title = raw.trim().replace(/\s+/g, " ");
  if (!title) throw userError(ctx, "BAD_USER_INPUT", emptyKey, {}, { field: "title" });
  if (title.length > GAME_TITLE_MAX)
    throw userError(
      ctx,
      "BAD_USER_INPUT",
      "game.titleTooLong",
      { max: GAME_TITLE_MAX },
      { field: "title" },
    );
  return title;
}

/**
 * The game if the viewer may do `ability` with it (games/access.ts: owner, co-author, viewer;
 * admins: any game). No role at all: NOT_FOUND, so that ids of others' drafts do not leak; a role
 * that may not: FORBIDDEN with the reason (view only; owner only).
 */
export function gameFor(ctx: GraphQLContext, id: number, ability: GameAbility) {
  return requireGame(ctx, id, ability);
}

/**
 * The document to store, checked: a large request's was checked on a worker thread and the
 * argument is its placeholder (document-check/pool.ts); a small one is checked here.
 */
function checkForSave(
  ctx: GraphQLContext,
  document: unknown,
): ({ json: string } | { document: object }) & { assets: readonly AssetUse[] } {
  const outcome = isDocumentPlaceholder(document) ? ctx.preparsedDocuments?.[document] : undefined;
  if (outcome?.kind === "limits") throw limitsError(ctx, outcome.limits);
  if (outcome?.kind === "invalid")
    throw invalidDocumentError(ctx, "game.invalidDocument", outcome.checked);
  if (outcome?.kind === "ok") return { json: outcome.json, assets: outcome.assets };
  refuseOversized(ctx, document);
  const checked = checkGameDocument(document, registry);
  if (!checked.ok) throw invalidDocumentError(ctx, "game.invalidDocument", checked);
  return { document: checked.document as object, assets: documentAssetUses(checked.document) };
}

/** Whether the field being resolved selects `name` (fragments included). */
function selectsField(info: GraphQLResolveInfo, name: string): boolean {
  const seen = new Set<string>();
  const visit = (set: SelectionSetNode | undefined): boolean =>
    !!set?.selections.some((selection) => {
      if (selection.kind === Kind.FIELD) return selection.name.value === name;
      if (selection.kind === Kind.INLINE_FRAGMENT) return visit(selection.selectionSet);
      if (seen.has(selection.name.value)) return false;
      seen.add(selection.name.value);
      return visit(info.fragments[selection.name.value]?.selectionSet);
    });
  return info.fieldNodes.some((node) => visit(node.selectionSet));
}

const DIAGNOSTIC_IDS = ["ruleId", "sceneId", "elementId", "variableId"] as const;
const pickIds = (d: object): Record<string, string> =>
  Object.fromEntries(
    DIAGNOSTIC_IDS.flatMap((key) => {
      const value = (d as Record<string, unknown>)[key];
      return typeof value === "string" ? [[key, value]] : [];
    }),
  );

/** Diagnostics sent with a refused save or publish, so an editor can point at the broken parts. */
const MAX_ERROR_DIAGNOSTICS = 50;

/**
 * A refusal because the engine found errors: the message says what is wrong in the viewer's
 * language (the first three problems), and `extensions.diagnostics` carries the first 50 as data
 * ({ code, params, path, severity, and ruleId / sceneId / elementId / variableId where known})
 * with `extensions.diagnosticCount` for all of them.
 */
export function invalidDocumentError(
  ctx: GraphQLContext,
  key: "game.invalidDocument" | "game.cannotPublishInvalid",
  checked: Extract<CheckResult, { ok: false }>,
) {
  return userError(
    ctx,
    "BAD_USER_INPUT",
    key,
    { details: summarizeDiagnostics(checked.errors, ctx.locale, { total: checked.errorCount }) },
    {
      diagnostics: checked.errors.slice(0, MAX_ERROR_DIAGNOSTICS).map((d) => ({
        code: d.code,
        params: d.params,
        path: d.path,
        severity: "severity" in d ? d.severity : "error",
        // the ids validate() knows, so an editor can select the broken rule, element, …
        ...pickIds(d),
      })),
      diagnosticCount: checked.errorCount,
    },
  );
}

/** Document limits (engine/src/document/limits.ts) before anything parses the whole document. */
function refuseOversized(ctx: GraphQLContext, document: unknown) {
  const limits = checkDocumentLimits(document);
  if (!limits.ok) throw limitsError(ctx, limits);
}

export function limitsError(
  ctx: GraphQLContext,
  { kind, limit, actual, path }: Extract<DocumentLimitsResult, { ok: false }>,
) {
  return userError(
    ctx,
    "DOCUMENT_TOO_LARGE",
    `document.tooLarge.${kind}`,
    { limit, actual, path },
    { kind, limit, actual, path },
  );
}

/**
 * A write of game `id`: this instance's play cache forgets the game as soon as it is written (the
 * database trigger tells every instance too, a moment later).
 */
async function changedGame<T>(ctx: GraphQLContext, id: number, write: Promise<T>): Promise<T> {
  try {
    return await orNotFound(ctx, write);
  } finally {
    ctx.playGames.invalidate(id);
  }
}

/** A game deleted between its check and a write or read (a race): NOT_FOUND, not an internal error. */
async function orNotFound<T>(ctx: GraphQLContext, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2025")
      throw userError(ctx, "NOT_FOUND", "game.notFound");
    throw error;
  }
}

/** Runs document work within the viewer's share (HEAVY_WORK_PER_USER at a time), else TOO_BUSY. */
export async function withHeavyWork<T>(ctx: GraphQLContext, work: () => Promise<T>): Promise<T> {
  const release = heavyWork.tryEnter(ctx.viewer?.id ?? "anonymous");
  if (!release) throw userError(ctx, "TOO_BUSY", "game.busy");
  try {
    return await work();
  } finally {
    release();
  }
}

builder.queryFields((t) => ({
  myGames: t.prismaField({
    type: [Game],
    authScopes: { loggedIn: true },
    description:
      "The viewer's own games and the games shared with them (accepted invitations; see `sharedBy` " +
      "and `myRole`), most recently changed first. Games in the bin are not listed (`deletedGames`).",
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.game.findMany({
        ...query,
        where: {
          deletedAt: null,
          OR: [{ ownerId: ctx.viewer!.id }, { shares: { some: { userId: ctx.viewer!.id } } }],
        },
        orderBy: { updatedAt: "desc" },
      }),
  }),
  game: t.prismaField({
    type: Game,
    authScopes: (_root, { id }) => ({ gameViewer: id }),
    description:
      "One of the viewer's games, or one shared with them (admins: any game), for the editor; " +
      "`myRole` says whether they may change it.",
    args: { id: t.arg.int({ required: true }) },
    resolve: async (query, _root, { id }, ctx) => {
      return orNotFound(ctx, ctx.prisma.game.findUniqueOrThrow({ ...query, where: { id } }));
    },
  }),
}));

const StatusTarget = {
  publishGame: "PUBLISHED",
  publishGameUnlisted: "UNLISTED",
  unpublishGame: "DRAFT",
} as const;

builder.mutationFields((t) => ({
  createGame: t.prismaField({
    type: Game,
    authScopes: { loggedIn: true },
    description:
      "A new draft game with one empty scene ('Erste Szene' / 'First Scene' by the viewer's language).",
    args: { title: t.arg.string({ required: true }) },
    resolve: (query, _root, args, ctx) =>
      ctx.prisma.game.create({
        ...query,
        data: {
          title: cleanTitle(ctx, args.title, "game.titleRequired"),
          ownerId: ctx.viewer!.id,
          document: createGameDocument({ locale: ctx.locale, registry }) as object,
        },
      }),
  }),
  renameGame: t.prismaField({
    type: Game,
    authScopes: { loggedIn: true },
    args: { id: t.arg.int({ required: true }), title: t.arg.string({ required: true }) },
    resolve: async (query, _root, { id, title }, ctx) => {
      const clean = cleanTitle(ctx, title, "game.nameEmpty");
      await gameFor(ctx, id, "edit");
      return changedGame(
        ctx,
        id,
        ctx.prisma.game.update({ ...query, where: { id }, data: { title: clean } }),
      );
    },
  }),
  copyGame: t.prismaField({
    type: Game,
    authScopes: { loggedIn: true },
    description:
      "A draft copy of one of the viewer's games (or one shared with them, even to view only), owned by the viewer.",
    args: { id: t.arg.int({ required: true }) },
    resolve: async (query, _root, { id }, ctx) => {
      const source = await gameFor(ctx, id, "read");
      const suffix = ` ${ctx.locale === "de" ? "(Kopie)" : "(copy)"}`;
      const title = (source.title.slice(0, GAME_TITLE_MAX - suffix.length) + suffix).trim();
      const copy = await ctx.prisma.$transaction(async (tx) => {
        const created = await tx.game.create({
          data: {
            title,
            ownerId: ctx.viewer!.id,
            document: source.document as object,
            status: "DRAFT",
          },
          select: { id: true },
        });
        // The copy's gallery holds what the original's held.
        const gallery = await tx.gameAsset.findMany({
          where: { gameId: source.id },
          select: { assetId: true },
        });
        await tx.gameAsset.createMany({
          data: gallery.map((g) => ({ gameId: created.id, assetId: g.assetId })),
        });
        return created;
      });
      return ctx.prisma.game.findUniqueOrThrow({ ...query, where: { id: copy.id } });
    },
  }),
  deleteGame: t.int({
    authScopes: { loggedIn: true },
    description:
      "Moves one of the viewer's games to the bin (owner only): it is unpublished, leaves every list and " +
      "is purged after 30 days unless restored (`restoreGame`). Refused (CONFLICT) while a competition " +
      "uses the game: its results refer to it. Returns its id.",
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      await gameFor(ctx, id, "manage");
      if (await ctx.prisma.competition.count({ where: { gameId: id } }))
        throw userError(ctx, "CONFLICT", "game.inCompetition");
      await changedGame(
        ctx,
        id,
        ctx.prisma.game.update({
          where: { id },
          data: { deletedAt: ctx.now(), status: "DRAFT" },
          select: { id: true },
        }),
      );
      return id;
    },
  }),
  ...Object.fromEntries(
    Object.entries(StatusTarget).map(([name, status]) => [
      name,
      t.prismaField({
        type: Game,
        authScopes: { loggedIn: true },
        description: `Sets the game's status to ${status}.`,
        args: { id: t.arg.int({ required: true }) },
        resolve: (query, _root, { id }, ctx) =>
          withHeavyWork(ctx, async () => {
            const game = await gameFor(ctx, id, "edit");
            if (status !== "DRAFT") {
              const checked = checkGameDocument(game.document, registry);
              if (!checked.ok)
                throw invalidDocumentError(ctx, "game.cannotPublishInvalid", checked);
              await assertUsableDocumentAssets(ctx, id, checked.document);
            }
            const updated = await changedGame(
              ctx,
              id,
              ctx.prisma.game.update({ ...query, where: { id }, data: { status } }),
            );
            // Every publish keeps the published document as a version (games/versions.ts).
            if (status !== "DRAFT")
              await recordVersion(ctx.prisma, {
                gameId: id,
                kind: "PUBLISH",
                authorId: ctx.viewer!.id,
                now: ctx.now(),
              });
            return updated;
          }),
      }),
    ]),
  ),
  saveGameDocument: t.prismaField({
    type: Game,
    authScopes: (_root, { id }) => ({ gameEditor: id }),
    description:
      "Saves the game document if `expectedVersion` is still the stored documentVersion (optimistic concurrency); " +
      "otherwise fails with CONFLICT and `extensions.currentVersion`, changing nothing.",
    args: {
      id: t.arg.int({ required: true }),
      document: t.arg({ type: "JSON", required: true }),
      expectedVersion: t.arg.int({ required: true }),
    },
    resolve: (query, _root, { id, document, expectedVersion }, ctx, info) =>
      withHeavyWork(ctx, async () => {
        // Parsed (migrated) and validated by the engine: a broken rule is never stored.
        const checked = checkForSave(ctx, document);
        await assertUsableDocumentAssets(ctx, id, checked.assets);
        // Compare-and-set in one statement: two writers with the same version cannot both win.
        const count = await changedGame(
          ctx,
          id,
          "json" in checked
            ? // Stored as the worker wrote it: the event loop never serialises the document.
              ctx.prisma.$executeRaw`
                UPDATE "Game"
                   SET "document" = ${checked.json}::json,
                       "documentVersion" = "documentVersion" + 1,
                       "updatedAt" = ${new Date()}
                 WHERE "id" = ${id} AND "documentVersion" = ${expectedVersion}`
            : ctx.prisma.game
                .updateMany({
                  where: { id, documentVersion: expectedVersion },
                  data: { document: checked.document, documentVersion: { increment: 1 } },
                })
                .then((result) => result.count),
        );
        if (count === 0) {
          const current = await ctx.prisma.game.findUnique({
            where: { id },
            select: { documentVersion: true },
          });
          if (!current) throw userError(ctx, "NOT_FOUND", "game.notFound");
          throw userError(
            ctx,
            "CONFLICT",
            "game.saveConflict",
            {},
            { currentVersion: current.documentVersion },
          );
        }
        // Open editors of the game pull the new version (a gap in the operation log: they reload).
        ctx.board.publishGame(id, { kind: "version", version: expectedVersion + 1 });
        // At most every 10 minutes of editing the saved document becomes a version.
        await saveVersionIfDue(ctx.prisma, {
          gameId: id,
          authorId: ctx.viewer!.id,
          now: ctx.now(),
        });
        // The answer rarely asks for the document: then it is not read back (and parsed) either.
        const omit = !("select" in query) && !selectsField(info, "document");
        return orNotFound(
          ctx,
          ctx.prisma.game.findUniqueOrThrow({
            ...query,
            where: { id },
            ...(omit ? { omit: { document: true } } : {}),
          }),
        );
      }),
  }),
}));
