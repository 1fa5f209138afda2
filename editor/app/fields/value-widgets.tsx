/**
 * Widgets of the value kinds (text, numbers, switches, choices, colours, code): one control for
 * one value, laid out by the surface's row (`ctx.Row`). The inspector edits element props with
 * them, the logic builder an element action's arguments.
 */
import { COLOR_THEMES, type FieldSpec } from "@exitgame/engine";
import { colorThemeKey, variantKey } from "@exitgame/element-plugins/labels";
import {
  Box,
  Flex,
  IconButton,
  Select,
  Slider,
  Switch,
  Text,
  TextArea,
  TextField,
} from "@radix-ui/themes";
import { lazy, Suspense, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useDraft } from "../editor-shell/use-draft";
import type { FieldWidgetProps } from "./field-contract";

type Props<K extends FieldSpec["kind"]> = FieldWidgetProps<Extract<FieldSpec, { kind: K }>>;

const EMPTY = "__default__";

/** CodeMirror and the code field come on demand: they are not part of the route's first load. */
const CodeField = lazy(() => import("./CodeField").then((m) => ({ default: m.CodeField })));

export function unitSuffix(unit: string | undefined) {
  return unit === "percent" ? "%" : (unit ?? "");
}

const text = (props: { mixed?: boolean; value: unknown }) =>
  props.mixed ? "" : String(props.value ?? "");

/**
 * A number typed as text: a partial input ('-', '1.') stays a draft, every finite number is
 * committed; out of its bounds it is marked invalid.
 */
export function NumberControl(props: {
  id: string;
  value: number | undefined;
  min?: number;
  max?: number;
  step?: number;
  unit?: string;
  invalid?: boolean;
  /** An empty input is invalid (it commits nothing). */
  required?: boolean;
  testId?: string;
  className?: string;
  onCommit(value: number): void;
}) {
  const [draft, setDraft] = useDraft(
    props.value === undefined ? "" : String(props.value),
    (d, value) => d.trim() !== "" && Number(d) === Number(value),
  );
  const n = Number(draft);
  const out =
    draft.trim() === ""
      ? Boolean(props.required)
      : !Number.isFinite(n) ||
        (props.min !== undefined && n < props.min) ||
        (props.max !== undefined && n > props.max);
  return (
    <TextField.Root
      id={props.id}
      size="1"
      type="number"
      inputMode="decimal"
      value={draft}
      min={props.min}
      max={props.max}
      step={props.step}
      aria-invalid={out || props.invalid || undefined}
      data-testid={props.testId}
      className={props.className}
      onChange={(e) => {
        setDraft(e.target.value);
        const next = Number(e.target.value);
        if (e.target.value.trim() !== "" && Number.isFinite(next)) props.onCommit(next);
      }}
    >
      {props.unit ? (
        <TextField.Slot side="right">
          <Text size="1" color="gray">
            {props.unit}
          </Text>
        </TextField.Slot>
      ) : null}
    </TextField.Root>
  );
}

export function TextWidget(props: Props<"text">) {
  const { t } = useTranslation("sceneEditor");
  const [reveal, setReveal] = useState(false);
  const { field, ctx } = props;
  return (
    <ctx.Row id={props.id} label={props.label} help={props.help}>
      <TextField.Root
        id={props.id}
        size="1"
        type={field.secret && !reveal ? "password" : "text"}
        value={text(props)}
        data-testid={props.testId}
        placeholder={
          props.placeholder ?? (field.placeholder ? ctx.placeholder(props.name) : undefined)
        }
        onChange={(e) => props.onChange(e.target.value)}
      >
        {field.secret ? (
          <TextField.Slot side="right">
            <IconButton
              size="1"
              variant="ghost"
              type="button"
              aria-pressed={reveal}
              aria-label={t("inspector.reveal")}
              onClick={() => setReveal((r) => !r)}
            >
              {reveal ? "◉" : "◎"}
            </IconButton>
          </TextField.Slot>
        ) : null}
      </TextField.Root>
    </ctx.Row>
  );
}

export function MultilineTextWidget(props: Props<"multilineText">) {
  const { ctx } = props;
  return (
    <ctx.Row id={props.id} label={props.label} help={props.help}>
      <TextArea
        id={props.id}
        size="1"
        rows={props.field.rows ?? 3}
        value={text(props)}
        placeholder={props.placeholder}
        data-testid={props.testId}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </ctx.Row>
  );
}

export function NumberWidget(props: Props<"number">) {
  const { ctx, field } = props;
  return (
    <ctx.Row id={props.id} label={props.label} help={props.help}>
      <NumberControl
        id={props.id}
        value={props.mixed || typeof props.value !== "number" ? undefined : props.value}
        min={field.min}
        max={field.max}
        step={field.step}
        unit={field.unit ? unitSuffix(field.unit) : undefined}
        required={!props.mixed}
        testId={props.testId}
        className="field-number"
        onCommit={props.onChange}
      />
    </ctx.Row>
  );
}

export function SliderWidget(props: Props<"slider">) {
  const { ctx, field } = props;
  const n = typeof props.value === "number" ? props.value : field.min;
  const shown =
    field.unit === "percent" ? `${Math.round(n * 100)} %` : `${n}${unitSuffix(field.unit)}`;
  return (
    <ctx.Row id={props.id} label={props.label} help={props.help}>
      <Flex gap="2" align="center">
        <NamedSlider
          id={props.id}
          label={props.label}
          min={field.min}
          max={field.max}
          step={field.step}
          value={n}
          testId={props.testId}
          onChange={props.onChange}
        />
        <Text size="1" className="se-slider-value">
          {props.mixed ? "–" : shown}
        </Text>
      </Flex>
    </ctx.Row>
  );
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
  testId?: string;
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
        data-testid={props.testId}
        onValueChange={([v]) => props.onChange(v ?? props.value)}
      />
    </Box>
  );
}

