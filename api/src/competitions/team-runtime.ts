/**
 * The server's runtime of a competition team: the game's published document (with its answers)
 * in the engine, the team's stored snapshot restored into it on demand, the team's inputs
 * applied in order, answers checked inside it. Nothing here is kept per team: runtimes are
 * pooled per game version (a few per version, a few versions), and a team's state lives in its
 * snapshot. Persisting and ordering are in team-play.ts.
 */
import {
  createRuntime,
  inputRefusal,
  parseGameDocument,
  type DispatchResult,
  type GameDocument,
  type GameRuntime,
  type GameSnapshot,
  type InputRefusal,
  type PlayerInput,
} from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";
import { createHash } from "node:crypto";
import { finalScenes } from "./board";

/** Idle runtimes kept per game version; more run at once when a class is busy, then go. */
const POOL_SIZE = 4;
/** Game versions kept parsed (a server runs a few competitions at once). */
const GAMES_MAX = 32;
/** Rounds of answer checks one input may cause (a check whose verdict asks for another). */
const CHECK_ROUNDS = 8;

export interface Pooled {
  runtime: GameRuntime;
  clock: { t: number; now(): number };
}

export class GameEntry {
  readonly final: Set<string>;
  private pool: Pooled[] = [];
  private initial: GameSnapshot;
  constructor(readonly document: GameDocument) {
    this.final = finalScenes(document);
    const first = this.create();
    this.initial = first.runtime.snapshot();
    this.pool.push(first);
  }
  private create(): Pooled {
    const clock = {
      t: 0,
      now() {
        return this.t;
      },
    };
    return { runtime: createRuntime(this.document, { registry, clock }), clock };
  }
  /**
   * A runtime holding `snapshot` (or the game before its start), for one team's turn. Stored
   * states are the server's own (written by the runtime's snapshot(), never by a device): they
   * are restored as trusted, checked against the game but not parsed by the snapshot schema again.
   */
  acquire(snapshot: unknown): Pooled {
    const pooled = this.pool.pop() ?? this.create();
    try {
      pooled.runtime.restore(snapshot ?? this.initial, { trusted: true });
    } catch {
      // A state of an earlier version of the game that no longer fits: the team starts over.
      pooled.runtime.restore(this.initial, { trusted: true });
    }
    return pooled;
  }
  release(pooled: Pooled): void {
    if (this.pool.length < POOL_SIZE) this.pool.push(pooled);
  }
}

/** Parsed games by id and document version (bounded, oldest out). */
export class GameCache {
  private games = new Map<string, GameEntry | null>();
  async get(
    gameId: number,
    version: number,
    load: () => Promise<unknown>,
  ): Promise<GameEntry | null> {
    const key = `${gameId}:${version}`;
    if (this.games.has(key)) return this.games.get(key)!;
    const parsed = parseGameDocument(await load(), registry);
    const entry = parsed.ok ? new GameEntry(parsed.document) : null;
    if (this.games.size >= GAMES_MAX) this.games.delete(this.games.keys().next().value!);
    this.games.set(key, entry);
    return entry;
  }
}

export type Verdict = "correct" | "incorrect" | "unavailable";
/** Checks one answer (the answer service: its limits, its log); throws when throttled. */
export type AnswerChecker = (check: { elementId: string; value: string }) => Promise<Verdict>;

/** What the team's state was before the turn (the parts the ranking keeps). */
export interface TeamProgress {
  snapshot: unknown;
  scenesReached: string[];
  wrongEntries: string[];
  solvedLocks: string[];
  finished: boolean;
}

