import type { ZodType } from "zod";
import type { Locale } from "../document/constants";
import type { Scalar } from "../document/rule-schema";

export type { Locale };

/** The type of a rule-addressable property. 'collision' can only be compared with an element. */
export type ValueType = "number" | "string" | "boolean" | "collision";
export type ScalarType = Exclude<ValueType, "collision">;

export interface PropertyDecl {
  type: ValueType;
  read: boolean;
  write: boolean;
}

export interface TriggerDecl {
  /** Schema of the payload a renderer sends with the trigger (checked by the runtime). */
  payload?: ZodType;
  /** The trigger carries a value a rule can filter on ("changed to 0"). */
  value?: ScalarType;
}

/**
 * What an element action may do. Actions stay pure with respect to the outside world: they
 * change play state and describe effects as data; the player's adapters perform the effects.
 */
export interface ActionContext<P = unknown, S = unknown> {
  readonly elementId: string;
  /** Current play-time props (rules can change writable props such as `text`). */
  readonly props: P;
  /** Current play state (initialState's shape). */
  readonly state: S;
  /** Clock time of the step, in ms. */
  readonly now: number;
  /** Merge into the element's play state. */
  patch(patch: Partial<S>): void;
  /** Merge into the element's play-time props. */
  patchProps(patch: Partial<P>): void;
  /** Fire one of the element's declared triggers (rules react after this action finishes). */
  emit(trigger: string, value?: Scalar): void;
  /**
   * Ask the player to do something (play a sound, pause a video). Returns the effect id; an
   * action with shouldAwait holds the rule until every effect it produced is completed.
   */
  effect(kind: string, data?: Record<string, unknown>): string;
  /** Run one of this element's actions after `delayMs` (replaces a pending one with that key). */
  schedule(key: string, delayMs: number, action: string, args?: unknown): void;
  cancelSchedule(key: string): void;
}

export interface ActionDecl<P = unknown, S = unknown, A = unknown> {
  args?: ZodType<A>;
  /** Internal actions (timer ticks) are not offered to rules. */
  internal?: boolean;
  run(ctx: ActionContext<P, S>, args: A): void;
}

export interface ElementDefinition<P = unknown, S = unknown> {
  /** kebab-case, stored in documents, never renamed. */
  type: string;
  /** === migrations.length */
  version: number;
  schema: ZodType<P>;
  defaultProps(ctx: { locale: Locale }): P;
  defaultSize: { width: number; height: number };
  migrations: readonly { id: string; up(props: unknown): unknown }[];
  /** Play-time state that is not in props: timer remaining, lock attempts. */
  initialState?(props: P): S;
  /** Plugin properties, besides the common ones (x, y, width, height, rotation, opacity, visible, collision). */
  properties: Record<string, PropertyDecl>;
  /** Plugin triggers, besides the common ones (click, dragEnd, rotateEnd, resizeEnd, mouseEnter, mouseLeave). */
  triggers: Record<string, TriggerDecl>;
  // oxlint-disable-next-line no-explicit-any -- each action has its own args type
  actions: Record<string, ActionDecl<P, S, any>>;
  /** Runs when the element's scene is entered (global elements: when the game starts). */
  onSceneEnter?(ctx: ActionContext<P, S>): void;
  /** Runs when the element's scene is left (never for global elements). */
  onSceneLeave?(ctx: ActionContext<P, S>): void;
}

// oxlint-disable-next-line no-explicit-any -- registries hold definitions of every props type
export type AnyElementDefinition = ElementDefinition<any, any>;

/** Identity with inference: `defineElement({ type: 'text', … })`. */
export function defineElement<P, S = undefined>(
  def: ElementDefinition<P, S>,
): ElementDefinition<P, S> {
  return def;
}
