import type { Animation, Scalar, SceneTransition } from "../document/rule-schema";
import type { COMMON_PROPERTIES } from "../elements/common";
import type { DiagnosticParams } from "../rules/diagnostic";

/** Time source. The runtime only reads it; hosts call advanceTime() when timers are due. */
export interface Clock {
  now(): number;
}

/** What the player sends to the runtime. */
export type RuntimeEvent =
  | { type: "click" | "mouseEnter" | "mouseLeave"; elementId: string }
  | { type: "dragEnd"; elementId: string; x: number; y: number }
  | { type: "rotateEnd"; elementId: string; rotation: number }
  | { type: "resizeEnd"; elementId: string; width: number; height: number; x?: number; y?: number }
  /** A plugin trigger raised by a renderer (jsxGraph messageSent with value = the message). */
  | { type: "trigger"; elementId: string; trigger: string; value?: Scalar; payload?: unknown }
  /** A renderer invokes one of its element's actions (input submit, number-code typing, audio ended). */
  | { type: "elementAction"; elementId: string; action: string; args?: unknown }
  /** An adapter finished an effect (animation done, transition done, sound ended). */
  | { type: "effectCompleted"; effectId: string }
  /** The host's verdict on a checkAnswer effect (it also completes the effect). */
  | {
      type: "answerChecked";
      effectId: string;
      verdict: "correct" | "incorrect" | "unavailable";
      /** With 'unavailable': the host will take this answer again after so many seconds. */
      retryAfterSeconds?: number;
    }
  /** The team took a hint of an element's or a scene's hint list (the host decides, never a player). */
  | { type: "hintTaken"; targetId: string }
  /** Only fire due timers. */
  | { type: "tick" };

type CommonProperties = typeof COMMON_PROPERTIES;
type PlayValue<T> = T extends "number" ? number : T extends "boolean" ? boolean : never;
/**
 * The common properties an element has at play time (x, y, width, height, rotation, opacity,
 * visible), derived from COMMON_PROPERTIES so the list and the types live in one place.
 */
export type Geometry = {
  -readonly [
    K in keyof CommonProperties as CommonProperties[K]["type"] extends "number" | "boolean"
      ? K
      : never
  ]: PlayValue<CommonProperties[K]["type"]>;
};
export type CommonKey = keyof Geometry;

export interface ElementPlayState extends Geometry {
  props: Record<string, unknown>;
  state: Record<string, unknown>;
}

export type StateChange =
  | { kind: "scene"; from: string | null; to: string }
  | { kind: "variable"; variableId: string; from: Scalar; to: Scalar }
  | {
      kind: "element";
      elementId: string;
      part: "common" | "props" | "state";
      patch: Record<string, unknown>;
    };

/**
 * Effects are requests to the player's adapters. Every effect must be reported back with
 * { type: 'effectCompleted', effectId } when it is done (immediately for instant ones): an
 * action with shouldAwait holds its rule until then.
 */
export type Effect =
  | { id: string; type: "goToScene"; from: string; sceneId: string; transition: SceneTransition }
  /** `to` is the state the element has after the animation (already applied to the play state). */
  | { id: string; type: "animate"; elementId: string; animation: Animation; to: Partial<Geometry> }
  /**
   * Check an answer (ctx.checkAnswer): the host answers with { type: 'answerChecked', effectId,
   * verdict } instead of effectCompleted.
   */
  | { id: string; type: "checkAnswer"; elementId: string; value: string }
  /** A plugin effect: kind 'audio.play', 'video.pause', … */
  | { id: string; type: "element"; elementId: string; kind: string; data: Record<string, unknown> };

/** Problems with what a rule refers to or writes: found by validate() ahead of play, or by the runtime while playing. */
export type ReferenceProblemCode =
  | "unknownElement"
  | "unknownVariable"
  | "unknownScene"
  | "unknownProperty"
  | "unknownTrigger"
  | "unknownAction"
  | "readOnlyProperty"
  | "typeMismatch"
  | "variableTypeMismatch"
  | "invalidComparator"
  | "invalidArgs"
  | "invalidAnimation";

export type RuntimeDiagnosticCode =
  | ReferenceProblemCode
  | "stepLimit"
  | "notStarted"
  /** A rule set a number property outside the schema's range; the value was clamped into it. */
  | "propertyValueClamped"
  /** A rule set a property to a value its schema refuses (not a finite number, not an option). */
  | "invalidPropertyValue";

/** Like validate()'s diagnostics: a code and its parameters, worded by the apps. */
export interface RuntimeDiagnostic {
  code: RuntimeDiagnosticCode;
  params: DiagnosticParams;
  /** Dotted path into the document ('rules.3.actions.1') when the problem has a place there. */
  path?: string;
  ruleId?: string;
  actionId?: string;
  elementId?: string;
}

export interface DispatchResult {
  changes: StateChange[];
  effects: Effect[];
  diagnostics: RuntimeDiagnostic[];
  /** Ids of rules whose conditions held, in firing order (a rule may fire more than once). */
  firedRules: string[];
}
