/**
 * PostgreSQL notifications that keep each API instance's caches in step with what any instance
 * (or anything else) wrote: one LISTEN connection per instance and database. Triggers announce
 * the changes (migrations *_notify), so a change made by another instance reaches this one in
 * milliseconds.
 *
 * While the connection is not listening (not yet connected, lost, reconnecting) `active` is
 * false: a cache must then neither answer from memory nor remember, since a notification may
 * have been missed; on every (re)connect `onReset` tells the caches to start empty.
 */
import pg from "pg";
import type { Logger } from "../logger";
import { pgConfigFromUrl } from "./migrate/pg-adapter";

/** Asset rows changed or deleted, and game galleries that lost an asset (payload: the asset id). */
export const ASSET_CHANGED_CHANNEL = "asset_changed";
/** Games updated or deleted (payload: the game id); see graphql/play-cache.ts. */
export const GAME_CHANGED_CHANNEL_NAME = "game_changed";

type Handler = (payload: string) => void;

export class DbNotifications {
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly resetHandlers = new Set<() => void>();
  private client: pg.Client | null = null;
  private listening = false;
  private closed = false;
  private connecting: Promise<void> | null = null;

  constructor(
    private readonly options: {
      url: string;
      channels: string[];
      logger: Pick<Logger, "warn">;
      reconnectMs?: number;
    },
  ) {}

  get active(): boolean {
    return this.listening && !this.closed;
  }

  on(channel: string, handler: Handler): void {
    if (!this.options.channels.includes(channel)) throw new Error(`not listening on ${channel}`);
    let set = this.handlers.get(channel);
    if (!set) this.handlers.set(channel, (set = new Set()));
    set.add(handler);
  }

  /** Called whenever notifications may have been missed (connected anew, lost). */
  onReset(handler: () => void): void {
    this.resetHandlers.add(handler);
  }

  private reset(): void {
    for (const handler of this.resetHandlers) handler();
  }

  listen(): Promise<void> {
    if (this.closed || this.listening) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      ...pgConfigFromUrl(this.options.url),
      application_name: "exitgame-notifications",
    });
    const lost = (err?: unknown) => {
      if (this.client !== client) return;
      this.client = null;
      this.listening = false;
      this.reset();
      client.end().catch(() => {});
      if (this.closed) return;
      if (err)
        this.options.logger.warn({ err }, "database change listener lost; caches off until back");
      setTimeout(() => void this.listen(), this.options.reconnectMs ?? 1_000).unref();
    };
    client.on("error", lost);
    client.on("end", () => lost());
    client.on("notification", (message) => {
      for (const handler of this.handlers.get(message.channel) ?? [])
        handler(message.payload ?? "");
    });
    this.client = client;
    try {
      await client.connect();
      for (const channel of this.options.channels)
        await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
      if (this.closed || this.client !== client) {
        await client.end().catch(() => {});
        return;
      }
      this.reset();
      this.listening = true;
    } catch (err) {
      lost(err);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listening = false;
    const client = this.client;
    this.client = null;
    await this.connecting?.catch(() => {});
    await client?.end().catch(() => {});
  }
}

const listeners = new WeakMap<object, DbNotifications>();

/** The asset caches' listener of `db` (one per database, created and connected on first use). */
export function assetNotificationsFor(
  db: { url: string },
  logger: Pick<Logger, "warn">,
): DbNotifications {
  let found = listeners.get(db);
  if (!found) {
    found = new DbNotifications({
      url: db.url,
      channels: [ASSET_CHANGED_CHANNEL, GAME_CHANGED_CHANNEL_NAME],
      logger,
    });
    listeners.set(db, found);
    void found.listen();
  }
  return found;
}

export async function closeAssetNotifications(db: { url: string }): Promise<void> {
  await listeners.get(db)?.close();
  listeners.delete(db);
}
