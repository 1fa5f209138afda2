/**
 * Compiles a rule's actions into closures once, when the runtime is created. Everything that
 * can be checked ahead of play (references, types, writability, arguments) is checked here and
 * throws a CompileError; a compiled action only reads its slots and writes through the host.
 */
import type { Action, Animation, Scalar, SceneTransition } from "../document/rule-schema";
import type { Element, Scene } from "../document/schema";
import type { ActionDecl } from "../elements/contract";
import { definitionOf } from "../rules/actions";
import type { CompileTools } from "../rules/actions/contract";
import {
  CompileError,
  compileGetter,
  propertyPart,
  type ElementSlot,
  type Slots,
  type VariableSlot,
} from "../rules/compile";
import type { DiagnosticParams } from "../rules/diagnostic";
import { propertyDecl } from "../rules/properties";
import { animationEndState } from "./animation";
import { valueGuard } from "./property-values";
import type { Geometry, ReferenceProblemCode, RuntimeDiagnosticCode } from "./types";

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

/** Compiles an action through its kind's definition (rules/actions/). */
export function compileAction(action: Action, host: ActionHost): CompiledAction {
  const { slots } = host;
  const fail = (code: ReferenceProblemCode, params: DiagnosticParams): never => {
    throw new CompileError(code, params);
  };
  const tools: CompileTools = {
    host,
    fail,
    element(id) {
      return slots.element(id) ?? fail("unknownElement", { elementId: id });
    },
    variable(id) {
      return slots.variable(id) ?? fail("unknownVariable", { variableId: id });
    },
    source(type, operand, variable) {
      const source = compileGetter(operand, slots);
      if (source.type !== type)
        fail(operand.kind === "variable" ? "variableTypeMismatch" : "typeMismatch", {
          expected: type,
          actual: source.type,
          ...(variable ? { variableId: variable.id } : {}),
        });
      return source.get;
    },
    propertyDecl,
    propertyPart,
    valueGuard,
    animationEndState,
    findAction: (el, name) => host.findAction(el, name),
  };
  const compiled = definitionOf(action).compile(action, tools);
  return { id: action.id, shouldAwait: action.shouldAwait, ...compiled };
}

/** Stands in for an action that failed to compile: it does nothing. */
export const skippedAction = (action: Action): CompiledAction => ({
  id: action.id,
  shouldAwait: false,
  run: noop,
});
