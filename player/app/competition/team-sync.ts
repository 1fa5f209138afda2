/**
 * A competition team's device: the server decides the team's game (its runtime applies the
 * inputs of every device, checks answers and runs the timers), this browser predicts. Every
 * input goes to the server in order, each with this device's next sequence number, one request
 * at a time, sent again after a failure under the same number (the server applies it once).
 * The verdict on an answer comes with the input's reply. The server's state (from a reply, or
 * from the team channel when another device moved the team) replaces the local one when it
 * differs, once every input of this device has been answered; an older state never does.
 */
import type { AnswerVerdict } from "@exitgame/engine";
import type { PlayerInput } from "@exitgame/engine/runtime/inputs";
import type { GameSnapshot } from "@exitgame/engine/runtime/snapshot";
import type { GivenHintView } from "../game/hints/source";
import { CompetitionApiError } from "./api";

export interface TeamState {
  sessionId: string;
  version: number;
  sceneId: string | null;
  snapshot: GameSnapshot | null;
  /** The team's game clock when the server made this state. */
  gameTime: number;
  finished: boolean;
  /** Paused by the teacher; the team's end (ISO; extra time and pauses); its game is over. */
  paused?: boolean;
  endsAt?: string;
  over?: boolean;
  /** The teacher's last announcement. */
  announcement?: { text: string; at: string } | null;
  /** Only the teacher's time control or announcement changed: no snapshot comes with it. */
  controlOnly?: true;
  /** The hints the team was given, oldest first (absent from servers before hints). */
  hints?: GivenHintView[];
  penaltySeconds?: number;
}

/** A device's request for the next hint of a riddle (sent in order with its other inputs). */
export interface HintInput {
  type: "hint";
  targetId: string;
}

export interface InputReply {
  seq: number;
  applied: boolean;
  /** A number the server has already applied (sent again, or used by another tab). */
  duplicate?: true;
  deviceSeq: number;
  refusal?: string;
  hint?: GivenHintView;
  verdicts: { effectId: string; elementId: string; verdict: AnswerVerdict }[];
  state: TeamState;
}

/** The running game (the GameController). */
export interface SyncTarget {
  snapshot(): GameSnapshot;
  resume(snapshot: GameSnapshot, gameTime?: number): void;
  /** The game's clock here. */
  gameTime(): number;
  subscribeInputs(listener: (input: PlayerInput) => void): () => void;
}

export interface TeamSyncOptions {
  competitionId: string;
  /** This device's last input the server applied (a reload continues after it). */
  startSeq: number;
  /** The state the device starts from. */
  startVersion: number;
  sendInput(
    competitionId: string,
    seq: number,
    input: PlayerInput | HintInput,
  ): Promise<InputReply>;
  /** The team's hints changed (a newer state from any device, or the teacher). */
  onHints?(hints: GivenHintView[]): void;
  /** The competition is over (the server refused an input with 'has already ended'). */
  onEnded?(): void;
  /** The teacher paused the team: the input waits and is sent again. */
  onPaused?(): void;
  /** Too many wrong answers: the input waits `seconds` and is sent again. */
  onThrottled?(seconds: number): void;
  /** The server's state replaced the local one and put the team on another scene. */
  onMovedOn?(sceneId: string): void;
  /** Waits before sending again (tests pass a fake). */
  sleep?(ms: number): Promise<void>;
}

/** The state a device compares: without the clock readings, which differ between machines. */
export function fingerprint(snapshot: GameSnapshot): string {
  return JSON.stringify({
    ...snapshot,
    time: 0,
    schedules: snapshot.schedules.map((s) => ({ ...s, dueAt: 0 })),
  });
}

