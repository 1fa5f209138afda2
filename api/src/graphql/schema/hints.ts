/**
 * Hints for the teacher on the live board: the hints the game holds (to push one), the log of
 * every hint shown, and pushHint (a stored hint or a free text, to one team or to all).
 */
import { parseGameDocument } from "@exitgame/engine";
import { hintLists, registry } from "@exitgame/element-plugins/definitions";
import { CompetitionApiError } from "../../competitions/errors";
import { hintLog, type HintLogEntry } from "../../competitions/hint-log";
import type { PushedHint } from "../../competitions/team-hints";
import { teamPlayFor } from "../../competitions/team-play";
import { builder } from "../builder";
import type { GraphQLContext } from "../context";
import { userError, type ErrorCode } from "../errors";
import { manager, ownCompetition } from "./competition";
import { sharedRead } from "../../db/shared-read";

interface StoredHint {
  targetId: string;
  targetName: string;
  kind: "element" | "scene";
  index: number;
  text: string;
  penaltySeconds: number;
  availableAfterMinutes: number;
}

const StoredHintRef = builder.objectRef<StoredHint>("StoredHint").implement({
  description: "A hint of the competition's game (of an answer-checking element or a scene).",
  fields: (t) => ({
    targetId: t.exposeString("targetId"),
    targetName: t.exposeString("targetName"),
    targetKind: t.exposeString("kind", { description: "element or scene" }),
    index: t.exposeInt("index", { description: "0-based place in the riddle's list." }),
    text: t.exposeString("text"),
    penaltySeconds: t.exposeInt("penaltySeconds"),
    availableAfterMinutes: t.exposeInt("availableAfterMinutes"),
  }),
});

const HintLogEntryRef = builder.objectRef<HintLogEntry>("HintLogEntry").implement({
  description: "A hint a team was shown.",
  fields: (t) => ({
    id: t.exposeID("id"),
    sessionId: t.exposeID("sessionId"),
    targetId: t.exposeString("targetId", { nullable: true }),
    targetName: t.exposeString("targetName", { nullable: true }),
    hintIndex: t.exposeInt("hintIndex", { nullable: true }),
    text: t.exposeString("text"),
    source: t.exposeString("source", { description: "student or teacher" }),
    penaltySeconds: t.exposeInt("penaltySeconds"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

interface CompetitionHints {
  competitionId: string;
  stored: StoredHint[];
  log: HintLogEntry[];
}

const CompetitionHintsRef = builder.objectRef<CompetitionHints>("CompetitionHints").implement({
  fields: (t) => ({
    competitionId: t.exposeID("competitionId"),
    stored: t.field({ type: [StoredHintRef], resolve: (h) => h.stored }),
    log: t.field({ type: [HintLogEntryRef], resolve: (h) => h.log }),
  }),
});

const PushHintResult = builder
  .objectRef<{ pushed: number; skipped: number }>("PushHintResult")
  .implement({
    fields: (t) => ({
      pushed: t.exposeInt("pushed", { description: "Teams that were given the hint." }),
      skipped: t.exposeInt("skipped", {
        description: "Teams left out (finished, or they had the hint already).",
      }),
    }),
  });

const codeOf = (status: number): ErrorCode =>
  status === 404 ? "NOT_FOUND" : status === 400 ? "BAD_USER_INPUT" : "CONFLICT";

const asUserError = (ctx: GraphQLContext, error: unknown) =>
  error instanceof CompetitionApiError
    ? userError(ctx, codeOf(error.status), error.key, error.params)
    : error;

builder.queryFields((t) => ({
  competitionHints: t.field({
    type: CompetitionHintsRef,
    authScopes: manager,
    description: "The game's hints (to push one) and every hint shown so far, oldest first.",
    args: { competitionId: t.arg.id({ required: true }) },
    resolve: async (_root, { competitionId }, ctx) => {
      const id = String(competitionId);
      const competition = await ownCompetition(ctx, id);
      const game = await ctx.prisma.game.findUniqueOrThrow({
        where: { id: competition.gameId },
        select: { document: true },
      });
      const parsed = parseGameDocument(game.document, registry);
      const stored = parsed.ok
        ? hintLists(parsed.document).flatMap((list) =>
            list.hints.map((h, index) => ({
              targetId: list.targetId,
              targetName: list.name || list.targetId,
              kind: list.kind,
              index,
              text: h.text,
              penaltySeconds: h.penaltySeconds,
              availableAfterMinutes: h.availableAfterMinutes,
            })),
          )
        : [];
      return { competitionId: id, stored, log: await hintLog(ctx.prisma, id) };
    },
  }),
}));

builder.mutationFields((t) => ({
  pushHint: t.field({
    type: PushHintResult,
    authScopes: manager,
    description:
      "Shows a hint to one team (sessionId) or to every team still playing (no sessionId): a stored hint (targetId and hintIndex) or a free text. Teams that finished are refused (one team) or left out (all).",
    args: {
      competitionId: t.arg.id({ required: true }),
      sessionId: t.arg.id({ required: false }),
      targetId: t.arg.string({ required: false }),
      hintIndex: t.arg.int({ required: false }),
      text: t.arg.string({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const competitionId = String(args.competitionId);
      const competition = await ownCompetition(ctx, competitionId);
      const text = args.text?.trim() ?? "";
      const stored = args.targetId != null && args.hintIndex != null;
      if (stored === (text !== "") || text.length > 1000)
        throw userError(ctx, "BAD_USER_INPUT", "hints.chooseOne");
      const pushed: PushedHint = stored
        ? { kind: "stored", targetId: args.targetId!, index: args.hintIndex! }
        : { kind: "text", text };
      if (ctx.now() >= competition.endDate)
        throw userError(ctx, "CONFLICT", "hints.competitionEnded");
      const teams = teamPlayFor(ctx.prisma);
      if (!teams) throw userError(ctx, "TOO_BUSY", "common.unknown");
      // The competition's teams; a teacher's hints to many teams one by one at once share the
      // read (db/shared-read).
      const all = await sharedRead(ctx.prisma, `hintTeams:${competitionId}`, () =>
        ctx.prisma.competitionSession.findMany({
          where: { competitionId },
          select: { id: true, finishedAt: true },
        }),
      );
      if (args.sessionId) {
        const team = all.find((s) => s.id === String(args.sessionId));
        if (!team) throw userError(ctx, "NOT_FOUND", "hints.teamNotFound");
        try {
          await teams.pushHint(team.id, pushed, ctx.viewer!.id);
        } catch (error) {
          throw asUserError(ctx, error);
        }
        return { pushed: 1, skipped: 0 };
      }
      // Every team at once (each in its own order of turns): a class of 200 within a second.
      const sessions = all;
      const results = await Promise.allSettled(
        sessions.map((s) => teams.pushHint(s.id, pushed, ctx.viewer!.id)),
      );
      let count = 0;
      let firstRefusal: unknown = null;
      for (const result of results) {
        if (result.status === "fulfilled") count++;
        else if (result.reason instanceof CompetitionApiError) firstRefusal ??= result.reason;
        else throw result.reason;
      }
      if (count === 0) {
        if (sessions.length > 0 && sessions.every((s) => s.finishedAt !== null))
          throw userError(ctx, "CONFLICT", "hints.allEnded");
        if (firstRefusal) throw asUserError(ctx, firstRefusal);
      }
      return { pushed: count, skipped: sessions.length - count };
    },
  }),
}));
