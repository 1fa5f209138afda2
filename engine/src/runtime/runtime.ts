import { ALL_SCENES } from "../document/constants";
import type { Scalar, SceneTransition } from "../document/rule-schema";
import type { Element, GameDocument, Scene } from "../document/schema";
import type { ActionContext, ActionDecl } from "../elements/contract";
import { COMMON_TRIGGERS } from "../elements/common";
import type { Registry } from "../elements/registry";
import { scalarsEqual as importedScalarsEqual } from "../rules/compare";
import type { ElementSlot, Slots, VariableSlot } from "../rules/compile";
import type { DiagnosticParams } from "../rules/diagnostic";
import type { ActionHost } from "./actions";
import { initialGeometry } from "./animation";
import { cloneData } from "./clone";
import { checkSnapshot } from "./restore";
import * as keys from "./rule-index";
import { HINTS_TAKEN_PROPERTY } from "../hints/hints";
import { compileRules, type CompiledRule } from "./rule-index";
import { SNAPSHOT_VERSION, type Continuation, type GameSnapshot, type Scheduled } from "./snapshot";
import type {
  Clock,
  DispatchResult,
  Effect,
  ElementPlayState,
  Geometry,
  RuntimeDiagnostic,
  RuntimeDiagnosticCode,
  RuntimeEvent,
  StateChange,
} from "./types";

export { animationEndState } from "./animation";

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
  variable(id: string): Scalar | undefined;
  element(id: string): Readonly<ElementPlayState> | undefined;
  /** Ids of the elements shown now: the scene's, bottom to top, then the global ones. */
  visibleElementIds(): string[];
  snapshot(): GameSnapshot;
  /** Replace the play state with a snapshot of the same document (throws SnapshotError). */
  restore(snapshot: unknown): void;
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

interface QueuedEvent {
  key: string;
  value: Scalar | undefined;
  /** The scene in effect when the event happened (the scene left, for scene-from events). */
  scope: string;
}
// Local copies: module exports can be getters in dev runners, and these run per event.
const ALL = ALL_SCENES;
const { elementKey, hintKey, sceneFromKey, sceneToKey, variableKey } = keys;
const scalarsEqual = importedScalarsEqual;

const clone = cloneData;

const POINTER_EVENTS: ReadonlySet<RuntimeEvent["type"]> = new Set([
  "click",
  "mouseEnter",
  "mouseLeave",
  "dragEnd",
  "rotateEnd",
  "resizeEnd",
]);

