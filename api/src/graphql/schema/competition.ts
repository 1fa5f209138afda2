import { builder } from "../builder";
import { Game } from "./game";

export type CompetitionPhase = "UPCOMING" | "ACTIVE" | "ENDED";

/** Spec §4: upcoming before the start, active until the end, then ended; driven by the clock. */
export function competitionPhase(start: Date, end: Date, now = new Date()): CompetitionPhase {
  if (now < start) return "UPCOMING";
  if (now < end) return "ACTIVE";
  return "ENDED";
}

const Phase = builder.enumType("CompetitionPhase", {
  values: ["UPCOMING", "ACTIVE", "ENDED"] as const,
});

export const Competition = builder.prismaObject("Competition", {
  fields: (t) => ({
    id: t.exposeID("id"),
    title: t.exposeString("title"),
    startDate: t.expose("startDate", { type: "DateTime" }),
    endDate: t.expose("endDate", { type: "DateTime" }),
    phase: t.field({ type: Phase, resolve: (c) => competitionPhase(c.startDate, c.endDate) }),
    game: t.relation("game", { type: Game }),
    participantCount: t.int({
      select: { sessions: { select: { players: true } } },
      resolve: (c) =>
        c.sessions.reduce((sum, s) => sum + (Array.isArray(s.players) ? s.players.length : 0), 0),
    }),
  }),
});

builder.queryFields((t) => ({
  publicCompetitions: t.prismaField({
    type: [Competition],
    description:
      "Competitions that have not ended, soonest first, whose game is published or unlisted.",
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.competition.findMany({
        ...query,
        where: { endDate: { gt: new Date() }, game: { status: { in: ["PUBLISHED", "UNLISTED"] } } },
        orderBy: { startDate: "asc" },
        take: 100,
      }),
  }),
  publicCompetition: t.prismaField({
    type: Competition,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _root, { id }, ctx) =>
      ctx.prisma.competition.findFirst({ ...query, where: { id: String(id) } }),
  }),
}));
