import { hasDocumentShape } from "@exitgame/engine";
import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from "graphql";
import { redactForPlayers } from "@exitgame/element-plugins/definitions";
import { builder } from "../builder";
import type { GraphQLContext } from "../context";
import { isPlayerReady, servedPlayerDocument, type PlayableGameRow } from "../play-cache";
import { gameRole } from "../../games/access";
import * as games from "../../games/service";
import { isOwner, ownsOrAdmin } from "../../permissions";

// The document checks game-operations.ts shares with the saves (games/service.ts).
export { invalidDocumentError, limitsError, withHeavyWork } from "../../games/service";

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
        !ctx.viewer || isOwner(ctx.viewer, game.ownerId)
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

/** The owner and admins read the stored document (permissions.ts). */
const canEdit = (ctx: GraphQLContext, ownerId: string) => ownsOrAdmin(ctx.viewer, ownerId);

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

builder.queryFields((t) => ({
  myGames: t.prismaField({
    type: [Game],
    authScopes: { loggedIn: true },
    description:
      "The viewer's own games and the games shared with them (accepted invitations; see `sharedBy` " +
      "and `myRole`), most recently changed first. Games in the bin are not listed (`deletedGames`).",
    resolve: (query, _root, _args, ctx) => games.myGames(ctx, query),
  }),
  game: t.prismaField({
    type: Game,
    authScopes: (_root, { id }) => ({ gameViewer: id }),
    description:
      "One of the viewer's games, or one shared with them (admins: any game), for the editor; " +
      "`myRole` says whether they may change it.",
    args: { id: t.arg.int({ required: true }) },
    resolve: (query, _root, { id }, ctx) => games.readGame(ctx, id, query),
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
    resolve: (query, _root, { title }, ctx) => games.createGame(ctx, title, query),
  }),
  renameGame: t.prismaField({
    type: Game,
    authScopes: (_root, { id }) => ({ gameEditor: id }),
    args: { id: t.arg.int({ required: true }), title: t.arg.string({ required: true }) },
    resolve: (query, _root, { id, title }, ctx) => games.renameGame(ctx, id, title, query),
  }),
  copyGame: t.prismaField({
    type: Game,
    authScopes: (_root, { id }) => ({ gameViewer: id }),
    description:
      "A draft copy of one of the viewer's games (or one shared with them, even to view only), owned by the viewer.",
    args: { id: t.arg.int({ required: true }) },
    resolve: (query, _root, { id }, ctx) => games.copyGame(ctx, id, query),
  }),
  deleteGame: t.int({
    authScopes: (_root, { id }) => ({ gameOwner: id }),
    description:
      "Moves one of the viewer's games to the bin (owner only): it is unpublished, leaves every list and " +
      "is purged after 30 days unless restored (`restoreGame`). Refused (CONFLICT) while a competition " +
      "uses the game: its results refer to it. Returns its id.",
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, { id }, ctx) => games.deleteGame(ctx, id),
  }),
  ...Object.fromEntries(
    Object.entries(StatusTarget).map(([name, status]) => [
      name,
      t.prismaField({
        type: Game,
        authScopes: (_root, { id }) => ({ gameEditor: id }),
        description: `Sets the game's status to ${status}.`,
        args: { id: t.arg.int({ required: true }) },
        resolve: (query, _root, { id }, ctx) => games.setGameStatus(ctx, id, status, query),
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
      games.saveGameDocument(
        ctx,
        // The answer rarely asks for the document: then it is not read back (and parsed) either.
        { id, document, expectedVersion, omitDocument: !selectsField(info, "document") },
        query,
      ),
  }),
}));
