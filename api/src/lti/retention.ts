/**
 * What LTI and SCORM leave behind, deleted on schedule (one job, on one instance: jobs.ts):
 * - a game launch from a learning platform (the LMS user's pseudonymous `sub`, the course and
 *   resource ids) and its score posts, LTI_RETENTION_DAYS after the launch;
 * - a competition launch with the competition's players' data (personal-data.ts), and at the
 *   latest like a game launch;
 * - expired sign-in states (nonces), pending instructor links (they hold the e-mail the platform
 *   sent), deep-linking requests and SCORM launches, a day after they expired (a day of grace so
 *   that a refusal can still say "expired" instead of "unknown").
 * Idempotent: a second run finds nothing left.
 */
import type { PrismaClient } from "../generated/prisma/client";
import type { Job } from "../jobs";
import type { Logger } from "../logger";

export const LTI_RETENTION_JOB_EVERY_MS = 60 * 60_000;
const DAY_MS = 24 * 3_600_000;

export interface LtiRetentionCounts {
  launches: number;
  nonces: number;
  pendingLinks: number;
  deepLinks: number;
  scormLaunches: number;
}

type Db = Pick<
  PrismaClient,
  "ltiLaunch" | "ltiNonce" | "ltiPendingLink" | "ltiDeepLink" | "scormLaunch"
>;

export async function runLtiRetention(
  prisma: Db,
  now: Date,
  retentionDays: number,
): Promise<LtiRetentionCounts> {
  const launchesBefore = new Date(now.getTime() - retentionDays * DAY_MS);
  const expiredBefore = new Date(now.getTime() - DAY_MS);
  const [launches, nonces, pendingLinks, deepLinks, scormLaunches] = await Promise.all([
    // Score posts go with their launch (ON DELETE CASCADE).
    prisma.ltiLaunch.deleteMany({ where: { createdAt: { lt: launchesBefore } } }),
    prisma.ltiNonce.deleteMany({ where: { expiresAt: { lt: expiredBefore } } }),
    prisma.ltiPendingLink.deleteMany({ where: { expiresAt: { lt: expiredBefore } } }),
    prisma.ltiDeepLink.deleteMany({ where: { expiresAt: { lt: expiredBefore } } }),
    prisma.scormLaunch.deleteMany({ where: { expiresAt: { lt: expiredBefore } } }),
  ]);
  return {
    launches: launches.count,
    nonces: nonces.count,
    pendingLinks: pendingLinks.count,
    deepLinks: deepLinks.count,
    scormLaunches: scormLaunches.count,
  };
}

/** The scheduled job (registered in server.ts, whether LTI is configured or not). */
export function ltiRetentionJob(deps: {
  prisma: Db;
  now: () => Date;
  retentionDays: number;
  logger: Pick<Logger, "info">;
}): Job {
  return {
    name: "lti-retention",
    everyMs: LTI_RETENTION_JOB_EVERY_MS,
    run: async () => {
      const counts = await runLtiRetention(deps.prisma, deps.now(), deps.retentionDays);
      if (Object.values(counts).some((n) => n > 0))
        deps.logger.info(counts, "LTI and SCORM records past their retention deleted");
      return counts;
    },
  };
}
