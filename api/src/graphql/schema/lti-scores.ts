/**
 * LTI grades for the teacher: the score posts of one game (who, what, when, the platform's
 * answer), and a retry of one that failed or is waiting. Only the game's owner and admins see them.
 */
import type { LtiScorePost as LtiScorePostRow } from "../../generated/prisma/client";
import { builder } from "../builder";
import type { GraphQLContext } from "../context";
import { userError } from "../errors";
import { requireGameOwner } from "../../permissions";

type PostRow = LtiScorePostRow & { launch: { subject: string | null; platform: { name: string } } };

const LtiScorePostStatus = builder.enumType("LtiScorePostStatus", {
  values: ["PENDING", "SENT", "FAILED"] as const,
});

const LtiScorePost = builder.objectRef<PostRow>("LtiScorePost").implement({
  description: "A score posted (or to be posted) to an LMS line item for one launched player.",
  fields: (t) => ({
    id: t.exposeID("id"),
    gameId: t.exposeInt("gameId"),
    platformName: t.string({ resolve: (p) => p.launch.platform.name }),
    userId: t.string({
      nullable: true,
      description: "The LMS user's id (sub).",
      resolve: (p) => p.launch.subject,
    }),
    score: t.float({ description: "0..1", resolve: (p) => p.score }),
    scoreMaximum: t.float({ resolve: (p) => p.scoreMaximum }),
    status: t.field({ type: LtiScorePostStatus, resolve: (p) => p.status }),
    attempts: t.exposeInt("attempts"),
    httpStatus: t.int({ nullable: true, resolve: (p) => p.httpStatus }),
    response: t.string({ nullable: true, resolve: (p) => p.response }),
    createdAt: t.field({ type: "DateTime", resolve: (p) => p.createdAt }),
    lastAttemptAt: t.field({ type: "DateTime", nullable: true, resolve: (p) => p.lastAttemptAt }),
    nextAttemptAt: t.field({ type: "DateTime", resolve: (p) => p.nextAttemptAt }),
  }),
});

const include = { launch: { select: { subject: true, platform: { select: { name: true } } } } };

const ownGameId = (ctx: GraphQLContext, gameId: number) => requireGameOwner(ctx, gameId);

builder.queryFields((t) => ({
  ltiScorePosts: t.field({
    type: [LtiScorePost],
    authScopes: { loggedIn: true },
    description: "The game's LTI score posts, newest first (at most 500).",
    args: { gameId: t.arg.int({ required: true }) },
    resolve: async (_root, { gameId }, ctx) => {
      await ownGameId(ctx, gameId);
      return ctx.prisma.ltiScorePost.findMany({
        where: { gameId },
        orderBy: { createdAt: "desc" },
        take: 500,
        include,
      });
    },
  }),
}));

builder.mutationFields((t) => ({
  retryLtiScorePost: t.field({
    type: LtiScorePost,
    authScopes: { loggedIn: true },
    description: "Sends a score post that failed or waits again now (a fresh count of attempts).",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      const post = await ctx.prisma.ltiScorePost.findUnique({
        where: { id: String(id) },
        select: { gameId: true },
      });
      if (!post) throw userError(ctx, "NOT_FOUND", "lti.scoreNotFound");
      await ownGameId(ctx, post.gameId);
      if ((await ctx.ltiAgs.retry(String(id))) === null)
        throw userError(ctx, "BAD_USER_INPUT", "lti.scoreAlreadySent");
      return ctx.prisma.ltiScorePost.findUniqueOrThrow({ where: { id: String(id) }, include });
    },
  }),
}));
