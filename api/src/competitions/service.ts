/**
 * The competition API for players (no account): create a game session for a team of
 * one to three players with their access codes, resume it with one of the codes (a new device
 * of the team), check an access code. The team's play itself is decided by the server from its
 * inputs (team-play.ts); the old "save session state" call is still answered but changes nothing.
 * HTTP lives in http/competition-routes.ts; this module knows nothing of requests.
 */
import {
  createRuntime,
  hasDocumentShape,
  parseGameDocument,
  type GameRuntime,
} from "@exitgame/engine";
import { redactSnapshotForPlayers, registry } from "@exitgame/element-plugins/definitions";
import { randomUUID } from "node:crypto";
import { generateToken, hashToken } from "../auth/tokens";
import { RateLimitedError, type RateLimits } from "../auth/rate-limit";
import type { ServerClock } from "../clock";
import type { PrismaClient } from "../generated/prisma/client";
import type { Logger } from "../logger";
import { competitionPhase } from "./phase";
import { accessCodeStatus, normalizeAccessCode } from "./access-codes";
import { INT4_MAX } from "../graphql/input-hygiene";
import { checkJoinLimits, countFailedCodes } from "./join-limits";
import { finalScenes } from "./board";
import { CompetitionApiError } from "./errors";
import {
  DEFAULT_PARTICIPANT_NAMING,
  formatParticipantName,
  namingFields,
  readStoredName,
  storedName,
  type ParticipantNaming,
} from "./participant-names";
import { teamTiming } from "./time-control";

export { CompetitionApiError };

export const MAX_PLAYERS = 3;
export const TEAM_COOKIE_PREFIX = "eg_team_";
export const NAME_MAX = 60;

/** Why one player's code was refused (the registration form shows it at that player's field). */
export type CodeProblem = "invalid" | "used" | "expired";
export type CheckResult = "valid" | CodeProblem;

export interface PlayerInput {
  firstName: string;
  lastName: string;
  /** Only in NICKNAME competitions. */
  nickname?: string;
  accessCode: string;
}

/** A player as the team's browser sees it: the stored name fields and the formatted name. */
export interface PlayerView {
  firstName: string;
  lastName: string;
  name: string;
}

export interface SessionView {
  id: string;
  competitionId: string;
  players: PlayerView[];
  snapshot: unknown;
  /** The version of the team's state (raised by the server with every change it applies). */
  snapshotSeq: number;
  /** The last input of this browser (its token) the server applied. */
  inputSeq: number;
  /** The team's game clock (ms since it started, pauses not counted), for timers shown in the browser. */
  gameTime: number;
  /** Paused by the teacher; when the team's game ends (extra time, pauses); whether it has stopped
   * (ended by the teacher or its time is up; a finished team may still look around until then). */
  paused: boolean;
  endsAt: string;
  over: boolean;
}

/** Something the live board wants to hear about. */
export interface SessionEvent {
  competitionId: string;
  sessionId: string;
}

export interface CompetitionServiceDeps {
  prisma: PrismaClient;
  clock: ServerClock;
  limits: RateLimits;
  logger: Pick<Logger, "warn" | "error">;
  /** Called after a session was created or its state changed. */
  onSessionEvent?: (event: SessionEvent) => void;
}

const bodyError = () => new CompetitionApiError(400, "competitionApi.invalidBody");

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A stored player as the team's browser sees it. */
function playerView(mode: ParticipantNaming, stored: unknown): PlayerView {
  const parts = readStoredName(stored);
  return {
    firstName: parts.firstName ?? parts.nickname ?? "",
    lastName: parts.lastName ?? parts.lastInitial ?? "",
    name: formatParticipantName(mode, parts),
  };
}

/**
 * Checks the shape of a create-session body in the order of the competition API's error messages (competitionApi.* in the catalogue); the name fields
 * asked are those of the competition's naming mode (others are ignored, never stored).
 */
