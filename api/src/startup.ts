/**
 * What an instance does once at start, made safe for several instances starting at the same
 * moment on one (possibly empty) database: the first seed under the startup advisory lock (the
 * migrations take the same lock in db/index.ts), and the warnings an operator of several
 * instances needs.
 */
import type { Config } from "./config";
import type { Database } from "./db";
import { LOCK_KEYS, withAdvisoryLock } from "./db/advisory-lock";
import type { Logger } from "./logger";
import { seed } from "./seed";
import type { AssetService } from "./assets/service";
import { seedStarterLibrary } from "./assets/starter-library";

/**
 * The admin account, the demo game and the starter library on the first start. Under the
 * startup lock: a second instance waits, then finds the users the first one created.
 */
export async function seedOnce(deps: {
  db: Database;
  config: Config;
  logger: Logger;
  assets: AssetService;
}): Promise<{ seeded: boolean }> {
  const { db, config, logger, assets } = deps;
  return withAdvisoryLock(db.url, LOCK_KEYS.startup, async () => {
    const seeded = await seed({ prisma: db.prisma, config, logger, storage: assets.storage });
    // First start: the curated starter library (made by code, CC0), so that there is something to choose from.
    if (seeded.seeded) await seedStarterLibrary({ prisma: db.prisma, assets, logger });
    return { seeded: seeded.seeded };
  });
}

/**
 * Settings that only several instances share (Redis, a bucket) suggest that more than one runs:
 * then mails must go through SMTP, since each instance's outbox (DATA_DIR/outbox) is its own
 * (a login code would land in one instance's outbox, the next in another's).
 */
export function multiInstanceWarnings(config: Config): string[] {
  const shared = Boolean(config.REDIS_URL || config.S3_BUCKET);
  const warnings: string[] = [];
  if (shared && !config.SMTP_URL)
    warnings.push(
      "REDIS_URL or S3_BUCKET is set (several instances?) but SMTP_URL is not: mails go to this instance's own DATA_DIR/outbox, where users of the other instances never see them. Set SMTP_URL when running several instances.",
    );
  return warnings;
}
