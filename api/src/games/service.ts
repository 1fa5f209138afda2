/**
 * The game domain's operations, as auth/service.ts and assets/service.ts are their domains':
 * create, rename, copy, publish / unpublish, save the document, move to the bin and restore, and
 * the lists of the viewer's games. The GraphQL resolvers (graphql/schema/game.ts, game-bin.ts)
 * only pass their arguments through.
 *
 * Who may do it is decided before, by the one permission function of permissions.ts: the GraphQL
 * fields ask it through their scope loaders (`gameEditor(id)`, `gameViewer(id)`, `gameOwner(id)`),
 * REST routes call it directly. The operations here take that as given, except `restoreGame`,
 * whose game is in the bin and has no scope (it asks permissions.ts itself).
 */
import { checkGameDocument, checkDocumentLimits, createGameDocument } from "@exitgame/engine";
import type { CheckResult, DocumentLimitsResult } from "@exitgame/engine";
import { summarizeDiagnostics } from "@exitgame/element-plugins/diagnostics";
import { registry } from "@exitgame/element-plugins/definitions";
import { ApiError, type ErrorCode, type ErrorMessageKey } from "../errors";
import { Prisma } from "../generated/prisma/client";
import type { GraphQLContext } from "../graphql/context";
import {
  assertUsableDocumentAssets,
  documentAssetUses,
  type AssetUse,
} from "../graphql/document-assets";
import { isDocumentPlaceholder } from "../graphql/document-check/pool";
import { heavyWork } from "../graphql/heavy-work";
import { checkGame } from "../permissions";
import { recordVersion, saveVersionIfDue } from "./versions";

export type GameContext = Pick<
  GraphQLContext,
  "prisma" | "viewer" | "locale" | "now" | "playGames" | "board" | "preparsedDocuments"
>;

/** What the caller wants back of a game row (a Pothos `query`: include or select). */
export interface GameQuery {
  include?: Prisma.GameInclude;
  select?: Prisma.GameSelect;
}

type GameRow = Prisma.GameGetPayload<object>;

export const GAME_TITLE_MAX = 100;

export type GameStatusName = "DRAFT" | "PUBLISHED" | "UNLISTED";

function refusal(
  ctx: Pick<GameContext, "locale">,
  code: ErrorCode,
  key: ErrorMessageKey,
  params: Record<string, string | number> = {},
  extensions: Record<string, unknown> = {},
) {
  return new ApiError(code, {
    key,
    params,
    locale: ctx.locale,
    extensions: { messageKey: key, ...extensions },
  });
}

