/**
 * Declared fields: how each editable value of an element is edited. The scene editor's
 * inspector is generated from these declarations (a plugin adds its own Inspector only when no
 * field kind fits). Every element definition declares one field per key of its props schema
 * (or marks the key INTERNAL); the common properties every element has are declared
 * once, in COMMON_FIELDS.
 *
 * Labels are not stored here: they live in the `elements` i18n namespace, looked up by
 * convention (see element-plugins/src/contract/labels.ts):
 *   plugin field  `<stringsKey>.fields.<name>.label`, optional `.help`,
 *                 select options `<stringsKey>.fields.<name>.options.<value>`
 *   common field  `common.fields.<name>.label` (and `.help`, `.options.<value>`)
 * where `<stringsKey>` is the camelCase of the type ('number-code-input' → 'numberCodeInput').
 */
import type { ColorTheme } from "../document/constants";
import type { VariableType } from "../document/schema";
import type { Hint } from "../hints/hints";

/** Every widget the generated inspector must render. */
export type FieldKind =
  /** One line of text. */
  | "text"
  /** Several lines of text (a textarea). */
  | "multilineText"
  /** A number input with unit, min, max, step. */
  | "number"
  /** A slider (with its value shown), for bounded numbers. */
  | "slider"
  /** On/off. */
  | "switch"
  /** One of a fixed list of string values; each option has a label. */
  | "select"
  /** A CSS colour; `allowEmpty` fields may be cleared (then the element's theme decides). */
  | "color"
  /** An asset of the game gallery (an asset id, or an https/data URL) of one media kind. */
  | "asset"
  /** Source code in an editor with highlighting. */
  | "code"
  /** One of the 22 colour themes (COLOR_THEMES), shown as swatches. */
  | "colorTheme"
  /** A chat theme id ('mono:blue', 'duo:ocean'): a colour pair, shown as swatches. */
  | "chatTheme"
  /** A variable of the game (its id), optionally restricted to one value type. */
  | "variable"
  /** A speech-synthesis voice name; null = the browser's default voice for the game's locale. */
  | "voice"
  /** CSS custom-property overrides: a list of `--name: value` pairs. */
  | "cssVariables"
  /** One of the variants the element's definition declares (`variants`; 'default' always). */
  | "variant"
  /** Caption tracks of a video: WebVTT assets of the gallery, each with a language and label. */
  | "captions"
  /** The riddle's hints (engine/src/hints): an ordered list of text, image, penalty, availability. */
  | "hints";

/** Units a number shows beside its input. 'percent': the stored value is 0–1, shown ×100 %. */
export type FieldUnit = "px" | "deg" | "rem" | "s" | "ms" | "percent";

/** Sections of the inspector, in this order; a plugin's own fields go to 'content' or 'behaviour'. */
export const FIELD_GROUPS = [
  "general",
  "content",
  "behaviour",
  "layout",
  "appearance",
  "interaction",
  "speech",
  "accessibility",
  "advanced",
] as const;
export type FieldGroup = (typeof FIELD_GROUPS)[number];

export type AssetKind = "image" | "video" | "audio";
/** A caption track: a WebVTT asset of the gallery (see CaptionsField). */
export interface CaptionTrack {
  assetId: string;
  /** BCP 47 language tag ('de', 'en-GB'). */
  language: string;
  /** What the player's track menu shows ('Deutsch'). */
  label: string;
}
export type CodeLanguage = "js" | "json";

interface FieldBase {
  group: FieldGroup;
  /** Position within the group (ascending); ties keep declaration order. */
  order: number;
  /**
   * Never sent to players: emptied by redactForPlayers before a document leaves the server for
   * a player (the AI chat's instructions).
   */
  serverOnly?: boolean;
  /**
   * A solution or answer (a lock's code): the inspector hides the value until the author asks
   * to see it, and redactForPlayers removes it from every document and snapshot sent to players
   * (the API checks answers, see ElementDefinition.answer).
   */
  secret?: boolean;
  /**
   * How a secret or serverOnly string is redacted: emptied (default); 'mask': replaced by as
   * many '•' as it has characters (a lock shows one box per character of its code); 'presence':
   * '•' if it is set, '' if not (an input only needs to know whether to have its answer checked).
   */
  redact?: "empty" | "mask" | "presence" | "hints";
  /** There is a help text at `…fields.<name>.help` (the contract test checks both locales). */
  help?: boolean;
}

