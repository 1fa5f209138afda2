/**
 * Competition play decided by the server. A team's devices send inputs (not states), each with
 * its own sequence number; the server applies them one at a time to the team's runtime (see
 * team-runtime.ts), checks answers inside it, and stores the resulting snapshot, the ranking
 * (scenes reached, solved locks, distinct wrong entries, finish time) and the input in one
 * statement that only succeeds on the state it started from (compare-and-set on the version):
 * two instances, or two devices, can never roll a team back. Every change goes to the team's
 * channel (all its devices) and the live board. Timers and delays fire without input: the
 * stored state says when it is next due (wakeAt) and wake() runs it then, on any instance.
 */
import type { GameSnapshot, PlayerInput } from "@exitgame/engine";
import { redactSnapshotForPlayers } from "@exitgame/element-plugins/definitions";
import { AnswerError } from "../answers/service";
import { hashToken } from "../auth/tokens";
import { Prisma } from "../generated/prisma/client";
import { CompetitionApiError } from "./errors";
import { TurnWriter } from "./team-writer";
import { teamTiming } from "./time-control";
import {
  CLAIMS_MAX,
  parseInputBody,
  RETRIES,
  ROWS_MAX,
  snapshotTime,
  STORED_SNAPSHOT_MAX_AGE_MS,
  stuckState,
  type InputReply,
  type TeamPlayDeps,
  type TeamRow,
  type TeamStateView,
} from "./team-play-model";

export {
  parseInputBody,
  type InputReply,
  type TeamPlayDeps,
  type TeamStateView,
} from "./team-play-model";
import {
  decideStudentHint,
  decideTeacherHint,
  givenHintsSql,
  hintTurnOf,
  writeHint,
  type GivenHint,
  type HintGrant,
  type HintInput,
  type PushedHint,
} from "./team-hints";
import {
  GameCache,
  playTurn,
  type AnswerChecker,
  type TurnResult,
  type Verdict,
  wakeTurn,
} from "./team-runtime";

const PLAYS = new WeakMap<object, TeamPlay>();
export const teamPlayFor = (prisma: object): TeamPlay | undefined => PLAYS.get(prisma);

function remember<K, V>(map: Map<K, V>, key: K, value: V, max: number) {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) map.delete(map.keys().next().value!);
}

export class TeamPlay {
  private games = new GameCache();
  private rows = new Map<string, TeamRow>();
  /** Token hash → the team and the device's last applied input. */
  private claims = new Map<
    string,
    { sessionId: string; competitionId: string; inputSeq: number }
  >();
  private queues = new Map<string, Promise<unknown>>();
  private writer: TurnWriter;
  constructor(private deps: TeamPlayDeps) {
    this.writer = new TurnWriter(deps.prisma);
    PLAYS.set(deps.prisma, this);
  }

  /** Runs `fn` after every earlier turn of the team on this server (one at a time per team). */
  private serial<T>(sessionId: string, fn: () => Promise<T>): Promise<T> {
    const before = this.queues.get(sessionId) ?? Promise.resolve();
    const run = before.then(fn, fn);
    const tail = run.catch(() => {});
    this.queues.set(sessionId, tail);
    void tail.then(() => {
      if (this.queues.get(sessionId) === tail) this.queues.delete(sessionId);
    });
    return run;
  }

  private async game(row: TeamRow) {
    const game = await this.games.get(row.gameId, row.documentVersion, async () => {
      const stored = await this.deps.prisma.game.findUniqueOrThrow({
        where: { id: row.gameId },
        select: { document: true },
      });
      return stored.document;
    });
    if (!game) throw new CompetitionApiError(409, "competitionApi.invalidSnapshot");
    return game;
  }

  private async loadRow(
    inputSeq: Prisma.Sql,
    where: Prisma.Sql,
  ): Promise<(TeamRow & { inputSeq: number | null }) | null> {
    const [row] = await this.deps.prisma.$queryRaw<(TeamRow & { inputSeq: number | null })[]>`
      SELECT s."id", s."competitionId", s."createdAt", c."startDate", c."endDate", c."gameId",
             g."documentVersion", s."snapshot", s."snapshotSeq", s."scenesReached",
             s."wrongEntries", s."solvedLocks", s."finishedAt", s."penaltySeconds", s."extraMinutes",
             s."pausedAt", s."pausedMs", s."endedAt", s."progressAt", s."wrongStreakElement",
             s."wrongStreakCount", s."wrongStreakSince", c."announcement", c."announcedAt",
             ${givenHintsSql} AS "hints", ${inputSeq} AS "inputSeq"
      FROM "CompetitionSession" s
      JOIN "Competition" c ON c."id" = s."competitionId"
      JOIN "Game" g ON g."id" = c."gameId"
      ${where}`;
    return row ?? null;
  }

