/**
 * Games as players load them (`publicGame` for a visitor who cannot edit the game): the hot path
 * of a class starting together, 30 browsers asking for the same game within a second.
 *
 * Each API instance keeps the playable games it served in memory — the row without its stored
 * document, and the document already redacted for players — so that a load answers without a
 * database round trip, a JSON parse of the stored document or another redaction.
 *
 * Correctness comes from PostgreSQL, not from a time to live: a trigger on "Game"
 * (migration 20261124081000_game_changed_notify) announces every UPDATE and DELETE of a game
 * on the channel `game_changed`, and every instance LISTENs on its own connection and drops that
 * game (so a save, a title change, unpublishing or deleting reaches all instances, whatever wrote
 * it). While that connection is not listening — not yet connected, lost, reconnecting — the
 * cache is empty and bypassed, since a notification may have been missed. A load that read the
 * database while a notification arrived does not store what it read (the generation check).
 *
 * Memory is bounded by the documents' size as stored plus the responses prepared from them
 * (play-fast-path.ts, attached to their row); least recently used games leave first.
 */
import { randomUUID } from "node:crypto";
import type { Plugin } from "graphql-yoga";
import pg from "pg";
import type { Game } from "../generated/prisma/client";
import { pgConfigFromUrl } from "../db/migrate";
import type { Logger } from "../logger";

export const GAME_CHANGED_CHANNEL = "game_changed";

/** Sum of the cached documents' stored sizes (PostgreSQL's text form) per instance. */
export const PLAY_CACHE_MAX_BYTES = 64 * 1024 * 1024;

/** A game row; in the cache its `document` is the one redacted for players (never the stored one). */
export type PlayableGameRow = Game;

interface Entry {
  row: PlayableGameRow;
  /** The stored document's size plus the attached values' (all counted against maxBytes). */
  bytes: number;
  /** Values derived from the row (prepared responses), most recently used last. */
  attached?: Map<object, Buffer>;
}

/** Values attached to one game at most (least recently used leave first): prepared GraphQL answers and kept pages (http/page-cache.ts). */
export const ATTACHED_PER_GAME = 8;

export interface PlayCacheOptions {
  url: string;
  logger: Pick<Logger, "warn">;
  maxBytes?: number;
  /** Delay before reconnecting a lost listener (ms). */
  reconnectMs?: number;
}

/** Documents served from the cache: the Game type's `document` field returns these as they are. */
const playerReady = new WeakSet<object>();

export const isPlayerReady = (document: unknown): boolean =>
  typeof document === "object" && document !== null && playerReady.has(document);

export class PlayGameCache {
  private readonly entries = new Map<number, Entry>();
  private bytes = 0;
  /** Rises with every invalidation: a load that saw it change while it read stores nothing. */
  private generation = 0;
  private readonly invalidationHandlers = new Set<(id?: number) => void>();
  private listener: pg.Client | null = null;
  private listening = false;
  private closed = false;
  private connecting: Promise<void> | null = null;
  private readonly maxBytes: number;

  constructor(private readonly options: PlayCacheOptions) {
    this.maxBytes = options.maxBytes ?? PLAY_CACHE_MAX_BYTES;
  }