export function createRuntime(document: GameDocument, options: RuntimeOptions): GameRuntime {
  const { registry, clock } = options;
  const stepLimit = options.stepLimit ?? DEFAULT_STEP_LIMIT;
  const trace = options.trace;

  // ------------------------------------------------------------ slots
  const elements = new Map<string, ElementSlot>();
  const baseElements = new Map<string, Element>();
  const scenes = new Map<string, Scene>(document.scenes.map((s) => [s.id, s]));
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
  const slots: Slots = { element: (id) => elements.get(id), variable: (id) => variables.get(id) };
  const firstSceneId = document.scenes[0]!.id;

  // ------------------------------------------------------------ play state (besides slots)
  let started = false;
  let sceneId = firstSceneId;
  let now = clock.now();
  let schedules: Scheduled[] = [];
  const continuations = new Map<string, Continuation>();
  const effectWaiters = new Map<string, string>();
  /** checkAnswer effects waiting for the host's verdict, by effect id. */
  const checks = new Map<string, { effectId: string; elementId: string; value: string }>();
  const counters = { effect: 0, schedule: 0, continuation: 0 };
  /** Hints taken per element or scene (rules: "hint taken", its count as the value). */
  const hintsTaken = new Map<string, number>();

  // ------------------------------------------------------------ per-step output
  let out: DispatchResult = emptyResult();
  let queue: QueuedEvent[] = [];
  let steps = 0;
  let aborted = false;
  let serial = 0;

  const diagnose = (
    code: RuntimeDiagnosticCode,
    params: DiagnosticParams,
    extra: Partial<RuntimeDiagnostic> = {},
  ) => {
    out.diagnostics.push({ code, params, ...extra });
  };
  const change = (c: StateChange) => out.changes.push(c);
  const addEffect = (effect: Effect, produced: string[] | undefined) => {
    out.effects.push(effect);
    produced?.push(effect.id);
  };
  const nextEffectId = () => `fx${++counters.effect}`;

  /** Counts a step; false once the limit is hit (the rest of the event is dropped). */
  const step = (ruleId: string): boolean => {
    if (aborted) return false;
    if (++steps <= stepLimit) return true;
    aborted = true;
    queue = [];
    const rule = rules.get(ruleId);
    diagnose("stepLimit", { ...rule?.params, limit: stepLimit }, { ruleId, path: rule?.path });
    return false;
  };

  // ------------------------------------------------------------ writes
  const setVariable = (slot: VariableSlot, value: Scalar) => {
    if (slot.value === value) return;
    const from = slot.value;
    slot.value = value;
    change({ kind: "variable", variableId: slot.id, from, to: value });
    queue.push({ key: variableKey(slot.id), value, scope: sceneId });
  };
  const setCommon = (el: ElementSlot, patch: Partial<Geometry>) => {
    const changed: Record<string, unknown> = {};
    let any = false;
    for (const [k, v] of Object.entries(patch) as [keyof Geometry, number | boolean][]) {
      if (el[k] === v) continue;
      (el as unknown as Record<string, unknown>)[k] = v;
      changed[k] = v;
      any = true;
    }
    if (any) change({ kind: "element", elementId: el.id, part: "common", patch: changed });
  };
  const setPart = (el: ElementSlot, part: "props" | "state", patch: Record<string, unknown>) => {
    Object.assign(el[part], patch);
    change({ kind: "element", elementId: el.id, part, patch: clone(patch) });
  };

  // ------------------------------------------------------------ element actions
  const contextFor = (
    el: ElementSlot,
    produced: string[] | undefined,
  ): ActionContext<Record<string, unknown>, Record<string, unknown>> => ({
    elementId: el.id,
    get props() {
      return el.props;
    },
    get state() {
      return el.state;
    },
    now,
    patch: (patch) => setPart(el, "state", patch as Record<string, unknown>),
    patchProps: (patch) => setPart(el, "props", patch as Record<string, unknown>),
    emit(trigger, value) {
      if (!Object.hasOwn(el.def.triggers, trigger) && !Object.hasOwn(COMMON_TRIGGERS, trigger)) {
        diagnose(
          "unknownTrigger",
          { element: el.name, elementType: el.type, trigger },
          { elementId: el.id },
        );
        return;
      }
      queue.push({ key: elementKey(el.id, trigger), value, scope: sceneId });
    },
    effect(kind, data = {}) {
      const id = nextEffectId();
      addEffect({ id, type: "element", elementId: el.id, kind, data: clone(data) }, produced);
      return id;
    },
    schedule(key, delayMs, action, args) {
      schedules = schedules.filter(
        (s) => !(s.kind === "element" && s.elementId === el.id && s.key === key),
      );
      insertSchedule({
        kind: "element",
        seq: ++counters.schedule,
        dueAt: now + Math.max(0, delayMs),
        elementId: el.id,
        key,
        action,
        ...(args === undefined ? {} : { args }),
      });
    },
    cancelSchedule(key) {
      schedules = schedules.filter(
        (s) => !(s.kind === "element" && s.elementId === el.id && s.key === key),
      );
    },
    checkAnswer(value) {
      const id = nextEffectId();
      checks.set(id, { effectId: id, elementId: el.id, value });
      addEffect({ id, type: "checkAnswer", elementId: el.id, value }, produced);
      return id;
    },
  });
  const insertSchedule = (item: Scheduled) => {
    let i = schedules.length;
    while (i > 0 && schedules[i - 1]!.dueAt > item.dueAt) i--;
    schedules.splice(i, 0, item);
  };
  /** Runs an element action with already validated args. */
  const runElementAction = (
    el: ElementSlot,
    decl: ActionDecl<unknown, unknown, unknown>,
    args: unknown,
    produced?: string[],
  ) => {
    decl.run(contextFor(el, produced) as ActionContext, args);
  };
  const findAction = (el: ElementSlot, name: string) =>
    Object.hasOwn(el.def.actions, name)
      ? (el.def.actions[name] as ActionDecl<unknown, unknown, unknown>)
      : undefined;

  // ------------------------------------------------------------ scenes
  const sceneElements = (id: string) =>
    (scenes.get(id)?.elements ?? []).map((e) => elements.get(e.id)!);
  const globalSlots = () => document.globalElements.map((e) => elements.get(e.id)!);
  /** Visible, and on the current scene or global. */
  const shown = (el: ElementSlot) => el.visible && (el.sceneId === null || el.sceneId === sceneId);
  const enterScene = (
    to: string,
    from: string | null,
    transition: SceneTransition | undefined,
    produced?: string[],
  ) => {
    if (from !== null) {
      for (const el of sceneElements(from)) el.def.onSceneLeave?.(contextFor(el, undefined));
      cancelPendingOf(from);
    }
    sceneId = to;
    change({ kind: "scene", from, to });
    if (from !== null) {
      const target = scenes.get(to)!;
      addEffect(
        {
          id: nextEffectId(),
          type: "goToScene",
          from,
          sceneId: to,
          transition: transition ?? target.transition,
        },
        produced,
      );
    }
    const entering = from === null ? [...globalSlots(), ...sceneElements(to)] : sceneElements(to);
    for (const el of entering) el.def.onSceneEnter?.(contextFor(el, undefined));
    if (from !== null) queue.push({ key: sceneFromKey(from), value: undefined, scope: from });
    queue.push({ key: sceneToKey(to), value: undefined, scope: to });
  };

  // ------------------------------------------------------------ rules
  const compileDiagnostics: RuntimeDiagnostic[] = [];
  /** The action running now, so that problems while it runs name their rule and action. */
  let runningRule: CompiledRule | undefined;
  let runningIndex = 0;
  const host: ActionHost = {
    slots,
    scenes,
    base: (id) => baseElements.get(id)!,
    currentScene: () => sceneId,
    setVariable: (slot, value) => setVariable(slot, value),
    setCommon: (el, patch) => setCommon(el, patch),
    setPart: (el, part, patch) => setPart(el, part, patch),
    goToScene: (to, transition, produced) => enterScene(to, sceneId, transition, produced),
    animate: (el, animation, to, produced) =>
      addEffect({ id: nextEffectId(), type: "animate", elementId: el.id, animation, to }, produced),
    findAction: (el, name) => findAction(el, name),
    runElementAction: (el, decl, args, produced) => runElementAction(el, decl, args, produced),
    diagnose: (code, params) =>
      runningRule
        ? diagnose(
            code,
            { ...runningRule.params, at: "action", actionNumber: runningIndex + 1, ...params },
            {
              ruleId: runningRule.id,
              actionId: runningRule.actions[runningIndex]!.id,
              path: `${runningRule.path}.actions.${runningIndex}`,
            },
          )
        : diagnose(code, params),
  };
  const { rules, index } = compileRules(
    document.rules,
    { slots, elements, host },
    compileDiagnostics,
  );

  /**
   * Leaving a scene drops what rules scoped to it still have pending (after an await, a delay or
   * an awaited effect), so a late action cannot pull the player back. The run that leaves the
   * scene itself is not pending: it goes on with its next actions.
   */
  function cancelPendingOf(scene: string) {
    const dropped = new Set<string>();
    for (const [id, continuation] of continuations) {
      if (rules.get(continuation.ruleId)?.sceneId !== scene) continue;
      dropped.add(id);
      continuations.delete(id);
    }
    if (dropped.size === 0) return;
    schedules = schedules.filter((s) => s.kind !== "resume" || !dropped.has(s.continuationId));
    for (const [effectId, continuationId] of effectWaiters)
      if (dropped.has(continuationId)) effectWaiters.delete(effectId);
  }

  const runActions = (rule: CompiledRule, from: number) => {
    for (let i = from; i < rule.actions.length; i++) {
      if (!step(rule.id)) return;
      const action = rule.actions[i]!;
      if (action.waitMs !== undefined) {
        const id = `c${++counters.continuation}`;
        continuations.set(id, { id, ruleId: rule.id, nextIndex: i + 1, waiting: [] });
        insertSchedule({
          kind: "resume",
          seq: ++counters.schedule,
          dueAt: now + action.waitMs,
          continuationId: id,
        });
        return;
      }
      const produced: string[] = [];
      runningRule = rule;
      runningIndex = i;
      action.run(produced);
      runningRule = undefined;
      if (action.shouldAwait && produced.length > 0) {
        const id = `c${++counters.continuation}`;
        continuations.set(id, { id, ruleId: rule.id, nextIndex: i + 1, waiting: produced });
        for (const fx of produced) effectWaiters.set(fx, id);
        return;
      }
    }
  };

  const processQueue = () => {
    // index-based: handlers append while we iterate
    for (let q = 0; q < queue.length; q++) {
      const event = queue[q]!;
      const entries = index.get(event.key);
      if (!entries) continue;
      const current = ++serial;
      for (let i = 0; i < entries.length; i++) {
        const { rule, to } = entries[i]!;
        if (rule.lastSerial === current) continue;
        if (to !== undefined && event.value !== to && !scalarsEqual(event.value, to)) continue;
        if (rule.sceneId !== ALL && rule.sceneId !== event.scope) {
          // The preview's log also says which rules a trigger reached on the wrong scene.
          if (trace && rule.lastSerial !== current) {
            rule.lastSerial = current;
            trace({
              ruleId: rule.id,
              at: now,
              fired: false,
              conditions: [],
              skipped: "sceneScope",
              scope: event.scope,
            });
          }
          continue;
        }
        if (!step(rule.id)) return;
        rule.lastSerial = current;
        if (!rule.test()) {
          if (trace)
            trace({ ruleId: rule.id, at: now, fired: false, conditions: rule.conditionResults() });
          continue;
        }
        if (trace)
          trace({ ruleId: rule.id, at: now, fired: true, conditions: rule.conditionResults() });
        out.firedRules.push(rule.id);
        runActions(rule, 0);
        if (aborted) return;
      }
    }
    queue = [];
  };

  /** One unit of work (an event or one due timer) at time `at`, with its own step budget. */
  const unit = (at: number, work: () => void) => {
    now = at;
    steps = 0;
    aborted = false;
    queue = [];
    work();
    if (!aborted) processQueue();
    queue = [];
  };

  const fireDue = (until: number) => {
    // Units due at the same time share one budget too, or a zero-delay await loop would never end.
    let spent = 0;
    let lastAt = Number.NaN;
    while (schedules.length > 0 && schedules[0]!.dueAt <= until) {
      const item = schedules.shift()!;
      if (item.dueAt !== lastAt) {
        lastAt = item.dueAt;
        spent = 0;
      }
      if (spent > stepLimit) {
        const dropped = schedules.filter((s) => s.dueAt <= item.dueAt);
        schedules = schedules.filter((s) => s.dueAt > item.dueAt);
        for (const s of [item, ...dropped])
          if (s.kind === "resume") continuations.delete(s.continuationId);
        diagnose("stepLimit", { at: "timer", limit: stepLimit, time: item.dueAt });
        continue;
      }
      unit(item.dueAt, () => {
        if (item.kind === "element") {
          const el = elements.get(item.elementId);
          const decl = el && findAction(el, item.action);
          if (el && decl) runElementAction(el, decl, item.args);
        } else {
          const continuation = continuations.get(item.continuationId);
          const rule = continuation && rules.get(continuation.ruleId);
          continuations.delete(item.continuationId);
          if (continuation && rule) runActions(rule, continuation.nextIndex);
        }
      });
      spent += steps;
    }
  };

  const begin = () => {
    out = emptyResult();
    return out;
  };

  const handle = (event: RuntimeEvent) => {
    if (event.type === "tick") return;
    if (event.type === "answerChecked") {
      const check = checks.get(event.effectId);
      if (!check) return;
      checks.delete(event.effectId);
      const el = elements.get(check.elementId);
      el?.def.onAnswerChecked?.(
        contextFor(el, undefined),
        event.verdict,
        check.value,
        event.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: event.retryAfterSeconds },
      );
      handle({ type: "effectCompleted", effectId: event.effectId });
      return;
    }
    if (event.type === "effectCompleted") {
      // A check is only completed by its verdict.
      if (checks.has(event.effectId)) return;
      const continuationId = effectWaiters.get(event.effectId);
      if (continuationId === undefined) return;
      effectWaiters.delete(event.effectId);
      const continuation = continuations.get(continuationId);
      if (!continuation) return;
      continuation.waiting = continuation.waiting.filter((id) => id !== event.effectId);
      if (continuation.waiting.length > 0) return;
      continuations.delete(continuationId);
      const rule = rules.get(continuation.ruleId);
      if (rule) runActions(rule, continuation.nextIndex);
      return;
    }
    if (event.type === "hintTaken") {
      const count = (hintsTaken.get(event.targetId) ?? 0) + 1;
      hintsTaken.set(event.targetId, count);
      // Conditions read the count where the riddle declares it (HINTS_TAKEN_PROPERTY, in its state).
      const riddle = elements.get(event.targetId);
      if (riddle && Object.hasOwn(riddle.state, HINTS_TAKEN_PROPERTY))
        setPart(riddle, "state", { [HINTS_TAKEN_PROPERTY]: count });
      queue.push({ key: hintKey(event.targetId), value: count, scope: sceneId });
      return;
    }
    const el = elements.get(event.elementId);
    if (!el) {
      diagnose(
        "unknownElement",
        { at: "event", elementId: event.elementId, event: event.type },
        { elementId: event.elementId },
      );
      return;
    }
    // What the player cannot see, it cannot point at: a hidden element (also one a rule has
    // just hidden) and one of another scene fire no pointer triggers and take no pointer changes.
    if (POINTER_EVENTS.has(event.type) && !shown(el)) return;
    switch (event.type) {
      case "click":
      case "mouseEnter":
      case "mouseLeave":
        queue.push({ key: elementKey(el.id, event.type), value: undefined, scope: sceneId });
        return;
      case "dragEnd":
        setCommon(el, { x: event.x, y: event.y });
        queue.push({ key: elementKey(el.id, "dragEnd"), value: undefined, scope: sceneId });
        return;
      case "rotateEnd":
        setCommon(el, { rotation: event.rotation });
        queue.push({ key: elementKey(el.id, "rotateEnd"), value: undefined, scope: sceneId });
        return;
      case "resizeEnd":
        setCommon(el, {
          width: event.width,
          height: event.height,
          ...(event.x === undefined ? {} : { x: event.x }),
          ...(event.y === undefined ? {} : { y: event.y }),
        });
        queue.push({ key: elementKey(el.id, "resizeEnd"), value: undefined, scope: sceneId });
        return;
      case "trigger": {
        const decl = Object.hasOwn(el.def.triggers, event.trigger)
          ? el.def.triggers[event.trigger]
          : undefined;
        if (!decl) {
          diagnose(
            "unknownTrigger",
            { element: el.name, elementType: el.type, trigger: event.trigger },
            { elementId: el.id },
          );
          return;
        }
        if (decl.payload && !decl.payload.safeParse(event.payload).success) {
          diagnose(
            "invalidArgs",
            { at: "payload", element: el.name, elementType: el.type, trigger: event.trigger },
            { elementId: el.id },
          );
          return;
        }
        queue.push({ key: elementKey(el.id, event.trigger), value: event.value, scope: sceneId });
        return;
      }
      case "elementAction": {
        const decl = findAction(el, event.action);
        if (!decl) {
          diagnose(
            "unknownAction",
            { element: el.name, elementType: el.type, action: event.action },
            { elementId: el.id },
          );
          return;
        }
        let args = event.args;
        if (decl.args) {
          const parsed = decl.args.safeParse(event.args);
          if (!parsed.success) {
            diagnose(
              "invalidArgs",
              { element: el.name, elementType: el.type, action: event.action },
              { elementId: el.id },
            );
            return;
          }
          args = parsed.data;
        }
        runElementAction(el, decl, args);
        return;
      }
    }
  };

  const runtime: GameRuntime = {
    document,
    get started() {
      return started;
    },
    get sceneId() {
      return sceneId;
    },
    compileDiagnostics,
    start() {
      const result = begin();
      if (started) return result;
      started = true;
      unit(clock.now(), () => enterScene(firstSceneId, null, undefined));
      return result;
    },
    dispatch(event) {
      const result = begin();
      if (!started) {
        diagnose("notStarted", {});
        return result;
      }
      const at = clock.now();
      fireDue(at);
      unit(Math.max(at, now), () => handle(event));
      return result;
    },
    advanceTime() {
      const result = begin();
      if (started) fireDue(clock.now());
      now = Math.max(now, clock.now());
      return result;
    },
    nextDueAt: () => schedules[0]?.dueAt,
    variable: (id) => variables.get(id)?.value,
    element(id) {
      const el = elements.get(id);
      if (!el) return undefined;
      return {
        x: el.x,
        y: el.y,
        width: el.width,
        height: el.height,
        rotation: el.rotation,
        opacity: el.opacity,
        visible: el.visible,
        props: el.props,
        state: el.state,
      };
    },
    visibleElementIds: () => [
      ...(scenes.get(sceneId)?.elements ?? []).map((e) => e.id),
      ...document.globalElements.map((e) => e.id),
    ],
    snapshot() {
      const elementStates: GameSnapshot["elements"] = {};
      for (const el of elements.values()) {
        elementStates[el.id] = {
          x: el.x,
          y: el.y,
          width: el.width,
          height: el.height,
          rotation: el.rotation,
          opacity: el.opacity,
          visible: el.visible,
          props: clone(el.props),
          state: clone(el.state),
        };
      }
      const variableValues: Record<string, Scalar> = {};
      for (const v of variables.values()) variableValues[v.id] = v.value;
      return {
        kind: "exitgame-snapshot",
        snapshotVersion: SNAPSHOT_VERSION,
        formatVersion: document.formatVersion,
        started,
        sceneId,
        time: now,
        variables: variableValues,
        elements: elementStates,
        schedules: clone(schedules),
        continuations: clone([...continuations.values()]),
        checks: [...checks.values()].map((c) => ({ ...c })),
        ...(hintsTaken.size > 0 ? { hints: Object.fromEntries(hintsTaken) } : {}),
        counters: { ...counters },
      };
    },
    inspect: {
      goToScene(to) {
        const result = begin();
        if (!started || !scenes.has(to) || to === sceneId) return result;
        unit(Math.max(clock.now(), now), () => enterScene(to, sceneId, undefined));
        return result;
      },
      setVariable(id, value) {
        const result = begin();
        const slot = variables.get(id);
        if (!started || !slot || typeof value !== typeof slot.value) return result;
        unit(Math.max(clock.now(), now), () => setVariable(slot, value));
        return result;
      },
    },
    restore(input) {
      const snap = checkSnapshot(input, {
        hasScene: (id) => scenes.has(id),
        hasRule: (id) => rules.has(id),
        elementIds: elements,
        variables,
      });
      for (const [id, value] of Object.entries(snap.variables)) variables.get(id)!.value = value;
      for (const [id, state] of Object.entries(snap.elements)) {
        const el = elements.get(id)!;
        const { props, state: playState, ...geometry } = clone(state);
        Object.assign(el, geometry);
        el.props = props;
        el.state = playState;
      }
      started = snap.started;
      sceneId = snap.sceneId;
      now = snap.time;
      schedules = clone(snap.schedules).sort((a, b) => a.dueAt - b.dueAt || a.seq - b.seq);
      continuations.clear();
      effectWaiters.clear();
      for (const c of clone(snap.continuations)) {
        continuations.set(c.id, c);
        for (const fx of c.waiting) effectWaiters.set(fx, c.id);
      }
      checks.clear();
      for (const c of snap.checks ?? [])
        if (elements.has(c.elementId)) checks.set(c.effectId, { ...c });
      Object.assign(counters, snap.counters);
      hintsTaken.clear();
      for (const [id, count] of Object.entries(snap.hints ?? {})) hintsTaken.set(id, count);
    },
    pendingChecks: () => [...checks.values()].map((c) => ({ ...c })),
  };
  return runtime;
}

function emptyResult(): DispatchResult {
  return { changes: [], effects: [], diagnostics: [], firedRules: [] };
}