  private async rowOfToken(hash: string, competitionId: string) {
    const row = await this.loadRow(
      Prisma.sql`t."inputSeq"`,
      Prisma.sql`JOIN "CompetitionSessionToken" t ON t."sessionId" = s."id"
                 WHERE t."id" = ${hash} AND s."competitionId" = ${competitionId}`,
    );
    if (!row) return null;
    const { inputSeq, ...team } = row;
    remember(this.rows, team.id, team, ROWS_MAX);
    remember(
      this.claims,
      hash,
      { sessionId: team.id, competitionId, inputSeq: inputSeq ?? 0 },
      CLAIMS_MAX,
    );
    return team;
  }

  private async rowOfSession(sessionId: string) {
    const row = await this.loadRow(Prisma.sql`NULL::int`, Prisma.sql`WHERE s."id" = ${sessionId}`);
    if (!row) return null;
    const { inputSeq: _unused, ...team } = row;
    remember(this.rows, team.id, team, ROWS_MAX);
    return team;
  }

  private timing(row: TeamRow, now = this.deps.clock.now()) {
    return teamTiming(row, row, now);
  }

  /** The server's time of a game time of the team (it runs from the team's start, less pauses). */
  private wallClock(row: TeamRow, gameTime: number | undefined): Date | null {
    if (gameTime === undefined) return null;
    return new Date(row.createdAt.getTime() + row.pausedMs + Math.ceil(gameTime));
  }

  private gameNow(row: TeamRow): number {
    return this.timing(row).gameTime;
  }

  private async viewOf(row: TeamRow): Promise<TeamStateView> {
    const timing = this.timing(row);
    const gameTime = timing.gameTime;
    const game = row.snapshot === null ? null : await this.game(row).catch(() => null);
    const snapshot =
      row.snapshot === null || !game ? null : redactSnapshotForPlayers(row.snapshot, game.document);
    return {
      sessionId: row.id,
      version: row.snapshotSeq,
      sceneId: (row.snapshot as GameSnapshot | null)?.sceneId ?? null,
      snapshot,
      gameTime,
      finished: row.finishedAt !== null,
      hints: row.hints,
      penaltySeconds: row.penaltySeconds,
      paused: timing.paused,
      endsAt: timing.endsAt.toISOString(),
      over: timing.stopped,
      announcement:
        row.announcement && row.announcedAt
          ? { text: row.announcement, at: row.announcedAt.toISOString() }
          : null,
    };
  }

  /** Tells the devices of these teams their state again (the teacher changed their clock). */
  async publishSessions(sessionIds: string[]): Promise<void> {
    if (sessionIds.length === 0 || !this.deps.publish) return;
    const rows = await this.deps.prisma.$queryRaw<{ id: string }[]>`
      SELECT "id" FROM "CompetitionSession" WHERE "id" = ANY(${sessionIds}::text[])`;
    for (const { id } of rows) {
      this.rows.delete(id);
      const row = await this.rowOfSession(id);
      if (row) this.deps.publish(row.competitionId, await this.viewOf(row));
    }
  }

  /** The team's current state for a device of it (null: not this competition's team). */
  async stateFor(competitionId: string, token: string | undefined): Promise<TeamStateView | null> {
    if (!token) return null;
    const row = await this.rowOfToken(hashToken(token), competitionId);
    return row ? this.viewOf(row) : null;
  }

  /** One input of a device (its team cookie for the competition). */
  async input(
    competitionId: string,
    token: string | undefined,
    body: unknown,
    ip: string,
  ): Promise<InputReply> {
    const { seq, input } = parseInputBody(body);
    if (!token) throw new CompetitionApiError(404, "competitionApi.sessionNotFound");
    const hash = hashToken(token);
    let claim = this.claims.get(hash);
    if (!claim || claim.competitionId !== competitionId) {
      if (!(await this.rowOfToken(hash, competitionId)))
        throw new CompetitionApiError(404, "competitionApi.sessionNotFound");
      claim = this.claims.get(hash)!;
    }
    const sessionId = claim.sessionId;
    if (input.type === "hint")
      return this.serial(sessionId, () =>
        this.hintTurn({ competitionId, sessionId, hash, seq, input }),
      );
    return this.serial(sessionId, () =>
      this.turn({ competitionId, sessionId, hash, token, ip, seq, input }),
    );
  }

