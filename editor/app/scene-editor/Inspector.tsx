/**
 * The properties inspector, generated from declared fields: the selected element type's own
 * fields (its definition's `fields`) and the common properties (COMMON_FIELDS). With several
 * elements selected, the common properties they share. Every change is one engine operation;
 * typing into one field merges into one undo step.
 */
import {
  COLOR_THEMES,
  COMMON_FIELDS,
  commonFieldPatch,
  commonFieldValue,
  FIELD_GROUPS,
  sortFields,
  type CaptionTrack,
  type CommonFieldName,
  type FieldSpec,
  type NamedField,
} from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";
import { TryAnswer } from "./TryAnswer";
import {
  colorThemeKey,
  fieldKey,
  optionKey,
  typeLabelKey,
  variantKey,
} from "@exitgame/element-plugins/labels";
import {
  Badge,
  Box,
  Flex,
  Heading,
  IconButton,
  Select,
  Slider,
  Switch,
  Text,
  TextArea,
  TextField,
} from "@radix-ui/themes";
import { lazy, Suspense, useId, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { useDraft } from "../editor-shell/use-draft";
import { AssetPicker } from "./AssetPicker";
import { CaptionsField } from "./CaptionsField";
import { galleryKind } from "./asset-fields";
import { useTranslation } from "react-i18next";
import { UsedIn } from "../editor-shell/UsedIn";
import type { EditorActions } from "../editor-shell/actions";
import type { EditorStore } from "../editor-shell/store";

const EMPTY = "__default__";

/** CodeMirror and the code field come on demand: they are not part of the route's first load. */
const CodeField = lazy(() => import("./CodeField").then((m) => ({ default: m.CodeField })));

const same = (values: unknown[]) =>
  values.every((v) => JSON.stringify(v) === JSON.stringify(values[0]));

function unitSuffix(unit: string | undefined) {
  return unit === "percent" ? "%" : (unit ?? "");
}

/** A number field that accepts a partial input ('-', '1.') and commits valid numbers. */
function NumberInput(props: {
  id: string;
  value: number | undefined;
  field: Extract<FieldSpec, { kind: "number" }>;
  onCommit(value: number): void;
}) {
  const [text, setText] = useDraft(
    props.value === undefined ? "" : String(props.value),
    (draft, value) => draft.trim() !== "" && Number(draft) === Number(value),
  );
  return (
    <TextField.Root
      id={props.id}
      size="1"
      type="number"
      inputMode="decimal"
      value={text}
      min={props.field.min}
      max={props.field.max}
      step={props.field.step}
      onChange={(e) => {
        setText(e.target.value);
        const n = Number(e.target.value);
        if (e.target.value.trim() !== "" && Number.isFinite(n)) props.onCommit(n);
      }}
    >
      {props.field.unit ? (
        <TextField.Slot side="right">
          <Text size="1" color="gray">
            {unitSuffix(props.field.unit)}
          </Text>
        </TextField.Slot>
      ) : null}
    </TextField.Root>
  );
}

function voices(): string[] {
  if (typeof window === "undefined" || !window.speechSynthesis) return [];
  return window.speechSynthesis.getVoices().map((v) => v.name);
}

function FieldRow(props: {
  label: string;
  help?: string;
  id: string;
  inline?: boolean;
  children: ReactNode;
}) {
  const label = (
    <Text as="label" size="1" weight="medium" htmlFor={props.id}>
      {props.label}
    </Text>
  );
  return (
    <Flex direction="column" gap="1" className="se-field">
      {props.inline ? (
        <Flex justify="between" align="center" gap="2">
          {label}
          {props.children}
        </Flex>
      ) : (
        <>
          {label}
          {props.children}
        </>
      )}
      {props.help ? (
        <Text size="1" color="gray" className="se-field-help">
          {props.help}
        </Text>
      ) : null}
    </Flex>
  );
}

interface FieldEditorProps {
  field: NamedField;
  /** The element type whose strings hold the labels; null for common fields. */
  type: string | null;
  value: unknown;
  mixed: boolean;
  variants?: readonly string[];
  variables: { id: string; name: string; type: string }[];
  /** `burst`: a squash key suffix, when the field groups its typing into bursts (code). */
  onChange(value: unknown, burst?: string): void;
}

function FieldEditor({
  field,
  type,
  value,
  mixed,
  variants,
  variables,
  onChange,
}: FieldEditorProps) {
  const { t } = useTranslation(["elements", "sceneEditor"]);
  const id = useId();
  const [reveal, setReveal] = useState(false);
  const label = t(fieldKey(type, field.name));
  const help = field.help ? t(fieldKey(type, field.name, "help")) : undefined;
  const placeholder = mixed ? t("sceneEditor:inspector.mixed") : undefined;
  const row = (control: ReactNode, inline = false) => (
    <FieldRow label={label} help={help} id={id} inline={inline}>
      {control}
    </FieldRow>
  );
  // Asset references: a picker that opens the gallery of the field's kind.
  if (field.kind === "asset")
    return row(
      <AssetPicker
        id={id}
        label={label}
        kind={galleryKind(field.accept)}
        value={typeof value === "string" ? value : ""}
        mixed={mixed}
        onChange={onChange}
      />,
    );
  if (field.kind === "text")
    return row(
      <TextField.Root
        id={id}
        size="1"
        type={field.secret && !reveal ? "password" : "text"}
        value={mixed ? "" : String(value ?? "")}
        placeholder={
          placeholder ??
          (field.kind === "text" && field.placeholder
            ? t(fieldKey(type, field.name, "placeholder"))
            : undefined)
        }
        onChange={(e) => onChange(e.target.value)}
      >
        {field.secret ? (
          <TextField.Slot side="right">
            <IconButton
              size="1"
              variant="ghost"
              type="button"
              aria-pressed={reveal}
              aria-label={t("sceneEditor:inspector.reveal")}
              onClick={() => setReveal((r) => !r)}
            >
              {reveal ? "◉" : "◎"}
            </IconButton>
          </TextField.Slot>
        ) : null}
      </TextField.Root>,
    );
  switch (field.kind) {
    case "captions":
      return row(
        <CaptionsField
          id={id}
          label={label}
          value={mixed || !Array.isArray(value) ? [] : (value as CaptionTrack[])}
          onChange={onChange}
        />,
      );
    case "code":
      return row(
        <Suspense
          fallback={
            <TextArea
              id={id}
              size="1"
              rows={8}
              className="se-code"
              spellCheck={false}
              value={mixed ? "" : String(value ?? "")}
              placeholder={placeholder}
              onChange={(e) => onChange(e.target.value)}
            />
          }
        >
          <CodeField
            id={id}
            label={label}
            language={field.language}
            value={mixed ? "" : String(value ?? "")}
            placeholder={placeholder}
            onChange={onChange}
          />
        </Suspense>,
      );
    case "multilineText":
      return row(
        <TextArea
          id={id}
          size="1"
          rows={field.rows ?? 3}
          value={mixed ? "" : String(value ?? "")}
          placeholder={placeholder}
          onChange={(e) => onChange(e.target.value)}
        />,
      );
    case "number":
      return row(
        <NumberInput
          id={id}
          field={field}
          value={mixed ? undefined : (value as number)}
          onCommit={onChange}
        />,
      );
    case "slider": {
      const n = typeof value === "number" ? value : field.min;
      const shown =
        field.unit === "percent" ? `${Math.round(n * 100)} %` : `${n}${unitSuffix(field.unit)}`;
      return row(
        <Flex gap="2" align="center">
          <NamedSlider
            id={id}
            label={label}
            min={field.min}
            max={field.max}
            step={field.step}
            value={n}
            onChange={onChange}
          />
          <Text size="1" className="se-slider-value">
            {mixed ? "–" : shown}
          </Text>
        </Flex>,
      );
    }
    case "switch":
      return row(
        <Switch
          id={id}
          size="1"
          checked={mixed ? false : Boolean(value)}
          onCheckedChange={(checked) => onChange(checked)}
        />,
        true,
      );
    case "select":
    case "colorTheme":
    case "variant":
    case "variable":
    case "voice":
    case "chatTheme": {
      const options: { value: string; label: string }[] =
        field.kind === "select"
          ? field.options.map((o) => ({ value: o, label: t(optionKey(type, field.name, o)) }))
          : field.kind === "colorTheme"
            ? COLOR_THEMES.map((c) => ({ value: c, label: t(colorThemeKey(c)) }))
            : field.kind === "variant"
              ? (variants ?? ["default"]).map((v) => ({
                  value: v,
                  label: t(type ? variantKey(type, v) : "common.variants.default"),
                }))
              : field.kind === "variable"
                ? variables
                    .filter((v) => !field.valueType || v.type === field.valueType)
                    .map((v) => ({ value: v.id, label: v.name }))
                : field.kind === "voice"
                  ? [
                      { value: EMPTY, label: t("sceneEditor:inspector.defaultVoice") },
                      ...voices().map((v) => ({ value: v, label: v })),
                    ]
                  : [];
      if (field.kind === "chatTheme")
        return row(
          <TextField.Root
            id={id}
            size="1"
            value={mixed ? "" : String(value ?? "")}
            onChange={(e) => onChange(e.target.value)}
          />,
        );
      const current = value === null || value === undefined ? EMPTY : String(value);
      return row(
        <Select.Root
          size="1"
          value={mixed ? undefined : current}
          onValueChange={(v) => onChange(field.kind === "voice" && v === EMPTY ? null : v)}
        >
          <Select.Trigger id={id} placeholder={placeholder} aria-label={label} />
          <Select.Content>
            {options.map((o) => (
              <Select.Item key={o.value} value={o.value}>
                {o.label}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>,
      );
    }
    case "color": {
      const text = mixed ? "" : String(value ?? "");
      const hex = /^#[0-9a-f]{6}$/i.test(text) ? text : "#ffffff";
      return row(
        <Flex gap="2" align="center">
          <input
            type="color"
            className="se-color"
            value={hex}
            aria-label={label}
            onChange={(e) => onChange(e.target.value)}
          />
          <TextField.Root
            id={id}
            size="1"
            value={text}
            placeholder={placeholder}
            onChange={(e) => onChange(e.target.value)}
          />
        </Flex>,
      );
    }
    case "cssVariables": {
      const record = (mixed ? {} : (value ?? {})) as Record<string, string>;
      const textValue = Object.entries(record)
        .map(([k, v]) => `${k}: ${v}`)
        .join("\n");
      return row(<CssVariablesInput id={id} value={textValue} onCommit={(v) => onChange(v)} />);
    }
  }
}

/**
 * A slider whose thumb (the element with role "slider" that takes focus) carries the field's
 * name: Radix Themes' Slider names only its root, and axe rightly asks for the thumb's name.
 */
function NamedSlider(props: {
  id: string;
  label: string;
  min: number;
  max: number;
  step: number;
  value: number;
  onChange(value: number): void;
}) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    box.current?.querySelector('[role="slider"]')?.setAttribute("aria-label", props.label);
  });
  return (
    <Box ref={box} style={{ flex: 1 }}>
      <Slider
        id={props.id}
        size="1"
        min={props.min}
        max={props.max}
        step={props.step}
        value={[props.value]}
        aria-label={props.label}
        onValueChange={([v]) => props.onChange(v ?? props.value)}
      />
    </Box>
  );
}

/** `--name: value` per line; only complete lines are written. */
function CssVariablesInput(props: {
  id: string;
  value: string;
  onCommit(value: Record<string, string>): void;
}) {
  const [text, setText] = useDraft(props.value);
  return (
    <TextArea
      id={props.id}
      size="1"
      rows={3}
      className="se-code"
      value={text}
      placeholder="--eg-accent: #e11d48"
      onChange={(e) => setText(e.target.value)}
      onBlur={() => {
        const out: Record<string, string> = {};
        for (const line of text.split("\n")) {
          const m = /^\s*(--[a-zA-Z0-9-]+)\s*:\s*(.+?)\s*;?\s*$/.exec(line);
          if (m) out[m[1]!] = m[2]!;
        }
        props.onCommit(out);
      }}
    />
  );
}

export function Inspector({ store, actions }: { store: EditorStore; actions: EditorActions }) {
  const { t } = useTranslation(["sceneEditor", "elements"]);
  const selected = store.selectedElements();
  if (selected.length === 0)
    return (
      <Text as="p" size="2" color="gray" m="3">
        {t("sceneEditor:inspector.empty")}
      </Text>
    );
  const ids = selected.map((e) => e.id);
  const key = ids.join(",");
  const sameType = selected.every((e) => e.type === selected[0]!.type);
  const first = selected[0]!;
  const definition = sameType && registry.has(first.type) ? registry.get(first.type) : undefined;
  const variables = [...store.doc.variables, ...selected.flatMap((e) => e.variables)].map((v) => ({
    id: v.id,
    name: v.name,
    type: v.type,
  }));

  const commonFields = sortFields(COMMON_FIELDS);
  const ownFields =
    definition && selected.length === 1
      ? sortFields(definition.fields as Record<string, FieldSpec>)
      : [];

  const setCommon = (name: string, value: unknown) => {
    if (name === "global") return actions.toggleGlobal(ids);
    actions.updateCommon(
      ids,
      commonFieldPatch(first, name as CommonFieldName, value),
      `c:${key}:${name}`,
    );
  };

  const groups = FIELD_GROUPS.map((group) => ({
    group,
    own: ownFields.filter((f) => f.group === group),
    common: commonFields.filter((f) => f.group === group),
  })).filter((g) => g.own.length + g.common.length > 0);

  return (
    <Box p="3" className="se-inspector" data-testid="inspector">
      <Flex align="center" gap="2" mb="2">
        <Heading as="h2" size="2">
          {selected.length === 1
            ? t(`elements:${typeLabelKey(first.type)}`)
            : t("sceneEditor:inspector.many", { count: selected.length })}
        </Heading>
        {first.global && selected.length === 1 ? (
          <Badge size="1">{t("sceneEditor:layers.global")}</Badge>
        ) : null}
      </Flex>
      {groups.map(({ group, own, common }) => (
        <section
          key={group}
          className="se-group-section"
          aria-label={t(`sceneEditor:groups.${group}`)}
        >
          <Text as="div" size="1" weight="bold" color="gray" className="se-group-title">
            {t(`sceneEditor:groups.${group}`)}
          </Text>
          {own.map((field) => (
            <FieldEditor
              key={`${key}:p:${field.name}`}
              field={field}
              type={first.type}
              value={(first.props as Record<string, unknown>)[field.name]}
              mixed={false}
              variants={definition?.variants}
              variables={variables}
              onChange={(value, burst = "") =>
                actions.updateProps(ids, { [field.name]: value }, `p:${key}:${field.name}${burst}`)
              }
            />
          ))}
          {group === "content" && definition?.answer && selected.length === 1 ? (
            <TryAnswer key={`${key}:try`} definition={definition} props={first.props} />
          ) : null}
          {common.map((field) => {
            const values = selected.map((e) => commonFieldValue(e, field.name as CommonFieldName));
            return (
              <FieldEditor
                key={`${key}:c:${field.name}`}
                field={field}
                type={null}
                value={values[0]}
                mixed={!same(values)}
                variants={definition?.variants}
                variables={variables}
                onChange={(value) => setCommon(field.name, value)}
              />
            );
          })}
        </section>
      ))}
      {selected.length === 1 ? (
        <UsedIn doc={store.doc} target={{ kind: "element", id: first.id }} />
      ) : null}
    </Box>
  );
}
