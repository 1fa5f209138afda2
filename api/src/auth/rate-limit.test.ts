import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../logger";
import { createApiHarness, type ApiHarness } from "../testing/api-harness";
import { testRedis } from "../testing/redis";
import { createRateLimits, FAIL_CLOSED, LIMITS, REDIS_DOWN_RETRY_SECONDS } from "./rate-limit";

const redis = await testRedis();

const LOGIN =
  "mutation($e: String!, $p: String!) { login(email: $e, password: $p) { viewer { id } } }";
const PASSWORD = "Sonnenblumen am Deich";

let api: ApiHarness;
beforeAll(async () => {
  api = await createApiHarness();
});
afterAll(() => api?.close());

describe("brute force against login", () => {
  it("locks the account after 5 failures: then even the right password needs the mailed code, from any address", async () => {
    const user = await api.createUser([], { password: PASSWORD });
    const attacker = { "X-Forwarded-For": "203.0.113.7", "Accept-Language": "en" };
    const codes: unknown[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await api.graphql(LOGIN, { e: user.email, p: `guess-${i}-password` }, attacker);
      codes.push(res.errors?.[0]?.extensions?.code);
    }
    expect(codes).toEqual([
      ...Array(5).fill("INVALID_CREDENTIALS"),
      "LOGIN_CODE_REQUIRED",
      "LOGIN_CODE_REQUIRED",
      "LOGIN_CODE_REQUIRED",
    ]);

    // The right password alone does not get through, and the message says what to do.
    const right = await api.graphql(LOGIN, { e: user.email, p: PASSWORD }, attacker);
    expect(right.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^Too many failed attempts for this account/),
      extensions: { code: "LOGIN_CODE_REQUIRED" },
    });
    expect(right.data ?? null).toBeNull();
    const elsewhere = await api.graphql(
      LOGIN,
      { e: user.email, p: PASSWORD },
      { "X-Forwarded-For": "198.51.100.9", "Accept-Language": "de" },
    );
    expect(elsewhere.errors?.[0]?.message).toMatch(/^Zu viele Fehlversuche für dieses Konto/);
    expect(await api.db.prisma.session.count({ where: { userId: user.id } })).toBe(0);

    // Other accounts are unaffected.
    const other = await api.createUser([], { password: PASSWORD });
    await api.login(other.email, PASSWORD, { "X-Forwarded-For": "198.51.100.9" });
  });

  it("counts only failed logins per address: a school behind one address keeps logging in", async () => {
    const ip = { "X-Forwarded-For": "203.0.113.77" };
    const teacher = await api.createUser([], { password: PASSWORD });
    for (let i = 0; i < LIMITS.loginIp.points + 5; i++) {
      const res = await api.graphql(LOGIN, { e: teacher.email, p: PASSWORD }, ip);
      expect(res.errors?.[0]?.extensions?.code).toBeUndefined();
    }
  });

  it("limits one address trying many accounts", async () => {
    const ip = { "X-Forwarded-For": "203.0.113.99" };
    const codes: unknown[] = [];
    for (let i = 0; i < LIMITS.loginIp.points + 2; i++) {
      const res = await api.graphql(
        LOGIN,
        { e: `nobody${i}@example.org`, p: "whatever-password" },
        ip,
      );
      codes.push(res.errors?.[0]?.extensions?.code);
    }
    expect(codes.slice(0, LIMITS.loginIp.points).every((c) => c === "INVALID_CREDENTIALS")).toBe(
      true,
    );
    expect(codes.slice(LIMITS.loginIp.points)).toEqual(["RATE_LIMITED", "RATE_LIMITED"]);
  });

  it("limits registrations per address", async () => {
    const ip = { "X-Forwarded-For": "203.0.113.50" };
    const codes: unknown[] = [];
    for (let i = 0; i < LIMITS.registerIp.points + 1; i++) {
      const res = await api.graphql(
        'mutation($e: String!) { register(email: $e, password: "Tannenzapfen im Schnee", displayName: "X") }',
        { e: `reg${i}-${Date.now()}@example.org` },
        ip,
      );
      codes.push(res.errors?.[0]?.extensions?.code ?? "ok");
    }
    expect(codes).toEqual([...Array(LIMITS.registerIp.points).fill("ok"), "RATE_LIMITED"]);
  });

  it("limits reset requests per account and per address", async () => {
    const user = await api.createUser([], { password: PASSWORD });
    const codes: unknown[] = [];
    for (let i = 0; i < LIMITS.resetRequestAccount.points + 1; i++) {
      const res = await api.graphql(
        "mutation($e: String!) { requestPasswordReset(email: $e) }",
        { e: user.email },
        { "X-Forwarded-For": `192.0.2.${i + 1}` },
      );
      codes.push(res.errors?.[0]?.extensions?.code ?? "ok");
    }
    expect(codes).toEqual([...Array(LIMITS.resetRequestAccount.points).fill("ok"), "RATE_LIMITED"]);
  });
});

