/**
 * Autosave in the editor: the engine's autosave machine (a short time after the last change, or
 * at once on Ctrl+S, the latest document is saved with the version that was read; retries with
 * back-off while unreachable; a conflict waits for the author) driven here with the server's save
 * and a local copy in browser storage that survives a crash until the server has the document.
 */
import {
  AUTOSAVE_DELAY_MS,
  RETRY_BACKOFF_MS,
  type AutosaveEvent,
  type GameDocument,
} from "@exitgame/engine";
import type { SavedGame } from "./api";
import type { AutosaveActor, startAutosave } from "./autosave-actor";

export { AUTOSAVE_DELAY_MS, RETRY_BACKOFF_MS };

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
  /** The machine's module at once (tests); loaded lazily otherwise. */
  module?: AutosaveModule;
  /** Told when a change arrives and when everything is saved (the unsaved-changes tracker). */
  onChanged?(): void;
  onSaved?(): void;
}

/** The machine's module (XState with it) loads after the editor's first paint. */
export type AutosaveModule = { startAutosave: typeof startAutosave };
const loadModule = (): Promise<AutosaveModule> => import("./autosave-actor");

export class Autosaver {
  private state: SaveState;
  private actor: AutosaveActor | null = null;
  /** What arrived before the machine was loaded, in order. */
  private queue: AutosaveEvent[] = [];
  private readonly listeners = new Set<() => void>();
  private readonly timers: Timers;
  private disposed = false;

  constructor(private readonly options: AutosaverOptions) {
    this.timers = options.timers ?? realTimers;
    this.state = { status: "saved", message: null, version: options.version, retryAt: null };
    if (options.module) this.start(options.module);
    else
      void loadModule().then((module) => {
        if (!this.disposed) this.start(module);
      });
  }

  private start(module: AutosaveModule): void {
    this.actor = module.startAutosave({
      version: this.state.version,
      delayMs: this.options.delayMs,
      timers: this.timers,
      save: this.options.save,
      onState: (next) => {
        const before = this.state.status;
        this.state = next;
        if (next.status === "saved" && before !== "saved") {
          localCopies.clear(this.options.storage, this.options.gameId);
          this.options.onSaved?.();
        }
        this.listeners.forEach((l) => l());
      },
    });
    const queued = this.queue;
    this.queue = [];
    for (const event of queued) this.actor.send(event);
  }

  private send(event: AutosaveEvent): void {
    if (this.actor) return this.actor.send(event);
    this.queue.push(event);
    // Until the machine is there, the status follows what it will do.
    if (event.type === "CHANGED") this.set({ status: "unsaved", message: null });
    if (event.type === "RESET") {
      this.queue = [];
      this.set({ status: "saved", message: null, version: event.version, retryAt: null });
    }
  }

  private set(patch: Partial<SaveState>): void {
    this.state = { ...this.state, ...patch };
    this.listeners.forEach((l) => l());
  }

  get snapshot(): SaveState {
    return this.state;
  }
  /** Whether something has not reached the server yet. */
  get dirty(): boolean {
    if (!this.actor) return this.queue.some((e) => e.type === "CHANGED");
    return this.actor.dirty();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** A new document to save (after every edit). */
  changed(document: GameDocument): void {
    if (this.disposed) return;
    this.options.onChanged?.();
    localCopies.write(this.options.storage, {
      gameId: this.options.gameId,
      baseVersion: this.state.version,
      savedAt: this.timers.now(),
      document,
    });
    this.send({ type: "CHANGED", document });
  }

  /** Ctrl+S, the network coming back, or leaving: save now. */
  saveNow(): void {
    if (!this.disposed) this.send({ type: "SAVE_NOW" });
  }

  /** After a conflict was resolved by loading another version: start over from it. */
  reset(version: number): void {
    const wasSaved = this.state.status === "saved";
    this.send({ type: "RESET", version });
    localCopies.clear(this.options.storage, this.options.gameId);
    // Already saved: the machine stays, but the tracker is told all the same.
    if (wasSaved) this.options.onSaved?.();
  }

  dispose(): void {
    this.disposed = true;
    this.actor?.stop();
    this.listeners.clear();
  }
}
