import type { ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import {
  exited,
  join,
  ROOT,
  sendInput,
  setUpCompetition,
  startServer,
  waitHealthy,
  type Team,
} from "./competition-support";

/**
 * No acknowledged input is lost: teams keep sending inputs while the server is killed with
 * SIGKILL, 20 times; after every restart each team's stored state version (and its device's
 * input number) is at least the highest one the server had acknowledged to it (a reply is only
 * sent after the state, the ranking and the input log were committed in one statement).
 */
const DATA_DIR = path.join(ROOT, "test-results", "durability-data");
const PORT = Number(process.env.DURABILITY_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 21);
const BASE = `http://127.0.0.1:${PORT}`;
const TEAMS = 12;
const KILLS = 20;

test.describe.configure({ timeout: 600_000 });

let server: ChildProcess | undefined;
// A failing run must not leave its server (and the port) behind.
test.afterAll(async () => {
  if (server && server.exitCode === null && server.signalCode === null) {
    server.kill("SIGTERM");
    await exited(server);
  }
});

test("20 SIGKILLs while teams send inputs: every acknowledged input is stored", async () => {
  rmSync(DATA_DIR, { recursive: true, force: true });
  server = startServer(PORT, DATA_DIR);
  await waitHealthy(BASE);
  const setup = await setUpCompetition(BASE, TEAMS);
  const teams: Team[] = [];
  for (let i = 0; i < TEAMS; i++) teams.push(await join(BASE, setup, `Team ${i + 1}`));
  const acked = Array.from({ length: TEAMS }, () => 0);
  const ackedSeq = Array.from({ length: TEAMS }, () => 0);
  const next = Array.from({ length: TEAMS }, () => 0);
  let acknowledged = 0;
  let refused = 0;

  for (let round = 0; round < KILLS; round++) {
    const state = { running: true };
    const before = acknowledged;
    const savers = teams.map(async (team, i) => {
      while (state.running) {
        const sequence = ++next[i]!;
        // The first input starts the game; then effect reports (applied, each a new version).
        const input =
          sequence === 1
            ? { type: "start" }
            : { type: "effectCompleted", effectId: `e${sequence}` };
        try {
          const res = await sendInput(team, setup, sequence, input);
          if (res.status === 200) {
            acked[i] = Math.max(acked[i]!, res.body.state.version);
            ackedSeq[i] = Math.max(ackedSeq[i]!, sequence);
            acknowledged++;
          } else refused++;
        } catch {
          // The server died mid-request: not acknowledged, nothing to check.
          await new Promise((r) => setTimeout(r, 20));
        }
      }
    });
    // Kill while saves are flowing: after every team had a chance to save, at a random moment.
    const deadline = Date.now() + 10_000;
    const flowing = () => acknowledged - before >= TEAMS || Date.now() >= deadline;
    while (!flowing()) await new Promise((r) => setTimeout(r, 10));
    await new Promise((r) => setTimeout(r, Math.random() * 300));
    server.kill("SIGKILL");
    await exited(server);
    state.running = false;
    await Promise.all(savers);

    server = startServer(PORT, DATA_DIR);
    await waitHealthy(BASE);
    for (const [i, team] of teams.entries()) {
      const res = await team.client.request<{
        session: { snapshotSeq: number; inputSeq: number } | null;
      }>("GET", `/api/competition/${setup.competitionId}/session`);
      expect(
        res.body.session?.snapshotSeq ?? 0,
        `team ${i + 1} after kill ${round + 1}`,
      ).toBeGreaterThanOrEqual(acked[i]!);
      expect(res.body.session?.inputSeq ?? 0).toBeGreaterThanOrEqual(ackedSeq[i]!);
    }
  }
  expect(refused).toBe(0);
  expect(acknowledged).toBeGreaterThanOrEqual(KILLS * TEAMS);
  console.log(
    `durability: ${KILLS} SIGKILLs, ${acknowledged} acknowledged inputs of ${TEAMS} teams, 0 lost`,
  );
  server.kill("SIGTERM");
  await exited(server);
});
