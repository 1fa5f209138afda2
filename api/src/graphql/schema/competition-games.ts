/**
 * The games a competition manager may pick for a competition, searched by title: their own
 * published or unlisted games and everybody's published ones (an unlisted game of somebody else
 * stays usable by its ID, but is not listed). Admins: every published or unlisted game.
 */
import { isAdmin } from "../../permissions";
import type { Prisma } from "../../generated/prisma/client";
import { builder } from "../builder";
import { Game } from "./game";

const MAX = 50;

builder.queryFields((t) => ({
  competitionGames: t.prismaField({
    type: [Game],
    authScopes: { competitionManager: true, admin: true },
    description:
      "Games the viewer may use in a competition whose title contains `search` (any case), by title.",
    args: {
      search: t.arg.string({ required: false }),
      first: t.arg.int({ required: false, defaultValue: 20 }),
    },
    resolve: (query, _root, { search, first }, ctx) => {
      const viewer = ctx.viewer!;
      const usable: Prisma.GameWhereInput = isAdmin(viewer)
        ? { status: { in: ["PUBLISHED", "UNLISTED"] } }
        : {
            OR: [{ status: "PUBLISHED" }, { status: "UNLISTED", ownerId: viewer.id }],
          };
      const text = (search ?? "").trim().slice(0, 100);
      return ctx.prisma.game.findMany({
        ...query,
        where: text
          ? { AND: [usable, { title: { contains: text, mode: "insensitive" } }] }
          : usable,
        orderBy: [{ title: "asc" }, { id: "asc" }],
        take: Math.min(Math.max(first ?? 20, 1), MAX),
      });
    },
  }),
}));
