/**
 * What one competition input costs the database, independent of the machine's load: bytes of
 * WAL written (pg_current_wal_insert_lsn before and after), PostgreSQL's CPU time (the postmaster
 * and its backends, /proc) and the server's CPU time and queries (the loop probe), per input.
 * Measured in rounds where every team sends one input at once (group commit as in a class), for
 * an input that changes nothing of the team's state (a click on the decorative wall, the countdown
 * ticking meanwhile), one that changes it (a digit typed into the lock), and the bench's plain
 * snapshot UPDATE through `pg` for comparison. A CHECKPOINT and a warm-up round come first, so
 * full-page images after the checkpoint are in the warm-up, not in the rounds measured.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type pg from "pg";
import { sendInput, type LoadSetup, type Team } from "../e2e/competition-support";

const ROUNDS = 5;

/** CPU time (ms) of a process (Linux /proc; clock ticks of 10 ms). */
export function cpuMs(pid: number, children = false): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  // utime, stime (fields 14, 15 of the line), cutime, cstime (16, 17: reaped children).
  const own = Number(fields[11]) + Number(fields[12]);
  return (own + (children ? Number(fields[13]) + Number(fields[14]) : 0)) * 10;
}

/** CPU time (ms) of the embedded PostgreSQL: its postmaster, its live and its reaped children. */
function postgresCpuMs(dataDir: string): number {
  const postmaster = Number(
    readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8").split("\n")[0],
  );
  let total = cpuMs(postmaster, true);
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      if (Number(stat.split(") ")[1]!.split(" ")[1]) === postmaster) total += cpuMs(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

async function walLsn(db: pg.Client): Promise<string> {
  const { rows } = await db.query<{ lsn: string }>("SELECT pg_current_wal_insert_lsn() AS lsn");
  return rows[0]!.lsn;
}

async function walBytes(db: pg.Client, from: string): Promise<number> {
  const { rows } = await db.query<{ bytes: string }>(
    "SELECT pg_wal_lsn_diff(pg_current_wal_insert_lsn(), $1) AS bytes",
    [from],
  );
  return Number(rows[0]!.bytes);
}

export interface WriteCost {
  walBytes: number;
  postgresCpuMs: number;
  serverCpuMs: number | null;
  queries: number | null;
}

/**
 * Per-input costs of the three kinds; `seq` is the teams' next free input number (returned:
 * the next one after the rounds). `server` reads the server's CPU ms and queries since its last
 * read (the loop probe), or is absent.
 */
export async function measureWrites(options: {
  db: pg.Client;
  dataDir: string;
  teams: Team[];
  setup: LoadSetup;
  seq: number;
  snapshotJson: string;
  server?: () => Promise<{ cpuMs: number; queries: number }>;
}): Promise<{ seq: number; costs: Record<string, WriteCost> }> {
  const { db, dataDir, teams, setup } = options;
  let seq = options.seq;
  const kinds: Record<string, (team: Team, n: number) => Promise<void>> = {
    "input that changes nothing (click on the wall)": async (team, n) => {
      const res = await sendInput(team, setup, n, { type: "click", elementId: setup.clickId });
      if (res.status !== 200) throw new Error(`input refused: ${JSON.stringify(res)}`);
    },
    "input that changes the state (a digit typed into the lock)": async (team, n) => {
      const res = await sendInput(team, setup, n, {
        type: "elementAction",
        elementId: setup.lockId,
        action: "type",
        args: { value: String(n % 1000) },
      });
      if (res.status !== 200 || !res.body.applied)
        throw new Error(`input not applied: ${JSON.stringify(res)}`);
    },
    "plain snapshot UPDATE through pg": async (team) => {
      await db.query(
        'UPDATE "CompetitionSession" SET "snapshot" = $1::jsonb, "updatedAt" = now() WHERE "id" = $2',
        [options.snapshotJson, team.sessionId],
      );
    },
  };
  const costs: Record<string, WriteCost> = {};
  for (const [name, send] of Object.entries(kinds)) {
    await db.query("CHECKPOINT").catch(() => {});
    await Promise.all(teams.map((team) => send(team, seq)));
    seq++;
    await options.server?.();
    const lsn = await walLsn(db);
    const pgCpu = postgresCpuMs(dataDir);
    for (let round = 0; round < ROUNDS; round++) {
      await Promise.all(teams.map((team) => send(team, seq)));
      seq++;
    }
    const n = ROUNDS * teams.length;
    const wal = await walBytes(db, lsn);
    const server = await options.server?.();
    costs[name] = {
      walBytes: Math.round(wal / n),
      postgresCpuMs: Math.round(((postgresCpuMs(dataDir) - pgCpu) / n) * 1000) / 1000,
      serverCpuMs: server ? Math.round((server.cpuMs / n) * 1000) / 1000 : null,
      queries: server ? Math.round((server.queries / n) * 100) / 100 : null,
    };
  }
  return { seq, costs };
}
