/**
 * `pnpm bench:soak`: a school day, compressed. Classes play on two instances behind a
 * round-robin proxy (the production build, one PostgreSQL database, Redis, s3rver; see
 * e2e/multi-instance-support.ts), then the same load on one instance:
 *
 *  - SOAK_COMPETITIONS competitions (default 30) of SOAK_TEAMS teams (30); every team saves
 *    every SOAK_SAVE_SECONDS (5) and checks an answer every other save, and loads the game
 *    once a minute;
 *  - a teacher per competition watches its board (GraphQL over SSE);
 *  - SOAK_AUTHORS authors' games (5) saved every 10 s each (one admin session, in turn);
 *
 * for SOAK_MINUTES (20) per phase. Prints per minute the p50/p95/p99 of saves, answer checks and
 * game loads, errors, each instance's RSS and PostgreSQL's connections to the database, then a
 * summary with the one-instance figures as a ratio of the two-instance ones. Run `pnpm build`
 * first. Needs the machine's PostgreSQL and Redis (as the tests do).
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  ADMIN,
  checkAnswer,
  join,
  percentile,
  ROOT,
  save,
  setUpCompetition,
  type LoadSetup,
  type Team,
} from "../e2e/competition-support";
import {
  Browser,
  followBoard,
  LOGIN,
  missingServices,
  startCluster,
  type Cluster,
} from "../e2e/multi-instance-support";

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const MINUTES = env("SOAK_MINUTES", 20);
const COMPETITIONS = env("SOAK_COMPETITIONS", 30);
const TEAMS = env("SOAK_TEAMS", 30);
const SAVE_SECONDS = env("SOAK_SAVE_SECONDS", 5);
const AUTHORS = env("SOAK_AUTHORS", 5);
const BASE_PORT = env("SOAK_PORT", 3365);
const MINUTE_MS = env("SOAK_MINUTE_MS", 60_000);
const WRONG_CODE = "0000";
const RIGHT_CODE = "6930"; // the demo game's code (seed.ts DEMO_CODE)

type Kind = "save" | "answer" | "load" | "author";
interface Minute {
  ms: Record<Kind, number[]>;
  errors: number;
  /** Errors by kind and status (or "network"). */
  errorKinds: Record<string, number>;
  rssMb: number[];
  pgConnections: number;
}
const newMinute = (): Minute => ({
  ms: { save: [], answer: [], load: [], author: [] },
  errors: 0,
  errorKinds: {},
  rssMb: [],
  pgConnections: 0,
});