  /** A device asks for the next hint of a riddle (an input like the others: numbered, once). */
  private async hintTurn(t: {
    competitionId: string;
    sessionId: string;
    hash: string;
    seq: number;
    input: HintInput;
  }): Promise<InputReply> {
    for (let attempt = 0; attempt < RETRIES; attempt++) {
      const row =
        (attempt === 0 ? this.rows.get(t.sessionId) : undefined) ??
        (await this.rowOfToken(t.hash, t.competitionId));
      const claim = this.claims.get(t.hash);
      if (!row || !claim) throw new CompetitionApiError(404, "competitionApi.sessionNotFound");
      if (t.seq <= claim.inputSeq) return this.duplicate(row, t.seq, claim.inputSeq);
      const now = this.deps.clock.now();
      if (now < row.startDate) throw new CompetitionApiError(409, "competitionApi.notStarted");
      const blocked = this.blocked(row, now);
      if (blocked) throw new CompetitionApiError(409, blocked);
      const game = await this.game(row);
      const grant = decideStudentHint(game.document, this.hintTeam(row), t.input.targetId);
      const stored = await this.storeHint(row, grant, now, null, {
        hash: t.hash,
        seq: t.seq,
        input: t.input,
      });
      if (!stored) continue;
      claim.inputSeq = t.seq;
      const view = await this.viewOf(stored);
      this.deps.publish?.(row.competitionId, view);
      return {
        seq: t.seq,
        applied: true,
        deviceSeq: t.seq,
        hint: view.hints!.at(-1)!,
        verdicts: [],
        state: view,
      };
    }
    throw new CompetitionApiError(503, "common.unknown");
  }

  /**
   * A teacher's hint for one team (by its session id), in the team's order of turns. Refused
   * (nothing changes) when the team has finished or the competition has ended.
   */
  pushHint(sessionId: string, pushed: PushedHint, pushedById: string): Promise<GivenHint> {
    return this.serial(sessionId, async () => {
      for (let attempt = 0; attempt < RETRIES; attempt++) {
        // The cached state first (the write checks its version; a stale one is read again).
        const row =
          (attempt === 0 ? this.rows.get(sessionId) : undefined) ??
          (await this.rowOfSession(sessionId));
        if (!row) throw new CompetitionApiError(404, "hints.teamNotFound");
        // The team's own end (the teacher's extra time and pauses count).
        if (this.timing(row).stopped) throw new CompetitionApiError(409, "hints.competitionEnded");
        const game = await this.game(row);
        const grant = decideTeacherHint(game.document, this.hintTeam(row), pushed);
        const stored = await this.storeHint(row, grant, this.deps.clock.now(), pushedById, null);
        if (!stored) continue;
        const view = await this.viewOf(stored);
        this.deps.publish?.(row.competitionId, view);
        return view.hints!.at(-1)!;
      }
      throw new CompetitionApiError(503, "common.unknown");
    });
  }

  /** A repeated or late input: the team's state already has it (or something newer). */
  private async duplicate(row: TeamRow, seq: number, deviceSeq: number): Promise<InputReply> {
    const state = await this.viewOf(row);
    return { seq, applied: false, duplicate: true, deviceSeq, verdicts: [], state };
  }

  private hintTeam(row: TeamRow) {
    return {
      sceneId: (row.snapshot as GameSnapshot | null)?.sceneId ?? null,
      finished: row.finishedAt !== null,
      hints: row.hints,
      playedMs: this.gameNow(row),
    };
  }

  private async storeHint(
    row: TeamRow,
    grant: HintGrant,
    now: Date,
    pushedById: string | null,
    device: { hash: string; seq: number; input: unknown } | null,
  ): Promise<TeamRow | null> {
    // The team's runtime hears of a riddle's hint ("hint taken" rules); a free text is no riddle's.
    const result = grant.targetId
      ? await playTurn(
          await this.game(row),
          this.progress(row),
          this.gameNow(row),
          { type: "hintTaken", targetId: grant.targetId },
          () => Promise.resolve("unavailable"),
        )
      : null;
    const turn = result && hintTurnOf(result, row, now);
    const written = await writeHint(this.deps.prisma, {
      competitionId: row.competitionId,
      sessionId: row.id,
      expected: row.snapshotSeq,
      grant,
      now,
      pushedById,
      device,
      turn,
    });
    if (!written) {
      this.rows.delete(row.id);
      return null;
    }
    const { targetId, index, text, image, source, penaltySeconds } = grant;
    const stored: TeamRow = {
      ...row,
      ...(turn
        ? {
            snapshot: turn.snapshot,
            storedTime: undefined,
            scenesReached: turn.scenesReached,
            finishedAt: turn.finishedAt,
          }
        : {}),
      snapshotSeq: row.snapshotSeq + 1,
      penaltySeconds: row.penaltySeconds + penaltySeconds,
      hints: [
        ...row.hints,
        { targetId, index, text, image, source, penaltySeconds, at: now.toISOString() },
      ],
    };
    remember(this.rows, row.id, stored, ROWS_MAX);
    return stored;
  }