export interface TextField extends FieldBase {
  kind: "text";
  /** There is a placeholder text at `…fields.<name>.placeholder`. */
  placeholder?: boolean;
}
export interface MultilineTextField extends FieldBase {
  kind: "multilineText";
  /** Visible lines (the textarea grows up to this). */
  rows?: number;
}
export interface NumberField extends FieldBase {
  kind: "number";
  unit?: FieldUnit;
  min?: number;
  max?: number;
  step?: number;
}
export interface SliderField extends FieldBase {
  kind: "slider";
  unit?: FieldUnit;
  min: number;
  max: number;
  step: number;
}
export interface SwitchField extends FieldBase {
  kind: "switch";
}
export interface SelectField<V extends string = string> extends FieldBase {
  kind: "select";
  /** Exactly the values of the schema's enum (the contract test checks), in display order. */
  options: readonly V[];
}
export interface ColorField extends FieldBase {
  kind: "color";
  /** '' is allowed and means "the element's theme colour". */
  allowEmpty?: boolean;
}
export interface AssetField extends FieldBase {
  kind: "asset";
  accept: AssetKind;
}
export interface CodeField extends FieldBase {
  kind: "code";
  language: CodeLanguage;
}
export interface ColorThemeField extends FieldBase {
  kind: "colorTheme";
}
export interface ChatThemeField extends FieldBase {
  kind: "chatTheme";
}
export interface VariableField extends FieldBase {
  kind: "variable";
  /** Offer only variables of this type. */
  valueType?: VariableType;
}
export interface VoiceField extends FieldBase {
  kind: "voice";
}
export interface CssVariablesField extends FieldBase {
  kind: "cssVariables";
}
export interface VariantField extends FieldBase {
  kind: "variant";
}
export interface CaptionsField extends FieldBase {
  kind: "captions";
}

/** Secret by nature: players' documents keep only each hint's penalty and availability. */
export interface HintsField extends FieldBase {
  kind: "hints";
}

export type FieldSpec =
  | TextField
  | MultilineTextField
  | NumberField
  | SliderField
  | SwitchField
  | SelectField
  | ColorField
  | AssetField
  | CodeField
  | ColorThemeField
  | ChatThemeField
  | VariableField
  | VoiceField
  | CssVariablesField
  | VariantField
  | CaptionsField
  | HintsField;

/** A props key the author does not edit in the inspector (set by code or by another field). */
export const INTERNAL = "internal";
export type Internal = typeof INTERNAL;

/** The field kinds that fit a value of type V (a number is never edited with a switch). */
export type FieldFor<V> = 0 extends 1 & V
  ? FieldSpec
  : [V] extends [boolean]
    ? SwitchField
    : [V] extends [number]
      ? NumberField | SliderField
      : [V] extends [string]
        ? string extends V
          ? | TextField
            | MultilineTextField
            | ColorField
            | AssetField
            | CodeField
            | ChatThemeField
            | VariableField
          : [V] extends [ColorTheme]
            ? ColorThemeField | SelectField<V>
            : SelectField<V>
        : [V] extends [string | null]
          ? VoiceField
          : [V] extends [readonly Hint[]]
            ? HintsField
            : FieldSpec;

/** One entry per props key: its field, or INTERNAL. */
export type FieldsOf<P> = { [K in keyof P & string]-?: FieldFor<P[K]> | Internal };

/** A field with its name (a props key, or for common fields a key of the element). */
export type NamedField = FieldSpec & { name: string };

/** Fields in inspector order: by group (FIELD_GROUPS), then order, then declaration order. */
export function sortFields(fields: Record<string, FieldSpec | Internal>): NamedField[] {
  const list: (NamedField & { index: number })[] = [];
  let index = 0;
  for (const [name, spec] of Object.entries(fields)) {
    if (spec !== INTERNAL) list.push({ ...spec, name, index });
    index += 1;
  }
  list.sort(
    (a, b) =>
      FIELD_GROUPS.indexOf(a.group) - FIELD_GROUPS.indexOf(b.group) ||
      a.order - b.order ||
      a.index - b.index,
  );
  return list.map(({ index: _index, ...field }) => field as NamedField);
}
