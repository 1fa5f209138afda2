import { ALL_SCENES } from "../document/constants";
import {
  AnimationSchema,
  type Action,
  type Animation,
  type Scalar,
  type SceneTransition,
} from "../document/rule-schema";
import type { Element, GameDocument, Scene } from "../document/schema";
import type { ActionContext, ActionDecl } from "../elements/contract";
import { COMMON_TRIGGERS } from "../elements/common";
import type { Registry } from "../elements/registry";
import {
  CompileError,
  compileCondition,
  compileGetter,
  compileGroup,
  propertyPart,
  propertyType,
  type ElementSlot,
  type Getter,
  type Slots,
  type Test,
  type VariableSlot,
} from "../rules/compile";
import {
  GameSnapshotSchema,
  SNAPSHOT_VERSION,
  SnapshotError,
  type Continuation,
  type GameSnapshot,
  type Scheduled,
} from "./snapshot";
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

export interface RuntimeOptions {
  registry: Registry;
  clock: Clock;
  /** Rule evaluations plus actions allowed per event before the runtime stops a loop. */
  stepLimit?: number;
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
}

export const DEFAULT_STEP_LIMIT = 10_000;

interface QueuedEvent {
  key: string;
  value: Scalar | undefined;
  /** The scene in effect when the event happened (the scene left, for scene-from events). */
  scope: string;
}
interface CompiledAction {
  id: string;
  shouldAwait: boolean;
  /** Set for the await action: the rule resumes after this many ms. */
  waitMs?: number;
  /** Runs the action; pushes the ids of the effects it produced to `effects`. */
  run(effects: string[]): void;
}
interface CompiledRule {
  id: string;
  sceneId: string;
  test: Test;
  actions: CompiledAction[];
  lastSerial: number;
}
interface IndexEntry {
  rule: CompiledRule;
  to: Scalar | undefined;
}

const ALL = ALL_SCENES; // a local copy: module exports can be getters in dev runners
const elementKey = (elementId: string, trigger: string) => `e:${elementId}:${trigger}`;
const sceneToKey = (sceneId: string) => `s>${sceneId}`;
const sceneFromKey = (sceneId: string) => `s<${sceneId}`;
const variableKey = (variableId: string) => `v:${variableId}`;

const clone = <T>(value: T): T => structuredClone(value);

