import type { ChildProcess } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import {
  ADMIN,
  exited,
  join,
  percentile,
  ROOT,
  sendInput,
  setUpCompetition,
  startServer,
  waitHealthy,
  type Team,
} from "../e2e/competition-support";

/**
 * The teacher acting on a class of 200 teams (issue 24) on the production build and its embedded
 * PostgreSQL: extra time for every team at once (200 requests in flight), pausing and resuming
 * one team each at once, a hint to each team alone at once, the whole class paused and resumed;
 * and (unless BENCH_BOARD=0), while every team sends an
 * input a second, the time from a team's stored input to its row on the live board (SSE).
 * Budgets: p95 <= 1 s for the actions, p95 <= 1 s for the board.
 *
 * On a shared machine the times follow the load; the CPU the server (node) and its database
 * (every PostgreSQL process under it) spent per call much less: printed per phase (Linux /proc),
 * next to the floor (the cheapest logged-in call). BENCH_ROUNDS=3 repeats the per-team phases
 * (CPU per call: the rounds' mean); BENCH_BOARD=0 leaves the board's phase out; SERVER_ENTRY
 * runs another build (before/after: copy api/dist first).
 */
const PORT = Number(process.env.BENCH_PORT ?? 3263);
const BASE = `http://127.0.0.1:${PORT}`;
const DATA_DIR = path.join(ROOT, "test-results", "bench-teacher-data");
const TEAMS = Number(process.env.BENCH_TEAMS ?? 200);
const PROBES = 20;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
type Phase = Awaited<ReturnType<typeof cpuPerCall<number[]>>>;
const mean = (xs: number[]) => Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 100) / 100;

let server: ChildProcess | undefined;
test.afterEach(async () => {
  if (server && server.exitCode === null && server.signalCode === null) {
    server.kill("SIGTERM");
    await exited(server);
  }
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const stats = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  const f = (n: number) => Math.round(n * 10) / 10;
  return {
    n: sorted.length,
    p50: f(percentile(sorted, 50)),
    p95: f(percentile(sorted, 95)),
    max: f(sorted.at(-1) ?? NaN),
  };
};

/** CPU (user + system, ms) of a process and of its descendants, from /proc (Linux); null elsewhere. */
function cpuOf(pid: number): { self: number; children: number } | null {
  const stat = (p: number) => {
    try {
      const text = readFileSync(`/proc/${p}/stat`, "utf8");
      const f = text.slice(text.lastIndexOf(")") + 2).split(" ");
      // Fields 4 (ppid), 14/15 (utime/stime), 16/17 (of its exited children: a database
      // connection the pool closed), counted from 1 and from the state (3).
      return {
        ppid: Number(f[1]),
        ticks: Number(f[11]) + Number(f[12]),
        reaped: Number(f[13]) + Number(f[14]),
      };
    } catch {
      return null;
    }
  };
  const root = stat(pid);
  if (!root) return null;
  const all = new Map<number, { ppid: number; ticks: number; reaped: number }>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    const s = stat(Number(name));
    if (s) all.set(Number(name), s);
  }
  let children = 0;
  const below = [pid];
  while (below.length > 0) {
    const parent = below.pop()!;
    for (const [p, s] of all)
      if (s.ppid === parent) {
        children += s.ticks + s.reaped;
        below.push(p);
      }
  }
  // USER_HZ is 100 on Linux.
  return { self: root.ticks * 10, children: children * 10 };
}

/** Times a phase of `calls` calls: the CPU the server and its database spent per call. */
async function cpuPerCall<T>(pid: number | undefined, calls: number, run: () => Promise<T>) {
  const before = pid ? cpuOf(pid) : null;
  const result = await run();
  const after = pid ? cpuOf(pid) : null;
  const per = (a: number, b: number) => Math.round(((a - b) / calls) * 100) / 100;
  return {
    result,
    cpu:
      before && after
        ? {
            serverMsPerCall: per(after.self, before.self),
            databaseMsPerCall: per(after.children, before.children),
          }
        : null,
  };
}

/** A logged-in admin: its cookie, for GraphQL and the board's event stream. */
async function adminCookie(): Promise<string> {
  const res = await fetch(`${BASE}/graphql`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      query:
        "mutation($e: String!, $p: String!) { login(email: $e, password: $p) { viewer { id } } }",
      variables: { e: ADMIN.email, p: ADMIN.password },
    }),
  });
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

