import { builder } from "../builder";

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
    document: t.expose("document", { type: "JSON", description: "The game document (scenes, elements, variables, rules)." }),
    documentVersion: t.exposeInt("documentVersion", { description: "Increases with every save; used for optimistic concurrency." }),
    url: t.string({
      description: "The public page of the game.",
      resolve: (game, _args, ctx) => `${ctx.publicOrigin}/games/${game.id}`,
    }),
    playUrl: t.string({ resolve: (game, _args, ctx) => `${ctx.publicOrigin}/games/${game.id}/play` }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
  }),
});

const PUBLIC_STATUSES = ["PUBLISHED", "UNLISTED"] as const;

builder.queryFields((t) => ({
  publicGame: t.prismaField({
    type: Game,
    nullable: true,
    description: "A published or unlisted game by its numeric ID; null when it does not exist or is a draft.",
    args: { id: t.arg.int({ required: true }) },
    resolve: (query, _root, { id }, ctx) =>
      ctx.prisma.game.findFirst({ ...query, where: { id, status: { in: [...PUBLIC_STATUSES] } } }),
  }),
  publishedGames: t.prismaField({
    type: [Game],
    description: "Published (listed) games, newest first.",
    args: { first: t.arg.int({ required: false, defaultValue: 24 }) },
    resolve: (query, _root, { first }, ctx) =>
      ctx.prisma.game.findMany({
        ...query,
        where: { status: "PUBLISHED" },
        orderBy: { updatedAt: "desc" },
        take: Math.min(Math.max(first ?? 24, 1), 100),
      }),
  }),
}));
