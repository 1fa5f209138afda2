/**
 * Checking players' answers against the stored game: the answers of a published game never
 * leave the server (documents and snapshots sent to players are redacted), so the player's
 * runtime asks here. Wrong answers are throttled per play session (or competition team) and
 * element; in a competition every attempt is logged for the live board.
 */
import { checkAnswerIn, parseGameDocument, type GameDocument } from "@exitgame/engine";
import { INT4_MAX } from "../graphql/input-hygiene";
import { registry } from "@exitgame/element-plugins/definitions";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { hashToken } from "../auth/tokens";
import type { RateLimits } from "../auth/rate-limit";
import type { ServerClock } from "../clock";
import { Prisma, type PrismaClient } from "../generated/prisma/client";
import { ApiError, codeForStatus } from "../errors";
import type { MessageKey } from "../i18n/messages";
import type { Logger } from "../logger";
import { GuessLimitedError, reserveAnswerAttempt } from "./guess-limits";
import { entryKey, isRepeatedWrongEntry } from "./distinct";

export const AnswerRequest = z.object({
  gameId: z.number().int().positive().max(INT4_MAX),
  elementId: z.string().min(1).max(200),
  value: z.string().max(2000),
  /** A random id the player makes per game start (the throttle's key outside competitions). */
  playSession: z.string().min(8).max(100),
  /** Set by a competition team: its cookie for this competition names the team. */
  competitionId: z.uuid().optional(),
});
export type AnswerRequest = z.infer<typeof AnswerRequest>;

export class AnswerError extends ApiError {
  constructor(status: number, key: MessageKey, params: Record<string, number> = {}) {
    super(codeForStatus(status), { status, reason: key, key, params });
    this.name = "AnswerError";
  }
}

/**
 * The 429 of a spent guessing budget: a play session's or team's wait in seconds, an address's
 * (a whole school network) in minutes or hours, so that the class knows it is not one player.
 */
export function answerLimitError(error: GuessLimitedError): AnswerError {
  if (error.scope === "session")
    return new AnswerError(429, "answers.tooManyAttempts", { seconds: error.seconds });
  const minutes = Math.ceil(error.seconds / 60);
  return minutes <= 90
    ? new AnswerError(429, "answers.tooManyFromAddressMinutes", { seconds: error.seconds, minutes })
    : new AnswerError(429, "answers.tooManyFromAddressHours", {
        seconds: error.seconds,
        hours: Math.ceil(error.seconds / 3600),
      });
}

export interface AnswerServiceDeps {
  prisma: Pick<PrismaClient, "game" | "$queryRaw" | "$executeRaw">;
  limits: Pick<RateLimits, "consume" | "reward">;
  clock: Pick<ServerClock, "now">;
  logger: Pick<Logger, "warn">;
  /** A competition team's attempt was logged (the live board refreshes). */
  onAttempt?: (competitionId: string) => void;
}

const PUBLIC = ["PUBLISHED", "UNLISTED"] as const;
const CACHE_SIZE = 64;
/**
 * How long a team's claim (token → team, game version) is reused: a class checking at once costs
 * one query per check instead of two. A game edited during a competition is checked against
 * its new version at most this much later.
 */
const TEAM_TTL_MS = 5_000;
const TEAM_CACHE_SIZE = 20_000;

interface Attempt {
  sessionId: string;
  elementId: string;
  correct: boolean;
  /** entryKey() of the value (distinct.ts). */
  entry: string;
  at: Date;
}

/**
 * Writes attempts in small batches: a class checking at once would otherwise wait for one commit
 * (one WAL flush) per attempt. Each caller still waits until its attempt is committed.
 */
class AttemptLog {
  private pending: { attempt: Attempt; done(): void; failed(error: unknown): void }[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running = false;
  constructor(private prisma: Pick<PrismaClient, "$executeRaw">) {}

  write(attempt: Attempt): Promise<void> {
    return new Promise((done, failed) => {
      this.pending.push({ attempt, done, failed });
      this.timer ??= setTimeout(() => void this.flush(), 5);
    });
  }

  private async flush(): Promise<void> {
    this.timer = undefined;
    if (this.running) {
      this.timer = setTimeout(() => void this.flush(), 5);
      return;
    }
    const batch = this.pending.splice(0, 500);
    if (batch.length === 0) return;
    this.running = true;
    try {
      await this.prisma.$executeRaw`
        INSERT INTO "AnswerAttempt" ("id", "sessionId", "elementId", "correct", "entry", "createdAt")
        VALUES ${Prisma.join(
          batch.map(
            ({ attempt: a }) =>
              Prisma.sql`(${randomUUID()}, ${a.sessionId}, ${a.elementId}, ${a.correct}, ${a.entry}, ${a.at})`,
          ),
        )}`;
      for (const item of batch) item.done();
    } catch (error) {
      for (const item of batch) item.failed(error);
    } finally {
      this.running = false;
      if (this.pending.length > 0) this.timer ??= setTimeout(() => void this.flush(), 0);
    }
  }
}

export class AnswerService {
  /** Parsed (migrated) documents by game id and document version. */
  private documents = new Map<string, GameDocument | null>();
  /** Recent team claims by token hash and competition. */
  private teams = new Map<string, { at: number; team: { id: string; version: number | null } }>();
  private attempts: AttemptLog;
  constructor(private deps: AnswerServiceDeps) {
    this.attempts = new AttemptLog(deps.prisma);
  }

