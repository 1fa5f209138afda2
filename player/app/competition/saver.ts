/**
 * Saves a team's progress on the server: at once after every scene change, and every few
 * seconds while the state changes. Each save carries a higher sequence number, so a late or
 * repeated request never overwrites a newer state on the server.
 */
import type { GameSnapshot } from "@exitgame/engine/runtime/snapshot";
import { CompetitionApiError, type CompetitionApi } from "./api";

export interface SaverSource {
  snapshot(): GameSnapshot;
  /** Calls back when the scene changes; returns an unsubscribe function. */
  onSceneChange(listener: () => void): () => void;
}

export interface SaverOptions {
  sessionId: string;
  competitionId: string;
  /** The sequence number the server holds (a resumed session continues after it). */
  startSequence: number;
  api: Pick<CompetitionApi, "saveState">;
  intervalMs?: number;
  /** The competition is over (the server refused a save with 'has already ended'). */
  onEnded?: () => void;
  onSaved?: (sequence: number) => void;
}

/** The state without the clock reading, which moves on every step even when nothing changes. */
function fingerprint(snapshot: GameSnapshot): string {
  return JSON.stringify({ ...snapshot, time: 0 });
}

export class SnapshotSaver {
  private sequence: number;
  private saved = "";
  private inFlight: Promise<void> | null = null;
  private again = false;
  private timer: ReturnType<typeof setInterval> | undefined;
  private detachScene: (() => void) | undefined;
  private source: SaverSource | null = null;

  constructor(private readonly options: SaverOptions) {
    this.sequence = options.startSequence;
  }

  attach(source: SaverSource): void {
    this.detach();
    this.source = source;
    this.detachScene = source.onSceneChange(() => void this.save());
    this.timer = setInterval(() => void this.save(), this.options.intervalMs ?? 3000);
    void this.save();
  }

  detach(): void {
    clearInterval(this.timer);
    this.detachScene?.();
    this.detachScene = undefined;
    this.source = null;
  }

  /** Saves the current state if it differs from the last saved one. */
  save(keepalive = false): Promise<void> {
    if (this.inFlight) {
      this.again = true;
      return this.inFlight;
    }
    const source = this.source;
    if (!source) return Promise.resolve();
    const snapshot = source.snapshot();
    const print = fingerprint(snapshot);
    if (print === this.saved) return Promise.resolve();
    this.sequence += 1;
    const sequence = this.sequence;
    this.inFlight = this.options.api
      .saveState(
        {
          sessionId: this.options.sessionId,
          competitionId: this.options.competitionId,
          sequence,
          gameSnapshot: snapshot,
        },
        keepalive,
      )
      .then(
        (result) => {
          this.saved = print;
          // Another device of the team may have saved with higher numbers: continue after them.
          this.sequence = Math.max(this.sequence, result.sequence);
          this.options.onSaved?.(sequence);
        },
        (error: unknown) => {
          if (error instanceof CompetitionApiError && error.key === "competitionApi.ended") {
            this.detach();
            this.options.onEnded?.();
          }
          // Anything else: the next tick tries again with a newer number.
        },
      )
      .finally(() => {
        this.inFlight = null;
        if (this.again) {
          this.again = false;
          void this.save();
        }
      });
    return this.inFlight;
  }
}