/** How far a device's game clock may be from the server's before it follows the server. */
const CLOCK_TOLERANCE_MS = 1_500;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class TeamSync {
  private seq: number;
  private version: number;
  private queue: {
    seq: number;
    input: PlayerInput | HintInput;
    tries: number;
    /** A hint request: its reply, or its refusal (a hint request is never sent again). */
    settle?: { resolve(reply: InputReply): void; reject(error: unknown): void };
  }[] = [];
  private hintCount = -1;
  private sending = false;
  private stopped = false;
  private latest: TeamState | null = null;
  private target: SyncTarget | null = null;
  private detachInputs: (() => void) | undefined;
  private verdicts = new Map<string, (verdict: AnswerVerdict) => void>();

  constructor(private readonly options: TeamSyncOptions) {
    this.seq = options.startSeq;
    this.version = options.startVersion;
  }

  /** Starts forwarding the game's inputs; `fresh`: the team's game has not started on the server. */
  attach(target: SyncTarget, fresh: boolean): void {
    this.detach();
    this.target = target;
    this.detachInputs = target.subscribeInputs((input) => this.push(input));
    if (fresh) this.push({ type: "start" });
    this.reconcile();
  }

  detach(): void {
    this.detachInputs?.();
    this.detachInputs = undefined;
    this.target = null;
  }

  stop(): void {
    this.stopped = true;
    this.detach();
  }

  /** The answer adapter: the verdict comes with the reply to the input that sent the answer. */
  decide(effect: { id: string }, answer: (verdict: AnswerVerdict) => void): void {
    this.verdicts.set(effect.id, answer);
  }

  /** A state from the team channel (another device, a timer on the server). */
  receive(state: TeamState): void {
    // The teacher's clock changes carry no state of the game.
    if (state.controlOnly) return;
    const newer =
      state.version >= this.version && (!this.latest || state.version >= this.latest.version);
    if (newer) this.latest = state;
    // Hints never go away: a longer list is newer, whichever way it came.
    if (state.hints && state.hints.length > this.hintCount) {
      this.hintCount = state.hints.length;
      this.options.onHints?.(state.hints);
    }
    if (this.queue.length === 0) this.reconcile();
  }

  /** Asks the server for the next hint of `targetId`, in order with this device's inputs. */
  requestHint(targetId: string): Promise<InputReply> {
    return new Promise((resolve, reject) => {
      if (this.stopped) return reject(new Error("stopped"));
      this.queue.push({
        seq: ++this.seq,
        input: { type: "hint", targetId },
        tries: 0,
        settle: { resolve, reject },
      });
      void this.pump();
    });
  }

  private push(input: PlayerInput): void {
    if (this.stopped) return;
    this.queue.push({ seq: ++this.seq, input, tries: 0 });
    void this.pump();
  }

  private async pump(): Promise<void> {
    if (this.sending) return;
    this.sending = true;
    let failures = 0;
    try {
      while (this.queue.length > 0 && !this.stopped) {
        const item = this.queue[0]!;
        let reply: InputReply;
        item.tries++;
        try {
          reply = await this.options.sendInput(this.options.competitionId, item.seq, item.input);
        } catch (error) {
          if (error instanceof CompetitionApiError) {
            if (error.key === "competitionApi.ended") {
              this.stop();
              this.options.onEnded?.();
              return;
            }
            if (error.key === "competitionApi.paused") {
              this.options.onPaused?.();
              await (this.options.sleep ?? wait)(2000);
              continue;
            }
            if (error.status === 429) {
              const seconds = error.retryAfterSeconds ?? 60;
              this.options.onThrottled?.(seconds);
              await (this.options.sleep ?? wait)(seconds * 1000);
              continue;
            }
            if (error.status === 400) {
              // An input the server cannot read: dropped, the server's state decides.
              this.queue.shift()?.settle?.reject(error);
              continue;
            }
            if (item.settle && error.status >= 400 && error.status < 500) {
              // A hint the server refuses (none left, not yet): nothing changed, say why.
              this.queue.shift();
              item.settle.reject(error);
              continue;
            }
          }
          // Offline or the server restarts: the same input again, a little later.
          failures++;
          await (this.options.sleep ?? wait)(Math.min(5000, 250 * 2 ** Math.min(failures, 5)));
          continue;
        }
        failures = 0;
        if (reply.duplicate && item.tries === 1) {
          // Never sent before, yet already used: another tab of this browser (the same team
          // cookie) numbers its inputs too. Continue after its numbers.
          this.seq = Math.max(this.seq, reply.deviceSeq);
          for (const queued of this.queue) queued.seq = ++this.seq;
          continue;
        }
        this.queue.shift();
        item.settle?.resolve(reply);
        for (const v of reply.verdicts) {
          const answer = this.verdicts.get(v.effectId);
          this.verdicts.delete(v.effectId);
          answer?.(v.verdict);
        }
        this.receive(reply.state);
      }
    } finally {
      this.sending = false;
    }
  }

  /** Applies the newest server state if it differs from what this device shows. */
  private reconcile(): void {
    const state = this.latest;
    const target = this.target;
    if (!state || !target || this.queue.length > 0) return;
    this.latest = null;
    this.version = Math.max(this.version, state.version);
    if (!state.snapshot) return;
    const local = target.snapshot();
    // The same state on a clock that has drifted (a device that resumed from an older change,
    // a tab the browser slowed down): timers and countdowns follow the server's clock again.
    const drifted = Math.abs(target.gameTime() - state.gameTime) > CLOCK_TOLERANCE_MS;
    if (!drifted && fingerprint(local) === fingerprint(state.snapshot)) return;
    target.resume(state.snapshot, state.gameTime);
    // Answers this device asked about under its own ids: the server's state has the verdicts.
    this.verdicts.clear();
    if (local.sceneId !== state.snapshot.sceneId) this.options.onMovedOn?.(state.snapshot.sceneId);
  }
}