export function parseCreateBody(
  body: unknown,
  naming: ParticipantNaming = "FULL_NAME",
): { competitionId: string; players: PlayerInput[] } {
  if (!isRecord(body)) throw bodyError();
  const { competitionId, players } = body;
  if (competitionId === undefined || competitionId === null || competitionId === "")
    throw new CompetitionApiError(400, "competitionApi.competitionIdRequired");
  if (typeof competitionId !== "string") throw bodyError();
  if (players === undefined || players === null)
    throw new CompetitionApiError(400, "competitionApi.atLeastOnePlayer");
  if (!Array.isArray(players)) throw bodyError();
  if (players.length === 0) throw new CompetitionApiError(400, "competitionApi.atLeastOnePlayer");
  if (players.length > MAX_PLAYERS)
    throw new CompetitionApiError(400, "competitionApi.maxThreePlayers");
  const problems: { player: number; field: keyof PlayerInput; problem: string }[] = [];
  const asked = namingFields(naming);
  const parsed: PlayerInput[] = players.map((p, index) => {
    if (!isRecord(p)) throw bodyError();
    const text = (field: keyof PlayerInput): string => {
      const value = p[field];
      if (value !== undefined && value !== null && typeof value !== "string") throw bodyError();
      const clean = (value ?? "").trim().replace(/\s+/g, " ");
      if (!clean) problems.push({ player: index, field, problem: "required" });
      else if (field !== "accessCode" && clean.length > NAME_MAX)
        problems.push({ player: index, field, problem: "tooLong" });
      return clean;
    };
    const name = (field: "nickname" | "firstName" | "lastName") =>
      asked.includes(field) ? text(field) : "";
    const nickname = name("nickname");
    const firstName = name("firstName");
    const lastName = name("lastName");
    const raw = text("accessCode");
    const accessCode = raw ? normalizeAccessCode(raw) : null;
    if (raw && !accessCode)
      problems.push({ player: index, field: "accessCode", problem: "incomplete" });
    return {
      firstName,
      lastName,
      ...(naming === "NICKNAME" ? { nickname } : {}),
      accessCode: accessCode ?? raw,
    };
  });
  parsed.forEach((p, index) => {
    if (p.accessCode && parsed.findIndex((q) => q.accessCode === p.accessCode) < index)
      problems.push({ player: index, field: "accessCode", problem: "duplicate" });
  });
  if (problems.length > 0)
    throw new CompetitionApiError(422, "competitionApi.validationFailed", { fields: problems });
  return { competitionId, players: parsed };
}

