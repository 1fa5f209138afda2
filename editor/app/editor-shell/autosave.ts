/**
 * Autosave in the editor: the engine's autosave machine (a short time after the last change, or
 * at once on Ctrl+S, the operations made since the last acknowledged version are sent; retries
 * with back-off while unreachable) driven here with the server's applyGameOperations. The server
 * rebases them over what others saved; their operations come back and are applied under mine
 * (the author's pending operations are replayed over them), conflicts go to the author. A local
 * copy in browser storage (the document and the operations not acknowledged) survives a crash or
 * a reload until the server has them.
 */
import {
  AUTOSAVE_DELAY_MS,
  RETRY_BACKOFF_MS,
  applyEach,
  type AutosaveEvent,
  type GameDocument,
  type MergeConflict,
  type Operation,
} from "@exitgame/engine";
import type { OperationsAnswer } from "./api";
import type { AutosaveActor, startAutosave } from "./autosave-actor";

export { AUTOSAVE_DELAY_MS, RETRY_BACKOFF_MS };

export type SaveStatus = "saved" | "saving" | "unsaved" | "offline" | "error" | "conflict";

export interface SaveState {
  status: SaveStatus;
  /** The server's message when status is "error". */
  message: string | null;
  /** The version acknowledged last. */
  version: number;
  /** When the next retry runs (status "offline"). */
  retryAt: number | null;
}

export interface LocalCopy {
  gameId: number;
  /** The version the operations were made on. */
  baseVersion: number;
  savedAt: number;
  /** The document as the author saw it (kept as a copy if they choose so). */
  document: GameDocument;
  /** The operations the server has not acknowledged, in order. */
  operations?: Operation[];
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
  /** The document of `version` (what the server has). */
  document: GameDocument;
  /** Sends operations made on `baseVersion` (applyGameOperations). */
  send(operations: Operation[], baseVersion: number, batchId: string): Promise<OperationsAnswer>;
  /** The document the author sees now (the store's). */
  current(): GameDocument;
  /** Others' changes arrived: show this document (theirs, then my pending operations). */
  onRemote(document: GameDocument): void;
  /** Real conflicts of a save: the server applied mine; the author decides each. */
  onConflicts?(conflicts: MergeConflict[]): void;
  /** Reads a whole document the server sent (after a whole-document save in between). */
  parse(raw: unknown): GameDocument | null | Promise<GameDocument | null>;
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

let batchCounter = 0;
const newBatchId = () =>
  `b${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}${(++batchCounter).toString(36)}`;
const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export class Autosaver {
  private state: SaveState;
  private actor: AutosaveActor | null = null;
  /** What arrived before the machine was loaded, in order. */
  private queue: AutosaveEvent[] = [];
  private readonly listeners = new Set<() => void>();
  private readonly timers: Timers;
  private disposed = false;
  /** The document of the version acknowledged last. */
  private acked: GameDocument;

  constructor(private readonly options: AutosaverOptions) {
    this.timers = options.timers ?? realTimers;
    this.acked = options.document;
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
      save: (operations, baseVersion) => this.sync(operations, baseVersion),
      onState: (next) => {
        const before = this.state.status;
        this.state = next;
        if (next.status === "saved" && before !== "saved") {
          localCopies.clear(this.options.storage, this.options.gameId);
          this.options.onSaved?.();
        } else if (next.status !== "saved") this.keepCopy();
        this.listeners.forEach((l) => l());
      },
    });
    const queued = this.queue;
    this.queue = [];
    for (const event of queued) this.actor.send(event);
  }

  /**
   * One save (or pull): sends the operations, applies what others did under my operations still
   * pending, reports conflicts. Resolves with the version now acknowledged.
   */
  private async sync(operations: Operation[], baseVersion: number): Promise<number> {
    let base = baseVersion;
    for (let attempt = 0; ; attempt++) {
      const answer = await this.options.send(operations, base, newBatchId());
      if (answer.document != null && attempt < 3) {
        // The server could not rebase (a whole-document save in between): start from its
        // document and send mine again over it.
        const loaded = await this.options.parse(answer.document);
        if (!loaded) throw new Error("invalid document");
        this.acked = loaded;
        this.state = { ...this.state, version: answer.version };
        base = answer.version;
        this.showRemote(applyEach(loaded, [...operations, ...this.pendingOps()]).doc);
        continue;
      }
      let acked = applyEach(this.acked, answer.operations).doc;
      acked = applyEach(acked, answer.applied).doc;
      this.acked = acked;
      // Mine came back as sent and nobody else wrote: the document shown is already right.
      if (answer.operations.length > 0 || !sameJson(answer.applied, operations))
        this.showRemote(applyEach(acked, this.pendingOps()).doc);
      if (answer.conflicts.length > 0) this.options.onConflicts?.(answer.conflicts);
      return answer.version;
    }
  }

  private pendingOps(): Operation[] {
    return this.actor?.pending() ?? [];
  }

  private showRemote(doc: GameDocument): void {
    if (!this.disposed) this.options.onRemote(doc);
  }

  /** The local copy: the document shown and the operations not acknowledged. */
  private keepCopy(): void {
    const operations = this.actor?.unsent() ?? this.queuedOps();
    if (operations.length === 0) return;
    localCopies.write(this.options.storage, {
      gameId: this.options.gameId,
      baseVersion: this.state.version,
      savedAt: this.timers.now(),
      document: this.options.current(),
      operations,
    });
  }

  private queuedOps(): Operation[] {
    return this.queue.flatMap((e) => (e.type === "CHANGED" ? (e.operations as Operation[]) : []));
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

  /** Operations the author applied (after every edit). */
  changed(operations: Operation[]): void {
    if (this.disposed || operations.length === 0) return;
    this.options.onChanged?.();
    this.send({ type: "CHANGED", operations });
    this.keepCopy();
  }

  /** Ctrl+S, the network coming back, or leaving: save now. */
  saveNow(): void {
    if (!this.disposed) this.send({ type: "SAVE_NOW" });
  }

  /** Another author saved version `version`: fetch their operations unless already known. */
  pull(version: number): void {
    if (this.disposed || version <= this.state.version) return;
    this.send({ type: "PULL" });
  }

  /** After loading another version (an import into the game): start over from it. */
  reset(version: number, document: GameDocument): void {
    const wasSaved = this.state.status === "saved";
    this.acked = document;
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