  /** The stored game's version, if it is public (one small query per check). */
  private async version(gameId: number): Promise<number | null> {
    const game = await this.deps.prisma.game.findFirst({
      where: { id: gameId, status: { in: [...PUBLIC] } },
      select: { documentVersion: true },
    });
    return game?.documentVersion ?? null;
  }

  /** The parsed (migrated) document of a version, from the cache after the first check. */
  private async document(gameId: number, version: number): Promise<GameDocument | null> {
    const key = `${gameId}:${version}`;
    if (this.documents.has(key)) return this.documents.get(key)!;
    const stored = await this.deps.prisma.game.findUnique({
      where: { id: gameId },
      select: { document: true, documentVersion: true },
    });
    const parsed =
      stored?.documentVersion === version ? parseGameDocument(stored.document, registry) : null;
    const document = parsed?.ok ? parsed.document : null;
    if (this.documents.size >= CACHE_SIZE)
      this.documents.delete(this.documents.keys().next().value!);
    if (stored?.documentVersion === version) this.documents.set(key, document);
    return document;
  }

  /**
   * The competition team this browser plays for (its team cookie) in a competition of this game,
   * with the game's version (one query: the hot path of a class).
   */
  private async team(competitionId: string, token: string | undefined, gameId: number) {
    if (!token) throw new AnswerError(403, "answers.notInCompetition");
    const key = `${hashToken(token)}:${competitionId}:${gameId}`;
    const now = Date.now();
    const cached = this.teams.get(key);
    if (cached && now - cached.at < TEAM_TTL_MS) return cached.team;
    const team = await this.loadTeam(competitionId, token, gameId);
    if (this.teams.size >= TEAM_CACHE_SIZE) this.teams.clear();
    this.teams.set(key, { at: now, team });
    return team;
  }

  private async loadTeam(competitionId: string, token: string, gameId: number) {
    const [row] = await this.deps.prisma.$queryRaw<
      { id: string; gameId: number; documentVersion: number; status: string }[]
    >`
      SELECT s."id", c."gameId", g."documentVersion", g."status"::text AS "status"
      FROM "CompetitionSessionToken" t
      JOIN "CompetitionSession" s ON s."id" = t."sessionId"
      JOIN "Competition" c ON c."id" = s."competitionId"
      JOIN "Game" g ON g."id" = c."gameId"
      WHERE t."id" = ${hashToken(token)} AND s."competitionId" = ${competitionId}`;
    if (!row || row.gameId !== gameId) throw new AnswerError(403, "answers.notInCompetition");
    const version = (PUBLIC as readonly string[]).includes(row.status) ? row.documentVersion : null;
    return { id: row.id, version };
  }

  /**
   * The verdict on one answer. Throws AnswerError: 404 (no such public game or element that
   * checks answers), 403 (not this competition's team), 429 (too many wrong answers; `seconds`).
   */
  async check(
    input: AnswerRequest,
    who: { ip: string; teamToken?: string },
  ): Promise<{ correct: boolean }> {
    const team = input.competitionId
      ? await this.team(input.competitionId, who.teamToken, input.gameId)
      : null;
    const teamId = team?.id ?? null;
    let reservation;
    try {
      // Counted before checking: answers decided at the same time cannot overrun the budget.
      reservation = await reserveAnswerAttempt(this.deps.limits, {
        ip: who.ip,
        gameId: input.gameId,
        elementId: input.elementId,
        teamId,
        playSession: input.playSession,
      });
    } catch (error) {
      if (error instanceof GuessLimitedError) throw answerLimitError(error);
      throw error;
    }
    let correct: boolean;
    let repeated: boolean;
    const entry = entryKey(input.value);
    try {
      const version = team ? team.version : await this.version(input.gameId);
      const document = version === null ? null : await this.document(input.gameId, version);
      const verdict = document
        ? checkAnswerIn(document, registry, input.elementId, input.value)
        : null;
      if (verdict === null) throw new AnswerError(404, "answers.notFound");
      correct = verdict === "correct";
      // A team's wrong entry given before is answered again but neither logged nor counted.
      repeated =
        teamId !== null &&
        !correct &&
        (await isRepeatedWrongEntry(this.deps.prisma, {
          sessionId: teamId,
          elementId: input.elementId,
          entry,
        }));
    } catch (error) {
      await reservation.release();
      throw error;
    }
    if (repeated) await reservation.release();
    else await reservation.settle(correct);
    if (teamId && !repeated) {
      await this.attempts.write({
        sessionId: teamId,
        elementId: input.elementId,
        correct,
        entry,
        at: this.deps.clock.now(),
      });
      this.deps.onAttempt?.(input.competitionId!);
    }
    return { correct };
  }
}
