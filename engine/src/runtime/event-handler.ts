/**
 * What one event from the host does to the play state before the rules run: pointer events on
 * shown elements, element triggers and actions (arguments checked), hints taken, answers
 * checked and effects completed (which resume awaiting rules). Triggers are queued; the runtime
 * processes the queue afterwards.
 */
import type { Scalar } from "../document/rule-schema";
import type { ActionContext, ActionDecl } from "../elements/contract";
import { HINTS_TAKEN_PROPERTY } from "../hints/hints";
import type { ElementSlot } from "../rules/compile";
import type { DiagnosticParams } from "../rules/diagnostic";
import type { PlayState } from "./play-state";
import type { CompiledRule } from "./rule-index";
import { elementKey, hintKey } from "./rule-index";
import type { Geometry, RuntimeDiagnostic, RuntimeDiagnosticCode, RuntimeEvent } from "./types";

export interface EventHandlerDeps {
  s: PlayState;
  rules: ReadonlyMap<string, CompiledRule>;
  contextFor(el: ElementSlot, produced: string[] | undefined): ActionContext;
  setCommon(el: ElementSlot, patch: Partial<Geometry>): void;
  setPart(el: ElementSlot, part: "props" | "state", patch: Record<string, unknown>): void;
  findAction(el: ElementSlot, name: string): ActionDecl<unknown, unknown, unknown> | undefined;
  runElementAction(
    el: ElementSlot,
    decl: ActionDecl<unknown, unknown, unknown>,
    args: unknown,
  ): void;
  runActions(rule: CompiledRule, from: number): void;
  diagnose(
    code: RuntimeDiagnosticCode,
    params: DiagnosticParams,
    extra?: Partial<RuntimeDiagnostic>,
  ): void;
}

const POINTER_EVENTS: ReadonlySet<RuntimeEvent["type"]> = new Set([
  "click",
  "mouseEnter",
  "mouseLeave",
  "dragEnd",
  "rotateEnd",
  "resizeEnd",
]);

export function createEventHandler(deps: EventHandlerDeps): (event: RuntimeEvent) => void {
  const { s, rules, contextFor, setCommon, setPart, findAction, runElementAction, diagnose } = deps;
  /** Visible, and on the current scene or global. */
  const shown = (el: ElementSlot) =>
    el.visible && (el.sceneId === null || el.sceneId === s.sceneId);

  const handle = (event: RuntimeEvent): void => {
    if (event.type === "tick") return;
    if (event.type === "answerChecked") {
      const check = s.checks.get(event.effectId);
      if (!check) return;
      s.checks.delete(event.effectId);
      const el = s.elements.get(check.elementId);
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
      if (s.checks.has(event.effectId)) return;
      const continuationId = s.effectWaiters.get(event.effectId);
      if (continuationId === undefined) return;
      s.effectWaiters.delete(event.effectId);
      const continuation = s.continuations.get(continuationId);
      if (!continuation) return;
      continuation.waiting = continuation.waiting.filter((id) => id !== event.effectId);
      if (continuation.waiting.length > 0) return;
      s.continuations.delete(continuationId);
      const rule = rules.get(continuation.ruleId);
      if (rule) deps.runActions(rule, continuation.nextIndex);
      return;
    }
    if (event.type === "hintTaken") {
      const count = (s.hintsTaken.get(event.targetId) ?? 0) + 1;
      s.hintsTaken.set(event.targetId, count);
      // Conditions read the count where the riddle declares it (HINTS_TAKEN_PROPERTY, in its state).
      const riddle = s.elements.get(event.targetId);
      if (riddle && Object.hasOwn(riddle.state, HINTS_TAKEN_PROPERTY))
        setPart(riddle, "state", { [HINTS_TAKEN_PROPERTY]: count });
      s.queue.push({ key: hintKey(event.targetId), value: count, scope: s.sceneId });
      return;
    }
    const el = s.elements.get(event.elementId);
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
        queueTrigger(s, el, event.type);
        return;
      case "dragEnd":
        setCommon(el, { x: event.x, y: event.y });
        queueTrigger(s, el, "dragEnd");
        return;
      case "rotateEnd":
        setCommon(el, { rotation: event.rotation });
        queueTrigger(s, el, "rotateEnd");
        return;
      case "resizeEnd":
        setCommon(el, {
          width: event.width,
          height: event.height,
          ...(event.x === undefined ? {} : { x: event.x }),
          ...(event.y === undefined ? {} : { y: event.y }),
        });
        queueTrigger(s, el, "resizeEnd");
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
        queueTrigger(s, el, event.trigger, event.value);
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
  return handle;
}

function queueTrigger(s: PlayState, el: ElementSlot, trigger: string, value?: Scalar) {
  s.queue.push({ key: elementKey(el.id, trigger), value, scope: s.sceneId });
}