export interface TurnResult {
  snapshot: GameSnapshot;
  sceneId: string;
  scenesReached: string[];
  wrongEntries: string[];
  solvedLocks: string[];
  /** The game reached a final scene in this turn. */
  finishes: boolean;
  /** When the next timer or delay is due, in game time (ms), if any. */
  nextDueAt: number | undefined;
  /**
   * When the team's next timer or delay that matters is due (game time, ms; see nextWakeAt):
   * what the scheduler waits for. "unchanged": a device's input that changed nothing (no state,
   * no timer, no rule) on a started game, so the wake-up stored before it still holds.
   */
  wakeAt: number | undefined | "unchanged";
  /** Why the input did not apply (it changed nothing but the clock). */
  refusal: InputRefusal | null;
  /** The verdicts on the answers this input sent, by the runtime's effect id. */
  verdicts: { effectId: string; elementId: string; verdict: Verdict }[];
  /** Something a player or the board sees changed (a scene, a variable, a rule fired). */
  significant: boolean;
  /**
   * A device's input that changed nothing of the team's state: refused, or applied without any
   * change to it (compared), its due units before it changing nothing that matters. The stored
   * snapshot still holds: restored and run to a later time it gives this turn's state (the due
   * units run again, at their own times), so the turn need not store it again (team-play.ts).
   */
  quiet: boolean;
}

/** A distinct wrong entry: the element and a hash of what was entered (never the entry itself). */
export function wrongEntryKey(elementId: string, value: string): string {
  const hash = createHash("sha256").update(value.trim()).digest("base64url").slice(0, 16);
  return `${elementId}:${hash}`;
}

/**
 * One turn of a team: restore its state, let the clock run to `gameNow` (timers fire at their
 * own time), apply the input (or only the clock when `input` is null), check the answers it sent.
 */
export async function playTurn(
  game: GameEntry,
  before: TeamProgress,
  gameNow: number,
  /** A device's input, a hint the server gave (rules: "hint taken"), or null: only the clock. */
  input: PlayerInput | { type: "hintTaken"; targetId: string } | null,
  check: AnswerChecker,
): Promise<TurnResult> {
  const pooled = game.acquire(before.snapshot);
  try {
    const result = await playOn(pooled, game, before, gameNow, input, check);
    // On the same runtime, after its snapshot: the lookahead moves it on.
    if (result.wakeAt !== "unchanged") result.wakeAt = lookAhead(pooled, INPUT_LOOKAHEAD_UNITS);
    return result;
  } finally {
    game.release(pooled);
  }
}

/**
 * A turn on a runtime that already holds the team's state `before` (from game.acquire): the
 * caller gives the runtime back afterwards.
 */
export async function playOn(
  pooled: Pooled,
  game: GameEntry,
  before: TeamProgress,
  gameNow: number,
  input: PlayerInput | { type: "hintTaken"; targetId: string } | null,
  check: AnswerChecker,
): Promise<TurnResult> {
  const { runtime, clock } = pooled;
  const previous = (before.snapshot as { time?: unknown } | null)?.time;
  // The game's clock never runs backwards (a restarted server, a moved test clock).
  clock.t = Math.max(gameNow, typeof previous === "number" ? previous : 0);
  const results: DispatchResult[] = [];
  let refusal: InputRefusal | null = null;
  // A device's input on a started game that changes nothing keeps the stored wake-up: the due
  // units up to now are the ones it was looked ahead from (they run first, on their own).
  let quietInput = input !== null && input.type !== "hintTaken" && runtime.started;
  // The input itself changed nothing of the state (refused, or compared before and after).
  let unchanged = quietInput;
  if (input && !runtime.started) results.push(runtime.start());
  if (input && input.type !== "start") {
    refusal = input.type === "hintTaken" ? null : inputRefusal(runtime, registry, input);
    if (refusal) results.push(runtime.advanceTime());
    else {
      if (runtime.started) results.push(runtime.advanceTime());
      // Nothing newly scheduled (a timer or delay dropped only makes the future quieter).
      const scheduled = runtime.scheduled;
      // An input may change what no change reports (an effect one of several a rule waits for).
      const state = quietInput ? JSON.stringify(runtime.snapshot()) : null;
      const own = runtime.dispatch(input);
      results.push(own);
      quietInput &&=
        own.changes.length === 0 &&
        own.effects.length === 0 &&
        own.firedRules.length === 0 &&
        runtime.scheduled === scheduled;
      unchanged = quietInput && JSON.stringify(runtime.snapshot()) === state;
    }
  } else if (!input) {
    results.push(runtime.advanceTime());
  }
  const verdicts: TurnResult["verdicts"] = [];
  const wrong = new Set(before.wrongEntries);
  const solved = [...before.solvedLocks];
  for (let round = 0; round < CHECK_ROUNDS; round++) {
    const pending = runtime.pendingChecks();
    if (pending.length === 0) break;
    for (const c of pending) {
      const verdict = await check({ elementId: c.elementId, value: c.value });
      verdicts.push({ effectId: c.effectId, elementId: c.elementId, verdict });
      if (verdict === "incorrect") wrong.add(wrongEntryKey(c.elementId, c.value));
      if (verdict === "correct" && !solved.includes(c.elementId)) solved.push(c.elementId);
      results.push(runtime.dispatch({ type: "answerChecked", effectId: c.effectId, verdict }));
    }
  }
  const reached = [...before.scenesReached];
  let finishes = false;
  let significant = verdicts.length > 0;
  for (const result of results) {
    if (result.firedRules.length > 0) significant = true;
    for (const change of result.changes) {
      if (change.kind === "variable") significant = true;
      if (change.kind !== "scene") continue;
      significant = true;
      if (!reached.includes(change.to)) reached.push(change.to);
      if (game.final.has(change.to)) finishes = true;
    }
  }
  if (!before.snapshot && runtime.started) significant = true;
  return {
    snapshot: runtime.snapshot(),
    sceneId: runtime.sceneId,
    scenesReached: reached,
    wrongEntries: [...wrong],
    solvedLocks: solved,
    finishes: finishes && !before.finished,
    nextDueAt: runtime.nextDueAt(),
    wakeAt: quietInput && !significant ? "unchanged" : runtime.nextDueAt(),
    refusal,
    verdicts,
    significant,
    quiet: unchanged && quietInput && !significant,
  };
}

