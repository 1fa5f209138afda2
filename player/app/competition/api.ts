/**
 * The browser's side of the competition API (api/src/http/competition-routes.ts). Every
 * refusal carries a message in the visitor's language and a key the forms act on.
 */
import type { PlayerInput } from "@exitgame/engine/runtime/inputs";
import type { GameSnapshot } from "@exitgame/engine/runtime/snapshot";
import type { HintInput, InputReply, TeamState } from "./team-sync";

export interface TeamSession {
  id: string;
  competitionId: string;
  /** What the competition's naming mode stored, and the name as shown ("Lena S."). */
  players: { firstName: string; lastName: string; name?: string }[];
  snapshot: GameSnapshot | null;
  /** The version of the team's state on the server. */
  snapshotSeq: number;
  /** This browser's last input the server applied. */
  inputSeq: number;
  /** The team's game clock (ms) when the server answered. */
  gameTime: number;
  /** The teacher's time control: paused, the team's end (extra time and pauses), over. */
  paused?: boolean;
  endsAt?: string;
  over?: boolean;
}

export interface CodeRefusal {
  player: number;
  problem: "invalid" | "used" | "expired";
}
export interface FieldProblem {
  player: number;
  field: "nickname" | "firstName" | "lastName" | "accessCode";
  problem: "required" | "tooLong" | "incomplete" | "duplicate";
}

export class CompetitionApiError extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    message: string,
    readonly details?: { codes?: CodeRefusal[]; fields?: FieldProblem[] },
    /** With a 429: when to try again. */
    readonly retryAfterSeconds?: number,
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
    | (T & {
        error?: {
          code: string;
          message: string;
          params?: { details?: CompetitionApiError["details"] };
        };
      })
    | null;
  if (!response.ok || !json) {
    const retryAfter = Number(response.headers.get("Retry-After"));
    throw new CompetitionApiError(
      response.status,
      json?.error?.code ?? "unknown",
      json?.error?.message ?? `HTTP ${response.status}`,
      json?.error?.params?.details,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
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
    players: { firstName?: string; lastName?: string; nickname?: string; accessCode: string }[],
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
  /** One input of this device; the reply has the team's state after it. */
  async sendInput(
    competitionId: string,
    seq: number,
    input: PlayerInput | HintInput,
  ): Promise<InputReply> {
    return call("POST", `/api/competition/${competitionId}/inputs`, { seq, input });
  },
  /** The team channel: every change of the team's state (SSE); returns a close function. */
  teamEvents(competitionId: string, onState: (state: TeamState) => void): () => void {
    const source = new EventSource(`/api/competition/${competitionId}/team/events`);
    source.addEventListener("message", (event: MessageEvent<string>) => {
      try {
        onState(JSON.parse(event.data) as TeamState);
      } catch {
        // A broken event: the next one (or the next reply) brings the state.
      }
    });
    return () => source.close();
  },
};

export type CompetitionApi = typeof competitionApi;

/** Up to three players; the code has 12 characters in groups of four. */
export const MAX_PLAYERS = 3;
export const CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const CODE_LENGTH = 12;

/** What someone typed, as the canonical code (any case, separators ignored), or null if incomplete. */
export function normalizeCode(input: string): string | null {
  const raw = input.toUpperCase().replace(/[\s\-._/]+/g, "");
  if (raw.length !== CODE_LENGTH || [...raw].some((c) => !CODE_ALPHABET.includes(c))) return null;
  return raw.replace(/(.{4})(?=.)/g, "$1-");
}
