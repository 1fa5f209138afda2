/** The runtime's public surface: its options, what the preview's trace sees, and the GameRuntime. */
import type { Scalar } from "../document/rule-schema";
import type { GameDocument } from "../document/schema";
import type { Registry } from "../elements/registry";
import type { GameSnapshot } from "./snapshot";
import type {
  Clock,
  DispatchResult,
  ElementPlayState,
  RuntimeDiagnostic,
  RuntimeEvent,
} from "./types";

export interface RuntimeOptions {
  registry: Registry;
  clock: Clock;
  /** Rule evaluations plus actions allowed per event before the runtime stops a loop. */
  stepLimit?: number;
  /**
   * Called for every rule a trigger reached, whether it fired or not, with each condition's
   * result (the preview's log: "fired: 3 of 3 conditions held", "not fired: condition 2 false").
   * Without it the runtime evaluates nothing extra.
   */
  trace?: (entry: RuleTrace) => void;
}

/** One rule a trigger reached (see RuntimeOptions.trace). */
export interface RuleTrace {
  ruleId: string;
  /** Clock time of the event, ms. */
  at: number;
  fired: boolean;
  /** Each condition's result, in the rule's order (evaluated again for the trace, without side effects). */
  conditions: boolean[];
  /**
   * Set when the rule was not evaluated at all: 'sceneScope' — the rule is active on one scene
   * only and the event happened on another (`scope`); `conditions` is then empty.
   */
  skipped?: "sceneScope";
  /** The scene the event happened on (with `skipped`). */
  scope?: string;
}

export interface GameRuntime {
  readonly document: GameDocument;
  readonly started: boolean;
  readonly sceneId: string;
  /** Problems found while compiling the rules; the affected conditions never hold, actions are skipped. */
  readonly compileDiagnostics: readonly RuntimeDiagnostic[];
  /** Enter the first scene. */
  start(): DispatchResult;
  dispatch(event: RuntimeEvent): DispatchResult;
  /** Fire every timer that is due at clock.now(), each at its own due time. */
  advanceTime(): DispatchResult;
  /** When the next timer is due, for the host's setTimeout. */
  nextDueAt(): number | undefined;
  /**
   * Timers and delays scheduled so far (it only grows, and is part of the snapshot): a host that
   * reads it around a dispatch learns whether the dispatch scheduled anything.
   */
  readonly scheduled: number;
  variable(id: string): Scalar | undefined;
  element(id: string): Readonly<ElementPlayState> | undefined;
  /** Ids of the elements shown now: the scene's, bottom to top, then the global ones. */
  visibleElementIds(): string[];
  snapshot(): GameSnapshot;
  /**
   * Replace the play state with a snapshot of the same document (throws SnapshotError).
   * `trusted`: the host stored this snapshot as snapshot() wrote it (a server restoring its own
   * state); the schema parse is skipped, the checks against this game are not.
   */
  restore(snapshot: unknown, options?: { trusted?: boolean }): void;
  /** checkAnswer effects still waiting for a verdict (a host resends them after restore()). */
  pendingChecks(): { effectId: string; elementId: string; value: string }[];
  /**
   * The teacher's preview: jump to a scene (as a go-to-scene action would, with the scene's
   * own transition) or set a variable (its 'changed' triggers fire), outside any rule.
   */
  inspect: {
    goToScene(sceneId: string): DispatchResult;
    setVariable(variableId: string, value: Scalar): DispatchResult;
  };
}

export const DEFAULT_STEP_LIMIT = 10_000;