export function SwitchWidget(props: Props<"switch">) {
  const { ctx } = props;
  return (
    <ctx.Row id={props.id} label={props.label} help={props.help} inline>
      <Switch
        id={props.id}
        size="1"
        checked={props.mixed ? false : Boolean(props.value)}
        data-testid={props.testId}
        onCheckedChange={(checked) => props.onChange(checked)}
      />
    </ctx.Row>
  );
}

function voices(): string[] {
  if (typeof window === "undefined" || !window.speechSynthesis) return [];
  return window.speechSynthesis.getVoices().map((v) => v.name);
}

/** One of a list of values: a select's options, a colour theme, a variant, a voice. */
export function ChoiceWidget(props: Props<"select" | "colorTheme" | "variant" | "voice">) {
  const { t } = useTranslation(["elements", "sceneEditor"]);
  const { field, ctx } = props;
  const type = ctx.elementType;
  const options: { value: string; label: string }[] =
    field.kind === "select"
      ? field.options.map((o) => ({ value: o, label: ctx.optionLabel(props.name, o) }))
      : field.kind === "colorTheme"
        ? COLOR_THEMES.map((c) => ({ value: c, label: t(colorThemeKey(c)) }))
        : field.kind === "variant"
          ? (ctx.variants ?? ["default"]).map((v) => ({
              value: v,
              label: t(type ? variantKey(type, v) : "common.variants.default"),
            }))
          : [
              { value: EMPTY, label: t("sceneEditor:inspector.defaultVoice") },
              ...voices().map((v) => ({ value: v, label: v })),
            ];
  const current = props.value === null || props.value === undefined ? EMPTY : String(props.value);
  return (
    <ctx.Row id={props.id} label={props.label} help={props.help}>
      <Select.Root
        size="1"
        value={props.mixed ? undefined : current}
        onValueChange={(v) => props.onChange(field.kind === "voice" && v === EMPTY ? null : v)}
      >
        <Select.Trigger
          id={props.id}
          placeholder={props.placeholder}
          aria-label={props.label}
          data-testid={props.testId}
        />
        <Select.Content>
          {options.map((o) => (
            <Select.Item key={o.value} value={o.value}>
              {o.label}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
    </ctx.Row>
  );
}

/** A chat theme id ('mono:blue'), typed. */
export function ChatThemeWidget(props: Props<"chatTheme">) {
  const { ctx } = props;
  return (
    <ctx.Row id={props.id} label={props.label} help={props.help}>
      <TextField.Root
        id={props.id}
        size="1"
        value={text(props)}
        data-testid={props.testId}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </ctx.Row>
  );
}

export function ColorWidget(props: Props<"color">) {
  const { ctx } = props;
  const value = text(props);
  const hex = /^#[0-9a-f]{6}$/i.test(value) ? value : "#ffffff";
  return (
    <ctx.Row id={props.id} label={props.label} help={props.help}>
      <Flex gap="2" align="center">
        <input
          type="color"
          className="se-color"
          value={hex}
          aria-label={props.label}
          onChange={(e) => props.onChange(e.target.value)}
        />
        <TextField.Root
          id={props.id}
          size="1"
          value={value}
          placeholder={props.placeholder}
          data-testid={props.testId}
          onChange={(e) => props.onChange(e.target.value)}
        />
      </Flex>
    </ctx.Row>
  );
}

/** `--name: value` per line; only complete lines are written (when the field is left). */
export function CssVariablesWidget(props: Props<"cssVariables">) {
  const { ctx } = props;
  const record = (props.mixed ? {} : (props.value ?? {})) as Record<string, string>;
  const value = Object.entries(record)
    .map(([k, v]) => `${k}: ${v}`)
    .join("\n");
  const [draft, setDraft] = useDraft(value);
  return (
    <ctx.Row id={props.id} label={props.label} help={props.help}>
      <TextArea
        id={props.id}
        size="1"
        rows={3}
        className="se-code"
        value={draft}
        placeholder="--eg-accent: #e11d48"
        data-testid={props.testId}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={() => {
          const out: Record<string, string> = {};
          for (const line of draft.split("\n")) {
            const m = /^\s*(--[a-zA-Z0-9-]+)\s*:\s*(.+?)\s*;?\s*$/.exec(line);
            if (m) out[m[1]!] = m[2]!;
          }
          props.onChange(out);
        }}
      />
    </ctx.Row>
  );
}

export function CodeWidget(props: Props<"code">) {
  const { ctx } = props;
  return (
    <ctx.Row id={props.id} label={props.label} help={props.help}>
      <Suspense
        fallback={
          <TextArea
            id={props.id}
            size="1"
            rows={8}
            className="se-code"
            spellCheck={false}
            value={text(props)}
            placeholder={props.placeholder}
            onChange={(e) => props.onChange(e.target.value)}
          />
        }
      >
        <CodeField
          id={props.id}
          label={props.label}
          language={props.field.language}
          value={text(props)}
          placeholder={props.placeholder}
          onChange={props.onChange}
        />
      </Suspense>
    </ctx.Row>
  );
}