async function gql(cookie: string, query: string, variables: Record<string, unknown>) {
  const started = performance.now();
  const res = await fetch(`${BASE}/graphql`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: cookie },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return performance.now() - started;
}

test("a teacher's time control for 200 teams at once; the board follows a save within 1 s", async () => {
  server = startServer(PORT, DATA_DIR);
  await waitHealthy(BASE);
  const setup = await setUpCompetition(BASE, TEAMS);
  const teams: Team[] = [];
  for (let i = 0; i < TEAMS; i++) teams.push(await join(BASE, setup, `Team ${i + 1}`));
  const seqs = new Map<string, number>();
  const input = (team: Team, value: unknown) => {
    const seq = (seqs.get(team.sessionId) ?? 0) + 1;
    seqs.set(team.sessionId, seq);
    return sendInput(team, setup, seq, value);
  };
  await Promise.all(teams.map((t) => input(t, { type: "start" })));
  const cookie = await adminCookie();
  const c = setup.competitionId;

  // The floor: the cheapest call of a logged-in teacher (who am I), 200 at once (warmed up
  // once first): what any call costs before its own work. Then extra time for every team at
  // once, pause and resume every team alone at once, a hint (free text) to each team alone at
  // once. BENCH_ROUNDS times (default 1): the times of all rounds, the CPU per call of each.
  const pid = server.pid;
  const atOnce = (query: string, vars: (t: Team, i: number) => Record<string, unknown>) =>
    cpuPerCall(pid, TEAMS, () => Promise.all(teams.map((t, i) => gql(cookie, query, vars(t, i)))));
  const perTeam = (mutation: string) =>
    atOnce(
      `mutation($c: ID!, $s: ID) { ${mutation}(competitionId: $c, sessionId: $s) { changedTeams } }`,
      (t) => ({ c, s: t.sessionId }),
    );
  const viewer = () => atOnce("query { viewer { id } }", () => ({}));
  await viewer();
  const rounds: Record<"floor" | "extra" | "pauses" | "resumes" | "hints", Phase[]> = {
    floor: [],
    extra: [],
    pauses: [],
    resumes: [],
    hints: [],
  };
  for (let r = 0; r < ROUNDS; r++) {
    rounds.floor.push(await viewer());
    rounds.extra.push(
      await atOnce(
        "mutation($c: ID!, $s: ID, $m: Int!) { setTeamExtraTime(competitionId: $c, sessionId: $s, minutes: $m) { changedTeams } }",
        (t, i) => ({ c, s: t.sessionId, m: 5 + (i % 10) + r * 10 }),
      ),
    );
    rounds.pauses.push(await perTeam("pauseCompetition"));
    rounds.resumes.push(await perTeam("resumeCompetition"));
    rounds.hints.push(
      await atOnce(
        "mutation($c: ID!, $s: ID, $t: String) { pushHint(competitionId: $c, sessionId: $s, text: $t) { pushed } }",
        (t, i) => ({ c, s: t.sessionId, t: `Look under the table, team ${i + 1} (${r + 1})` }),
      ),
    );
  }
  const merged = (list: Phase[]) => ({
    result: list.flatMap((p) => p.result),
    cpu: list[0]!.cpu && {
      serverMsPerCall: mean(list.map((p) => p.cpu!.serverMsPerCall)),
      databaseMsPerCall: mean(list.map((p) => p.cpu!.databaseMsPerCall)),
      ...(list.length > 1
        ? { serverMsPerCallByRound: list.map((p) => p.cpu!.serverMsPerCall) }
        : {}),
    },
  });
  const floor = merged(rounds.floor);
  const extra = merged(rounds.extra);
  const pauses = merged(rounds.pauses);
  const resumes = merged(rounds.resumes);
  const hints = merged(rounds.hints);
  // The whole class, ten times: extra time for every team, pause and resume.
  const wholeExtra = await cpuPerCall(pid, 10, async () => {
    const ms: number[] = [];
    for (let i = 0; i < 10; i++)
      ms.push(
        await gql(
          cookie,
          "mutation($c: ID!, $m: Int!) { setTeamExtraTime(competitionId: $c, minutes: $m) { changedTeams } }",
          { c, m: 20 + i },
        ),
      );
    return ms;
  });
  const whole = await cpuPerCall(pid, 20, async () => {
    const ms: number[] = [];
    for (let i = 0; i < 10; i++)
      for (const m of ["pauseCompetition", "resumeCompetition"])
        ms.push(
          await gql(cookie, `mutation($c: ID!) { ${m}(competitionId: $c) { changedTeams } }`, {
            c,
          }),
        );
    return ms;
  });

  // The teacher's numbers first (printed even when the board's phase below fails).
  const phase = (p: { result: number[]; cpu: unknown }) => ({ ...stats(p.result), cpu: p.cpu });
  const control = {
    teams: TEAMS,
    floorViewerAtOnce: phase(floor),
    extraTimeAtOnce: phase(extra),
    pauseEachAtOnce: phase(pauses),
    resumeEachAtOnce: phase(resumes),
    hintEachAtOnce: phase(hints),
    wholeClassExtraTime: phase(wholeExtra),
    wholeClassPauseResume: phase(whole),
  };
  console.log(JSON.stringify({ control, loadavg: loadavg() }));
  if (process.env.BENCH_BOARD === "0") {
    for (const s of [extra, pauses, resumes, hints, wholeExtra, whole])
      expect(
        percentile(
          [...s.result].sort((a, b) => a - b),
          95,
        ),
      ).toBeLessThanOrEqual(1000);
    return;
  }

  // The board while the class plays: every team sends an input a second.
  const controller = new AbortController();
  const seen: { at: number; saved: Map<string, number> }[] = [];
  const board = fetch(`${BASE}/graphql`, {
    method: "POST",
    signal: controller.signal,
    headers: {
      "Content-Type": "application/json",
      Accept: "text/event-stream",
      Cookie: cookie,
      "x-graphql-yoga-csrf": "1",
    },
    body: JSON.stringify({
      query:
        "subscription($id: ID!) { competitionBoardChanged(id: $id) { teams { sessionId lastSavedAt } } }",
      variables: { id: c },
    }),
  }).then(async (res) => {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      let end;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const event = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const line = event.split("\n").find((l) => l.startsWith("data:"));
        if (!line || line.length <= 6) continue;
        const payload = JSON.parse(line.slice(5)) as {
          data?: {
            competitionBoardChanged: { teams: { sessionId: string; lastSavedAt: string }[] };
          };
        };
        const rows = payload.data?.competitionBoardChanged.teams ?? [];
        seen.push({
          at: performance.now(),
          saved: new Map(rows.map((r) => [r.sessionId, Date.parse(r.lastSavedAt)])),
        });
      }
    }
  });
  const running = { playing: true };
  const load = teams.slice(1).map(async (team, i) => {
    await sleep((i * 1000) / TEAMS);
    while (running.playing) {
      const started = Date.now();
      await input(team, { type: "click", elementId: setup.clickId });
      await sleep(Math.max(0, 1000 - (Date.now() - started)));
    }
  });
  await sleep(2000);
  const probe = teams[0]!;
  const toBoard: number[] = [];
  for (let i = 0; i < PROBES; i++) {
    const sent = performance.now();
    // The server stores the turn at its own time, after this (one machine, one clock).
    const after = Date.now() - 2;
    const reply = await input(probe, { type: "click", elementId: setup.clickId });
    expect(reply.status).toBe(200);
    for (let waited = 0; waited < 5000; waited += 20) {
      const hit = seen.find((e) => e.at >= sent && (e.saved.get(probe.sessionId) ?? 0) >= after);
      if (hit) {
        toBoard.push(hit.at - sent);
        break;
      }
      await sleep(20);
    }
    await sleep(700);
  }
  running.playing = false;
  await Promise.all(load);
  controller.abort();
  await board.catch(() => {});

  const result = {
    ...control,
    saveToBoardRow: stats(toBoard),
    loadavg: loadavg().map((l) => Math.round(l * 100) / 100),
  };
  console.log(JSON.stringify(result, null, 2));
  expect(toBoard.length).toBe(PROBES);
  for (const s of [
    extra.result,
    pauses.result,
    resumes.result,
    hints.result,
    wholeExtra.result,
    whole.result,
    toBoard,
  ])
    expect(
      percentile(
        [...s].sort((a, b) => a - b),
        95,
      ),
    ).toBeLessThanOrEqual(1000);
});
