/**
 * The animation of an 'animate' action: its kind, the common settings (duration, easing,
 * cycles, show before / hide after) and exactly the parameters the kind has.
 */
import { ANIMATION_NAMES, EASINGS, type Animation, type AnimationName } from "@exitgame/engine";
import { ruleKey } from "@exitgame/element-plugins/labels";
import { Flex, Switch, Text, TextArea } from "@radix-ui/themes";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DurationInput } from "./DurationInput";
import { ANIMATION_PARAMS, changeAnimationKind } from "./rule-values";
import { ElementPicker, Labelled, NativeSelect, NumberInput, type PickerContext } from "./pickers";

// ---------------------------------------------------------------- animations

export function AnimationEditor(props: {
  ctx: PickerContext;
  animation: Animation;
  onChange(animation: Animation): void;
}) {
  const { t } = useTranslation(["logic", "elements"]);
  const { animation } = props;
  const values = animation as unknown as Record<string, unknown>;
  const set = (key: string, value: unknown) =>
    props.onChange({ ...animation, [key]: value } as Animation);
  const plain = animation.name === "stopAnimation";
  return (
    <Flex direction="column" gap="2" className="lb-animation" data-testid="animation-editor">
      <Flex gap="2" align="end" wrap="wrap">
        <Labelled label={t("animation.kind")}>
          {(id) => (
            <NativeSelect
              id={id}
              value={animation.name}
              testId="animation-kind"
              onChange={(name) =>
                props.onChange(changeAnimationKind(animation, name as AnimationName))
              }
            >
              {ANIMATION_NAMES.map((n) => (
                <option key={n} value={n}>
                  {t(`elements:${ruleKey("animations", n)}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </Labelled>
        {plain ? null : (
          <>
            <DurationInput
              label={t("animation.duration")}
              ms={animation.durationMs}
              max={600_000}
              onChange={(durationMs) => set("durationMs", durationMs)}
              testId="animation-duration"
            />
            <Labelled label={t("animation.easing")}>
              {(id) => (
                <NativeSelect
                  id={id}
                  value={animation.easing.name}
                  testId="animation-easing"
                  onChange={(name) => set("easing", { ...animation.easing, name })}
                >
                  {EASINGS.map((e) => (
                    <option key={e} value={e}>
                      {t(`animation.easings.${e}`)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Labelled>
            {animation.easing.name === "none" ? null : (
              <Labelled label={t("animation.easingDirection")}>
                {(id) => (
                  <NativeSelect
                    id={id}
                    value={animation.easing.direction}
                    testId="animation-easing-direction"
                    onChange={(direction) => set("easing", { ...animation.easing, direction })}
                  >
                    {(["in", "out", "inOut"] as const).map((d) => (
                      <option key={d} value={d}>
                        {t(`animation.directions.${d}`)}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </Labelled>
            )}
            <NumberInput
              label={t("animation.cycles")}
              value={animation.cycles}
              min={1}
              max={1000}
              step={1}
              testId="animation-cycles"
              onChange={(n) => set("cycles", Math.max(1, Math.round(n)))}
            />
            {(["infinite", "autoShow", "autoHide"] as const).map((key) => (
              <Flex key={key} gap="1" align="center" asChild>
                <label>
                  <Switch
                    size="1"
                    checked={animation[key]}
                    data-testid={`animation-${key}`}
                    onCheckedChange={(v) => set(key, v)}
                  />
                  <Text size="1">{t(`animation.${key}`)}</Text>
                </label>
              </Flex>
            ))}
          </>
        )}
      </Flex>
      <Flex gap="2" align="end" wrap="wrap">
        {ANIMATION_PARAMS[animation.name].map((p) => {
          const label = t(`animation.params.${p.key}`);
          switch (p.kind) {
            case "number":
              return (
                <NumberInput
                  key={p.key}
                  label={label}
                  value={Number(values[p.key] ?? 0)}
                  min={p.min}
                  max={p.max}
                  step={p.step}
                  unit={p.unit === "deg" ? "°" : p.unit}
                  testId={`animation-${p.key}`}
                  onChange={(n) => set(p.key, n)}
                />
              );
            case "select":
              return (
                <Labelled key={p.key} label={label}>
                  {(id) => (
                    <NativeSelect
                      id={id}
                      value={String(values[p.key])}
                      testId={`animation-${p.key}`}
                      onChange={(v) => set(p.key, v)}
                    >
                      {p.options.map((o) => (
                        <option key={o} value={o}>
                          {t(`animation.options.${o}`)}
                        </option>
                      ))}
                    </NativeSelect>
                  )}
                </Labelled>
              );
            case "switch":
              return (
                <Flex key={p.key} gap="1" align="center" asChild>
                  <label>
                    <Switch
                      size="1"
                      checked={values[p.key] === true}
                      onCheckedChange={(v) => set(p.key, v)}
                      data-testid={`animation-${p.key}`}
                    />
                    <Text size="1">{label}</Text>
                  </label>
                </Flex>
              );
            case "color":
              return (
                <Labelled key={p.key} label={label}>
                  {(id) => (
                    <input
                      id={id}
                      type="color"
                      className="lb-color"
                      value={String(values[p.key])}
                      onChange={(e) => set(p.key, e.target.value)}
                      data-testid={`animation-${p.key}`}
                    />
                  )}
                </Labelled>
              );
            case "element":
              return (
                <ElementPicker
                  key={p.key}
                  ctx={props.ctx}
                  label={label}
                  value={String(values[p.key] ?? "")}
                  onChange={(id) => set(p.key, id)}
                  testId={`animation-${p.key}`}
                />
              );
            case "json":
              return (
                <TweenInput
                  key={p.key}
                  label={label}
                  value={values[p.key] as Record<string, unknown>}
                  onChange={(v) => set(p.key, v)}
                />
              );
          }
        })}
      </Flex>
    </Flex>
  );
}

/** JSON of tween properties, checked as it is typed: only an object of numbers, strings, booleans. */
function TweenInput(props: {
  label: string;
  value: Record<string, unknown>;
  onChange(value: Record<string, unknown>): void;
}) {
  const { t } = useTranslation("logic");
  const [text, setText] = useState(() => JSON.stringify(props.value, null, 2));
  const [error, setError] = useState<string | null>(null);
  return (
    <Labelled label={props.label}>
      {(id) => (
        <Flex direction="column" gap="1">
          <TextArea
            id={id}
            className="lb-code"
            rows={4}
            spellCheck={false}
            value={text}
            aria-invalid={error ? true : undefined}
            data-testid="animation-tween"
            onChange={(e) => {
              setText(e.target.value);
              const problem = tweenProblem(e.target.value);
              setError(problem);
              if (!problem) props.onChange(JSON.parse(e.target.value) as Record<string, unknown>);
            }}
          />
          {error ? (
            <Text size="1" color="red" role="alert" data-testid="tween-error">
              {t(`animation.tweenErrors.${error}`)}
            </Text>
          ) : null}
        </Flex>
      )}
    </Labelled>
  );
}

/** Why a tween text is refused ('syntax', 'notObject', 'badValue'), or null. */
export function tweenProblem(text: string): "syntax" | "notObject" | "badValue" | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return "syntax";
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return "notObject";
  for (const v of Object.values(parsed))
    if (!["number", "string", "boolean"].includes(typeof v)) return "badValue";
  return null;
}
