import path from "node:path";
import type { Config } from "../config";
import type { PrismaClient } from "../generated/prisma/client";
import type { Logger } from "../logger";
import { outboxMailer, smtpMailer, type Mailer } from "./mail/mailer";
import { createRateLimits, type RateLimits } from "./rate-limit";
import { AuthService } from "./service";

export interface Auth {
  service: AuthService;
  mailer: Mailer;
  limits: RateLimits;
  close(): Promise<void>;
}

/** Sessions, mail (SMTP or the outbox) and rate limits (memory or Redis) of one server. */
export function createAuth(
  { config, logger, prisma }: { config: Config; logger: Logger; prisma: PrismaClient },
  overrides: { mailer?: Mailer; limits?: RateLimits; now?: () => number } = {},
): Auth {
  const mailer =
    overrides.mailer ??
    (config.SMTP_URL
      ? smtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM, logger })
      : outboxMailer({ dir: path.join(config.dataDir, "outbox"), from: config.MAIL_FROM, logger }));
  const limits =
    overrides.limits ??
    createRateLimits({
      redisUrl: config.REDIS_URL,
      logger,
      overrides: {
        aiChatAddress: { points: config.AI_CHAT_PER_ADDRESS_PER_MINUTE, duration: 60, block: 60 },
        aiChatGame: { points: config.AI_CHAT_PER_GAME_PER_HOUR, duration: 60 * 60, block: 0 },
        answerSession: { points: config.ANSWER_WRONG_PER_MINUTE, duration: 60, block: 60 },
        answerGuessAddress: {
          points: config.ANSWER_WRONG_PER_ADDRESS_PER_DAY,
          duration: 24 * 60 * 60,
          block: 0,
        },
        registerIp: {
          points: config.REGISTRATIONS_PER_ADDRESS_PER_HOUR,
          duration: 60 * 60,
          block: 60 * 60,
        },
      },
    });
  const service = new AuthService({ prisma, mailer, limits, logger, now: overrides.now });
  return {
    service,
    mailer,
    limits,
    async close() {
      await limits.close();
      await mailer.close();
    },
  };
}