function rssMb(pid: number | undefined): number {
  if (!pid) return NaN;
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Math.round(Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024);
  } catch {
    return NaN;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function phase(count: number): Promise<Minute[]> {
  const cluster: Cluster = await startCluster({
    basePort: BASE_PORT,
    count,
    label: `soak${count}`,
    logLevel: "warn",
    extraEnv: { SMTP_URL: "smtp://127.0.0.1:1" },
  });
  const proxy = cluster.proxy.base;
  const minutes: Minute[] = [];
  let current = newMinute();
  const state = { running: true };
  try {
    console.error(`[${count} instance(s)] setting up ${COMPETITIONS}×${TEAMS} teams …`);
    const admin = new Browser();
    await admin.gql(proxy, LOGIN, { e: ADMIN.email, p: ADMIN.password });
    const competitions: LoadSetup[] = [];
    for (let c = 0; c < COMPETITIONS; c++) competitions.push(await setUpCompetition(proxy, TEAMS));
    const teams: { team: Team; setup: LoadSetup }[] = [];
    for (const setup of competitions)
      for (let t = 0; t < TEAMS; t++)
        teams.push({ team: await join(proxy, setup, `T${t}`), setup });
    const boards = competitions.map((s) =>
      followBoard(proxy, admin.cookieHeader(), s.competitionId),
    );
    // Authors: each saves a game of their own.
    const authors: { id: number; version: number; document: unknown }[] = [];
    for (let a = 0; a < AUTHORS; a++) {
      const created = await admin.gql<{
        createGame: { id: number; documentVersion: number; document: unknown };
      }>(proxy, "mutation($t: String!) { createGame(title: $t) { id documentVersion document } }", {
        t: `Soak author ${a}`,
      });
      authors.push({
        id: created.data!.createGame.id,
        version: created.data!.createGame.documentVersion,
        document: created.data!.createGame.document,
      });
    }
    console.error(`[${count} instance(s)] load for ${MINUTES} min …`);

    const error = (what: string) => {
      current.errors++;
      current.errorKinds[what] = (current.errorKinds[what] ?? 0) + 1;
    };
    const timed = async (kind: Kind, work: () => Promise<{ status: number }>) => {
      const started = performance.now();
      try {
        const res = await work();
        if (res.status >= 400) error(`${kind} ${res.status}`);
        else current.ms[kind].push(performance.now() - started);
      } catch {
        error(`${kind} network`);
      }
    };
    const teamLoops = teams.map(async ({ team, setup }, i) => {
      await sleep(Math.random() * SAVE_SECONDS * 1000);
      let sequence = 0;
      while (state.running) {
        const started = Date.now();
        sequence++;
        await timed("save", () => save(team, setup, sequence));
        if (sequence % 2 === 0)
          await timed("answer", () =>
            checkAnswer(team, setup, sequence % 8 === 0 ? RIGHT_CODE : WRONG_CODE),
          );
        if (sequence % Math.max(1, Math.round(60 / SAVE_SECONDS)) === i % 12)
          await timed("load", async () => {
            const res = await team.client.request<{ data?: unknown }>("POST", "/graphql", {
              query: "query($id: Int!) { publicGame(id: $id) { id title document } }",
              variables: { id: setup.gameId },
            });
            return { status: res.body.data ? res.status : 500 };
          });
        await sleep(Math.max(0, SAVE_SECONDS * 1000 - (Date.now() - started)));
      }
    });
    // The authors' sessions are the admin's: one save at a time (a user may run 2 at once per
    // instance, see README "Limits"), the games in turn, each every 10 s.
    const authorLoops = [
      (async () => {
        for (let n = 0; state.running && authors.length > 0; n++) {
          const author = authors[n % authors.length]!;
          const started = Date.now();
          await timed("author", async () => {
            const res = await admin.gql<{ saveGameDocument: { documentVersion: number } }>(
              proxy,
              "mutation($id: Int!, $d: JSON!, $v: Int!) { saveGameDocument(id: $id, document: $d, expectedVersion: $v) { documentVersion } }",
              { id: author.id, d: author.document, v: author.version },
            );
            if (!res.data) return { status: 500 };
            author.version = res.data.saveGameDocument.documentVersion;
            return { status: 200 };
          });
          await sleep(Math.max(0, 10_000 / authors.length - (Date.now() - started)));
        }
      })(),
    ];
    for (let m = 0; m < MINUTES; m++) {
      await sleep(MINUTE_MS);
      current.rssMb = cluster.instances.map((i) => rssMb(i.child.pid));
      const [row] = await cluster.query<{ n: string }>(
        "SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database()",
      );
      current.pgConnections = Number(row!.n);
      minutes.push(current);
      printMinute(count, m + 1, current);
      current = newMinute();
    }
    state.running = false;
    await Promise.all([...teamLoops, ...authorLoops]);
    for (const board of boards) board.stop();
    return minutes;
  } finally {
    state.running = false;
    await cluster.stop();
  }
}

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return [50, 95, 99].map((p) => Math.round(percentile(sorted, p))).join("/");
};

