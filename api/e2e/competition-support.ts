/**
 * Drives the production server (api/dist/prod.js on its embedded PostgreSQL) as a class would:
 * start and kill it, set up a competition on the demo game, let teams join, send inputs (and
 * the old snapshot saves).
 * Used by the durability test and the competition benchmark.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { createRuntime, parseGameDocument, type GameSnapshot } from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const ADMIN = { email: "load@e2e.test", password: "load-admin-password" };

export function startServer(port: number, dataDir: string): ChildProcess {
  // For profiling and before/after measurements: SERVER_NODE_ARGS adds node flags (e.g.
  // "--cpu-prof --cpu-prof-dir=/tmp/p"), SERVER_ENTRY runs another build (e.g. a copy of the old).
  const nodeArgs = (process.env.SERVER_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const entry = process.env.SERVER_ENTRY ?? "api/dist/prod.js";
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "error",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      NODE_ENV: "production",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  child.stderr?.on("data", (chunk: Buffer) => process.stderr.write(chunk));
  return child;
}

export async function waitHealthy(base: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("server did not become healthy");
}

export const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });

/** A browser: JSON requests with its own cookies. */
export class Client {
  private cookies = new Map<string, string>();
  constructor(readonly base: string) {}
  async request<T>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: T }> {
    const headers: Record<string, string> = {
      Cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
      "Accept-Language": "en",
    };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    const res = await fetch(this.base + path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const eq = pair!.indexOf("=");
      this.cookies.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
    return { status: res.status, body: (await res.json()) as T };
  }
  async gql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const res = await this.request<{ data?: T; errors?: unknown }>("POST", "/graphql", {
      query,
      variables,
    });
    if (!res.body.data) throw new Error(JSON.stringify(res.body.errors));
    return res.body.data;
  }
}

export interface Team {
  client: Client;
  sessionId: string;
}

export interface LoadSetup {
  competitionId: string;
  /** One valid snapshot per scene of the demo game. */
  snapshots: GameSnapshot[];
  /** Unused codes for later joins. */
  spareCodes: string[];
  gameId: number;
  /** The demo's code lock (its code is only known to the server). */
  lockId: string;
  /** An element shown on the first scene (inputs of the benchmark click it). */
  clickId: string;
  /** The admin who created the competition (logged in): its manager. */
  admin: Client;
}

/** A running competition on the demo game with `codes` access codes. */
export async function setUpCompetition(base: string, codes: number): Promise<LoadSetup> {
  const admin = new Client(base);
  await admin.gql(
    "mutation($e: String!, $p: String!) { login(email: $e, password: $p) { viewer { id } } }",
    { e: ADMIN.email, p: ADMIN.password },
  );
  const { publishedGames } = await admin.gql<{ publishedGames: { id: number }[] }>(
    "{ publishedGames { id } }",
  );
  const gameId = publishedGames[0]!.id;
  const { publicGame } = await admin.gql<{ publicGame: { document: unknown } }>(
    "query($id: Int!) { publicGame(id: $id) { document } }",
    { id: gameId },
  );
  const parsed = parseGameDocument(publicGame.document, registry);
  if (!parsed.ok) throw new Error("demo game does not parse");
  const runtime = createRuntime(parsed.document, { registry, clock: { now: () => 0 } });
  runtime.start();
  const base0 = runtime.snapshot();
  const snapshots = parsed.document.scenes.map((s) => ({ ...base0, sceneId: s.id }));
  const now = Date.now();
  const { createCompetition } = await admin.gql<{ createCompetition: { id: string } }>(
    "mutation($i: CompetitionInput!) { createCompetition(input: $i) { id } }",
    {
      i: {
        title: `Last ${now}`,
        startDate: new Date(now - 60_000).toISOString(),
        endDate: new Date(now + 6 * 3_600_000).toISOString(),
        gameId,
      },
    },
  );
  const spareCodes: string[] = [];
  for (let left = codes, n = 0; left > 0; n++) {
    const count = Math.min(left, 1000);
    const { generateAccessCodes } = await admin.gql<{
      generateAccessCodes: { accessCodes: { code: string }[] };
    }>(
      "mutation($r: String!, $n: Int!) { generateAccessCodes(paymentReferenceId: $r, count: $n) { accessCodes { code } } }",
      { r: `LAST-${now}-${n}`, n: count },
    );
    spareCodes.push(...generateAccessCodes.accessCodes.map((c) => c.code));
    left -= count;
  }
  const lock = parsed.document.scenes
    .flatMap((s) => s.elements)
    .find((e) => e.type === "number-code-input");
  if (!lock) throw new Error("the demo game has no code lock");
  const first = parsed.document.scenes[0]!.elements.find((e) => e.visible);
  if (!first) throw new Error("the demo game's first scene shows nothing");
  return {
    competitionId: createCompetition.id,
    snapshots,
    spareCodes,
    gameId,
    lockId: lock.id,
    clickId: first.id,
    admin,
  };
}

/** A team of one joins with the next spare code. */
export async function join(base: string, setup: LoadSetup, name: string): Promise<Team> {
  const client = new Client(base);
  const code = setup.spareCodes.pop();
  if (!code) throw new Error("no access code left");
  const res = await client.request<{ session: { id: string } }>(
    "POST",
    "/api/competition/sessions",
    {
      competitionId: setup.competitionId,
      players: [{ firstName: name, lastName: "Last", accessCode: code }],
    },
  );
  if (res.status !== 201) throw new Error(`join failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { client, sessionId: res.body.session.id };
}

export function save(team: Team, setup: LoadSetup, sequence: number) {
  return team.client.request<{ sequence: number; stored: boolean }>(
    "POST",
    "/api/competition/sessions/state",
    {
      sessionId: team.sessionId,
      competitionId: setup.competitionId,
      sequence,
      gameSnapshot: setup.snapshots[sequence % setup.snapshots.length],
    },
  );
}

/** One input of a team's device (its `seq`); the reply has the team's state after it. */
export function sendInput(team: Team, setup: LoadSetup, seq: number, input: unknown) {
  return team.client.request<{
    seq: number;
    applied: boolean;
    state: { version: number; sceneId: string | null };
  }>("POST", `/api/competition/${setup.competitionId}/inputs`, { seq, input });
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** A team asks the server whether `value` opens the demo's lock (as the player's runtime does). */
export function checkAnswer(team: Team, setup: LoadSetup, value: string) {
  return team.client.request<{ correct: boolean }>("POST", "/api/answers/check", {
    gameId: setup.gameId,
    elementId: setup.lockId,
    value,
    playSession: `bench-${team.sessionId}`,
    competitionId: setup.competitionId,
  });
}
