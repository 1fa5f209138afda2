/**
 * Versions of a game (issue 26 item 4; what is kept and how it thins out: games/versions.ts):
 * the list (`gameVersions`, paginated, without documents), one version with its document for a
 * read-only preview (`gameVersion`), a named version on demand (`createGameVersion`) and
 * `restoreGameVersion` (itself a new version; nothing is overwritten).
 */
import {
  checkGameDocument,
  summarizeChanges,
  describeChanges,
  type DocumentChange,
} from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";
import { recordVersion } from "../../games/versions";
import { builder } from "../builder";
import { userError } from "../errors";
import { Game } from "./game";
import { checkGame } from "../../permissions";

export const VERSION_NAME_MAX = 100;
const PAGE_MAX = 1_000;

const VersionKindEnum = builder.enumType("GameVersionKind", {
  values: {
    AUTO: { description: "Kept while editing (at most every 10 minutes); thinned out over time." },
    PUBLISH: { description: "Kept when the game was published; never thinned." },
    NAMED: { description: "Kept on demand, with a name; never thinned." },
    RESTORE: { description: "An older version restored; never thinned." },
  } as const,
});

// Only the columns a field asks for are read: without `select`, every row would bring its whole
// document along (a list of 1 000 versions read 1 000 documents to show 1 000 sentences).
const GameVersionRef = builder.prismaObject("GameVersion", {
  description: "A kept state of a game's document.",
  select: { id: true },
  fields: (t) => ({
    id: t.exposeID("id"),
    kind: t.expose("kind", { type: VersionKindEnum }),
    name: t.exposeString("name", { nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    documentVersion: t.exposeInt("documentVersion"),
    bytes: t.exposeInt("bytes", { description: "Size of its document (bytes)." }),
    authorName: t.string({
      nullable: true,
      description: "Who made it (name or address); null when that account is gone.",
      select: { author: { select: { displayName: true, email: true } } },
      resolve: (v) => (v.author ? v.author.displayName || v.author.email : null),
    }),
    summary: t.string({
      description:
        "What changed since the version before, as one sentence in the viewer's language " +
        '("2 Elemente in „Szene 1“ hinzugefügt, Regel „Tipp“ geändert"); empty when nothing did.',
      select: { changes: true },
      resolve: (v, _args, ctx) =>
        summarizeChanges(v.changes as unknown as DocumentChange[], ctx.locale),
    }),
    changes: t.stringList({
      description: "Every change since the version before, one phrase each.",
      select: { changes: true },
      resolve: (v, _args, ctx) =>
        describeChanges(v.changes as unknown as DocumentChange[], ctx.locale),
    }),
    document: t.field({
      type: "JSON",
      description: "The document as it was (for a read-only preview).",
      select: { document: true },
      resolve: (v) => v.document,
    }),
  }),
});

interface PageArgs {
  gameId: number;
  take: number;
  cursor: { id: string; createdAt: Date } | null;
}
/** The versions after the cursor, newest first. */
const pageWhere = ({ gameId, cursor }: PageArgs) => ({
  gameId,
  ...(cursor
    ? {
        OR: [
          { createdAt: { lt: cursor.createdAt } },
          { createdAt: cursor.createdAt, id: { lt: cursor.id } },
        ],
      }
    : {}),
});
const NEWEST_FIRST = [{ createdAt: "desc" as const }, { id: "desc" as const }];

// The page's three fields are three queries that run at once (items, the next cursor, the count).
const VersionPage = builder.objectRef<PageArgs>("GameVersionPage").implement({
  fields: (t) => ({
    items: t.prismaField({
      type: [GameVersionRef],
      description: "Newest first.",
      resolve: (query, page, _args, ctx) =>
        ctx.prisma.gameVersion.findMany({
          ...query,
          where: pageWhere(page),
          orderBy: NEWEST_FIRST,
          take: page.take,
        }),
    }),
    totalCount: t.int({
      description: "All versions of the game.",
      resolve: (page, _args, ctx) =>
        ctx.prisma.gameVersion.count({ where: { gameId: page.gameId } }),
    }),
    nextCursor: t.string({
      nullable: true,
      description: "Pass as `after` for the next page; null on the last one.",
      resolve: async (page, _args, ctx) => {
        const edge = await ctx.prisma.gameVersion.findMany({
          where: pageWhere(page),
          orderBy: NEWEST_FIRST,
          skip: page.take - 1,
          take: 2,
          select: { id: true },
        });
        return edge.length === 2 ? edge[0]!.id : null;
      },
    }),
  }),
});

builder.queryFields((t) => ({
  gameVersions: t.field({
    type: VersionPage,
    authScopes: (_root, { gameId }) => ({ gameViewer: gameId }),
    description:
      "The versions of a game, newest first, `first` (≤ 1 000, default 50) after the cursor `after`. " +
      "For everyone who may open the game (viewers too).",
    args: {
      gameId: t.arg.int({ required: true }),
      first: t.arg.int({ required: false }),
      after: t.arg.string({ required: false }),
    },
    resolve: async (_root, { gameId, first, after }, ctx) => {
      const take = Math.min(Math.max(first ?? 50, 1), PAGE_MAX);
      const cursor = after
        ? await ctx.prisma.gameVersion.findFirst({
            where: { id: after, gameId },
            select: { id: true, createdAt: true },
          })
        : null;
      return { gameId, take, cursor };
    },
  }),
  gameVersion: t.prismaField({
    type: GameVersionRef,
    authScopes: { loggedIn: true },
    description: "One version with its document, for a read-only preview.",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (query, _root, { id }, ctx) => {
      const found = await ctx.prisma.gameVersion.findUnique({
        where: { id: String(id) },
        select: { gameId: true },
      });
      if (!found) throw userError(ctx, "NOT_FOUND", "version.notFound");
      await checkGame(ctx, found.gameId, "read");
      return ctx.prisma.gameVersion.findUniqueOrThrow({ ...query, where: { id: String(id) } });
    },
  }),
}));

builder.mutationFields((t) => ({
  createGameVersion: t.prismaField({
    type: GameVersionRef,
    authScopes: (_root, { gameId }) => ({ gameEditor: gameId }),
    description: `Keeps the game's current (saved) document as a version named \`name\` (1–${VERSION_NAME_MAX} characters).`,
    args: { gameId: t.arg.int({ required: true }), name: t.arg.string({ required: true }) },
    resolve: async (query, _root, { gameId, name }, ctx) => {
      const clean = name.trim().replace(/\s+/g, " ");
      if (!clean || clean.length > VERSION_NAME_MAX)
        throw userError(
          ctx,
          "BAD_USER_INPUT",
          "version.nameRequired",
          { max: VERSION_NAME_MAX },
          { field: "name" },
        );
      const id = await recordVersion(ctx.prisma, {
        gameId,
        kind: "NAMED",
        name: clean,
        authorId: ctx.viewer!.id,
        now: ctx.now(),
      });
      if (!id) throw userError(ctx, "NOT_FOUND", "game.notFound");
      return ctx.prisma.gameVersion.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  restoreGameVersion: t.prismaField({
    type: Game,
    authScopes: { loggedIn: true },
    description:
      "Makes a version's document the game's document again (owner and co-authors). The document it " +
      "replaces is kept as a version first (when none holds it yet), and the restore is a new version " +
      "(RESTORE): nothing is overwritten. Returns the game with its new documentVersion.",
    args: { versionId: t.arg.id({ required: true }) },
    resolve: async (query, _root, { versionId }, ctx) => {
      const version = await ctx.prisma.gameVersion.findUnique({
        where: { id: String(versionId) },
        select: { gameId: true, document: true },
      });
      if (!version) throw userError(ctx, "NOT_FOUND", "version.notFound");
      const gameId = version.gameId;
      await checkGame(ctx, gameId, "edit");
      // An old version in an older format is migrated, and checked like any save.
      const checked = checkGameDocument(version.document, registry);
      if (!checked.ok)
        throw userError(ctx, "BAD_USER_INPUT", "game.invalidDocument", { details: "" });
      const now = ctx.now();
      const authorId = ctx.viewer!.id;
      await recordVersion(ctx.prisma, { gameId, kind: "AUTO", authorId, now, onlyIfChanged: true });
      await ctx.prisma.game.update({
        where: { id: gameId },
        data: { document: checked.document as object, documentVersion: { increment: 1 } },
      });
      ctx.playGames.invalidate(gameId);
      await recordVersion(ctx.prisma, { gameId, kind: "RESTORE", authorId, now });
      return ctx.prisma.game.findUniqueOrThrow({ ...query, where: { id: gameId } });
    },
  }),
}));
