/**
 * The personal data of a competition (issue 27): the players' names and access codes in their
 * teams, the teams' state snapshots, input logs and answer attempts. What is kept after deletion:
 * anonymous counts on the competition (teams, players, finished teams) for the manager.
 *
 * - exportCompetitionData: everything stored about the competition's players (who, what, when).
 * - deleteCompetitionData: deletes it at once, in one transaction, refused while it runs.
 * - retentionJob: a scheduled job (jobs.ts: one instance at a time) that deletes the personal
 *   data of every competition whose retention after its end has passed. Idempotent: a deleted
 *   competition has no sessions left and its dataDeletedAt set; it logs counts, never names.
 */
import type { ServerClock } from "../clock";
import type { PrismaClient } from "../generated/prisma/client";
import type { Job } from "../jobs";
import type { Logger } from "../logger";
import { formatParticipantName, readStoredName, type ParticipantNaming } from "./participant-names";

export const RETENTION_DEFAULT_DAYS = 30;
export const RETENTION_MAX_DAYS = 365;
export const RETENTION_JOB_EVERY_MS = 15 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** When a competition's personal data is deleted: its end plus its retention (capped by the instance). */
export function dataDeletionDate(
  competition: { endDate: Date; retentionDays: number },
  instanceMaxDays: number,
): Date {
  const days = Math.min(competition.retentionDays, instanceMaxDays);
  return new Date(competition.endDate.getTime() + days * DAY_MS);
}

export interface DeletionCounts {
  teams: number;
  players: number;
  finished: number;
  inputs: number;
  attempts: number;
}

/**
 * Deletes the personal data of one competition in one transaction (all of it or nothing) and
 * records the anonymous counts; an audit event names the actor (null: the retention job).
 * Returns null when there was nothing left to delete (already deleted).
 */
export async function deleteCompetitionPersonalData(
  prisma: PrismaClient,
  competitionId: string,
  options: { now: Date; actorId: string | null; reason: "retention" | "manager" },
): Promise<DeletionCounts | null> {
  return prisma.$transaction(async (tx) => {
    // Lock the competition row: a second run (another instance, a manager's click) waits here
    // and then finds nothing left.
    const [row] = await tx.$queryRaw<{ dataDeletedAt: Date | null }[]>`
      SELECT "dataDeletedAt" FROM "Competition" WHERE "id" = ${competitionId} FOR UPDATE`;
    if (!row) return null;
    const sessions = await tx.competitionSession.findMany({
      where: { competitionId },
      select: { id: true, players: true, finishedAt: true },
    });
    if (row.dataDeletedAt && sessions.length === 0) return null;
    const ids = sessions.map((s) => s.id);
    const [inputs, attempts] = await Promise.all([
      tx.competitionInput.count({ where: { sessionId: { in: ids } } }),
      tx.answerAttempt.count({ where: { sessionId: { in: ids } } }),
    ]);
    const counts: DeletionCounts = {
      teams: sessions.length,
      players: sessions.reduce((n, s) => n + (Array.isArray(s.players) ? s.players.length : 0), 0),
      finished: sessions.filter((s) => s.finishedAt !== null).length,
      inputs,
      attempts,
    };
    // Tokens, inputs and attempts go with their sessions (ON DELETE CASCADE); the access codes
    // stay used (usedAt) but no longer point at a team.
    await tx.competitionSession.deleteMany({ where: { competitionId } });
    // Launches from a learning platform into this competition (the LMS users' pseudonymous ids
    // and the pairing with their teams) go with the teams; so do their score posts (cascade).
    await tx.ltiLaunch.deleteMany({ where: { competitionId } });
    const previous = await tx.competition.findUniqueOrThrow({
      where: { id: competitionId },
      select: { deletedTeamCount: true, deletedPlayerCount: true, deletedFinishedCount: true },
    });
    await tx.competition.update({
      where: { id: competitionId },
      data: {
        dataDeletedAt: options.now,
        deletedTeamCount: (previous.deletedTeamCount ?? 0) + counts.teams,
        deletedPlayerCount: (previous.deletedPlayerCount ?? 0) + counts.players,
        deletedFinishedCount: (previous.deletedFinishedCount ?? 0) + counts.finished,
      },
    });
    await tx.auditEvent.create({
      data: {
        actorId: options.actorId,
        action: `competition.dataDeleted.${options.reason}`,
        subjectId: competitionId,
        details: { ...counts },
        createdAt: options.now,
      },
    });
    return counts;
  });
}

