/**
 * The rule interpreter for one game document: createRuntime compiles the rules once and then
 * turns events (and due timers) into state changes and effects. Its parts: ./play-state (the
 * mutable state), ./event-handler (what an event does before the rules run), ./snapshot-io
 * (snapshot write and restore), ./rule-index and ./actions (the compiled rules).
 */
import { ALL_SCENES } from "../document/constants";
import type { Scalar, SceneTransition } from "../document/rule-schema";
import type { GameDocument } from "../document/schema";
import type { ActionContext, ActionDecl } from "../elements/contract";
import { COMMON_TRIGGERS } from "../elements/common";
import { scalarsEqual as importedScalarsEqual } from "../rules/compare";
import type { ElementSlot, VariableSlot } from "../rules/compile";
import type { DiagnosticParams } from "../rules/diagnostic";
import type { ActionHost } from "./actions";
import { createEventHandler } from "./event-handler";
import { clone, createPlayState, emptyResult } from "./play-state";
import * as keys from "./rule-index";
import { compileRules, type CompiledRule } from "./rule-index";
import { DEFAULT_STEP_LIMIT, type GameRuntime, type RuntimeOptions } from "./runtime-api";
import { restoreSnapshot, writeSnapshot } from "./snapshot-io";
import type { Scheduled } from "./snapshot";
import type {
  Effect,
  Geometry,
  RuntimeDiagnostic,
  RuntimeDiagnosticCode,
  StateChange,
} from "./types";

export { animationEndState } from "./animation";
export {
  DEFAULT_STEP_LIMIT,
  type GameRuntime,
  type RuleTrace,
  type RuntimeOptions,
} from "./runtime-api";

// Local copies: module exports can be getters in dev runners, and these run per event.
const ALL = ALL_SCENES;
const { elementKey, sceneFromKey, sceneToKey, variableKey } = keys;
const scalarsEqual = importedScalarsEqual;