export function createRuntime(document: GameDocument, options: RuntimeOptions): GameRuntime {
  const { registry, clock } = options;
  const stepLimit = options.stepLimit ?? DEFAULT_STEP_LIMIT;

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
  const counters = { effect: 0, schedule: 0, continuation: 0 };

  // ------------------------------------------------------------ per-step output
  let out: DispatchResult = emptyResult();
  let queue: QueuedEvent[] = [];
  let steps = 0;
  let aborted = false;
  let serial = 0;

  const diagnose = (
    code: RuntimeDiagnosticCode,
    message: string,
    extra: Partial<RuntimeDiagnostic> = {},
  ) => {
    out.diagnostics.push({ code, message, ...extra });
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
    diagnose(
      "stepLimit",
      `More than ${stepLimit} steps for one event: rule loop stopped at rule '${ruleId}'`,
      { ruleId },
    );
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
        diagnose("unknownTrigger", `${el.type} emitted undeclared trigger '${trigger}'`, {
          elementId: el.id,
        });
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
  const enterScene = (
    to: string,
    from: string | null,
    transition: SceneTransition | undefined,
    produced?: string[],
  ) => {
    if (from !== null)
      for (const el of sceneElements(from)) el.def.onSceneLeave?.(contextFor(el, undefined));
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
  const index = new Map<string, IndexEntry[]>();
  const rules = new Map<string, CompiledRule>();
  const noop = () => {};
  for (const rule of document.rules) {
    const tests: Test[] = [];
    for (const condition of rule.conditions.items) {
      try {
        tests.push(compileCondition(condition, slots));
      } catch (error) {
        if (!(error instanceof CompileError)) throw error;
        compileDiagnostics.push({ code: error.code, message: error.message, ruleId: rule.id });
        tests.push(() => false);
      }
    }
    const compiled: CompiledRule = {
      id: rule.id,
      sceneId: rule.sceneId,
      test: compileGroup(rule.conditions, tests),
      actions: rule.actions.map((action) => {
        try {
          return compileAction(action);
        } catch (error) {
          if (!(error instanceof CompileError)) throw error;
          compileDiagnostics.push({
            code: error.code,
            message: error.message,
            ruleId: rule.id,
            actionId: action.id,
          });
          return { id: action.id, shouldAwait: false, run: noop };
        }
      }),
      lastSerial: -1,
    };
    rules.set(rule.id, compiled);
    // Disabled rules stay compiled (a snapshot may hold one of their continuations) but never fire.
    if (!rule.enabled) continue;
    for (const trigger of rule.triggers) {
      let key: string;
      let to: Scalar | undefined;
      if (trigger.type === "element") {
        const el = elements.get(trigger.elementId);
        if (!el) {
          compileDiagnostics.push({
            code: "unknownElement",
            message: `Trigger on unknown element '${trigger.elementId}'`,
            ruleId: rule.id,
          });
          continue;
        }
        if (
          !Object.hasOwn(el.def.triggers, trigger.trigger) &&
          !Object.hasOwn(COMMON_TRIGGERS, trigger.trigger)
        ) {
          compileDiagnostics.push({
            code: "unknownTrigger",
            message: `${el.type} has no trigger '${trigger.trigger}'`,
            ruleId: rule.id,
          });
          continue;
        }
        key = elementKey(trigger.elementId, trigger.trigger);
        to = trigger.to;
      } else if (trigger.type === "sceneChanged") {
        key =
          trigger.direction === "to" ? sceneToKey(trigger.sceneId) : sceneFromKey(trigger.sceneId);
      } else {
        key = variableKey(trigger.variableId);
        to = trigger.to;
      }
      const list = index.get(key);
      const entry = { rule: compiled, to };
      if (list) list.push(entry);
      else index.set(key, [entry]);
    }
  }

  function compileAction(action: Action): CompiledAction {
    const base = { id: action.id, shouldAwait: action.shouldAwait };
    const elementOf = (id: string) => {
      const el = elements.get(id);
      if (!el) throw new CompileError("unknownElement", `Unknown element '${id}'`);
      return el;
    };
    const numberVariable = (id: string) => {
      const slot = variables.get(id);
      if (!slot) throw new CompileError("unknownVariable", `Unknown variable '${id}'`);
      return slot;
    };
    const sourceOf = (
      slot: VariableSlot | undefined,
      type: string,
      operand: Parameters<typeof compileGetter>[0],
    ): Getter => {
      const source = compileGetter(operand, slots);
      if (source.type !== type)
        throw new CompileError(
          "typeMismatch",
          `Cannot use a ${source.type} value for a ${type}${slot ? ` variable '${slot.id}'` : ""}`,
        );
      return source.get;
    };
    switch (action.type) {
      case "goToScene": {
        const target = action.sceneId;
        if (!scenes.has(target))
          throw new CompileError("unknownScene", `Unknown scene '${target}'`);
        const transition = action.transition;
        return {
          ...base,
          run: (fx) => {
            if (sceneId !== target) enterScene(target, sceneId, transition, fx);
          },
        };
      }
      case "await":
        return { ...base, waitMs: action.durationMs, run: noop };
      case "setVariable": {
        const slot = numberVariable(action.variableId);
        const get = sourceOf(slot, slot.type, action.value);
        return { ...base, run: () => setVariable(slot, get()) };
      }
      case "increaseVariable":
      case "decreaseVariable": {
        const slot = numberVariable(action.variableId);
        if (slot.type !== "number")
          throw new CompileError("typeMismatch", `Variable '${slot.id}' is not a number`);
        const get = sourceOf(slot, "number", action.by);
        const sign = action.type === "increaseVariable" ? 1 : -1;
        return {
          ...base,
          run: () => setVariable(slot, (slot.value as number) + sign * (get() as number)),
        };
      }
      case "setProperty": {
        const el = elementOf(action.elementId);
        const name = action.property;
        const type = propertyType(el, name);
        if (!type)
          throw new CompileError("unknownProperty", `${el.type} has no property '${name}'`);
        const writable =
          name !== "collision" &&
          (propertyPart(el, name) === "common" || el.def.properties[name]?.write === true);
        if (!writable)
          throw new CompileError(
            "readOnlyProperty",
            `Property '${name}' of ${el.type} is read-only`,
          );
        const get = sourceOf(undefined, type, action.value);
        const part = propertyPart(el, name);
        if (part === "common") return { ...base, run: () => setCommon(el, { [name]: get() }) };
        return {
          ...base,
          run: () => {
            if (el[part][name] !== get()) setPart(el, part, { [name]: get() });
          },
        };
      }
      case "show":
      case "hide": {
        const el = elementOf(action.elementId);
        const visible = action.type === "show";
        return { ...base, run: () => setCommon(el, { visible }) };
      }
      case "animate": {
        const el = elementOf(action.elementId);
        const parsed = AnimationSchema.safeParse(action.animation);
        if (!parsed.success) {
          throw new CompileError(
            "invalidAnimation",
            `Invalid animation: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`,
          );
        }
        const animation = parsed.data;
        const target =
          animation.name === "flyToTarget" ? elementOf(animation.targetElementId) : undefined;
        const base0 = baseElements.get(el.id)!;
        return {
          ...base,
          run: (fx) => {
            const to = animationEndState(el, base0, animation, target);
            setCommon(el, to);
            addEffect({ id: nextEffectId(), type: "animate", elementId: el.id, animation, to }, fx);
          },
        };
      }
      case "elementAction": {
        const el = elementOf(action.elementId);
        const decl = findAction(el, action.action);
        if (!decl || decl.internal)
          throw new CompileError("unknownAction", `${el.type} has no action '${action.action}'`);
        let args = action.args;
        if (decl.args) {
          const parsed = decl.args.safeParse(action.args);
          if (!parsed.success)
            throw new CompileError(
              "invalidArgs",
              `Invalid arguments for ${el.type}.${action.action}: ${parsed.error.message}`,
            );
          args = parsed.data;
        }
        return { ...base, run: (fx) => runElementAction(el, decl, args, fx) };
      }
    }
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
      action.run(produced);
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
        if (rule.sceneId !== ALL && rule.sceneId !== event.scope) continue;
        if (to !== undefined && event.value !== to) continue;
        if (!step(rule.id)) return;
        rule.lastSerial = current;
        if (!rule.test()) continue;
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
        diagnose(
          "stepLimit",
          `More than ${stepLimit} steps at time ${item.dueAt}: timer loop stopped`,
        );
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
    if (event.type === "effectCompleted") {
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
    const el = elements.get(event.elementId);
    if (!el) {
      diagnose("unknownElement", `Event ${event.type} for unknown element '${event.elementId}'`, {
        elementId: event.elementId,
      });
      return;
    }
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
          diagnose("unknownTrigger", `${el.type} has no trigger '${event.trigger}'`, {
            elementId: el.id,
          });
          return;
        }
        if (decl.payload && !decl.payload.safeParse(event.payload).success) {
          diagnose("invalidArgs", `Invalid payload for ${el.type}.${event.trigger}`, {
            elementId: el.id,
          });
          return;
        }
        queue.push({ key: elementKey(el.id, event.trigger), value: event.value, scope: sceneId });
        return;
      }
      case "elementAction": {
        const decl = findAction(el, event.action);
        if (!decl) {
          diagnose("unknownAction", `${el.type} has no action '${event.action}'`, {
            elementId: el.id,
          });
          return;
        }
        let args = event.args;
        if (decl.args) {
          const parsed = decl.args.safeParse(event.args);
          if (!parsed.success) {
            diagnose("invalidArgs", `Invalid arguments for ${el.type}.${event.action}`, {
              elementId: el.id,
            });
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
        diagnose("notStarted", "dispatch() before start()");
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
        counters: { ...counters },
      };
    },
    restore(input) {
      const parsed = GameSnapshotSchema.safeParse(input);
      if (!parsed.success)
        throw new SnapshotError(
          `Invalid GameSnapshot: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`,
        );
      const snap = parsed.data;
      const mismatch = (what: string) =>
        new SnapshotError(`The snapshot does not belong to this game: ${what}`);
      if (!scenes.has(snap.sceneId)) throw mismatch(`unknown scene '${snap.sceneId}'`);
      const elementIds = Object.keys(snap.elements);
      if (elementIds.length !== elements.size || elementIds.some((id) => !elements.has(id)))
        throw mismatch("elements differ");
      const variableIds = Object.keys(snap.variables);
      if (variableIds.length !== variables.size || variableIds.some((id) => !variables.has(id)))
        throw mismatch("variables differ");
      for (const [id, value] of Object.entries(snap.variables)) {
        const slot = variables.get(id)!;
        if (typeof value !== slot.type) throw mismatch(`variable '${id}' is not a ${slot.type}`);
      }
      for (const c of snap.continuations)
        if (!rules.has(c.ruleId)) throw mismatch(`unknown rule '${c.ruleId}'`);
      for (const s of snap.schedules) {
        if (s.kind === "element" && !elements.has(s.elementId))
          throw mismatch(`unknown element '${s.elementId}'`);
        if (s.kind === "resume" && !snap.continuations.some((c) => c.id === s.continuationId))
          throw mismatch(`unknown continuation '${s.continuationId}'`);
      }
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
      Object.assign(counters, snap.counters);
    },
  };
  return runtime;
}

function emptyResult(): DispatchResult {
  return { changes: [], effects: [], diagnostics: [], firedRules: [] };
}

function initialGeometry(el: Element): Geometry {
  return {
    x: el.x,
    y: el.y,
    width: el.width,
    height: el.height,
    rotation: el.rotation,
    opacity: el.opacity,
    visible: el.visible,
  };
}

/**
 * The state an element has once an animation has run. It is applied at once so that conditions
 * and snapshots never depend on how far an adapter's tween has got; the adapter animates from
 * what is on screen to `to`. Purely visual animations (bounce, shake, pulse…) change nothing.
 */
export function animationEndState(
  el: Geometry,
  base: Geometry,
  animation: Animation,
  target?: Geometry,
): Partial<Geometry> {
  const to: Partial<Geometry> = {};
  if (animation.autoShow) to.visible = true;
  switch (animation.name) {
    case "fadeIn":
    case "popIn":
      to.visible = true;
      break;
    case "fadeOut":
    case "popOut":
      to.visible = false;
      break;
    case "moveTo":
      if (animation.axis !== "y") to.x = animation.x;
      if (animation.axis !== "x") to.y = animation.y;
      break;
    case "moveBy":
      if (animation.axis !== "y") to.x = el.x + animation.x;
      if (animation.axis !== "x") to.y = el.y + animation.y;
      break;
    case "rotateTo":
      to.rotation = animation.targetAngle;
      break;
    case "rotateBy":
      to.rotation = el.rotation + animation.rotationAmount;
      break;
    case "spin":
      to.rotation =
        el.rotation + (animation.direction === "clockwise" ? 1 : -1) * 360 * animation.rotations;
      break;
    case "scaleTo":
    case "scaleBy": {
      // scaleTo is relative to the element's designed size, scaleBy to its current size; both keep the centre.
      const from = animation.name === "scaleTo" ? base : el;
      const width = from.width * animation.scale;
      const height = from.height * animation.scale;
      to.x = el.x + (el.width - width) / 2;
      to.y = el.y + (el.height - height) / 2;
      to.width = width;
      to.height = height;
      break;
    }
    case "flyToTarget":
      if (target) {
        to.x = target.x + target.width / 2 - el.width / 2;
        to.y = target.y + target.height / 2 - el.height / 2;
      }
      break;
    case "resetPosition":
      to.x = base.x;
      to.y = base.y;
      to.rotation = base.rotation;
      to.opacity = animation.resetOpacity === "full" ? 1 : base.opacity;
      if (animation.resetDimensions) {
        to.width = base.width;
        to.height = base.height;
      }
      break;
    default:
      break;
  }
  if (animation.autoHide && !animation.infinite) to.visible = false;
  return to;
}