function printMinute(count: number, minute: number, m: Minute) {
  console.log(
    [
      `${count}`.padEnd(3),
      `${minute}`.padStart(3),
      `${stats(m.ms.save)} (${m.ms.save.length})`.padEnd(20),
      `${stats(m.ms.answer)} (${m.ms.answer.length})`.padEnd(20),
      `${stats(m.ms.load)} (${m.ms.load.length})`.padEnd(18),
      `${stats(m.ms.author)}`.padEnd(14),
      `${m.errors}`.padStart(6),
      m.rssMb.join("/").padEnd(10),
      `${m.pgConnections}`.padStart(4),
      m.errors ? JSON.stringify(m.errorKinds) : "",
    ].join(" | "),
  );
}

function summary(label: string, minutes: Minute[]) {
  const warm = minutes.slice(Math.min(2, minutes.length - 1));
  const all = (kind: Kind) => warm.flatMap((m) => m.ms[kind]);
  const quantiles = (kind: Kind) => {
    const sorted = all(kind).sort((a, b) => a - b);
    return [50, 95, 99].map((p) => percentile(sorted, p));
  };
  const first = warm[0]!;
  const last = warm.at(-1)!;
  const growth = (a: number, b: number) => Math.round(((b - a) / a) * 1000) / 10;
  return {
    label,
    save: quantiles("save"),
    answer: quantiles("answer"),
    load: quantiles("load"),
    author: quantiles("author"),
    errors: minutes.reduce((n, m) => n + m.errors, 0),
    rssGrowthPercent: first.rssMb.map((r, i) => growth(r, last.rssMb[i]!)),
    pgConnectionGrowthPercent: growth(first.pgConnections, last.pgConnections),
    rssMb: last.rssMb,
    pgConnections: last.pgConnections,
  };
}

const reason = await missingServices();
if (reason) {
  console.error(`bench:soak needs PostgreSQL and Redis: ${reason}`);
  process.exit(1);
}
console.log(
  `soak: ${COMPETITIONS} competitions × ${TEAMS} teams (save every ${SAVE_SECONDS} s, an answer every other save, a game load a minute), ${AUTHORS} authors (a save every 10 s), a teacher per competition on the board; ${MINUTES} × ${MINUTE_MS / 1000} s per phase`,
);
console.log(
  "inst | min | save ms p50/p95/p99 (n) | answer ms p50/p95/p99 (n) | load ms p50/p95/p99 (n) | author save | errors | RSS MB | PG conns",
);
const two = await phase(2);
const one = await phase(1);
const s2 = summary("two instances", two);
const s1 = summary("one instance", one);
const fmt = (q: number[]) => q.map((v) => Math.round(v)).join("/");
const ratio = (a: number[], b: number[]) =>
  a.map((v, i) => Math.round((v / b[i]!) * 100) / 100).join("/");
const from = Math.min(2, MINUTES - 1) + 1;
console.log(
  `\n${`after warm-up (minute ${from} on)`.padEnd(32)} | two instances | one instance | one ÷ two`,
);
for (const kind of ["save", "answer", "load", "author"] as const)
  console.log(
    `${`${kind} ms p50/p95/p99`.padEnd(32)} | ${fmt(s2[kind]).padEnd(13)} | ${fmt(s1[kind]).padEnd(12)} | ${ratio(s1[kind], s2[kind])}`,
  );
console.log(
  `${"errors".padEnd(32)} | ${String(s2.errors).padEnd(13)} | ${String(s1.errors).padEnd(12)} |`,
);
console.log(
  `${"RSS growth % (per instance)".padEnd(32)} | ${s2.rssGrowthPercent.join("/").padEnd(13)} | ${s1.rssGrowthPercent.join("/").padEnd(12)} |`,
);
console.log(
  `${"PG connections growth %".padEnd(32)} | ${String(s2.pgConnectionGrowthPercent).padEnd(13)} | ${String(s1.pgConnectionGrowthPercent).padEnd(12)} |`,
);
const out = path.join(ROOT, "test-results", "soak.json");
writeFileSync(out, JSON.stringify({ two, one, summary: [s2, s1] }, null, 2));
console.log(`\nper-minute figures: ${out}`);
process.exit(0);
