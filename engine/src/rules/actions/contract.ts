/**
 * What one rule action kind declares, in one file (rules/actions/<kind>.ts, listed once in
 * rules/actions/index.ts): its schema, what it refers to (pruning, remapping, "used in"), its
 * checks ahead of play, what it does at run time, its argument fields (how the logic builder
 * edits it), the action a new one starts as, and its words (label and sentence template, de/en).
 *
 * A definition imports only zod, rule-parts and types: everything it needs from validate, the
 * runtime or the sentences comes in through the tools passed to it, so the rule schema can be
 * built from the definitions without import cycles.
 */
import { z } from "zod/mini";
import { IdSchema, type Animation, type Operand } from "../../document/rule-parts";
import type { Element, Scene } from "../../document/schema";
import type {
  ActionDecl,
  AnyElementDefinition,
  PropertyDecl,
  ValueType,
} from "../../elements/contract";
import type { Registry } from "../../elements/registry";
import type { ScopedVariable } from "../../elements/vocabulary";
import type { ActionHost, CompiledAction } from "../../runtime/actions";
import type { ValueGuard } from "../../runtime/property-values";
import type { Geometry, ReferenceProblemCode } from "../../runtime/types";
import type { ElementSlot, Getter, VariableSlot } from "../compile";
import type { DiagnosticParams } from "../diagnostic";
import type { DiagnosticCode } from "../validate";

/** The object schema of an action of `type` with its own `shape` besides id and shouldAwait. */
export const actionSchema = <T extends string, S extends z.core.$ZodShape>(type: T, shape: S) =>
  z.object({
    id: IdSchema,
    type: z.literal(type),
    /** Hold the following actions until this action's effects report completion. */
    shouldAwait: z.boolean(),
    ...shape,
  });
type ActionObject<T extends string, S extends z.core.$ZodShape> = ReturnType<
  typeof actionSchema<T, S>
>;

/** The ids an action refers to, by kind (the shape operations/references.ts reports). */
export interface ReferenceSink {
  elements: string[];
  scenes: string[];
  variables: string[];
}

/** Maps ids (a copy with new ids, an import): `id` maps one, `operand` every id in an operand. */
export interface Remapper {
  id(id: string): string;
  operand<O extends Operand>(operand: O): O;
}

export interface LocatedElement {
  element: Element;
  /** null: global element. */
  sceneId: string | null;
}

/** What validate() hands an action's check: lookups and reporting at the action's place. */
export interface ActionCheck {
  readonly registry: Registry;
  /** Reports at `rel` below the action ('sceneId', 'animation.x'; '' for the action itself). */
  report(
    severity: "error" | "warning",
    code: DiagnosticCode,
    params: DiagnosticParams,
    rel: string,
    ids?: { elementId?: string; sceneId?: string; variableId?: string },
  ): void;
  scene(id: string): Scene | undefined;
  variable(id: string): ScopedVariable | undefined;
  element(id: string): LocatedElement | undefined;
  /** The element an action works on: reports it when unknown, or when it is on another scene. */
  targetElement(id: string, rel?: string): LocatedElement | undefined;
  /** A reference the author has not chosen yet (the builder starts new actions without). */
  notChosen(code: ReferenceProblemCode, rel: string): void;
  propertyDecl(element: Element, name: string): PropertyDecl | undefined;
  /** Checks that a value source has the type `type` (reporting unknown references in it). */
  checkSource(operand: Operand, type: ValueType, rel: string): void;
  nameOf(element: Element): string;
  /** The action writes the variable (for "never written"). */
  writes(variableId: string): void;
  /** The action goes to the scene (for "unreachable scene"). */
  reaches(sceneId: string): void;
}

/** What compiling an action may use: the runtime's host and checks that throw a CompileError. */
export interface CompileTools {
  readonly host: ActionHost;
  fail(code: ReferenceProblemCode, params: DiagnosticParams): never;
  element(id: string): ElementSlot;
  variable(id: string): VariableSlot;
  /** A getter for a value source of `type` (the variable named in a type mismatch). */
  source(type: ValueType, operand: Operand, variable?: VariableSlot): Getter;
  propertyDecl(def: AnyElementDefinition, name: string): PropertyDecl | undefined;
  propertyPart(el: ElementSlot, name: string): "common" | "state" | "props";
  valueGuard(def: AnyElementDefinition, name: string): ValueGuard;
  animationEndState(
    el: ElementSlot,
    designed: Element,
    animation: Animation,
    target: ElementSlot | undefined,
  ): Partial<Geometry>;
  findAction(el: ElementSlot, name: string): ActionDecl<unknown, unknown, unknown> | undefined;
}