/** Competitions whose retention has passed and whose data is not deleted yet (ids). */
export async function expiredCompetitions(
  prisma: PrismaClient,
  now: Date,
  instanceMaxDays: number,
): Promise<string[]> {
  const rows = await prisma.$queryRaw<{ id: string }[]>`
    SELECT c."id" FROM "Competition" c
    WHERE c."endDate" + make_interval(days => LEAST(c."retentionDays", ${instanceMaxDays}::int)) <= ${now}
      AND (c."dataDeletedAt" IS NULL
           OR EXISTS (SELECT 1 FROM "CompetitionSession" s WHERE s."competitionId" = c."id"))
    ORDER BY c."endDate" ASC
    LIMIT 500`;
  return rows.map((r) => r.id);
}

/** One run of the retention job: every expired competition, one transaction each. */
export async function runRetention(deps: {
  prisma: PrismaClient;
  clock: Pick<ServerClock, "now">;
  instanceMaxDays: number;
  logger: Pick<Logger, "info" | "warn">;
}): Promise<{ competitions: number } & DeletionCounts> {
  const now = deps.clock.now();
  const total = { competitions: 0, teams: 0, players: 0, finished: 0, inputs: 0, attempts: 0 };
  for (const id of await expiredCompetitions(deps.prisma, now, deps.instanceMaxDays)) {
    try {
      const counts = await deleteCompetitionPersonalData(deps.prisma, id, {
        now,
        actorId: null,
        reason: "retention",
      });
      if (!counts) continue;
      total.competitions += 1;
      for (const key of ["teams", "players", "finished", "inputs", "attempts"] as const)
        total[key] += counts[key];
      deps.logger.info({ competitionId: id, ...counts }, "retention: competition data deleted");
    } catch (err) {
      deps.logger.warn({ err, competitionId: id }, "retention: deleting competition data failed");
    }
  }
  if (total.competitions > 0) deps.logger.info(total, "retention: run finished");
  return total;
}

export function retentionJob(deps: Parameters<typeof runRetention>[0]): Job {
  return {
    name: "competition-retention",
    everyMs: RETENTION_JOB_EVERY_MS,
    run: () => runRetention(deps),
  };
}

/** Everything stored about a competition's players, for the manager (JSON; CSV is made from it). */
export async function exportCompetitionPersonalData(prisma: PrismaClient, competitionId: string) {
  const c = await prisma.competition.findUniqueOrThrow({
    where: { id: competitionId },
    select: {
      id: true,
      title: true,
      startDate: true,
      endDate: true,
      participantNaming: true,
      retentionDays: true,
      dataDeletedAt: true,
      deletedTeamCount: true,
      deletedPlayerCount: true,
      sessions: {
        orderBy: { createdAt: "asc" },
        select: {
          id: true,
          players: true,
          createdAt: true,
          updatedAt: true,
          finishedAt: true,
          currentSceneId: true,
          scenesReached: true,
          solvedLocks: true,
          wrongAttempts: true,
          snapshot: true,
          tokens: { select: { createdAt: true } },
          inputs: {
            orderBy: { stateSeq: "asc" },
            select: { createdAt: true, seq: true, stateSeq: true, input: true },
          },
          attempts: {
            orderBy: { createdAt: "asc" },
            select: { createdAt: true, elementId: true, correct: true },
          },
        },
      },
    },
  });
  const mode: ParticipantNaming = c.participantNaming;
  return {
    exportedFormat: "exitgame-competition-personal-data/1",
    competition: {
      id: c.id,
      title: c.title,
      startDate: c.startDate.toISOString(),
      endDate: c.endDate.toISOString(),
      participantNaming: mode,
      retentionDays: c.retentionDays,
      dataDeletedAt: c.dataDeletedAt?.toISOString() ?? null,
    },
    teams: c.sessions.map((s, index) => ({
      team: index + 1,
      sessionId: s.id,
      joinedAt: s.createdAt.toISOString(),
      lastChangeAt: s.updatedAt.toISOString(),
      finishedAt: s.finishedAt?.toISOString() ?? null,
      players: (Array.isArray(s.players) ? s.players : []).map((stored) => {
        const parts = readStoredName(stored);
        const code = (stored as { accessCode?: unknown } | null)?.accessCode;
        return {
          ...parts,
          displayName: formatParticipantName(mode, parts),
          accessCode: typeof code === "string" ? code : null,
        };
      }),
      devices: s.tokens.map((t) => ({ joinedAt: t.createdAt.toISOString() })),
      currentSceneId: s.currentSceneId,
      scenesReached: s.scenesReached,
      solvedLocks: s.solvedLocks,
      wrongAttempts: s.wrongAttempts,
      snapshot: s.snapshot,
      inputs: s.inputs.map((i) => ({ ...i, createdAt: i.createdAt.toISOString() })),
      answerAttempts: s.attempts.map((a) => ({ ...a, createdAt: a.createdAt.toISOString() })),
    })),
  };
}
