/**
 * What every field widget receives (the contract of the one widget map, field-widgets.tsx). A
 * widget edits one declared field: an element's prop or common property in the inspector, an
 * element action's argument or a rule trigger's or action's argument in the logic builder. The
 * surface (inspector or builder) gives its layout of a labelled control (`ctx.Row`) and its
 * strings; the widget gives the control(s) for the field's kind.
 */
import type {
  ActionField,
  FieldKind,
  FieldSpec,
  GameDocument,
  Registry,
  TriggerField,
} from "@exitgame/engine";
import type { ComponentType, ReactNode } from "react";
import type { PickerContext } from "./pickers";

/** A rule trigger's or action's argument declaration (engine/src/rules/*). */
export type RuleArgField = ActionField | TriggerField;
/** Every declared field: element props and element action arguments, and rule arguments. */
export type AnyField = FieldSpec | RuleArgField;
/** Every kind a widget exists for. */
export type WidgetKind = FieldKind | RuleArgField["kind"];
/** The declarations of one kind ('variable' is declared by element props and by rules). */
export type FieldOfKind<K extends WidgetKind> = Extract<AnyField, { kind: K }>;

/** A labelled control as the surface lays it out: the inspector's row, the builder's field. */
export interface RowProps {
  /** The control's id: the label points at it. */
  id: string;
  label: string;
  help?: string;
  /** Label and control on one line (a switch). */
  inline?: boolean;
  children: ReactNode;
}

export interface FieldContext extends PickerContext {
  doc: GameDocument;
  registry: Registry;
  /** The surface's layout of one labelled control. */
  Row: ComponentType<RowProps>;
  /** The label of option `option` of the select field `name` (the element type's strings). */
  optionLabel(name: string, option: string): string;
  /** The placeholder text of the text field `name` (declared with `placeholder: true`). */
  placeholder(name: string): string;
  /** The element type whose variants a 'variant' field offers; null: common fields. */
  elementType: string | null;
  variants?: readonly string[];
  /** Test ids of rule arguments start with it ('action' → 'action-scene'). */
  testPrefix?: string;
}

export interface FieldWidgetProps<F extends AnyField = AnyField> {
  field: F;
  /** The prop or argument name the field edits. */
  name: string;
  value: unknown;
  /**
   * The values the field sits among (the action, the trigger, the element's props): a rule
   * argument that depends on another one (a property of the chosen element) reads it here.
   */
  values: Readonly<Record<string, unknown>>;
  /** `burst`: a squash key suffix, when the widget groups its typing into bursts (code, hints). */
  onChange(value: unknown, burst?: string): void;
  /**
   * Several values at once, without the keys in `clears`: choosing another element empties the
   * property chosen for the old one.
   */
  onPatch(patch: Record<string, unknown>, clears?: readonly string[]): void;
  /** The main control's id (a label points at it). */
  id: string;
  /** The field's name for people (rule arguments are named by their kind's word instead). */
  label: string;
  help?: string;
  /** Several selected elements disagree: the control shows no value. */
  mixed?: boolean;
  /** Shown in an empty control ('mixed' in the inspector). */
  placeholder?: string;
  testId?: string;
  ctx: FieldContext;
}

export type FieldWidget<F extends AnyField = AnyField> = ComponentType<FieldWidgetProps<F>>;

/** One widget per kind: the type makes a kind without a widget a compile error. */
export type FieldWidgetMap = { [K in WidgetKind]: FieldWidget<FieldOfKind<K>> };

export const str = (value: unknown) => (typeof value === "string" ? value : "");
