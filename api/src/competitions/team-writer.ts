/**
 * Writes teams' turns to the database with group commit: while one write is in flight, the turns
 * of other teams that finish meanwhile wait and then go together in one statement (one commit,
 * one WAL flush), so a class of 200 teams sending an input a second costs a few commits per
 * second instead of 200. Nothing waits on purpose: a lone turn is written at once. Each turn is
 * still a compare-and-set of its own row (its team's version, its device's number, the end of
 * the competition, the game version) with its input log row; each caller learns whether its
 * turn was stored. A caller is answered only after the commit. A statement that fails is rolled
 * back whole; its turns are then written one by one, so a turn that cannot be written fails
 * alone and the others are stored.
 */
import { randomUUID } from "node:crypto";
import { Prisma, type PrismaClient } from "../generated/prisma/client";

export interface TurnWrite {
  sessionId: string;
  /** The version the turn started from; stored as version + 1. */
  expected: number;
  documentVersion: number;
  /** The team's new state; "unchanged": the stored one still holds (a quiet input). */
  snapshot: unknown;
  sceneId: string;
  scenesReached: string[];
  wrongEntries: string[];
  solvedLocks: string[];
  /** When the scheduler wakes the team; "unchanged": as stored (the turn changed no timer). */
  wakeAt: Date | null | "unchanged";
  finishedAt: Date | null;
  now: Date;
  progressAt: Date | null;
  wrongStreakElement: string | null;
  wrongStreakCount: number;
  wrongStreakSince: Date | null;
  /** The device's input (null: a timer, no device). */
  device: { hash: string; seq: number; input: unknown } | null;
}

interface Pending {
  write: TurnWrite;
  done(stored: boolean): void;
  failed(error: unknown): void;
}

/** Turns per statement (a few kilobytes each). */
const BATCH_MAX = 100;

export class TurnWriter {
  private pending: Pending[] = [];
  private running = false;
  /** Statements sent so far (for tests and benchmarks). */
  statements = 0;
  constructor(private prisma: Pick<PrismaClient, "$queryRaw">) {}

  /** Stores the turn if its row is still as expected; false when something moved meanwhile. */
  write(write: TurnWrite): Promise<boolean> {
    return new Promise((done, failed) => {
      this.pending.push({ write, done, failed });
      if (!this.running) void this.flush();
    });
  }

  private async flush(): Promise<void> {
    this.running = true;
    try {
      while (this.pending.length > 0) {
        const batch = this.pending.splice(0, BATCH_MAX);
        try {
          const stored = await this.run(batch.map((p) => p.write));
          for (const p of batch) p.done(stored.has(p.write.sessionId));
        } catch (error) {
          if (batch.length === 1) batch[0]!.failed(error);
          // Nothing of the statement was written: each turn again on its own.
          else for (const p of batch) await this.alone(p);
        }
      }
    } finally {
      this.running = false;
    }
  }

  private async alone(p: Pending): Promise<void> {
    try {
      p.done((await this.run([p.write])).has(p.write.sessionId));
    } catch (error) {
      p.failed(error);
    }
  }

  private async run(writes: TurnWrite[]): Promise<Set<string>> {
    this.statements++;
    const rows = writes.map(
      (w) => Prisma.sql`(
        ${w.sessionId}::text, ${w.expected}::int, ${w.documentVersion}::int,
        ${w.snapshot === "unchanged" ? null : JSON.stringify(w.snapshot)}::jsonb,
        ${w.snapshot === "unchanged"}::boolean, ${w.sceneId}::text, ${w.scenesReached}::text[],
        ${w.wrongEntries}::text[], ${w.solvedLocks}::text[], ${w.wakeAt === "unchanged" ? null : w.wakeAt}::timestamptz(3),
        ${w.wakeAt === "unchanged"}::boolean,
        ${w.finishedAt}::timestamptz(3), ${w.now}::timestamptz(3),
        ${w.device?.hash ?? null}::text, ${w.device?.seq ?? null}::int,
        ${w.device ? JSON.stringify(w.device.input) : null}::jsonb, ${randomUUID()}::text,
        ${w.progressAt}::timestamptz(3), ${w.wrongStreakElement}::text, ${w.wrongStreakCount}::int,
        ${w.wrongStreakSince}::timestamptz(3))`,
    );
    const result = await this.prisma.$queryRaw<{ id: string }[]>`
      WITH v ("id", "expected", "documentVersion", "snapshot", "keepSnapshot", "sceneId",
              "scenesReached",
              "wrongEntries", "solvedLocks", "wakeAt", "keepWake", "finishedAt", "now", "hash",
              "seq",
              "input", "inputId", "progressAt", "wrongStreakElement", "wrongStreakCount",
              "wrongStreakSince") AS (VALUES ${Prisma.join(rows)}),
      s AS (
        UPDATE "CompetitionSession" cs
        SET "snapshot" = CASE WHEN v."keepSnapshot" THEN cs."snapshot" ELSE v."snapshot" END,
            "snapshotSeq" = v."expected" + 1,
            "currentSceneId" = v."sceneId",
            "scenesReached" = v."scenesReached",
            "wrongEntries" = v."wrongEntries",
            "wrongAttempts" = cardinality(v."wrongEntries"),
            "solvedLocks" = v."solvedLocks",
            "wakeAt" = CASE WHEN v."keepWake" THEN cs."wakeAt" ELSE v."wakeAt" END,
            "finishedAt" = v."finishedAt",
            "progressAt" = v."progressAt",
            "wrongStreakElement" = v."wrongStreakElement",
            "wrongStreakCount" = v."wrongStreakCount",
            "wrongStreakSince" = v."wrongStreakSince",
            "updatedAt" = v."now"
        FROM v, "Competition" c, "Game" g
        WHERE cs."id" = v."id" AND cs."snapshotSeq" = v."expected"
          AND c."id" = cs."competitionId"
          -- The team's own end (extra time, pauses), not paused, not ended by the teacher.
          AND cs."pausedAt" IS NULL AND cs."endedAt" IS NULL
          AND v."now" < c."endDate"
              + (cs."extraMinutes"::bigint * 60000 + cs."pausedMs") * interval '1 millisecond'
          AND g."id" = c."gameId" AND g."documentVersion" = v."documentVersion"
          AND (v."hash" IS NULL OR EXISTS (
                SELECT 1 FROM "CompetitionSessionToken" t
                WHERE t."id" = v."hash" AND t."sessionId" = cs."id" AND t."inputSeq" < v."seq"))
        RETURNING cs."id"
      ), d AS (
        UPDATE "CompetitionSessionToken" t SET "inputSeq" = v."seq"
        FROM v JOIN s ON s."id" = v."id"
        WHERE v."hash" IS NOT NULL AND t."id" = v."hash"
        RETURNING 1
      ), l AS (
        INSERT INTO "CompetitionInput" ("id", "sessionId", "deviceId", "seq", "stateSeq", "input", "createdAt")
        SELECT v."inputId", v."id", v."hash", v."seq", v."expected" + 1, v."input", v."now"
        FROM v JOIN s ON s."id" = v."id"
        WHERE v."hash" IS NOT NULL
        RETURNING 1
      )
      SELECT "id" FROM s`;
    return new Set(result.map((r) => r.id));
  }
}