  private async turn(t: {
    competitionId: string;
    sessionId: string;
    hash: string;
    token: string;
    ip: string;
    seq: number;
    input: PlayerInput;
  }): Promise<InputReply> {
    // Verdicts survive a retry: an answer is checked (and counted) once per input.
    const asked = new Map<string, Verdict>();
    const check: AnswerChecker = async ({ elementId, value }) => {
      const key = `${elementId}\u0000${value}`;
      const known = asked.get(key);
      if (known) return known;
      const verdict = await this.checkAnswer(t, elementId, value);
      asked.set(key, verdict);
      return verdict;
    };
    for (let attempt = 0; attempt < RETRIES; attempt++) {
      let row =
        (attempt === 0 ? this.rows.get(t.sessionId) : undefined) ??
        (await this.rowOfToken(t.hash, t.competitionId));
      // A remembered state may not know of the teacher's pause, extra time or end: ask again.
      if (attempt === 0 && row && this.blocked(row))
        row = await this.rowOfToken(t.hash, t.competitionId);
      const claim = this.claims.get(t.hash);
      if (!row || !claim) throw new CompetitionApiError(404, "competitionApi.sessionNotFound");
      // A repeated or late input: the team's state already has it (or something newer).
      if (t.seq <= claim.inputSeq) return this.duplicate(row, t.seq, claim.inputSeq);
      const now = this.deps.clock.now();
      if (now < row.startDate) throw new CompetitionApiError(409, "competitionApi.notStarted");
      const blocked = this.blocked(row, now);
      if (blocked) throw new CompetitionApiError(409, blocked);
      const game = await this.game(row);
      const result = await playTurn(game, this.progress(row), this.gameNow(row), t.input, check);
      const stored = await this.persist(row, result, now, {
        hash: t.hash,
        seq: t.seq,
        input: t.input,
      });
      if (!stored) continue;
      claim.inputSeq = t.seq;
      const view = await this.viewOf(stored);
      this.deps.publish?.(row.competitionId, view);
      return {
        seq: t.seq,
        applied: result.refusal === null,
        ...(result.refusal ? { refusal: result.refusal } : {}),
        deviceSeq: t.seq,
        verdicts: result.verdicts,
        state: view,
      };
    }
    throw new CompetitionApiError(503, "common.unknown");
  }

  /** Why the team takes no input now (its game is over, or the teacher paused it). */
  private blocked(row: TeamRow, now = this.deps.clock.now()) {
    const timing = this.timing(row, now);
    if (timing.stopped) return "competitionApi.ended" as const;
    if (row.pausedAt !== null) return "competitionApi.paused" as const;
    return null;
  }

  private async checkAnswer(
    t: { competitionId: string; sessionId: string; token: string; ip: string },
    elementId: string,
    value: string,
  ): Promise<Verdict> {
    const row = this.rows.get(t.sessionId);
    try {
      const { correct } = await this.deps.answers.check(
        {
          gameId: row!.gameId,
          elementId,
          value,
          playSession: t.sessionId,
          competitionId: t.competitionId,
        },
        { ip: t.ip, teamToken: t.token },
      );
      return correct ? "correct" : "incorrect";
    } catch (error) {
      if (!(error instanceof AnswerError)) throw error;
      // Too many wrong answers: nothing of this input is kept; the device sends it again later.
      if (error.status === 429)
        throw new CompetitionApiError(
          429,
          "answers.tooManyAttempts",
          { retryAfterSeconds: error.params.seconds },
          { seconds: error.params.seconds ?? 60 },
        );
      return "unavailable";
    }
  }

  private progress(row: TeamRow) {
    return {
      snapshot: row.snapshot,
      scenesReached: row.scenesReached,
      wrongEntries: row.wrongEntries,
      solvedLocks: row.solvedLocks,
      finished: row.finishedAt !== null,
    };
  }

