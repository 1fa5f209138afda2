import { Redis } from "ioredis";
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import { ApiError } from "../errors";
import type { Logger } from "../logger";

/**
 * The limits of the auth endpoints. "points" attempts per "duration" seconds; once used up,
 * the key is blocked for "block" seconds. Per IP and per account, so that neither one address
 * trying many accounts nor many addresses trying one account get far.
 */
export const LIMITS = {
  /** Failed logins from one address (successful ones do not count). */
  loginIp: { points: 30, duration: 15 * 60, block: 15 * 60 },
  /**
   * Failed logins of one account (reset by a successful one). Once used up, the account is
   * locked: logging in then takes the password and a code mailed to the account (loginCode).
   */
  loginAccount: { points: 5, duration: 15 * 60, block: 15 * 60 },
  /** Login codes mailed to a locked account. */
  loginCodeAccount: { points: 3, duration: 15 * 60, block: 15 * 60 },
  registerIp: { points: 5, duration: 60 * 60, block: 60 * 60 },
  verifyIp: { points: 30, duration: 15 * 60, block: 15 * 60 },
  verifyAccount: { points: 10, duration: 15 * 60, block: 15 * 60 },
  resendAccount: { points: 3, duration: 15 * 60, block: 15 * 60 },
  /** Mails a registration sends to one address (a code, or the note that an account exists). */
  registerMailAccount: { points: 3, duration: 15 * 60, block: 15 * 60 },
  /**
   * Wrong codes for an address that has no pending registration (taken, or never registered):
   * counted like a real code's attempts, so that both answer alike.
   */
  registerDecoy: { points: 5, duration: 10 * 60, block: 10 * 60 },
  resetRequestIp: { points: 10, duration: 60 * 60, block: 60 * 60 },
  resetRequestAccount: { points: 3, duration: 60 * 60, block: 60 * 60 },
  resetSubmitIp: { points: 20, duration: 15 * 60, block: 15 * 60 },
  /** AI chat answers per player address (AI_CHAT_PER_ADDRESS_PER_MINUTE). */
  aiChatAddress: { points: 20, duration: 60, block: 60 },
  /** AI chat answers per game, all players together (AI_CHAT_PER_GAME_PER_HOUR); no extra block. */
  aiChatGame: { points: 300, duration: 60 * 60, block: 0 },
  /**
   * Failed access codes in joins, resumes and code checks from one address, each code of a
   * request counted (typos are normal, guessing is not).
   */
  competitionJoinIp: { points: 20, duration: 10 * 60, block: 10 * 60 },
  /**
   * Failed attempts naming one access code, from all addresses together. There is no limit per
   * competition alone: guessers from a few addresses would lock the class out with it.
   */
  competitionJoinCode: { points: 10, duration: 10 * 60, block: 10 * 60 },
  /**
   * Wrong answers per play session (or competition team) and element
   * (ANSWER_WRONG_PER_MINUTE); once used up, checking waits out the block.
   */
  answerSession: { points: 10, duration: 60, block: 60 },
  /**
   * Answers checked per address and game, all play sessions together: a guesser who makes up a
   * new play session per request still gets no further. High, since a class shares an address.
   */
  answerAddress: { points: 600, duration: 60, block: 60 },
  /**
   * Wrong answers per address, game and element in 24 hours, all play sessions and teams together
   * (ANSWER_WRONG_PER_ADDRESS_PER_DAY): 10 000 codes of a 4-digit lock take at least three days
   * from one address (the right one is found after more than a day on average), while a class
   * of 30 teams behind one school address, each at its limit of 10 wrong answers a minute on one
   * lock, is served for 10 minutes (300 a minute); once used up, that element waits until the 24
   * hours are over.
   */
  answerGuessAddress: { points: 3000, duration: 24 * 60 * 60, block: 0 },
  /**
   * LTI login initiations (GET|POST /lti/login) per address: each one writes a state and a nonce,
   * so a flood would fill the table. High, since a whole class launches from one school address.
   */
  ltiLoginIp: { points: 300, duration: 5 * 60, block: 5 * 60 },
} as const satisfies Record<string, Limit>;

/**
 * Limits against guessing (passwords, codes, access codes, answers). With Redis, these fail
 * closed: while Redis cannot be reached they refuse (RateLimitedError, REDIS_DOWN_RETRY_SECONDS)
 * instead of counting in each instance's memory, where N instances would allow N times the
 * attempts. The other limits (mails, registrations, AI chat) fall back to memory meanwhile.
 */
export const FAIL_CLOSED: ReadonlySet<LimitName> = new Set<LimitName>([
  "loginIp",
  "loginAccount",
  "loginCodeAccount",
  "verifyIp",
  "verifyAccount",
  "resetSubmitIp",
  "registerDecoy",
  "competitionJoinIp",
  "competitionJoinCode",
  "answerSession",
  "answerAddress",
  "answerGuessAddress",
]);

