/**
 * The browser's side of the competition API (api/src/http/competition-routes.ts). Every
 * refusal carries a message in the visitor's language and a key the forms act on.
 */
import type { GameSnapshot } from "@exitgame/engine/runtime/snapshot";

export interface TeamSession {
  id: string;
  competitionId: string;
  players: { firstName: string; lastName: string }[];
  snapshot: GameSnapshot | null;
  snapshotSeq: number;
}

export interface CodeRefusal {
  player: number;
  problem: "invalid" | "used" | "expired";
}
export interface FieldProblem {
  player: number;
  field: "firstName" | "lastName" | "accessCode";
  problem: "required" | "tooLong" | "incomplete" | "duplicate";
}

export class CompetitionApiError extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    message: string,
    readonly details?: { codes?: CodeRefusal[]; fields?: FieldProblem[] },
  ) {
    super(message);
    this.name = "CompetitionApiError";
  }
}

async function call<T>(method: "GET" | "POST", path: string, body?: unknown, keepalive = false) {
  const init: RequestInit = { method, credentials: "same-origin", keepalive };
  if (body !== undefined) {
    init.headers = { "Content-Type": "application/json" };
    init.body = JSON.stringify(body);
  }
  const response = await fetch(path, init);
  const json = (await response.json().catch(() => null)) as
    | (T & { error?: { key: string; message: string; details?: CompetitionApiError["details"] } })
    | null;
  if (!response.ok || !json) {
    throw new CompetitionApiError(
      response.status,
      json?.error?.key ?? "unknown",
      json?.error?.message ?? `HTTP ${response.status}`,
      json?.error?.details,
    );
  }
  return json;
}

export const competitionApi = {
  async serverTime(): Promise<number> {
    const sent = Date.now();
    const { now } = await call<{ now: string }>("GET", "/api/time");
    // The answer was made about half-way through the round trip.
    return Date.parse(now) + (Date.now() - sent) / 2;
  },
  async currentSession(competitionId: string): Promise<TeamSession | null> {
    return (
      await call<{ session: TeamSession | null }>(
        "GET",
        `/api/competition/${competitionId}/session`,
      )
    ).session;
  },
  async createSession(
    competitionId: string,
    players: { firstName: string; lastName: string; accessCode: string }[],
  ): Promise<TeamSession> {
    return (
      await call<{ session: TeamSession }>("POST", "/api/competition/sessions", {
        competitionId,
        players,
      })
    ).session;
  },
  async resumeSession(competitionId: string, accessCode: string): Promise<TeamSession> {
    return (
      await call<{ session: TeamSession }>("POST", "/api/competition/sessions/resume", {
        competitionId,
        accessCode,
      })
    ).session;
  },
  async checkAccessCode(
    competitionId: string,
    code: string,
  ): Promise<"valid" | "invalid" | "used" | "expired"> {
    return (
      await call<{ result: "valid" | "invalid" | "used" | "expired" }>(
        "POST",
        "/api/competition/access-codes/check",
        { competitionId, code },
      )
    ).result;
  },
  async saveState(
    body: {
      sessionId: string;
      competitionId: string;
      sequence: number;
      gameSnapshot: GameSnapshot;
    },
    keepalive = false,
  ): Promise<{ sequence: number; stored: boolean }> {
    return call("POST", "/api/competition/sessions/state", body, keepalive);
  },
};

export type CompetitionApi = typeof competitionApi;

/** Spec §9: up to three players; the code has 12 characters in groups of four. */
export const MAX_PLAYERS = 3;
export const CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const CODE_LENGTH = 12;

/** What someone typed, as the canonical code (any case, separators ignored), or null if incomplete. */
export function normalizeCode(input: string): string | null {
  const raw = input.toUpperCase().replace(/[\s\-._/]+/g, "");
  if (raw.length !== CODE_LENGTH || [...raw].some((c) => !CODE_ALPHABET.includes(c))) return null;
  return raw.replace(/(.{4})(?=.)/g, "$1-");
}