describe("rate limit storage", () => {
  it.skipIf(!redis.url)("shares limits between API instances through Redis", async () => {
    const url = redis.url!;
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await probe.connect();
    const logger = createLogger("silent");
    const a = createRateLimits({ redisUrl: url, logger });
    const b = createRateLimits({ redisUrl: url, logger });
    const key = `test-${Date.now()}-${Math.random()}`;
    try {
      expect(a.backend).toBe("redis");
      // ioredis connects asynchronously; wait until both clients are ready.
      await new Promise((resolve) => setTimeout(resolve, 200));
      for (let i = 0; i < LIMITS.loginAccount.points; i++)
        await (i % 2 ? a : b).consume("loginAccount", key);
      await expect(b.consume("loginAccount", key)).rejects.toMatchObject({
        name: "RateLimitedError",
      });
      await expect(a.check("loginAccount", key)).rejects.toMatchObject({
        name: "RateLimitedError",
      });
      expect(await probe.exists(`eg:rl:loginAccount:${key}`)).toBe(1);
      await a.reset("loginAccount", key);
      await b.consume("loginAccount", key);
    } finally {
      await probe.del(`eg:rl:loginAccount:${key}`);
      probe.disconnect();
      await a.close();
      await b.close();
    }
  });

  it("with Redis unreachable, guessing limits refuse (fail closed); the others count in memory", async () => {
    const limits = createRateLimits({
      redisUrl: "redis://127.0.0.1:1", // nothing listens there
      logger: createLogger("silent"),
    });
    try {
      expect(limits.backend).toBe("redis");
      for (const name of [
        "loginIp",
        "loginAccount",
        "answerSession",
        "competitionJoinIp",
      ] as const) {
        expect(FAIL_CLOSED.has(name)).toBe(true);
        await expect(limits.consume(name, "k")).rejects.toMatchObject({
          name: "RateLimitedError",
          retryAfterSeconds: REDIS_DOWN_RETRY_SECONDS,
        });
        await expect(limits.check(name, "k")).rejects.toMatchObject({
          name: "RateLimitedError",
        });
      }
      expect(FAIL_CLOSED.has("resendAccount")).toBe(false);
      expect(await limits.consume("resendAccount", "k")).toBe(LIMITS.resendAccount.points - 1);
      await limits.reset("loginAccount", "k"); // no throw: a successful login is not failed by it
    } finally {
      await limits.close();
    }
  });

  it("keeps limits in memory by default", async () => {
    const limits = createRateLimits({ logger: createLogger("silent") });
    expect(limits.backend).toBe("memory");
    for (let i = 0; i < LIMITS.resendAccount.points; i++)
      await limits.consume("resendAccount", "k");
    const error = await limits.consume("resendAccount", "k").catch((e: unknown) => e);
    expect(error).toMatchObject({ name: "RateLimitedError", minutes: 15 });
  });
});