function cleanTitle(
  ctx: Pick<GameContext, "locale">,
  raw: string,
  emptyKey: "game.titleRequired" | "game.nameEmpty",
): string {
  const title = raw.trim().replace(/\s+/g, " ");
  if (!title) throw refusal(ctx, "BAD_USER_INPUT", emptyKey, {}, { field: "title" });
  if (title.length > GAME_TITLE_MAX)
    throw refusal(
      ctx,
      "BAD_USER_INPUT",
      "game.titleTooLong",
      { max: GAME_TITLE_MAX },
      { field: "title" },
    );
  return title;
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
  ctx: Pick<GameContext, "locale">,
  key: "game.invalidDocument" | "game.cannotPublishInvalid",
  checked: Extract<CheckResult, { ok: false }>,
) {
  return refusal(
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

export function limitsError(
  ctx: Pick<GameContext, "locale">,
  { kind, limit, actual, path }: Extract<DocumentLimitsResult, { ok: false }>,
) {
  return refusal(
    ctx,
    "DOCUMENT_TOO_LARGE",
    `document.tooLarge.${kind}`,
    { limit, actual, path },
    { kind, limit, actual, path },
  );
}

/**
 * The document to store, checked: a large request's was checked on a worker thread and the
 * argument is its placeholder (document-check/pool.ts); a small one is checked here, after the
 * document limits (engine/src/document/limits.ts) and before anything parses all of it.
 */
function checkForSave(
  ctx: Pick<GameContext, "locale" | "preparsedDocuments">,
  document: unknown,
): ({ json: string } | { document: object }) & { assets: readonly AssetUse[] } {
  const outcome = isDocumentPlaceholder(document) ? ctx.preparsedDocuments?.[document] : undefined;
  if (outcome?.kind === "limits") throw limitsError(ctx, outcome.limits);
  if (outcome?.kind === "invalid")
    throw invalidDocumentError(ctx, "game.invalidDocument", outcome.checked);
  if (outcome?.kind === "ok") return { json: outcome.json, assets: outcome.assets };
  const limits = checkDocumentLimits(document);
  if (!limits.ok) throw limitsError(ctx, limits);
  const checked = checkGameDocument(document, registry);
  if (!checked.ok) throw invalidDocumentError(ctx, "game.invalidDocument", checked);
  return { document: checked.document as object, assets: documentAssetUses(checked.document) };
}

/** A game deleted between its check and a write or read (a race): NOT_FOUND, not an internal error. */
async function orNotFound<T>(ctx: Pick<GameContext, "locale">, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2025")
      throw refusal(ctx, "NOT_FOUND", "game.notFound");
    throw error;
  }
}

/**
 * A write of game `id`: this instance's play cache forgets the game as soon as it is written (the
 * database trigger tells every instance too, a moment later).
 */
async function changedGame<T>(ctx: GameContext, id: number, write: Promise<T>): Promise<T> {
  try {
    return await orNotFound(ctx, write);
  } finally {
    ctx.playGames.invalidate(id);
  }
}

/** Runs document work within the viewer's share (HEAVY_WORK_PER_USER at a time), else TOO_BUSY. */
export async function withHeavyWork<T>(
  ctx: Pick<GameContext, "viewer" | "locale">,
  work: () => Promise<T>,
): Promise<T> {
  const release = heavyWork.tryEnter(ctx.viewer?.id ?? "anonymous");
  if (!release) throw refusal(ctx, "TOO_BUSY", "game.busy");
  try {
    return await work();
  } finally {
    release();
  }
}

function viewerId(ctx: GameContext): string {
  if (!ctx.viewer) throw refusal(ctx, "UNAUTHENTICATED", "common.unauthenticated");
  return ctx.viewer.id;
}

/** The viewer's own games and those shared with them, not in the bin, last changed first. */
export function myGames(ctx: GameContext, query: GameQuery = {}) {
  const id = viewerId(ctx);
  return ctx.prisma.game.findMany({
    ...query,
    where: { deletedAt: null, OR: [{ ownerId: id }, { shares: { some: { userId: id } } }] },
    orderBy: { updatedAt: "desc" },
  }) as Promise<GameRow[]>;
}

/** The viewer's games in the bin, most recently deleted first. */
export function deletedGames(ctx: GameContext, query: GameQuery = {}) {
  return ctx.prisma.game.findMany({
    ...query,
    where: { ownerId: viewerId(ctx), deletedAt: { not: null } },
    orderBy: { deletedAt: "desc" },
  }) as Promise<GameRow[]>;
}

/** A game the viewer may open (checked before), as the query asks for it. */
export function readGame(ctx: GameContext, id: number, query: GameQuery = {}) {
  return orNotFound(
    ctx,
    ctx.prisma.game.findUniqueOrThrow({ ...query, where: { id } }) as Promise<GameRow>,
  );
}

/** A new draft with one empty scene ('Erste Szene' / 'First Scene' by the viewer's language). */
export function createGame(ctx: GameContext, rawTitle: string, query: GameQuery = {}) {
  const title = cleanTitle(ctx, rawTitle, "game.titleRequired");
  return ctx.prisma.game.create({
    ...query,
    data: {
      title,
      ownerId: viewerId(ctx),
      document: createGameDocument({ locale: ctx.locale, registry }) as object,
    },
  }) as Promise<GameRow>;
}

/** Renames a game the viewer may edit. */
export function renameGame(ctx: GameContext, id: number, rawTitle: string, query: GameQuery = {}) {
  const title = cleanTitle(ctx, rawTitle, "game.nameEmpty");
  return changedGame(
    ctx,
    id,
    ctx.prisma.game.update({ ...query, where: { id }, data: { title } }) as Promise<GameRow>,
  );
}

/** A draft copy, owned by the viewer, of a game they may open; its gallery comes along. */
export async function copyGame(ctx: GameContext, id: number, query: GameQuery = {}) {
  const ownerId = viewerId(ctx);
  const source = await ctx.prisma.game.findFirst({
    where: { id, deletedAt: null },
    select: { title: true, document: true },
  });
  if (!source) throw refusal(ctx, "NOT_FOUND", "game.notFound");
  const suffix = ` ${ctx.locale === "de" ? "(Kopie)" : "(copy)"}`;
  const title = (source.title.slice(0, GAME_TITLE_MAX - suffix.length) + suffix).trim();
  const copy = await ctx.prisma.$transaction(async (tx) => {
    const created = await tx.game.create({
      data: { title, ownerId, document: source.document as object, status: "DRAFT" },
      select: { id: true },
    });
    // The copy's gallery holds what the original's held.
    const gallery = await tx.gameAsset.findMany({
      where: { gameId: id },
      select: { assetId: true },
    });
    await tx.gameAsset.createMany({
      data: gallery.map((g) => ({ gameId: created.id, assetId: g.assetId })),
    });
    return created;
  });
  return ctx.prisma.game.findUniqueOrThrow({
    ...query,
    where: { id: copy.id },
  }) as Promise<GameRow>;
}

/**
 * Moves a game (its owner's) to the bin: unpublished, purged after BIN_DAYS unless restored.
 * CONFLICT while a competition uses it: its results refer to it.
 */
export async function deleteGame(ctx: GameContext, id: number): Promise<number> {
  if (await ctx.prisma.competition.count({ where: { gameId: id } }))
    throw refusal(ctx, "CONFLICT", "game.inCompetition");
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
}

/** Takes one of the viewer's games (admins: any) out of the bin; CONFLICT when it is not in it. */
export async function restoreGame(ctx: GameContext, id: number, query: GameQuery = {}) {
  await checkGame(ctx, id, "manage", { includeDeleted: true, hideRefusal: true });
  const { count } = await ctx.prisma.game.updateMany({
    where: { id, deletedAt: { not: null } },
    data: { deletedAt: null },
  });
  if (!count) throw refusal(ctx, "CONFLICT", "bin.notInBin");
  ctx.playGames.invalidate(id);
  return ctx.prisma.game.findUniqueOrThrow({ ...query, where: { id } }) as Promise<GameRow>;
}

/**
 * Publishes (listed or unlisted) or unpublishes a game the viewer may edit. A publish checks
 * the document and its assets first and keeps the published document as a version.
 */
export function setGameStatus(
  ctx: GameContext,
  id: number,
  status: GameStatusName,
  query: GameQuery = {},
) {
  return withHeavyWork(ctx, async () => {
    if (status !== "DRAFT") {
      const game = await ctx.prisma.game.findFirst({
        where: { id, deletedAt: null },
        select: { document: true },
      });
      if (!game) throw refusal(ctx, "NOT_FOUND", "game.notFound");
      const checked = checkGameDocument(game.document, registry);
      if (!checked.ok) throw invalidDocumentError(ctx, "game.cannotPublishInvalid", checked);
      await assertUsableDocumentAssets(ctx, id, checked.document);
    }
    const updated = (await changedGame(
      ctx,
      id,
      ctx.prisma.game.update({ ...query, where: { id }, data: { status } }),
    )) as GameRow;
    // Every publish keeps the published document as a version (games/versions.ts).
    if (status !== "DRAFT")
      await recordVersion(ctx.prisma, {
        gameId: id,
        kind: "PUBLISH",
        authorId: viewerId(ctx),
        now: ctx.now(),
      });
    return updated;
  });
}

export interface SaveDocumentInput {
  id: number;
  document: unknown;
  expectedVersion: number;
  /** The answer does not need the document: it is not read back (and parsed) either. */
  omitDocument?: boolean;
}

/**
 * Saves the document of a game the viewer may edit if `expectedVersion` is still the stored one
 * (optimistic concurrency), else CONFLICT with `extensions.currentVersion`, changing nothing.
 */
export function saveGameDocument(
  ctx: GameContext,
  { id, document, expectedVersion, omitDocument }: SaveDocumentInput,
  query: GameQuery = {},
) {
  return withHeavyWork(ctx, async () => {
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
      if (!current) throw refusal(ctx, "NOT_FOUND", "game.notFound");
      throw refusal(
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
    await saveVersionIfDue(ctx.prisma, { gameId: id, authorId: viewerId(ctx), now: ctx.now() });
    const omit = omitDocument && !query.select;
    return orNotFound(
      ctx,
      ctx.prisma.game.findUniqueOrThrow({
        ...query,
        where: { id },
        ...(omit ? { omit: { document: true } } : {}),
      }) as Promise<GameRow>,
    );
  });
}
