/**
 * Scheduled jobs (expired import sessions now; retention and the bin purge later): one runner
 * for all instances. Every instance registers the same jobs; the one instance that holds the
 * jobs' advisory lock runs them, the others try to take the lock over every `retryMs`. The lock
 * belongs to a connection of its own, so when the runner's instance stops or crashes,
 * PostgreSQL releases it and another instance takes over (within `retryMs`).
 *
 * A job runs at start of the runner's term and then every `everyMs`, never twice at once.
 * It must be safe to run again after a crash in the middle (each job's work is idempotent).
 */
import pg from "pg";
import { LOCK_KEYS } from "./db/advisory-lock";
import { pgConfigFromUrl } from "./db/migrate/pg-adapter";
import type { Logger } from "./logger";

export interface Job {
  /** Unique among the jobs; in the logs. */
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
}

export interface JobRunnerOptions {
  url: string;
  logger: Pick<Logger, "info" | "warn">;
  /** How often an instance that is not the runner tries to become it (ms). */
  retryMs?: number;
}

/** Default interval at which a standby instance tries to become the runner. */
export const JOB_RUNNER_RETRY_MS = 15_000;

export class JobRunner {
  private readonly jobs: Job[] = [];
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Set<string>();
  private client: pg.Client | null = null;
  private retry: NodeJS.Timeout | null = null;
  private started = false;
  private stopped = false;
  private leader = false;

  constructor(private readonly options: JobRunnerOptions) {}

  /** Whether this instance runs the jobs now. */
  get isRunner(): boolean {
    return this.leader;
  }

  register(job: Job): void {
    if (this.jobs.some((j) => j.name === job.name))
      throw new Error(`job ${job.name} is registered twice`);
    this.jobs.push(job);
    if (this.leader) this.schedule(job);
  }

  /** Starts trying to become the runner (resolves after the first try). */
  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    await this.tryToLead();
  }

  private async tryToLead(): Promise<void> {
    if (this.stopped || this.leader) return;
    const client = new pg.Client({
      ...pgConfigFromUrl(this.options.url),
      application_name: "exitgame-jobs",
    });
    const lost = (err?: unknown) => {
      if (this.client !== client) return;
      this.client = null;
      this.resign();
      client.end().catch(() => {});
      if (err && !this.stopped)
        this.options.logger.warn({ err }, "scheduled jobs: connection lost; trying again");
      this.later();
    };
    client.on("error", lost);
    client.on("end", () => lost());
    this.client = client;
    try {
      await client.connect();
      const { rows } = await client.query<{ locked: boolean }>(
        "SELECT pg_try_advisory_lock($1) AS locked",
        [LOCK_KEYS.jobs.toString()],
      );
      if (this.stopped || this.client !== client) return void (await client.end());
      if (!rows[0]!.locked) {
        this.client = null;
        await client.end().catch(() => {});
        this.later();
        return;
      }
      this.leader = true;
      this.options.logger.info({ jobs: this.jobs.map((j) => j.name) }, "running scheduled jobs");
      for (const job of this.jobs) this.schedule(job);
    } catch (err) {
      lost(err);
    }
  }

  private later(): void {
    if (this.stopped || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.tryToLead();
    }, this.options.retryMs ?? JOB_RUNNER_RETRY_MS);
    this.retry.unref();
  }

  private schedule(job: Job): void {
    const tick = () => {
      if (!this.leader || this.running.has(job.name)) return;
      this.running.add(job.name);
      job
        .run()
        .catch((err: unknown) => this.options.logger.warn({ err, job: job.name }, "job failed"))
        .finally(() => this.running.delete(job.name));
    };
    const timer = setInterval(tick, job.everyMs);
    timer.unref();
    this.timers.set(job.name, timer);
    tick();
  }

  private resign(): void {
    this.leader = false;
    for (const timer of this.timers.values()) clearInterval(timer);
    this.timers.clear();
  }

  /** Stops running jobs and lets another instance take over (the lock goes with the connection). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    this.resign();
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }
}
