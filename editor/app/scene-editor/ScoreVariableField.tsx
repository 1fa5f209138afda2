/**
 * The game's score for learning platforms (LTI grades): none (the share of scenes reached) or
 * one of the game's number variables with the value that counts as full marks. The engine's
 * updateGameSettings checks the choice; the server divides the value by the maximum (0–1).
 */
import { scoreVariableOf, type GameDocument } from "@exitgame/engine";
import { Flex, Select, Text, TextField } from "@radix-ui/themes";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { EditorActions } from "../editor-shell/actions";

const NONE = "__none__";
const MAX_MAXIMUM = 1_000_000;

export function ScoreVariableField({
  doc,
  actions,
}: {
  doc: GameDocument;
  actions: Pick<EditorActions, "updateGameSettings">;
}) {
  const { t } = useTranslation("sceneEditor");
  const ids = { variable: useId(), maximum: useId() };
  const declared = scoreVariableOf(doc);
  const numbers = doc.variables.filter((v) => v.type === "number");
  const [maximum, setMaximum] = useState(String(declared?.maximum ?? 100));
  const [error, setError] = useState<string | null>(null);

  const parsed = (raw: string) => {
    const value = Number(raw.replace(",", "."));
    return raw.trim() && Number.isFinite(value) && value > 0 && value <= MAX_MAXIMUM ? value : null;
  };
  const choose = (variableId: string) => {
    if (variableId === NONE) {
      setError(null);
      return actions.updateGameSettings({ scoreVariable: null });
    }
    const max = parsed(maximum);
    if (max === null) return setError(t("settings.scoreMaximumInvalid"));
    setError(null);
    actions.updateGameSettings({ scoreVariable: { variableId, maximum: max } });
  };
  const changeMaximum = (raw: string) => {
    setMaximum(raw);
    const max = parsed(raw);
    if (max === null) return setError(t("settings.scoreMaximumInvalid"));
    setError(null);
    if (declared && max !== declared.maximum)
      actions.updateGameSettings({
        scoreVariable: { variableId: declared.variableId, maximum: max },
      });
  };

  return (
    <Flex direction="column" gap="1" className="se-field" data-testid="score-variable">
      <Text as="label" size="1" weight="medium" htmlFor={ids.variable}>
        {t("settings.scoreVariable")}
      </Text>
      <Select.Root size="1" value={declared?.variableId ?? NONE} onValueChange={choose}>
        <Select.Trigger id={ids.variable} aria-describedby={`${ids.variable}-help`} />
        <Select.Content>
          <Select.Item value={NONE}>{t("settings.scoreScenes")}</Select.Item>
          {numbers.map((v) => (
            <Select.Item key={v.id} value={v.id}>
              {v.name}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
      <Text as="label" size="1" weight="medium" htmlFor={ids.maximum} mt="1">
        {t("settings.scoreMaximum")}
      </Text>
      <TextField.Root
        id={ids.maximum}
        size="1"
        inputMode="decimal"
        value={maximum}
        aria-invalid={error ? true : undefined}
        onChange={(e) => changeMaximum(e.target.value)}
      />
      {error ? (
        <Text size="1" color="red" role="alert">
          {error}
        </Text>
      ) : null}
      <Text as="p" size="1" color="gray" id={`${ids.variable}-help`}>
        {numbers.length === 0 ? t("settings.scoreNoNumbers") : t("settings.scoreHelp")}
      </Text>
    </Flex>
  );
}