  /** Whether answers may come from memory (the listener is up). */
  get active(): boolean {
    return this.listening && !this.closed;
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * Rises with every change of any game seen (here or, through the listener, on another
   * instance): what was decided from games (an asset readable through a published game) holds
   * only while it stays the same, and only while `active`.
   */
  get changes(): number {
    return this.generation;
  }

  /**
   * The playable game `id` (published or unlisted) with its player document, or null.
   * `read` loads it from the database: the row and the stored document's size in bytes.
   * `prepare` turns the stored document into the players' one (redaction).
   */
  async load(
    id: number,
    read: () => Promise<{ row: PlayableGameRow; bytes: number } | null>,
    prepare: (stored: unknown) => unknown,
  ): Promise<PlayableGameRow | null> {
    if (!this.active) {
      void this.listen();
      const found = await read();
      return found && this.ready(found.row, prepare);
    }
    const hit = this.entries.get(id);
    if (hit) {
      // most recently used last
      this.entries.delete(id);
      this.entries.set(id, hit);
      return hit.row;
    }
    const generation = this.generation;
    const found = await read();
    if (!found) return null;
    const row = this.ready(found.row, prepare);
    if (this.active && generation === this.generation && found.bytes <= this.maxBytes) {
      this.entries.set(id, { row, bytes: found.bytes });
      this.bytes += found.bytes;
      this.evictOverBound();
    }
    return row;
  }

  /**
   * The cached players' row of game `id`, without reading the database; undefined when it is not
   * cached or the cache is off. The same object until the game changes (play-fast-path.ts keys
   * the prepared responses by it).
   */
  peek(id: number): PlayableGameRow | undefined {
    if (!this.active) return undefined;
    const hit = this.entries.get(id);
    if (!hit) return undefined;
    this.entries.delete(id);
    this.entries.set(id, hit);
    return hit.row;
  }

  /** The value attached to cached `row` of game `id` under `key` (see attach). */
  attached(id: number, row: PlayableGameRow, key: object): Buffer | undefined {
    const entry = this.entries.get(id);
    if (!entry || entry.row !== row || !this.active) return undefined;
    const value = entry.attached?.get(key);
    if (value) {
      entry.attached!.delete(key);
      entry.attached!.set(key, value);
    }
    return value;
  }

  /**
   * Keeps `value`, derived from cached `row` of game `id`, with that row: it leaves when the game
   * changes or the row is evicted, and its size counts against the cache's bound. False (nothing
   * kept) when `row` is no longer the cached row of the game.
   */
  attach(id: number, row: PlayableGameRow, key: object, value: Buffer): boolean {
    const entry = this.entries.get(id);
    if (!entry || entry.row !== row || !this.active) return false;
    if (value.length > this.maxBytes) return false;
    entry.attached ??= new Map();
    const previous = entry.attached.get(key);
    if (previous) {
      entry.attached.delete(key);
      this.release(entry, previous.length);
    }
    entry.attached.set(key, value);
    entry.bytes += value.length;
    this.bytes += value.length;
    for (const [oldKey, old] of entry.attached) {
      if (entry.attached.size <= ATTACHED_PER_GAME) break;
      entry.attached.delete(oldKey);
      this.release(entry, old.length);
    }
    this.evictOverBound();
    return this.entries.get(id) === entry;
  }

  private release(entry: Entry, bytes: number): void {
    entry.bytes -= bytes;
    this.bytes -= bytes;
  }

  /** Least recently used games leave until the cache is within its bound. */
  private evictOverBound(): void {
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) return;
      this.entries.delete(key);
      this.bytes -= entry.bytes;
    }
  }

  private ready(row: PlayableGameRow, prepare: (stored: unknown) => unknown): PlayableGameRow {
    const document = prepare(row.document);
    if (typeof document === "object" && document !== null) playerReady.add(document);
    return { ...row, document: document as Game["document"] };
  }

  /** Forgets game `id` (or every game). */
  /** Called on every invalidation (this instance's own writes at once, others' by NOTIFY). */
  onInvalidate(handler: (id?: number) => void): void {
    this.invalidationHandlers.add(handler);
  }

  invalidate(id?: number): void {
    this.generation++;
    for (const handler of this.invalidationHandlers) handler(id);
    if (id === undefined) {
      this.entries.clear();
      this.bytes = 0;
      return;
    }
    const entry = this.entries.get(id);
    if (!entry) return;
    this.entries.delete(id);
    this.bytes -= entry.bytes;
  }

  /** Connects the listener (once; again after it was lost). */
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
      application_name: "play-cache",
    });
    const lost = (err?: unknown) => {
      if (this.listener !== client) return;
      this.listener = null;
      this.listening = false;
      this.invalidate();
      client.end().catch(() => {});
      if (this.closed) return;
      if (err)
        this.options.logger.warn(
          { err },
          "game change listener lost; play cache off until it reconnects",
        );
      setTimeout(() => void this.listen(), this.options.reconnectMs ?? 1_000).unref();
    };
    client.on("error", lost);
    client.on("end", () => lost());
    client.on("notification", (message) => {
      if (message.channel !== GAME_CHANGED_CHANNEL) return;
      const id = Number(message.payload);
      this.invalidate(Number.isInteger(id) ? id : undefined);
    });
    this.listener = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${GAME_CHANGED_CHANNEL}`);
      if (this.closed || this.listener !== client) {
        await client.end().catch(() => {});
        return;
      }
      // Whatever changed before LISTEN took effect is unknown: start empty.
      this.invalidate();
      this.listening = true;
    } catch (err) {
      lost(err);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listening = false;
    this.invalidate();
    const client = this.listener;
    this.listener = null;
    await this.connecting?.catch(() => {});
    await client?.end().catch(() => {});
  }
}

const caches = new WeakMap<object, PlayGameCache>();

/** One cache per database (created on first use). */
export function playGameCacheFor(db: { url: string }, logger: Pick<Logger, "warn">): PlayGameCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new PlayGameCache({ url: db.url, logger });
    caches.set(db, cache);
  }
  return cache;
}

/** Stops the listener of `db`'s cache, if there is one (server shutdown, test teardown). */
export async function closePlayGameCache(db: { url: string }): Promise<void> {
  await caches.get(db)?.close();
  caches.delete(db);
}

/** The players' documents served by each request (their JSON text is written once per cached game). */
const servedDocuments = new WeakMap<object, true>();
const documentJson = new WeakMap<object, string>();
const PLACEHOLDER = `@@player-document-${randomUUID()}-`;
const PLACEHOLDER_PATTERN = new RegExp(`"${PLACEHOLDER}(\\d+)"`, "g");

/** Notes that `context`'s result holds a cached player document (see useSerializeOnce). */
export function servedPlayerDocument(context: object): void {
  servedDocuments.set(context, true);
}

/** The JSON text of a cached player document, made on first use and kept with it. */
function jsonOf(document: object): string {
  let text = documentJson.get(document);
  if (text === undefined) {
    text = JSON.stringify(document);
    documentJson.set(document, text);
  }
  return text;
}

/**
 * Writes a cached player document into the response as the JSON text made when it was first
 * served, instead of serialising the whole document again for every player (yoga calls a
 * result's own `stringify` when it has one).
 */
export function useSerializeOnce(): Plugin {
  return {
    onExecute({ args }) {
      const context = args.contextValue as object;
      return {
        onExecuteDone({ result }) {
          if (!servedDocuments.has(context)) return;
          if (!result || typeof result !== "object" || Symbol.asyncIterator in result) return;
          (result as { stringify?: (value: unknown) => string }).stringify = stringifyWithDocuments;
        },
      };
    },
  };
}

function stringifyWithDocuments(value: unknown): string {
  const texts: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (typeof item !== "object" || item === null || !playerReady.has(item)) return item;
    texts.push(jsonOf(item));
    return PLACEHOLDER + (texts.length - 1);
  });
  return texts.length === 0
    ? text
    : text.replace(PLACEHOLDER_PATTERN, (_match, i: string) => texts[Number(i)]!);
}
