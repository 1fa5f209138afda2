/**
 * The competition form's privacy part (issue 27): how players are named (what the registration
 * asks and the database keeps) and how long their data is kept after the end.
 */
import { Flex, RadioGroup, Text, TextField } from "@radix-ui/themes";
import { useId } from "react";
import { useTranslation } from "react-i18next";

export const NAMING_MODES = ["NICKNAME", "FIRST_NAME_INITIAL", "FULL_NAME"] as const;
export type NamingMode = (typeof NAMING_MODES)[number];

export function PrivacyFields({
  naming,
  onNaming,
  namingLocked,
  retention,
  onRetention,
  retentionMax,
  retentionError,
  namingError,
}: {
  naming: NamingMode;
  onNaming(mode: NamingMode): void;
  /** Teams have joined: the mode can no longer change. */
  namingLocked: boolean;
  retention: string;
  onRetention(value: string): void;
  retentionMax: number;
  retentionError?: string;
  namingError?: string;
}) {
  const { t } = useTranslation("competitions");
  const id = useId();
  return (
    <Flex direction="column" gap="4">
      <fieldset className="eg-fieldset" aria-describedby={`${id}-naming-hint`}>
        <legend>
          <Text size="2" weight="medium">
            {t("privacy.naming.label")}
          </Text>
        </legend>
        <input type="hidden" name="participantNaming" value={naming} />
        <RadioGroup.Root
          value={naming}
          onValueChange={(value) => onNaming(value as NamingMode)}
          disabled={namingLocked}
          name="participantNamingChoice"
          data-testid="participant-naming"
        >
          {NAMING_MODES.map((mode) => (
            <RadioGroup.Item key={mode} value={mode} data-testid={`naming-${mode}`}>
              <Text weight="medium">{t(`privacy.naming.${mode}`)}</Text>{" "}
              <Text color="gray" size="2">
                {t(`privacy.naming.${mode}Hint`)}
              </Text>
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
        <Text as="p" size="1" color="gray" id={`${id}-naming-hint`} mt="1">
          {namingLocked ? t("privacy.naming.locked") : t("privacy.naming.hint")}
        </Text>
        {namingError ? (
          <Text as="p" size="1" color="red" role="alert">
            {namingError}
          </Text>
        ) : null}
      </fieldset>
      <Flex direction="column" gap="1" style={{ maxWidth: 320 }}>
        <Text as="label" htmlFor={`${id}-retention`} size="2" weight="medium">
          {t("privacy.retention.label")}
        </Text>
        <TextField.Root
          id={`${id}-retention`}
          name="retentionDays"
          type="number"
          inputMode="numeric"
          min={0}
          max={retentionMax}
          value={retention}
          onChange={(e) => onRetention(e.target.value)}
          aria-invalid={retentionError ? true : undefined}
          aria-describedby={`${id}-retention-hint${retentionError ? ` ${id}-retention-error` : ""}`}
          data-testid="retention-days"
        >
          <TextField.Slot side="right">{t("privacy.retention.days")}</TextField.Slot>
        </TextField.Root>
        <Text size="1" color="gray" id={`${id}-retention-hint`}>
          {t("privacy.retention.hint", { max: retentionMax })}
        </Text>
        {retentionError ? (
          <Text size="1" color="red" id={`${id}-retention-error`} data-testid="retention-error">
            {retentionError}
          </Text>
        ) : null}
      </Flex>
    </Flex>
  );
}

/** The client's check of a retention (the API checks the same). */
export function retentionProblem(value: string, max: number): boolean {
  const n = Number(value.trim());
  return !/^\d+$/.test(value.trim()) || !Number.isInteger(n) || n < 0 || n > max;
}