/** What a sentence template is filled with: the document's names in the author's language. */
export interface SentenceTools {
  /** This action kind's sentence template ('Gehe zu {scene}'). */
  template: string;
  fill(template: string, slots: Record<string, string>): string;
  scene(id: string): string;
  element(id: string): string;
  variable(id: string): string;
  operand(operand: Operand): string;
  property(elementId: string, property: string): string;
  duration(ms: number): string;
  animation(animation: Animation): string;
  /** 'with cross-fade' for a transition type. */
  withTransition(type: string): string;
  /** The sentence an element type declares for one of its actions (undefined: unknown). */
  elementAction(elementId: string, action: string): string | undefined;
  /** 'the element action X' for one the element does not declare. */
  unknownElementAction(action: string): string;
  /** An element action's argument value. */
  arg(value: unknown): string;
}

/**
 * How the logic builder edits an argument. The kinds name what is chosen (a scene, an element,
 * a variable of some types, a property of the chosen element, a value source of the type of
 * another argument) rather than how: the builder maps each kind to one widget.
 */
export type ActionField =
  | { key: string; kind: "scene" }
  | { key: string; kind: "transition" }
  | { key: string; kind: "duration"; max: number }
  /** Choosing one resets `resets` (a value source) to the new variable's neutral value. */
  | { key: string; kind: "variable"; types?: readonly ValueType[]; resets?: string }
  /**
   * Choosing one empties the arguments in `clears` (a property or an action of the element);
   * `withActions`: only elements that declare rule actions are offered.
   */
  | { key: string; kind: "element"; clears?: readonly string[]; withActions?: boolean }
  /** A property of the element in `of`; choosing one resets `resets` as a variable does. */
  | { key: string; kind: "property"; of: string; access: "write"; resets: string }
  /** A value source: of the type `type`, or of the type of the variable/property in `typeOf`. */
  | {
      key: string;
      kind: "source";
      label: "to" | "by";
      type?: ValueType;
      typeOf?: { variable: string } | { element: string; property: string };
    }
  | { key: string; kind: "animation" }
  /** One of the actions the element in `of` declares, with its arguments in `args`. */
  | { key: string; kind: "elementAction"; of: string; args: string };

export interface ActionWords {
  label: string;
  /** Slots in single braces: '{scene}', '{element}', '{variable}', '{value}' … */
  sentence: string;
}

export interface ActionDefinition<A = { type: string }> {
  type: string;
  schema: z.ZodMiniType<A>;
  references(action: A, out: ReferenceSink): void;
  remap(action: A, map: Remapper): A;
  validate(action: A, check: ActionCheck): void;
  compile(action: A, tools: CompileTools): Omit<CompiledAction, "id" | "shouldAwait">;
  fields: readonly ActionField[];
  /** A new action of this kind without its id; references are left for the author to choose. */
  create(): Omit<A, "id">;
  sentence(action: A, tools: SentenceTools): string;
  /** It always holds the following actions (the builder offers no "wait for it" switch). */
  alwaysAwaits?: boolean;
  words: { de: ActionWords; en: ActionWords };
}

/**
 * Declares an action kind: `defineAction(type, shape)({ …the rest })`; the action's type comes
 * from the schema built from `type` and `shape`.
 */
export const defineAction =
  <T extends string, S extends z.core.$ZodShape>(type: T, shape: S) =>
  (
    def: Omit<ActionDefinition<z.infer<ActionObject<T, S>>>, "type" | "schema">,
  ): ActionDefinition<z.infer<ActionObject<T, S>>> & { type: T; schema: ActionObject<T, S> } => ({
    ...def,
    type,
    schema: actionSchema(type, shape),
  });

/** Adds the ids an operand refers to. */
export function operandReferences(operand: Operand, out: ReferenceSink): void {
  if (operand.kind === "property" || operand.kind === "element")
    out.elements.push(operand.elementId);
  else if (operand.kind === "variable") out.variables.push(operand.variableId);
}

export const noop = () => {};
