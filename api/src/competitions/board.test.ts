import { Redis } from "ioredis";
import { describe, expect, it } from "vitest";
import { testRedis } from "../testing/redis";
import { createBoardEvents, finalScenes } from "./board";

const redis = await testRedis();

describe("live board events", () => {
  it.skipIf(!redis.url)("reach the board of another API instance through Redis", async () => {
    const redisUrl = redis.url!;
    const logger = { warn: () => {} };
    const a = createBoardEvents({ redisUrl, logger });
    const b = createBoardEvents({ redisUrl, logger });
    const id = `board-test-${Date.now()}`;
    const received = b.pubsub.subscribe("competitionBoard", id);
    const next = received.next();
    // The subscription reaches Redis asynchronously: publish until it arrives.
    const timer = setInterval(() => a.publish(id), 50);
    try {
      expect((await next).value).toBe(true);
    } finally {
      clearInterval(timer);
      await received.return?.();
      await a.close();
      await b.close();
    }
  });

  it.skipIf(!redis.url)(
    "re-sync every open board after the Redis connection was lost (events meanwhile are lost)",
    async () => {
      const redisUrl = redis.url!;
      const connectionName = `board-resync-${process.pid}-${Date.now()}`;
      const events = createBoardEvents({ redisUrl, logger: { warn: () => {} }, connectionName });
      const probe = new Redis(redisUrl);
      const id = `board-resync-${Date.now()}`;
      const received = events.pubsub.subscribe("competitionBoard", id);
      const next = received.next();
      try {
        // Wait until the subscription is in Redis, then cut that connection (nobody publishes).
        let clientId: string | undefined;
        for (let i = 0; i < 100 && !clientId; i++) {
          const list = (await probe.client("LIST")) as string;
          clientId = list
            .split("\n")
            .find((line) => line.includes(`name=${connectionName} `) && / sub=1 /.test(line))
            ?.match(/^id=(\d+)/)?.[1];
          if (!clientId) await new Promise((r) => setTimeout(r, 20));
        }
        expect(clientId).toBeDefined();
        await probe.client("KILL", "ID", clientId!);
        const value = await Promise.race([
          next.then((r) => r.value),
          new Promise((r) => setTimeout(() => r("no re-sync"), 5_000)),
        ]);
        expect(value).toBe(true);
      } finally {
        await received.return?.();
        probe.disconnect();
        await events.close();
      }
    },
  );

  it.skipIf(!redis.url)(
    "a team's state reaches every device, on any API instance, through Redis",
    async () => {
      const redisUrl = redis.url!;
      const logger = { warn: () => {} };
      const a = createBoardEvents({ redisUrl, logger });
      const b = createBoardEvents({ redisUrl, logger });
      const view = {
        sessionId: `team-test-${Date.now()}`,
        version: 3,
        sceneId: "two",
        snapshot: { sceneId: "two" },
        gameTime: 1234,
        finished: false,
        hints: [],
        penaltySeconds: 0,
        paused: false,
        endsAt: new Date(0).toISOString(),
        over: false,
        announcement: null,
      };
      const received = b.pubsub.subscribe("competitionTeam", view.sessionId);
      const next = received.next();
      const timer = setInterval(() => a.publishTeam(view), 50);
      try {
        expect((await next).value).toEqual(view);
      } finally {
        clearInterval(timer);
        await received.return?.();
        await a.close();
        await b.close();
      }
    },
  );

  it("final scenes are scenes no rule of their own leads away from", () => {
    const doc = {
      scenes: [{ id: "start" }, { id: "middle" }, { id: "won" }, { id: "lost" }],
      rules: [
        { sceneId: "start", actions: [{ type: "goToScene" }] },
        { sceneId: "middle", actions: [{ type: "setVariable" }, { type: "goToScene" }] },
        { sceneId: "won", actions: [{ type: "setVariable" }] },
        { sceneId: "all", actions: [{ type: "goToScene" }] },
      ],
    };
    expect([...finalScenes(doc)]).toEqual(["won", "lost"]);
  });
});
