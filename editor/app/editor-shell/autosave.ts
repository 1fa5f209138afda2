/**
 * Autosave: a short time after the last change (or at once on Ctrl+S) the latest document is
 * saved with the version that was read. Nothing is ever dropped: a failed save keeps the
 * document pending and retries with back-off; a conflict stops and waits for the author; a local
 * copy in browser storage survives a crash until the server has the document.
 */
import type { GameDocument } from "@exitgame/engine";
import { ApiError, type SavedGame } from "./api";

export type SaveStatus = "saved" | "saving" | "unsaved" | "offline" | "error" | "conflict";

export interface SaveState {
  status: SaveStatus;
  /** The server's message when status is "error". */
  message: string | null;
  /** The version the next save compares against. */
  version: number;
  /** When the next retry runs (status "offline"). */
  retryAt: number | null;
}

export interface LocalCopy {
  gameId: number;
  baseVersion: number;
  savedAt: number;
  document: GameDocument;
}

export interface Timers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
  now(): number;
}

const realTimers: Timers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};

export const AUTOSAVE_DELAY_MS = 1200;
export const RETRY_BACKOFF_MS = [1000, 2000, 4000, 8000, 15000, 30000] as const;

export const localCopyKey = (gameId: number) => `exitgame:editor:unsaved:${gameId}`;

/** The local copy of unsaved changes in browser storage (best effort: storage may be full or off). */
export const localCopies = {
  read(storage: Storage | undefined, gameId: number): LocalCopy | null {
    try {
      const raw = storage?.getItem(localCopyKey(gameId));
      if (!raw) return null;
      const copy = JSON.parse(raw) as LocalCopy;
      return copy && copy.gameId === gameId && copy.document ? copy : null;
    } catch {
      return null;
    }
  },
  write(storage: Storage | undefined, copy: LocalCopy): void {
    try {
      storage?.setItem(localCopyKey(copy.gameId), JSON.stringify(copy));
    } catch {
      // Quota exceeded or storage disabled: the server save still runs.
    }
  },
  clear(storage: Storage | undefined, gameId: number): void {
    try {
      storage?.removeItem(localCopyKey(gameId));
    } catch {
      // ignore
    }
  },
};

export interface AutosaverOptions {
  gameId: number;
  version: number;
  save(document: GameDocument, expectedVersion: number): Promise<SavedGame>;
  storage?: Storage;
  timers?: Timers;
  delayMs?: number;
  /** Told when a change arrives and when everything is saved (the unsaved-changes tracker). */
  onChanged?(): void;
  onSaved?(): void;
}

export class Autosaver {
  private state: SaveState;
  private pending: GameDocument | null = null;
  private inFlight = false;
  private again = false;
  private timer: unknown = null;
  private attempt = 0;
  private readonly listeners = new Set<() => void>();
  private readonly timers: Timers;
  private disposed = false;

  constructor(private readonly options: AutosaverOptions) {
    this.timers = options.timers ?? realTimers;
    this.state = { status: "saved", message: null, version: options.version, retryAt: null };
  }

  get snapshot(): SaveState {
    return this.state;
  }
  /** Whether something has not reached the server yet. */
  get dirty(): boolean {
    return this.pending !== null || this.inFlight;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(patch: Partial<SaveState>) {
    this.state = { ...this.state, ...patch };
    this.listeners.forEach((l) => l());
  }

  /** A new document to save (after every edit). */
  changed(document: GameDocument): void {
    if (this.disposed) return;
    this.pending = document;
    this.options.onChanged?.();
    localCopies.write(this.options.storage, {
      gameId: this.options.gameId,
      baseVersion: this.state.version,
      savedAt: this.timers.now(),
      document,
    });
    if (this.state.status === "conflict") return;
    if (this.state.status !== "offline") this.set({ status: "unsaved", message: null });
    // While offline the back-off timer decides; otherwise wait for a pause in the edits.
    if (this.state.status !== "offline") this.schedule(this.options.delayMs ?? AUTOSAVE_DELAY_MS);
  }

  /** Ctrl+S, the network coming back, or leaving: save now. */
  saveNow(): void {
    if (this.state.status === "conflict") return;
    this.attempt = 0;
    this.schedule(0);
  }

  private schedule(ms: number) {
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = this.timers.set(() => {
      this.timer = null;
      void this.flush();
    }, ms);
  }

  private async flush(): Promise<void> {
    if (this.disposed || this.state.status === "conflict") return;
    if (this.inFlight) {
      this.again = true;
      return;
    }
    const document = this.pending;
    if (!document) return;
    this.inFlight = true;
    this.set({ status: "saving", retryAt: null });
    try {
      const saved = await this.options.save(document, this.state.version);
      this.inFlight = false;
      this.attempt = 0;
      if (this.pending === document) this.pending = null;
      this.set({ version: saved.documentVersion });
      if (this.pending) {
        this.set({ status: "unsaved" });
        this.schedule(this.options.delayMs ?? AUTOSAVE_DELAY_MS);
      } else {
        localCopies.clear(this.options.storage, this.options.gameId);
        this.set({ status: "saved", message: null });
        this.options.onSaved?.();
      }
    } catch (error) {
      this.inFlight = false;
      const failure = error instanceof ApiError ? error.failure : null;
      if (failure?.kind === "conflict") {
        this.set({ status: "conflict", message: failure.message });
      } else if (failure?.kind === "refused") {
        // The server refused this document (e.g. the engine found it broken): say why; the
        // next change tries again.
        this.set({ status: "error", message: failure.message });
      } else {
        const wait =
          RETRY_BACKOFF_MS[Math.min(this.attempt, RETRY_BACKOFF_MS.length - 1)] ??
          RETRY_BACKOFF_MS[0];
        this.attempt += 1;
        this.set({ status: "offline", message: null, retryAt: this.timers.now() + wait });
        this.schedule(wait);
      }
    }
    if (this.again) {
      this.again = false;
      if (this.pending && this.state.status === "unsaved") this.schedule(0);
    }
  }

  /** After a conflict was resolved by loading another version: start over from it. */
  reset(version: number): void {
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = null;
    this.pending = null;
    this.attempt = 0;
    localCopies.clear(this.options.storage, this.options.gameId);
    this.set({ status: "saved", message: null, version, retryAt: null });
    this.options.onSaved?.();
  }

  dispose(): void {
    this.disposed = true;
    if (this.timer !== null) this.timers.clear(this.timer);
    this.listeners.clear();
  }
}
