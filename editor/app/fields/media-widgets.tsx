/**
 * Widgets of the kinds that open the game's gallery or edit a list: an asset, caption tracks,
 * a riddle's hints. They stand on the scene editor's pickers (the gallery dialogs).
 */
import type { CaptionTrack, FieldSpec, Hint } from "@exitgame/engine";
import { AssetPicker } from "./AssetPicker";
import { CaptionsField } from "./CaptionsField";
import { HintListField } from "./HintListField";
import { galleryKind } from "./gallery-kind";
import type { FieldWidgetProps } from "./field-contract";

type Props<K extends FieldSpec["kind"]> = FieldWidgetProps<Extract<FieldSpec, { kind: K }>>;

/** Asset references: a picker that opens the gallery of the field's kind. */
export function AssetWidget(props: Props<"asset">) {
  const { ctx } = props;
  return (
    <ctx.Row id={props.id} label={props.label} help={props.help}>
      <AssetPicker
        id={props.id}
        label={props.label}
        kind={galleryKind(props.field.accept)}
        value={typeof props.value === "string" ? props.value : ""}
        mixed={Boolean(props.mixed)}
        onChange={props.onChange}
      />
    </ctx.Row>
  );
}

export function CaptionsWidget(props: Props<"captions">) {
  const { ctx } = props;
  return (
    <ctx.Row id={props.id} label={props.label} help={props.help}>
      <CaptionsField
        id={props.id}
        label={props.label}
        value={props.mixed || !Array.isArray(props.value) ? [] : (props.value as CaptionTrack[])}
        onChange={props.onChange}
      />
    </ctx.Row>
  );
}

/** The hint list names itself (a heading and one group per hint), so it has no row. */
export function HintsWidget(props: Props<"hints">) {
  return (
    <HintListField
      label={props.label}
      value={Array.isArray(props.value) ? (props.value as Hint[]) : []}
      onChange={(hints) => props.onChange(hints, ":hints")}
    />
  );
}
