/**
 * Compiles a rule's actions into closures once, when the runtime is created. Everything that
 * can be checked ahead of play (references, types, writability, arguments) is checked here and
 * throws a CompileError; a compiled action only reads its slots and writes through the host.
 */
import {
  AnimationSchema,
  type Action,
  type Animation,
  type Scalar,
  type SceneTransition,
  type SourceOperand,
} from "../document/rule-schema";
import type { Element, Scene } from "../document/schema";
import type { ActionDecl } from "../elements/contract";
import {
  CompileError,
  compileGetter,
  propertyPart,
  type ElementSlot,
  type Getter,
  type Slots,
  type VariableSlot,
} from "../rules/compile";
import { zodIssueParams, type DiagnosticParams } from "../rules/diagnostic";
import { propertyDecl } from "../rules/properties";
import { animationEndState } from "./animation";
import { valueGuard } from "./property-values";
import type { Geometry, RuntimeDiagnosticCode } from "./types";

export interface CompiledAction {
  id: string;
  shouldAwait: boolean;
  /** Set for the await action: the rule resumes after this many ms. */
  waitMs?: number;
  /** Runs the action; pushes the ids of the effects it produced to `effects`. */
  run(effects: string[]): void;
}

/** What compiled actions may touch: the runtime's slots and its writers. */
export interface ActionHost {
  readonly slots: Slots;
  readonly scenes: ReadonlyMap<string, Scene>;
  /** The element as designed (for scaleTo and resetPosition). */
  base(elementId: string): Element;
  currentScene(): string;
  setVariable(slot: VariableSlot, value: Scalar): void;
  setCommon(el: ElementSlot, patch: Partial<Geometry>): void;
  setPart(el: ElementSlot, part: "props" | "state", patch: Record<string, unknown>): void;
  goToScene(to: string, transition: SceneTransition | undefined, produced: string[]): void;
  animate(el: ElementSlot, animation: Animation, to: Partial<Geometry>, produced: string[]): void;
  findAction(el: ElementSlot, name: string): ActionDecl<unknown, unknown, unknown> | undefined;
  runElementAction(
    el: ElementSlot,
    decl: ActionDecl<unknown, unknown, unknown>,
    args: unknown,
    produced: string[],
  ): void;
  /** A problem while the action runs; the runtime adds the rule, action and path. */
  diagnose(code: RuntimeDiagnosticCode, params: DiagnosticParams): void;
}

const noop = () => {};

export function compileAction(action: Action, host: ActionHost): CompiledAction {
  const { slots } = host;
  const base = { id: action.id, shouldAwait: action.shouldAwait };
  const elementOf = (id: string) => {
    const el = slots.element(id);
    if (!el) throw new CompileError("unknownElement", { elementId: id });
    return el;
  };
  const variableOf = (id: string) => {
    const slot = slots.variable(id);
    if (!slot) throw new CompileError("unknownVariable", { variableId: id });
    return slot;
  };
  const sourceOf = (type: string, operand: SourceOperand, variable?: VariableSlot): Getter => {
    const source = compileGetter(operand, slots);
    if (source.type !== type)
      throw new CompileError(
        operand.kind === "variable" ? "variableTypeMismatch" : "typeMismatch",
        {
          expected: type,
          actual: source.type,
          ...(variable ? { variableId: variable.id } : {}),
        },
      );
    return source.get;
  };
  switch (action.type) {
    case "goToScene": {
      const target = action.sceneId;
      if (!host.scenes.has(target)) throw new CompileError("unknownScene", { sceneId: target });
      const transition = action.transition;
      return {
        ...base,
        run: (fx) => {
          if (host.currentScene() !== target) host.goToScene(target, transition, fx);
        },
      };
    }
    case "await":
      return { ...base, waitMs: action.durationMs, run: noop };
    case "setVariable": {
      const slot = variableOf(action.variableId);
      const get = sourceOf(slot.type, action.value, slot);
      return { ...base, run: () => host.setVariable(slot, get()) };
    }
    case "increaseVariable":
    case "decreaseVariable": {
      const slot = variableOf(action.variableId);
      if (slot.type !== "number")
        throw new CompileError("variableTypeMismatch", {
          expected: "number",
          actual: slot.type,
          variableId: slot.id,
        });
      const get = sourceOf("number", action.by);
      const sign = action.type === "increaseVariable" ? 1 : -1;
      return {
        ...base,
        run: () => host.setVariable(slot, (slot.value as number) + sign * (get() as number)),
      };
    }
    case "setProperty": {
      const el = elementOf(action.elementId);
      const name = action.property;
      const decl = propertyDecl(el.def, name);
      if (!decl)
        throw new CompileError("unknownProperty", {
          element: el.name,
          elementType: el.type,
          property: name,
        });
      if (!decl.write)
        throw new CompileError("readOnlyProperty", { element: el.name, property: name });
      const get = sourceOf(decl.type, action.value);
      const guard = valueGuard(el.def, name);
      const part = propertyPart(el, name);
      const write = (value: Scalar) => {
        if (part === "common") host.setCommon(el, { [name]: value });
        else if (el[part][name] !== value) host.setPart(el, part, { [name]: value });
      };
      return {
        ...base,
        run: () => {
          const value = get();
          const checked = guard(value);
          if (!checked.ok) {
            host.diagnose("invalidPropertyValue", {
              element: el.name,
              property: name,
              value: String(value),
            });
            return;
          }
          if (checked.clamped)
            host.diagnose("propertyValueClamped", {
              element: el.name,
              property: name,
              value: value as number,
              result: checked.value as number,
              min: checked.clamped.min,
              max: checked.clamped.max,
            });
          write(checked.value);
        },
      };
    }
    case "show":
    case "hide": {
      const el = elementOf(action.elementId);
      const visible = action.type === "show";
      return { ...base, run: () => host.setCommon(el, { visible }) };
    }
    case "animate": {
      const el = elementOf(action.elementId);
      const parsed = AnimationSchema.safeParse(action.animation);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw new CompileError("invalidAnimation", {
          field: issue.path.join("."),
          ...zodIssueParams(issue),
        });
      }
      const animation = parsed.data;
      const target =
        animation.name === "flyToTarget" ? elementOf(animation.targetElementId) : undefined;
      const designed = host.base(el.id);
      return {
        ...base,
        run: (fx) => {
          const to = animationEndState(el, designed, animation, target);
          host.setCommon(el, to);
          host.animate(el, animation, to, fx);
        },
      };
    }
    case "elementAction": {
      const el = elementOf(action.elementId);
      const decl = host.findAction(el, action.action);
      if (!decl || decl.internal)
        throw new CompileError("unknownAction", {
          element: el.name,
          elementType: el.type,
          action: action.action,
        });
      let args = action.args;
      if (decl.args) {
        const parsed = decl.args.safeParse(action.args);
        if (!parsed.success)
          throw new CompileError("invalidArgs", {
            element: el.name,
            elementType: el.type,
            action: action.action,
          });
        args = parsed.data;
      }
      return { ...base, run: (fx) => host.runElementAction(el, decl, args, fx) };
    }
  }
}

/** Stands in for an action that failed to compile: it does nothing. */
export const skippedAction = (action: Action): CompiledAction => ({
  id: action.id,
  shouldAwait: false,
  run: noop,
});
