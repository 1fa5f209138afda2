/**
 * The bin (issue 26 item 5): `deleteGame` only sets Game.deletedAt (and unpublishes); the owner
 * restores it within BIN_DAYS (`restoreGame`); afterwards this job deletes it for good, with its
 * versions, shares and gallery links (foreign keys cascade). The job runs on one instance
 * (jobs.ts) and is idempotent: a game already purged is simply not found again.
 */
import type { PrismaClient } from "../generated/prisma/client";
import type { Job } from "../jobs";
import type { Logger } from "../logger";

export const BIN_DAYS = 30;
export const BIN_PURGE_INTERVAL_MS = 60 * 60_000;
const DAY_MS = 24 * 3_600_000;

/** When a game deleted at `deletedAt` leaves the bin for good. */
export const purgeAt = (deletedAt: Date) => new Date(deletedAt.getTime() + BIN_DAYS * DAY_MS);

/**
 * Deletes the games that lay in the bin longer than BIN_DAYS at `now`; returns how many. A game a
 * competition still refers to (one created before the delete was refused, so only by a race) is
 * left in the bin and counted as `kept`.
 */
export async function purgeBin(
  prisma: Pick<PrismaClient, "game">,
  now: Date,
): Promise<{ purged: number; kept: number }> {
  const due = await prisma.game.findMany({
    where: { deletedAt: { lt: new Date(now.getTime() - BIN_DAYS * DAY_MS) } },
    select: { id: true, _count: { select: { competitions: true } } },
  });
  const ids = due.filter((g) => g._count.competitions === 0).map((g) => g.id);
  const { count } = ids.length
    ? await prisma.game.deleteMany({ where: { id: { in: ids }, deletedAt: { not: null } } })
    : { count: 0 };
  return { purged: count, kept: due.length - ids.length };
}

/** The scheduled job (registered in server.ts); logs what it purged. */
export function binPurgeJob(
  prisma: Pick<PrismaClient, "game">,
  logger: Pick<Logger, "info">,
  now: () => Date,
): Job {
  return {
    name: "bin-purge",
    everyMs: BIN_PURGE_INTERVAL_MS,
    run: async () => {
      const result = await purgeBin(prisma, now());
      logger.info(result, "bin purged");
      return result;
    },
  };
}
