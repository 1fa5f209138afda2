/**
 * The runtime's mutable play state in one object, shared by the parts of the runtime (the event
 * handler, scene entry, snapshot write and restore): the slots rules read and write, the
 * scene, the clock time of the current step, timers, continuations and the current step's
 * output and event queue.
 */
import type { Scalar } from "../document/rule-schema";
import type { Element, GameDocument, Scene } from "../document/schema";
import type { Registry } from "../elements/registry";
import type { ElementSlot, Slots, VariableSlot } from "../rules/compile";
import { initialGeometry } from "./animation";
import { cloneData } from "./clone";
import type { Continuation, Scheduled } from "./snapshot";
import type { DispatchResult } from "./types";

export interface QueuedEvent {
  key: string;
  value: Scalar | undefined;
  /** The scene in effect when the event happened (the scene left, for scene-from events). */
  scope: string;
}

export interface PendingCheck {
  effectId: string;
  elementId: string;
  value: string;
}

export interface PlayState {
  readonly elements: Map<string, ElementSlot>;
  /** The elements as designed. */
  readonly baseElements: Map<string, Element>;
  readonly scenes: Map<string, Scene>;
  readonly variables: Map<string, VariableSlot>;
  readonly slots: Slots;
  readonly firstSceneId: string;
  started: boolean;
  sceneId: string;
  /** Clock time of the current step, ms. */
  now: number;
  /** Timers, ordered by due time. */
  schedules: Scheduled[];
  readonly continuations: Map<string, Continuation>;
  /** Which continuation waits for an effect, by effect id. */
  readonly effectWaiters: Map<string, string>;
  /** checkAnswer effects waiting for the host's verdict, by effect id. */
  readonly checks: Map<string, PendingCheck>;
  readonly counters: { effect: number; schedule: number; continuation: number };
  /** Hints taken per element or scene (rules: "hint taken", its count as the value). */
  readonly hintsTaken: Map<string, number>;
  // per-step output
  out: DispatchResult;
  queue: QueuedEvent[];
  steps: number;
  aborted: boolean;
  /** Numbers the events a step processes (a rule runs once per event). */
  serial: number;
}

export const clone = cloneData;

export function emptyResult(): DispatchResult {
  return { changes: [], effects: [], diagnostics: [], firedRules: [] };
}

/** The play state at the start: every element and variable at its designed value. */
export function createPlayState(
  document: GameDocument,
  registry: Registry,
  now: number,
): PlayState {
  const elements = new Map<string, ElementSlot>();
  const baseElements = new Map<string, Element>();
  const variables = new Map<string, VariableSlot>();
  const addElement = (el: Element, sceneId: string | null) => {
    const def = registry.get(el.type);
    const props = clone(el.props) as Record<string, unknown>;
    elements.set(el.id, {
      id: el.id,
      name: el.name || el.id,
      type: el.type,
      def,
      sceneId,
      ...initialGeometry(el),
      props,
      state: def.initialState ? (clone(def.initialState(props)) as Record<string, unknown>) : {},
    });
    baseElements.set(el.id, el);
    for (const v of el.variables)
      variables.set(v.id, { id: v.id, type: v.type, value: v.initialValue });
  };
  for (const scene of document.scenes) for (const el of scene.elements) addElement(el, scene.id);
  for (const el of document.globalElements) addElement(el, null);
  for (const v of document.variables)
    variables.set(v.id, { id: v.id, type: v.type, value: v.initialValue });
  const firstSceneId = document.scenes[0]!.id;
  return {
    elements,
    baseElements,
    scenes: new Map(document.scenes.map((s) => [s.id, s])),
    variables,
    slots: { element: (id) => elements.get(id), variable: (id) => variables.get(id) },
    firstSceneId,
    started: false,
    sceneId: firstSceneId,
    now,
    schedules: [],
    continuations: new Map(),
    effectWaiters: new Map(),
    checks: new Map(),
    counters: { effect: 0, schedule: 0, continuation: 0 },
    hintsTaken: new Map(),
    out: emptyResult(),
    queue: [],
    steps: 0,
    aborted: false,
    serial: 0,
  };
}