  /**
   * Stores a turn's result if the team is still at the version it started from (and, for an
   * input, the device's sequence is still below it), with the input in the log: one statement
   * (shared with other teams' turns finishing at the same time, see team-writer.ts).
   * Null when anything moved meanwhile (the caller starts again from the stored state).
   */
  private async persist(
    row: TeamRow,
    result: TurnResult,
    now: Date,
    device: { hash: string; seq: number; input: PlayerInput } | null,
  ): Promise<TeamRow | null> {
    const version = row.snapshotSeq + 1;
    const wakeAt = result.wakeAt === "unchanged" ? "unchanged" : this.wallClock(row, result.wakeAt);
    const finishedAt = row.finishedAt ?? (result.finishes ? now : null);
    const streak = stuckState(row, result, now);
    // A quiet input keeps the stored snapshot while it is recent (see STORED_SNAPSHOT_MAX_AGE_MS).
    const storedTime = row.storedTime ?? snapshotTime(row.snapshot);
    const keep =
      device !== null &&
      result.quiet &&
      row.snapshot !== null &&
      snapshotTime(result.snapshot) - storedTime <= STORED_SNAPSHOT_MAX_AGE_MS;
    const written = await this.writer.write({
      sessionId: row.id,
      expected: row.snapshotSeq,
      documentVersion: row.documentVersion,
      snapshot: keep ? "unchanged" : result.snapshot,
      sceneId: result.sceneId,
      scenesReached: result.scenesReached,
      wrongEntries: result.wrongEntries,
      solvedLocks: result.solvedLocks,
      wakeAt,
      finishedAt,
      now,
      device,
      ...streak,
    });
    if (!written) {
      this.rows.delete(row.id);
      return null;
    }
    const stored: TeamRow = {
      ...row,
      snapshot: result.snapshot,
      snapshotSeq: version,
      scenesReached: result.scenesReached,
      wrongEntries: result.wrongEntries,
      solvedLocks: result.solvedLocks,
      finishedAt,
      ...streak,
      // The state here is the turn's (the devices get it); the database's is older but the same.
      storedTime: keep ? storedTime : undefined,
    };
    remember(this.rows, row.id, stored, ROWS_MAX);
    return stored;
  }

  /**
   * Fires a team's due timers and delays without any input (the scheduler calls it when the
   * stored wakeAt has come). Stores the state when something a player or the board sees changed;
   * otherwise only the next wake-up (the stored state replays the same ticks on the next turn).
   */
  wake(sessionId: string): Promise<void> {
    return this.serial(sessionId, async () => {
      for (let attempt = 0; attempt < RETRIES; attempt++) {
        const row = await this.rowOfSession(sessionId);
        if (!row || row.snapshot === null) return;
        const now = this.deps.clock.now();
        const timing = this.timing(row, now);
        // Paused: the scheduler skips it; the resume moves its wake-up by the pause.
        if (row.pausedAt !== null && !timing.stopped) return;
        if (timing.stopped) {
          await this.deps.prisma.competitionSession.updateMany({
            where: { id: sessionId, snapshotSeq: row.snapshotSeq },
            data: { wakeAt: null },
          });
          return;
        }
        const game = await this.game(row);
        const { result, next } = await wakeTurn(game, this.progress(row), this.gameNow(row));
        if (!result.significant) {
          // Nothing anyone sees changed: sleep until the next unit that matters (not every tick).
          await this.deps.prisma.competitionSession.updateMany({
            where: { id: sessionId, snapshotSeq: row.snapshotSeq },
            data: { wakeAt: this.wallClock(row, next) },
          });
          return;
        }
        const stored = await this.persist(row, result, now, null);
        if (!stored) continue;
        this.deps.publish?.(row.competitionId, await this.viewOf(stored));
        return;
      }
    });
  }

  /** Teams whose timers are due now (oldest first), for the scheduler. */
  async dueTeams(limit = 100): Promise<string[]> {
    const now = this.deps.clock.now();
    const rows = await this.deps.prisma.$queryRaw<{ id: string }[]>`
      SELECT s."id" FROM "CompetitionSession" s
      JOIN "Competition" c ON c."id" = s."competitionId"
      WHERE s."wakeAt" <= ${now} AND c."startDate" <= ${now}
        AND s."pausedAt" IS NULL AND s."endedAt" IS NULL
      ORDER BY s."wakeAt" LIMIT ${limit}`;
    return rows.map((r) => r.id);
  }
}
