/**
 * What one rule trigger kind declares, in one file (rules/triggers/<kind>.ts, listed once in
 * rules/triggers/index.ts): its schema, what it refers to (pruning, remapping, "used in"), its
 * checks ahead of play, the event key the runtime files the rule under, its sentence and the
 * words it owns (element triggers are worded by their element types' strings).
 *
 * Like the action definitions, a definition imports only zod, rule-parts and types; validate,
 * the runtime and the sentences hand it what it needs.
 */
import { z } from "zod/mini";
import type { Scalar } from "../../document/rule-parts";
import type { Scene } from "../../document/schema";
import type { Registry } from "../../elements/registry";
import type { ScopedVariable } from "../../elements/vocabulary";
import type { ReferenceProblemCode } from "../../runtime/types";
import type { LocatedElement, ReferenceSink, Remapper } from "../actions/contract";
import type { ElementSlot } from "../compile";
import type { DiagnosticParams } from "../diagnostic";
import type { DiagnosticCode } from "../validate";

type TriggerObject<T extends string, S extends z.core.$ZodShape> = z.ZodMiniObject<
  { type: z.ZodMiniLiteral<T> } & S
>;

/** What validate() hands a trigger's check: lookups and reporting at the trigger's place. */
export interface TriggerCheck {
  readonly registry: Registry;
  /** The trigger's number in its rule (1-based). */
  readonly number: number;
  /** Reports at `rel` below the trigger ('sceneId', 'to'; '' for the trigger itself). */
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
  nameOf(element: LocatedElement["element"]): string;
  /** The trigger reads the variable (for "never read"). */
  reads(variableId: string): void;
  /** Where the trigger fires: on that scene, or (null) on any scene. */
  firesOn(sceneId: string | null): void;
  /** The trigger compares a player's entry with a literal that is in the page. */
  revealsAnswer(): boolean;
}

/** What filing a trigger under its event key may use. */
export interface TriggerKeyTools {
  element(id: string): ElementSlot | undefined;
  fail(code: ReferenceProblemCode, params: DiagnosticParams): never;
}

/** What a trigger's sentence is filled with, in the author's language. */
export interface TriggerSentenceTools {
  fill(template: string, slots: Record<string, string>): string;
  /** A string of the logic builder's own trigger words: `words('sceneChanged.to', 'sentence')`. */
  words(name: string, text: "label" | "sentence" | "sentenceWithValue"): string | undefined;
  /** The sentence an element declares for one of its triggers (or a common one); with a value. */
  elementTrigger(elementId: string, trigger: string, withValue: boolean): string | undefined;
  /** 'the trigger X' for one the element does not declare. */
  unknownTrigger(trigger: string): string;
  /** '… (changed to X)' after a sentence whose template has no slot for the value. */
  withValue(value: string): string;
  scene(id: string): string;
  element(id: string): string;
  variable(id: string): string;
  literal(value: Scalar): string;
}

/** How the logic builder edits a trigger's argument (one widget per kind). */
export type TriggerField =
  | { key: string; kind: "scene" }
  /** Choosing one empties the arguments in `clears`. */
  | { key: string; kind: "variable"; clears: readonly string[] }
  /** Choosing one sets `trigger` back to 'click' and empties the arguments in `clears`. */
  | { key: string; kind: "element"; trigger: string; clears: readonly string[] }
  /** One of the triggers the element in `of` declares (or a common one). */
  | { key: string; kind: "elementTrigger"; of: string; clears: readonly string[] }
  /** "Only when the value is …": of the variable's type, or of the element trigger's value. */
  | {
      key: string;
      kind: "valueFilter";
      typeOf: { variable: string } | { element: string; trigger: string };
    }
  /** A riddle with hints: an element with a hint list, or a scene (by the argument `of`). */
  | { key: string; kind: "hintTarget"; of: string; clears: readonly string[] }
  /** "Only the N-th": an optional whole number from 1. */
  | { key: string; kind: "countFilter" };

/** The document's first scene, variable and element, for a trigger of a newly chosen kind. */
export interface FirstOfDocument {
  sceneId: string;
  variableId: string;
  elementId: string;
}

/** An entry of the builder's trigger-kind picker ('sceneChanged.to'). */
export interface TriggerChoice<T> {
  id: string;
  /** Its label is the builder's word `builder.<builderLabel>`; else the kind's own `<id>.label`. */
  builderLabel?: string;
  matches(trigger: T): boolean;
  /** A trigger of this entry, keeping what still fits from `previous`. */
  create(previous: { type: string }, first: FirstOfDocument): T;
}

export interface TriggerDefinition<T = { type: string }> {
  type: string;
  schema: z.ZodMiniType<T>;
  references(trigger: T, out: ReferenceSink): void;
  remap(trigger: T, map: Remapper): T;
  validate(trigger: T, check: TriggerCheck): void;
  /** The event the rule waits for ('e:lock:validatedCorrectly') and the value it must carry. */
  key(trigger: T, tools: TriggerKeyTools): { key: string; to?: Scalar };
  sentence(trigger: T, tools: TriggerSentenceTools): string;
  choices: readonly TriggerChoice<T>[];
  fields: readonly TriggerField[];
  /** The words this kind owns (under common.rules.triggers.<type>), if it has any. */
  words?: { de: unknown; en: unknown };
}

/** Declares a trigger kind: `defineTrigger(type, shape)({ …the rest })`. */
export const defineTrigger =
  <T extends string, S extends z.core.$ZodShape>(type: T, shape: S) =>
  (
    def: Omit<TriggerDefinition<z.infer<TriggerObject<T, S>>>, "type" | "schema">,
  ): TriggerDefinition<z.infer<TriggerObject<T, S>>> & {
    type: T;
    schema: TriggerObject<T, S>;
  } => ({
    ...def,
    type,
    schema: z.object({ type: z.literal(type), ...shape }) as unknown as TriggerObject<T, S>,
  });
