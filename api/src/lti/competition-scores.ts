/**
 * Scores of competition teams for their LMS members. A team's state lives on the server
 * (team-play.ts), so the server computes the score itself: once the team is over (finished, its
 * time up, or ended by the teacher), each launch paired with the team (competition-launch.ts) that
 * has a line item gets the team's score through AGS delivery (ags.ts: recorded, posted, retried).
 * One post per LMS user and line item, however often they launched.
 */
import type { PrismaClient } from "../generated/prisma/client";
import type { Job } from "../jobs";
import type { Logger } from "../logger";
import { teamTiming } from "../competitions/time-control";
import type { AgsService } from "./ags";
import { documentScore } from "./score-variable";

export function competitionScores({
  prisma,
  ags,
  logger,
  now = () => new Date(),
}: {
  prisma: PrismaClient;
  ags: Pick<AgsService, "record">;
  logger: Pick<Logger, "info" | "warn">;
  now?: () => Date;
}) {
  return {
    /** Hands the scores of teams that are over to AGS delivery; returns how many were recorded. */
    async scoreFinishedTeams(limit = 200) {
      const waiting = await prisma.ltiLaunch.findMany({
        where: {
          competitionSessionId: { not: null },
          agsLineItem: { not: null },
          subject: { not: null },
          scoredAt: null,
        },
        orderBy: { createdAt: "desc" },
        take: limit,
        select: {
          id: true,
          platformId: true,
          subject: true,
          agsLineItem: true,
          competitionSessionId: true,
        },
      });
      if (waiting.length === 0) return 0;
      const sessionIds = [...new Set(waiting.map((l) => l.competitionSessionId!))];
      const sessions = await prisma.competitionSession.findMany({
        where: { id: { in: sessionIds } },
        select: {
          id: true,
          createdAt: true,
          finishedAt: true,
          extraMinutes: true,
          pausedAt: true,
          pausedMs: true,
          endedAt: true,
          scenesReached: true,
          currentSceneId: true,
          snapshot: true,
          competition: { select: { endDate: true, game: { select: { document: true } } } },
        },
      });
      const at = now();
      const byId = new Map(sessions.map((s) => [s.id, s]));
      const done = new Set<string>();
      let recorded = 0;
      // Newest launch first: it stands for the user's older launches with the same line item.
      for (const launch of waiting) {
        const key = `${launch.platformId}\n${launch.subject}\n${launch.agsLineItem}\n${launch.competitionSessionId}`;
        const session = byId.get(launch.competitionSessionId!);
        if (!session) continue;
        if (!teamTiming(session, session.competition, at).over) continue;
        const { count } = await prisma.ltiLaunch.updateMany({
          where: { id: launch.id, scoredAt: null },
          data: { scoredAt: at },
        });
        if (count === 0 || done.has(key)) continue;
        done.add(key);
        const score = documentScore(session.competition.game.document, {
          reached: [
            ...session.scenesReached,
            ...(session.currentSceneId ? [session.currentSceneId] : []),
          ],
          snapshot: session.snapshot,
        });
        if (score === null) {
          logger.warn({ launchId: launch.id }, "LTI competition score: the game has no scenes");
          continue;
        }
        await ags.record(launch.id, score.score);
        recorded += 1;
        logger.info(
          { launchId: launch.id, sessionId: session.id, score: score.score, from: score.from },
          "LTI competition score recorded",
        );
      }
      return recorded;
    },
  };
}

export function competitionScoreJob(
  scores: ReturnType<typeof competitionScores>,
  everyMs = 15_000,
): Job {
  return { name: "lti-competition-scores", everyMs, run: () => scores.scoreFinishedTeams() };
}
