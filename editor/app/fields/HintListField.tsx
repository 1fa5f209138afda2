/**
 * The inspector's widget for a declared field of kind 'hints' (an answer-checking element's hint
 * list) and the scene settings' hint list: ordered hints, each with a text, an optional image
 * from the gallery, a time penalty and "available after N minutes". Edits are checked with the
 * engine's hint schema; a list with a problem stays a draft here (with the problem beside its
 * field, translated) and only a valid list is written to the document.
 */
import { createId, HintListSchema, newHint, type Hint } from "@exitgame/engine";
import { Button, Flex, IconButton, Text, TextArea, TextField } from "@radix-ui/themes";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import en from "zod/v4/locales/en.js";
import { AssetPicker } from "./AssetPicker";

type Problems = Map<string, string>;

/**
 * zod's English messages for issues without an i18n key (an empty number field: "Invalid input:
 * expected number, received NaN"); the client loads zod/mini, which has no locale of its own.
 */
const english = { error: en().localeError };

function problemsOf(list: Hint[]): Problems {
  const parsed = HintListSchema.safeParse(list, english);
  const out: Problems = new Map();
  if (parsed.success) return out;
  for (const issue of parsed.error.issues) {
    const key =
      issue.path.length >= 2 ? `${String(issue.path[0])}.${String(issue.path[1])}` : "list";
    if (!out.has(key)) out.set(key, issue.message);
  }
  return out;
}

const same = (a: readonly Hint[], b: readonly Hint[]) => JSON.stringify(a) === JSON.stringify(b);

export function HintListField(props: {
  label: string;
  value: readonly Hint[];
  onChange(hints: Hint[]): void;
}) {
  const { t } = useTranslation(["elements", "sceneEditor"]);
  const base = useId();
  const [draft, setDraft] = useState<Hint[]>([...props.value]);
  const committed = useRef<readonly Hint[]>(props.value);
  // A change from elsewhere (undo, another element selected) replaces the draft.
  useEffect(() => {
    if (!same(props.value, committed.current)) {
      committed.current = props.value;
      setDraft([...props.value]);
    }
  }, [props.value]);
  const problems = problemsOf(draft);
  const change = (next: Hint[]) => {
    setDraft(next);
    const parsed = HintListSchema.safeParse(next);
    if (parsed.success && !same(parsed.data, committed.current)) {
      committed.current = parsed.data;
      props.onChange(parsed.data);
    }
  };
  const patch = (index: number, part: Partial<Hint>) =>
    change(draft.map((h, i) => (i === index ? { ...h, ...part } : h)));
  const move = (index: number, by: number) => {
    const next = [...draft];
    const [hint] = next.splice(index, 1);
    next.splice(index + by, 0, hint!);
    change(next);
  };
  const problem = (index: number, field: string) => {
    const key = problems.get(`${index}.${field}`);
    return key ? (
      <Text size="1" color="red" role="alert">
        {t(`elements:${key}`)}
      </Text>
    ) : null;
  };
  const number = (v: string) => (v.trim() === "" ? Number.NaN : Number(v));

  return (
    <Flex direction="column" gap="2" className="se-field se-hints" data-testid="hint-list">
      <Text as="div" size="1" weight="medium" id={`${base}-label`}>
        {props.label}
      </Text>
      <Text size="1" color="gray">
        {t("elements:common.hints.secret")}
      </Text>
      {draft.length === 0 ? (
        <Text size="1" color="gray">
          {t("elements:common.hints.empty")}
        </Text>
      ) : null}
      <ol className="se-hint-list" aria-labelledby={`${base}-label`}>
        {draft.map((hint, index) => {
          const id = `${base}-${index}`;
          const n = { number: index + 1 };
          return (
            <li key={hint.id} className="se-hint" data-testid="hint-item">
              <Flex justify="between" align="center" gap="1">
                <Text size="1" weight="bold">
                  {t("elements:common.hints.number", n)}
                </Text>
                <Flex gap="1">
                  <IconButton
                    size="1"
                    variant="ghost"
                    disabled={index === 0}
                    aria-label={t("elements:common.hints.moveUp", n)}
                    onClick={() => move(index, -1)}
                  >
                    ↑
                  </IconButton>
                  <IconButton
                    size="1"
                    variant="ghost"
                    disabled={index === draft.length - 1}
                    aria-label={t("elements:common.hints.moveDown", n)}
                    onClick={() => move(index, 1)}
                  >
                    ↓
                  </IconButton>
                  <IconButton
                    size="1"
                    variant="ghost"
                    color="red"
                    aria-label={t("elements:common.hints.remove", n)}
                    onClick={() => change(draft.filter((_, i) => i !== index))}
                  >
                    ×
                  </IconButton>
                </Flex>
              </Flex>
              <Text as="label" size="1" htmlFor={`${id}-text`}>
                {t("elements:common.hints.text")}
              </Text>
              <TextArea
                id={`${id}-text`}
                size="1"
                rows={2}
                value={hint.text}
                onChange={(e) => patch(index, { text: e.target.value })}
              />
              {problem(index, "text")}
              <Text as="label" size="1" htmlFor={`${id}-image`}>
                {t("elements:common.hints.image")}
              </Text>
              <AssetPicker
                id={`${id}-image`}
                label={t("elements:common.hints.image")}
                kind="IMAGE"
                value={hint.image}
                mixed={false}
                onChange={(image) => patch(index, { image })}
              />
              <Flex gap="2">
                <Flex direction="column" gap="1" flexGrow="1">
                  <Text as="label" size="1" htmlFor={`${id}-penalty`}>
                    {t("elements:common.hints.penalty")}
                  </Text>
                  <TextField.Root
                    id={`${id}-penalty`}
                    size="1"
                    type="number"
                    min={0}
                    max={3600}
                    step={1}
                    value={Number.isNaN(hint.penaltySeconds) ? "" : String(hint.penaltySeconds)}
                    onChange={(e) => patch(index, { penaltySeconds: number(e.target.value) })}
                  />
                </Flex>
                <Flex direction="column" gap="1" flexGrow="1">
                  <Text as="label" size="1" htmlFor={`${id}-after`}>
                    {t("elements:common.hints.availableAfter")}
                  </Text>
                  <TextField.Root
                    id={`${id}-after`}
                    size="1"
                    type="number"
                    min={0}
                    max={600}
                    step={1}
                    value={
                      Number.isNaN(hint.availableAfterMinutes)
                        ? ""
                        : String(hint.availableAfterMinutes)
                    }
                    onChange={(e) =>
                      patch(index, { availableAfterMinutes: number(e.target.value) })
                    }
                  />
                </Flex>
              </Flex>
              {problem(index, "penaltySeconds")}
              {problem(index, "availableAfterMinutes")}
            </li>
          );
        })}
      </ol>
      {problems.has("list") ? (
        <Text size="1" color="red" role="alert">
          {t(`elements:${problems.get("list")}`)}
        </Text>
      ) : null}
      <Button
        size="1"
        variant="soft"
        onClick={() => change([...draft, newHint(createId("hint"))])}
        data-testid="hint-add"
      >
        {t("elements:common.hints.add")}
      </Button>
    </Flex>
  );
}