/** What a fail-closed limit answers while Redis is unreachable: try again in this many seconds. */
export const REDIS_DOWN_RETRY_SECONDS = 30;

export interface Limit {
  points: number;
  /** Seconds. */
  duration: number;
  /** Seconds the key stays blocked once used up (0: until the window ends). */
  block: number;
}

export type LimitName = keyof typeof LIMITS;

export class RateLimitedError extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    super("RATE_LIMITED", { params: { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) } });
    this.name = "RateLimitedError";
  }
  /** 'try again in N minutes', rounded up, at least 1. */
  get minutes(): number {
    return Math.max(1, Math.ceil(this.retryAfterSeconds / 60));
  }
}

export interface RateLimits {
  readonly backend: "memory" | "redis";
  /** Uses one point and returns how many are left; throws RateLimitedError when none is left. */
  consume(name: LimitName, key: string): Promise<number>;
  /** Throws RateLimitedError when the key is already used up, without using a point. */
  check(name: LimitName, key: string): Promise<void>;
  /** Points left on the key and seconds until its window ends (all points when unused). */
  remaining(name: LimitName, key: string): Promise<{ points: number; seconds: number }>;
  /** Gives back one point consumed before (an attempt that turned out not to count). */
  reward(name: LimitName, key: string): Promise<void>;
  reset(name: LimitName, key: string): Promise<void>;
  close(): Promise<void>;
}

function toError(result: unknown): never {
  if (result instanceof RateLimiterRes)
    throw new RateLimitedError(Math.ceil(result.msBeforeNext / 1000));
  throw result;
}

/** Redis failed for a fail-closed limit (no insurance): refuse, and say so in the log. */
function closed(logger: Pick<Logger, "warn">, name: LimitName) {
  return (error: unknown): never => {
    if (error instanceof RateLimiterRes || error instanceof RateLimitedError) toError(error);
    logger.warn({ err: error, limit: name }, "redis unreachable: refusing (limit fails closed)");
    throw new RateLimitedError(REDIS_DOWN_RETRY_SECONDS);
  };
}

/** In-memory limits by default; with a Redis URL, limits shared by every API instance (memory as insurance). */
export function createRateLimits({
  redisUrl,
  logger,
  overrides = {},
}: {
  redisUrl?: string;
  logger: Logger;
  /** Limits taken from the configuration instead of the defaults above. */
  overrides?: Partial<Record<LimitName, Limit>>;
}): RateLimits {
  let redis: Redis | undefined;
  if (redisUrl) {
    redis = new Redis(redisUrl, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
    });
    redis.on("error", (err) =>
      logger.warn(
        { err },
        "redis (rate limits) error; guessing limits refuse, the others count in memory",
      ),
    );
  }
  const limiters = new Map<LimitName, RateLimiterAbstract>();
  const all = { ...LIMITS, ...overrides } as Record<LimitName, Limit>;
  for (const [name, limit] of Object.entries(all) as [LimitName, Limit][]) {
    const opts = {
      keyPrefix: `eg:rl:${name}`,
      points: limit.points,
      duration: limit.duration,
      blockDuration: limit.block,
    };
    const memory = new RateLimiterMemory(opts);
    limiters.set(
      name,
      redis
        ? new RateLimiterRedis({
            ...opts,
            storeClient: redis,
            ...(FAIL_CLOSED.has(name) ? {} : { insuranceLimiter: memory }),
          })
        : memory,
    );
  }
  const get = (name: LimitName) => limiters.get(name)!;
  return {
    backend: redis ? "redis" : "memory",
    async consume(name, key) {
      const res = await get(name)
        .consume(key)
        .catch(redis && FAIL_CLOSED.has(name) ? closed(logger, name) : toError);
      return res.remainingPoints;
    },
    async check(name, key) {
      const res = await get(name)
        .get(key)
        .catch(redis && FAIL_CLOSED.has(name) ? closed(logger, name) : toError);
      if (res && res.remainingPoints <= 0 && res.msBeforeNext > 0)
        throw new RateLimitedError(Math.ceil(res.msBeforeNext / 1000));
    },
    async remaining(name, key) {
      const res = await get(name).get(key);
      if (!res) return { points: all[name].points, seconds: 0 };
      return {
        points: Math.max(0, res.remainingPoints),
        seconds: Math.ceil(res.msBeforeNext / 1000),
      };
    },
    async reward(name, key) {
      await get(name).reward(key, 1);
    },
    async reset(name, key) {
      // A reset that does not reach Redis leaves the count to expire: no reason to fail a login.
      await get(name)
        .delete(key)
        .catch((err: unknown) => logger.warn({ err, limit: name }, "rate limit reset failed"));
    },
    async close() {
      if (redis) redis.disconnect();
    },
  };
}
