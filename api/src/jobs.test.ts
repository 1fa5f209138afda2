import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "./db/test/helpers";
import { JobRunner } from "./jobs";

const logger = { info: () => {}, warn: () => {} };
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase("jobs");
});
afterAll(async () => {
  await database?.drop();
});

const waitFor = async (check: () => boolean, ms = 3_000) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe("one runner for the scheduled jobs of several instances", () => {
  it("runs each job on one instance only; another takes over when it stops", async () => {
    const runs = { a: 0, b: 0 };
    const a = new JobRunner({ url: database.url, logger, retryMs: 100 });
    const b = new JobRunner({ url: database.url, logger, retryMs: 100 });
    a.register({ name: "count", everyMs: 50, run: async () => void runs.a++ });
    b.register({ name: "count", everyMs: 50, run: async () => void runs.b++ });
    try {
      await Promise.all([a.start(), b.start()]);
      expect([a.isRunner, b.isRunner].filter(Boolean)).toHaveLength(1);
      const [runner, standby] = a.isRunner ? (["a", "b"] as const) : (["b", "a"] as const);
      await new Promise((r) => setTimeout(r, 300));
      expect(runs[runner]).toBeGreaterThanOrEqual(3);
      expect(runs[standby]).toBe(0);
      // The runner's instance stops: the other one takes over within its retry interval.
      await (runner === "a" ? a : b).stop();
      await waitFor(() => runs[standby] > 0);
      expect((standby === "a" ? a : b).isRunner).toBe(true);
    } finally {
      await a.stop();
      await b.stop();
    }
  });

  it("never runs a job twice at once, and a failing job runs again next time", async () => {
    const runner = new JobRunner({ url: database.url, logger, retryMs: 100 });
    let active = 0;
    let most = 0;
    let calls = 0;
    runner.register({
      name: "slow",
      everyMs: 20,
      run: async () => {
        calls++;
        active++;
        most = Math.max(most, active);
        await new Promise((r) => setTimeout(r, 100));
        active--;
        if (calls === 1) throw new Error("first run fails");
      },
    });
    try {
      await runner.start();
      await waitFor(() => calls >= 3);
      expect(most).toBe(1);
      expect(() => runner.register({ name: "slow", everyMs: 1, run: async () => {} })).toThrow(
        /twice/,
      );
    } finally {
      await runner.stop();
    }
  });
});