export function createRuntime(document: GameDocument, options: RuntimeOptions): GameRuntime {
  const { registry, clock } = options;
  const stepLimit = options.stepLimit ?? DEFAULT_STEP_LIMIT;
  const trace = options.trace;
  const s = createPlayState(document, registry, clock.now());
  const { elements, baseElements, scenes, variables, slots, continuations, effectWaiters } = s;
  const { checks, counters } = s;

  const diagnose = (
    code: RuntimeDiagnosticCode,
    params: DiagnosticParams,
    extra: Partial<RuntimeDiagnostic> = {},
  ) => {
    s.out.diagnostics.push({ code, params, ...extra });
  };
  const change = (c: StateChange) => s.out.changes.push(c);
  const addEffect = (effect: Effect, produced: string[] | undefined) => {
    s.out.effects.push(effect);
    produced?.push(effect.id);
  };
  const nextEffectId = () => `fx${++counters.effect}`;

  /** Counts a step; false once the limit is hit (the rest of the event is dropped). */
  const step = (ruleId: string): boolean => {
    if (s.aborted) return false;
    if (++s.steps <= stepLimit) return true;
    s.aborted = true;
    s.queue = [];
    const rule = rules.get(ruleId);
    diagnose("stepLimit", { ...rule?.params, limit: stepLimit }, { ruleId, path: rule?.path });
    return false;
  };

  // ------------------------------------------------------------ writes
  /** Trigger keys of variables, built once per variable instead of once per change. */
  const variableKeys = new Map<string, string>();
  const setVariable = (slot: VariableSlot, value: Scalar) => {
    if (slot.value === value) return;
    const from = slot.value;
    slot.value = value;
    change({ kind: "variable", variableId: slot.id, from, to: value });
    let key = variableKeys.get(slot.id);
    if (key === undefined) variableKeys.set(slot.id, (key = variableKey(slot.id)));
    s.queue.push({ key, value, scope: s.sceneId });
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
  const dropSchedule = (el: ElementSlot, key: string) => {
    s.schedules = s.schedules.filter(
      (x) => !(x.kind === "element" && x.elementId === el.id && x.key === key),
    );
  };
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
    now: s.now,
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
      s.queue.push({ key: elementKey(el.id, trigger), value, scope: s.sceneId });
    },
    effect(kind, data = {}) {
      const id = nextEffectId();
      addEffect({ id, type: "element", elementId: el.id, kind, data: clone(data) }, produced);
      return id;
    },
    schedule(key, delayMs, action, args) {
      dropSchedule(el, key);
      insertSchedule({
        kind: "element",
        seq: ++counters.schedule,
        dueAt: s.now + Math.max(0, delayMs),
        elementId: el.id,
        key,
        action,
        ...(args === undefined ? {} : { args }),
      });
    },
    cancelSchedule(key) {
      dropSchedule(el, key);
    },
    checkAnswer(value) {
      const id = nextEffectId();
      checks.set(id, { effectId: id, elementId: el.id, value });
      addEffect({ id, type: "checkAnswer", elementId: el.id, value }, produced);
      return id;
    },
  });
  const insertSchedule = (item: Scheduled) => {
    let i = s.schedules.length;
    while (i > 0 && s.schedules[i - 1]!.dueAt > item.dueAt) i--;
    s.schedules.splice(i, 0, item);
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
    s.sceneId = to;
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
    if (from !== null) s.queue.push({ key: sceneFromKey(from), value: undefined, scope: from });
    s.queue.push({ key: sceneToKey(to), value: undefined, scope: to });
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
    currentScene: () => s.sceneId,
    setVariable: (slot, value) => setVariable(slot, value),
    setCommon: (el, patch) => setCommon(el, patch),
    setPart: (el, part, patch) => setPart(el, part, patch),
    goToScene: (to, transition, produced) => enterScene(to, s.sceneId, transition, produced),
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
    s.schedules = s.schedules.filter((x) => x.kind !== "resume" || !dropped.has(x.continuationId));
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
          dueAt: s.now + action.waitMs,
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
    const queue = s.queue;
    const out = s.out;
    for (let q = 0; q < queue.length; q++) {
      const event = queue[q]!;
      const entries = index.get(event.key);
      if (entries === undefined) continue;
      const current = ++s.serial;
      for (let i = 0; i < entries.length; i++) {
        const entry = entries[i]!;
        const rule = entry.rule;
        if (rule.lastSerial === current) continue;
        const to = entry.to;
        if (to !== undefined && event.value !== to && !scalarsEqual(event.value, to)) continue;
        if (rule.sceneId !== ALL && rule.sceneId !== event.scope) {
          // The preview's log also says which rules a trigger reached on the wrong scene.
          if (trace) {
            rule.lastSerial = current;
            trace({
              ruleId: rule.id,
              at: s.now,
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
            trace({
              ruleId: rule.id,
              at: s.now,
              fired: false,
              conditions: rule.conditionResults(),
            });
          continue;
        }
        if (trace)
          trace({ ruleId: rule.id, at: s.now, fired: true, conditions: rule.conditionResults() });
        out.firedRules.push(rule.id);
        runActions(rule, 0);
        if (s.aborted) return;
      }
    }
  };

  /** One unit of work (an event or one due timer) at time `at`, with its own step budget. */
  const unit = (at: number, work: () => void) => {
    s.now = at;
    s.steps = 0;
    s.aborted = false;
    s.queue = [];
    work();
    if (!s.aborted) processQueue();
    s.queue = [];
  };

  const fireDue = (until: number) => {
    // Units due at the same time share one budget too, or a zero-delay await loop would never end.
    let spent = 0;
    let lastAt = Number.NaN;
    while (s.schedules.length > 0 && s.schedules[0]!.dueAt <= until) {
      const item = s.schedules.shift()!;
      if (item.dueAt !== lastAt) {
        lastAt = item.dueAt;
        spent = 0;
      }
      if (spent > stepLimit) {
        const dropped = s.schedules.filter((x) => x.dueAt <= item.dueAt);
        s.schedules = s.schedules.filter((x) => x.dueAt > item.dueAt);
        for (const x of [item, ...dropped])
          if (x.kind === "resume") continuations.delete(x.continuationId);
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
      spent += s.steps;
    }
  };

  const begin = () => {
    s.out = emptyResult();
    return s.out;
  };

  const handle = createEventHandler({
    s,
    rules,
    contextFor: (el, fx) => contextFor(el, fx) as ActionContext,
    setCommon,
    setPart,
    findAction,
    runElementAction: (el, decl, args) => runElementAction(el, decl, args),
    runActions,
    diagnose,
  });

  return {
    document,
    get started() {
      return s.started;
    },
    get sceneId() {
      return s.sceneId;
    },
    compileDiagnostics,
    start() {
      const result = begin();
      if (s.started) return result;
      s.started = true;
      unit(clock.now(), () => enterScene(s.firstSceneId, null, undefined));
      return result;
    },
    dispatch(event) {
      const result = begin();
      if (!s.started) {
        diagnose("notStarted", {});
        return result;
      }
      const at = clock.now();
      fireDue(at);
      unit(Math.max(at, s.now), () => handle(event));
      return result;
    },
    advanceTime() {
      const result = begin();
      if (s.started) fireDue(clock.now());
      s.now = Math.max(s.now, clock.now());
      return result;
    },
    nextDueAt: () => s.schedules[0]?.dueAt,
    get scheduled() {
      return counters.schedule;
    },
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
      ...(scenes.get(s.sceneId)?.elements ?? []).map((e) => e.id),
      ...document.globalElements.map((e) => e.id),
    ],
    snapshot: () => writeSnapshot(document, s),
    inspect: {
      goToScene(to) {
        const result = begin();
        if (!s.started || !scenes.has(to) || to === s.sceneId) return result;
        unit(Math.max(clock.now(), s.now), () => enterScene(to, s.sceneId, undefined));
        return result;
      },
      setVariable(id, value) {
        const result = begin();
        const slot = variables.get(id);
        if (!s.started || !slot || typeof value !== typeof slot.value) return result;
        unit(Math.max(clock.now(), s.now), () => setVariable(slot, value));
        return result;
      },
    },
    restore: (input, options) =>
      restoreSnapshot(s, input, (id) => rules.has(id), options?.trusted === true),
    pendingChecks: () => [...checks.values()].map((c) => ({ ...c })),
  };
}
