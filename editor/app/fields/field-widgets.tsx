/**
 * The one map from a declared field kind to its widget (Puck's AutoField): the inspector edits
 * element props and common properties with it, the logic builder an element action's arguments
 * and every rule trigger's and action's arguments. Every widget takes the same props
 * (field-contract.ts); the surface brings its row layout and strings in `ctx`.
 */
import { Text } from "@radix-ui/themes";
import { lazy, Suspense, type ComponentType } from "react";
import type {
  AnyField,
  FieldWidgetMap,
  FieldWidgetProps,
  RowProps,
  WidgetKind,
} from "./field-contract";
import {
  AnimationWidget,
  CountFilterWidget,
  DurationWidget,
  ElementActionWidget,
  ElementTriggerWidget,
  ElementWidget,
  HintTargetWidget,
  PropertyWidget,
  SceneWidget,
  SourceWidget,
  TransitionWidget,
  ValueFilterWidget,
  VariableWidget,
} from "./rule-widgets";
import {
  ChatThemeWidget,
  ChoiceWidget,
  CodeWidget,
  ColorWidget,
  CssVariablesWidget,
  MultilineTextWidget,
  NumberWidget,
  SliderWidget,
  SwitchWidget,
  TextWidget,
} from "./value-widgets";

/**
 * The gallery's widgets come on demand: the logic builder's route does not load the gallery
 * unless an argument is an asset; the inspector starts loading them with itself.
 */
const loadMedia = () => import("./media-widgets");
export const preloadFieldWidgets = () => void loadMedia().catch(() => undefined);
const AssetWidget = lazy(() => loadMedia().then((m) => ({ default: m.AssetWidget })));
const CaptionsWidget = lazy(() => loadMedia().then((m) => ({ default: m.CaptionsWidget })));
const HintsWidget = lazy(() => loadMedia().then((m) => ({ default: m.HintsWidget })));

export const FIELD_WIDGETS: FieldWidgetMap = {
  // element props (engine/src/elements/fields.ts), element action arguments
  text: TextWidget,
  multilineText: MultilineTextWidget,
  number: NumberWidget,
  slider: SliderWidget,
  switch: SwitchWidget,
  select: ChoiceWidget,
  colorTheme: ChoiceWidget,
  variant: ChoiceWidget,
  voice: ChoiceWidget,
  chatTheme: ChatThemeWidget,
  color: ColorWidget,
  cssVariables: CssVariablesWidget,
  code: CodeWidget,
  asset: AssetWidget,
  captions: CaptionsWidget,
  hints: HintsWidget,
  // both: an element's variable field and a rule's variable
  variable: VariableWidget,
  // rule arguments (engine/src/rules/actions, engine/src/rules/triggers)
  scene: SceneWidget,
  transition: TransitionWidget,
  duration: DurationWidget,
  element: ElementWidget,
  property: PropertyWidget,
  source: SourceWidget,
  animation: AnimationWidget,
  elementAction: ElementActionWidget,
  elementTrigger: ElementTriggerWidget,
  valueFilter: ValueFilterWidget,
  hintTarget: HintTargetWidget,
  countFilter: CountFilterWidget,
};

/** Whether a widget exists for `kind` (a declaration from data, e.g. an imported plugin). */
export const hasWidget = (kind: string): kind is WidgetKind => Object.hasOwn(FIELD_WIDGETS, kind);

/** The widget of the field's kind. */
export function AutoField(props: FieldWidgetProps) {
  const Widget = FIELD_WIDGETS[props.field.kind] as ComponentType<FieldWidgetProps<AnyField>>;
  return (
    <Suspense fallback={null}>
      <Widget {...props} />
    </Suspense>
  );
}

/** The logic builder's layout of a labelled control: the word above, the control below. */
export function BuilderRow(props: RowProps) {
  return (
    <label className="lb-field" htmlFor={props.id}>
      <Text size="1" color="gray" as="span">
        {props.label}
      </Text>
      {props.children}
    </label>
  );
}
