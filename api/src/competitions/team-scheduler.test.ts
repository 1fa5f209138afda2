import { describe, expect, it } from "vitest";
import { startTeamScheduler, WAKE_LANES } from "./team-scheduler";

describe("team scheduler", () => {
  it("wakes every due team, a few at a time, and goes on past a failed wake", async () => {
    const due = Array.from({ length: 30 }, (_, i) => `team-${i}`);
    let served = false;
    const woken: string[] = [];
    let running = 0;
    let most = 0;
    const warnings: string[] = [];
    const scheduler = startTeamScheduler(
      {
        dueTeams: () => {
          const teams = served ? [] : due;
          served = true;
          return Promise.resolve(teams);
        },
        wake: async (id) => {
          running++;
          most = Math.max(most, running);
          await new Promise((r) => setTimeout(r, 2));
          running--;
          woken.push(id);
          if (id === "team-3") throw new Error("boom");
        },
      },
      { warn: ((_: unknown, message: string) => void warnings.push(message)) as never },
      5,
    );
    const deadline = Date.now() + 5_000;
    while (woken.length < due.length && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 10));
    await scheduler.stop();
    expect([...woken].sort()).toEqual([...due].sort());
    expect(most).toBe(WAKE_LANES);
    expect(warnings).toEqual(["waking a team failed"]);
  });

  it("lets a request waiting meanwhile run between two wakes of a round", async () => {
    const order: string[] = [];
    let served = false;
    const scheduler = startTeamScheduler(
      {
        dueTeams: () => {
          const teams = served ? [] : Array.from({ length: 20 }, (_, i) => `t${i}`);
          served = true;
          return Promise.resolve(teams);
        },
        // A wake that only computes (no I/O): without the pause between wakes, a round would
        // run all of them before anything else.
        wake: (id) => {
          order.push(id);
          if (id === "t0") setImmediate(() => order.push("request"));
          return Promise.resolve();
        },
      },
      { warn: () => {} },
      5,
    );
    const deadline = Date.now() + 5_000;
    while (order.length < 21 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    await scheduler.stop();
    expect(order.indexOf("request")).toBeGreaterThan(0);
    expect(order.indexOf("request")).toBeLessThan(2 * WAKE_LANES);
  });
});