/** Timer units looked ahead for the next one that matters (a second each for a countdown). */
const LOOKAHEAD_UNITS = 120;
/**
 * Fewer after an input that changed something (a device waits for its answer meanwhile; a digit
 * typed into a lock changes its element): the scheduler looks on from there.
 */
const INPUT_LOOKAHEAD_UNITS = 30;

/**
 * When the next timer or delay that changes something a player or the board sees is due, from
 * a state whose due units up to now changed nothing that matters (a countdown's seconds): the
 * scheduler sleeps until then instead of waking the team every second. Looks ahead a bounded
 * number of units; beyond, the last one looked at (the scheduler looks again from there).
 */
export function nextWakeAt(game: GameEntry, snapshot: unknown, from: number): number | undefined {
  const pooled = game.acquire(snapshot);
  try {
    pooled.clock.t = from;
    pooled.runtime.advanceTime();
    return lookAhead(pooled);
  } finally {
    game.release(pooled);
  }
}

/** nextWakeAt on a runtime whose due units up to its clock have run. */
function lookAhead({ runtime, clock }: Pooled, units = LOOKAHEAD_UNITS): number | undefined {
  let due = runtime.nextDueAt();
  for (let unit = 0; unit < units && due !== undefined; unit++) {
    clock.t = due;
    const result = runtime.advanceTime();
    const matters =
      result.firedRules.length > 0 ||
      result.changes.some((c) => c.kind !== "element") ||
      runtime.pendingChecks().length > 0;
    if (matters) return due;
    const next = runtime.nextDueAt();
    if (next === undefined) return undefined;
    due = next;
  }
  return due;
}

/**
 * A team's due timers and delays without input (the scheduler's wake): the turn's result, its
 * wakeAt the next unit that matters after it (nextWakeAt, on the same runtime), also in `next`.
 */
export async function wakeTurn(
  game: GameEntry,
  before: TeamProgress,
  gameNow: number,
): Promise<{ result: TurnResult; next: number | undefined }> {
  const pooled = game.acquire(before.snapshot);
  try {
    const unavailable = () => Promise.resolve("unavailable" as const);
    const result = await playOn(pooled, game, before, gameNow, null, unavailable);
    const next = lookAhead(pooled);
    result.wakeAt = next;
    return { result, next };
  } finally {
    game.release(pooled);
  }
}