export function parseSaveBody(body: unknown): {
  sessionId: string;
  competitionId?: string;
  gameSnapshot: unknown;
  sequence: number;
} {
  if (!isRecord(body)) throw bodyError();
  const { sessionId, competitionId, gameSnapshot, sequence } = body;
  if (sessionId === undefined || sessionId === null || sessionId === "")
    throw new CompetitionApiError(400, "competitionApi.sessionIdRequired");
  if (typeof sessionId !== "string") throw bodyError();
  if (competitionId !== undefined && typeof competitionId !== "string") throw bodyError();
  // The column is a PostgreSQL integer.
  if (typeof sequence !== "number" || !Number.isInteger(sequence) || sequence < 1)
    throw bodyError();
  if (sequence > INT4_MAX) throw bodyError();
  if (gameSnapshot === undefined)
    throw new CompetitionApiError(400, "competitionApi.invalidSnapshot");
  return { sessionId, competitionId, gameSnapshot, sequence };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A runtime per game document version, only to let the engine judge snapshots. */
class SnapshotJudge {
  private cache = new Map<string, { runtime: GameRuntime; final: Set<string> } | null>();
  async judge(
    gameId: number,
    version: number,
    document: () => Promise<unknown>,
    snapshot: unknown,
  ): Promise<{ valid: boolean; final: Set<string> }> {
    const key = `${gameId}:${version}`;
    let entry = this.cache.get(key);
    if (entry === undefined) {
      const parsed = parseGameDocument(await document(), registry);
      entry = parsed.ok
        ? {
            runtime: createRuntime(parsed.document, { registry, clock: { now: () => 0 } }),
            final: finalScenes(parsed.document),
          }
        : null;
      if (this.cache.size >= 32) this.cache.delete(this.cache.keys().next().value!);
      this.cache.set(key, entry);
    }
    const none = new Set<string>();
    // restore() checks the snapshot against GameSnapshotSchema, then against the game.
    if (!entry) return { valid: false, final: none };
    try {
      entry.runtime.restore(snapshot);
      return { valid: true, final: entry.final };
    } catch {
      return { valid: false, final: none };
    }
  }
}

export class CompetitionService {
  private judge = new SnapshotJudge();
  constructor(private deps: CompetitionServiceDeps) {}

  /** The request's address and codes may still be tried (see join-limits.ts). */
  private async throttleCheck(ip: string, codes: string[]) {
    await checkJoinLimits(this.deps.limits, ip, codes);
  }
  /** Every failed code uses a point of the address and one of the code. */
  private async failed(ip: string, codes: string[]) {
    await countFailedCodes(this.deps.limits, ip, codes);
  }

  private async activeCompetition(competitionId: string, allowEnded = false) {
    const competition = UUID.test(competitionId)
      ? await this.deps.prisma.competition.findUnique({
          where: { id: competitionId },
          select: { id: true, startDate: true, endDate: true, pausedAt: true },
        })
      : null;
    if (!competition) throw new CompetitionApiError(404, "competitionApi.competitionNotFound");
    const phase = competitionPhase(
      competition.startDate,
      competition.endDate,
      this.deps.clock.now(),
    );
    if (phase === "UPCOMING") throw new CompetitionApiError(409, "competitionApi.notStarted");
    if (phase === "ENDED" && !allowEnded)
      throw new CompetitionApiError(409, "competitionApi.ended");
    return competition;
  }

  /** Cookie name of a competition's session token. */
  static cookieName(competitionId: string): string {
    return `${TEAM_COOKIE_PREFIX}${competitionId.replace(/[^0-9a-f]/gi, "")}`;
  }

  async checkAccessCode(input: unknown, ip: string): Promise<CheckResult> {
    if (!isRecord(input) || typeof input.code !== "string") throw bodyError();
    const typed = input.code;
    await this.throttled(() => this.throttleCheck(ip, [typed]));
    const code = normalizeAccessCode(input.code);
    const row = code
      ? await this.deps.prisma.accessCode.findUnique({
          where: { code },
          select: { state: true, validUntil: true, sessionId: true, usedAt: true },
        })
      : null;
    const result = this.codeResult(row);
    if (result === "invalid") await this.failed(ip, [code ?? typed]);
    return result;
  }

  private codeResult(
    row: {
      state: "GENERATED" | "REVOKED";
      validUntil: Date;
      sessionId: string | null;
      usedAt: Date | null;
    } | null,
  ): CheckResult {
    if (!row) return "invalid";
    const status = accessCodeStatus(row, this.deps.clock.now());
    // A revoked code looks like any unknown one to players.
    if (status === "REVOKED") return "invalid";
    if (status === "EXPIRED") return "expired";
    // A code stays used even when its competition was deleted.
    return row.sessionId || row.usedAt ? "used" : "valid";
  }

  private async throttled(fn: () => Promise<void>) {
    try {
      await fn();
    } catch (error) {
      if (error instanceof RateLimitedError)
        throw new CompetitionApiError(429, "competitionApi.tooManyAttempts", undefined, {
          minutes: error.minutes,
        });
      throw error;
    }
  }

  /** The naming mode of the competition a body names (the default when there is none). */
  private async namingOf(body: unknown): Promise<ParticipantNaming> {
    const id = isRecord(body) ? body.competitionId : undefined;
    if (typeof id !== "string" || !UUID.test(id)) return DEFAULT_PARTICIPANT_NAMING;
    const row = await this.deps.prisma.competition.findUnique({
      where: { id },
      select: { participantNaming: true },
    });
    return row?.participantNaming ?? DEFAULT_PARTICIPANT_NAMING;
  }

  async createSession(body: unknown, ip: string): Promise<{ session: SessionView; token: string }> {
    const naming = await this.namingOf(body);
    const { competitionId, players } = parseCreateBody(body, naming);
    // Only what the mode asks for reaches the database (with the code the player joined with).
    const stored = players.map((p) => ({ ...storedName(naming, p), accessCode: p.accessCode }));
    const typed = players.map((p) => p.accessCode);
    await this.throttled(() => this.throttleCheck(ip, typed));
    const { prisma, clock } = this.deps;
    const [competition, rows] = await Promise.all([
      this.activeCompetition(competitionId),
      prisma.accessCode.findMany({
        where: { code: { in: players.map((p) => p.accessCode) } },
        select: {
          id: true,
          code: true,
          state: true,
          validUntil: true,
          sessionId: true,
          usedAt: true,
        },
      }),
    ]);
    const codes = players.map((p) => {
      const row = rows.find((r) => r.code === p.accessCode) ?? null;
      return { row, result: this.codeResult(row) };
    });
    const refused = codes
      .map((c, player) => ({ player, problem: c.result }))
      .filter((c) => c.problem !== "valid");
    if (refused.length > 0) {
      await this.failed(
        ip,
        refused.map((r) => typed[r.player]!),
      );
      throw new CompetitionApiError(400, "competitionApi.invalidAccessCode", { codes: refused });
    }
    const token = generateToken();
    const now = clock.now();
    const sessionId = randomUUID();
    let claimed: number;
    try {
      // One statement (no transaction round trips while a class joins at once): the codes are
      // locked and claimed only if every one is still free, and only then the session and this
      // browser's token are created. Two teams racing for a code: the second finds it taken.
      const [row] = await prisma.$queryRaw<{ claimed: number }[]>`
        WITH free AS (
          SELECT "id" FROM "AccessCode"
          WHERE "id" = ANY(${codes.map((c) => c.row!.id)}::text[])
            AND "sessionId" IS NULL AND "usedAt" IS NULL
            AND "state" = 'GENERATED' AND "validUntil" > ${now}
          FOR UPDATE
        ), ok AS (
          SELECT count(*) = ${players.length} AS ok FROM free
        ), s AS (
          INSERT INTO "CompetitionSession" ("id", "competitionId", "players", "createdAt", "updatedAt", "pausedAt")
          SELECT ${sessionId}, ${competitionId}, ${JSON.stringify(stored)}::jsonb, ${now}, ${now},
                 ${competition.pausedAt ? now : null}::timestamptz(3)
          FROM ok WHERE ok.ok
          RETURNING "id"
        ), t AS (
          INSERT INTO "CompetitionSessionToken" ("id", "sessionId", "createdAt")
          SELECT ${hashToken(token)}, s."id", ${now} FROM s
          RETURNING 1
        ), c AS (
          UPDATE "AccessCode" SET "sessionId" = ${sessionId}, "usedAt" = ${now}
          WHERE "id" IN (SELECT "id" FROM free) AND (SELECT ok FROM ok)
          RETURNING 1
        )
        SELECT (SELECT count(*) FROM c)::int AS "claimed", (SELECT count(*) FROM t)::int AS "tokens"`;
      claimed = row?.claimed ?? 0;
    } catch (error) {
      this.deps.logger.error({ err: error }, "creating a game session failed");
      throw new CompetitionApiError(500, "competitionApi.createFailed");
    }
    if (claimed !== players.length) {
      await this.failed(ip, typed);
      throw new CompetitionApiError(400, "competitionApi.invalidAccessCode", {
        codes: players.map((_, player) => ({ player, problem: "used" })),
      });
    }
    const created = { id: sessionId };
    this.deps.onSessionEvent?.({ competitionId, sessionId: created.id });
    return {
      token,
      session: {
        id: created.id,
        competitionId,
        players: stored.map((p) => playerView(naming, p)),
        snapshot: null,
        snapshotSeq: 0,
        inputSeq: 0,
        gameTime: 0,
        paused: competition.pausedAt !== null,
        endsAt: competition.endDate.toISOString(),
        over: false,
      },
    };
  }

  /** Login with one code of a team: a new token for this browser, the team's session and state. */
  async resumeSession(body: unknown, ip: string): Promise<{ session: SessionView; token: string }> {
    if (!isRecord(body)) throw bodyError();
    const { competitionId, accessCode } = body;
    if (competitionId === undefined || competitionId === null || competitionId === "")
      throw new CompetitionApiError(400, "competitionApi.competitionIdRequired");
    if (typeof competitionId !== "string" || typeof accessCode !== "string") throw bodyError();
    await this.throttled(() => this.throttleCheck(ip, [accessCode]));
    // After the end, a team still playing (extra time, pauses) may still log in another device.
    const competition = await this.activeCompetition(competitionId, true);
    const code = normalizeAccessCode(accessCode);
    if (!code)
      throw new CompetitionApiError(422, "competitionApi.validationFailed", {
        fields: [{ player: 0, field: "accessCode", problem: "incomplete" }],
      });
    const row = await this.deps.prisma.accessCode.findUnique({
      where: { code },
      select: {
        state: true,
        validUntil: true,
        sessionId: true,
        usedAt: true,
        session: { select: { competitionId: true } },
      },
    });
    const result = this.codeResult(row);
    if (result === "expired")
      throw new CompetitionApiError(400, "competitionApi.invalidAccessCode", {
        codes: [{ player: 0, problem: "expired" }],
      });
    if (result !== "used" || row?.session?.competitionId !== competitionId) {
      await this.failed(ip, [code]);
      throw new CompetitionApiError(400, "competitionApi.invalidAccessCode", {
        codes: [{ player: 0, problem: "invalid" }],
      });
    }
    const ended = this.deps.clock.now() >= competition.endDate;
    if (ended && (await this.sessionView(row.sessionId!))?.over !== false)
      throw new CompetitionApiError(409, "competitionApi.ended");
    const token = generateToken();
    await this.deps.prisma.competitionSessionToken.create({
      data: { id: hashToken(token), sessionId: row.sessionId! },
    });
    const session = await this.sessionView(row.sessionId!);
    return { token, session: session! };
  }

  private async sessionView(id: string, tokenHash?: string): Promise<SessionView | null> {
    const s = await this.deps.prisma.competitionSession.findUnique({
      where: { id },
      select: {
        id: true,
        competitionId: true,
        players: true,
        snapshot: true,
        snapshotSeq: true,
        createdAt: true,
        finishedAt: true,
        extraMinutes: true,
        pausedAt: true,
        pausedMs: true,
        endedAt: true,
        competition: {
          select: { participantNaming: true, endDate: true, game: { select: { document: true } } },
        },
        tokens: tokenHash
          ? { where: { id: tokenHash }, select: { inputSeq: true } }
          : { where: { id: "" }, select: { inputSeq: true } },
      },
    });
    if (!s) return null;
    const timing = teamTiming(s, s.competition, this.deps.clock.now());
    const document = s.competition.game.document;
    const players = Array.isArray(s.players) ? s.players : [];
    return {
      id: s.id,
      competitionId: s.competitionId,
      players: players.map((p) => playerView(s.competition.participantNaming, p)),
      // What a team gets back never holds the game's answers (see redactSnapshotForPlayers).
      snapshot:
        s.snapshot === null
          ? null
          : hasDocumentShape(document)
            ? redactSnapshotForPlayers(s.snapshot, document)
            : null,
      snapshotSeq: s.snapshotSeq,
      inputSeq: s.tokens[0]?.inputSeq ?? 0,
      gameTime: timing.gameTime,
      paused: timing.paused,
      endsAt: timing.endsAt.toISOString(),
      over: timing.stopped,
    };
  }

  /** The session this browser's token belongs to, in this competition (null: none). */
  async currentSession(
    competitionId: string,
    token: string | undefined,
  ): Promise<SessionView | null> {
    if (!token || !UUID.test(competitionId)) return null;
    const claim = await this.deps.prisma.competitionSessionToken.findUnique({
      where: { id: hashToken(token) },
      select: { session: { select: { id: true, competitionId: true } } },
    });
    if (!claim || claim.session.competitionId !== competitionId) return null;
    return this.sessionView(claim.session.id, hashToken(token));
  }

  /**
   * The players' "save session state" call. It no longer changes a competition team's progress: the
   * server's runtime decides that from the team's inputs (team-play.ts). The request is still
   * checked as before (the session, the browser's claim, the end, the snapshot's format against
   * the game) and answered with the server's state version, never stored.
   */
  async saveState(
    body: unknown,
    /** Every team token the browser holds (its team cookies). */
    tokens: string[],
  ): Promise<{ sequence: number; stored: boolean }> {
    const { sessionId, competitionId, gameSnapshot } = parseSaveBody(body);
    const { prisma, clock } = this.deps;
    const hashes = tokens.map(hashToken);
    const [session] = UUID.test(sessionId)
      ? await prisma.$queryRaw<
          {
            id: string;
            competitionId: string;
            snapshotSeq: number;
            startDate: Date;
            endDate: Date;
            gameId: number;
            documentVersion: number;
            claimed: boolean;
          }[]
        >`
          SELECT s."id", s."competitionId", s."snapshotSeq", c."startDate", c."endDate",
                 c."gameId", g."documentVersion",
                 EXISTS (SELECT 1 FROM "CompetitionSessionToken" t
                         WHERE t."sessionId" = s."id" AND t."id" = ANY(${hashes}::text[])) AS "claimed"
          FROM "CompetitionSession" s
          JOIN "Competition" c ON c."id" = s."competitionId"
          JOIN "Game" g ON g."id" = c."gameId"
          WHERE s."id" = ${sessionId}`
      : [];
    if (!session) throw new CompetitionApiError(404, "competitionApi.sessionNotFound");
    if (competitionId !== undefined && competitionId !== session.competitionId)
      throw new CompetitionApiError(403, "competitionApi.sessionOtherCompetition");
    // Without this team's cookie the session is none of the caller's business.
    if (!session.claimed) throw new CompetitionApiError(404, "competitionApi.sessionNotFound");
    if (competitionPhase(session.startDate, session.endDate, clock.now()) === "ENDED")
      throw new CompetitionApiError(409, "competitionApi.ended");
    const { valid } = await this.judge.judge(
      session.gameId,
      session.documentVersion,
      async () =>
        (
          await prisma.game.findUniqueOrThrow({
            where: { id: session.gameId },
            select: { document: true },
          })
        ).document,
      gameSnapshot,
    );
    if (!valid) throw new CompetitionApiError(400, "competitionApi.invalidSnapshot");
    return { sequence: session.snapshotSeq, stored: false };
  }
}
