/**
 * "Try an answer": for an element that checks answers (its definition declares `answer`), the
 * author types a value and sees whether the API would accept it, with the same matching.
 */
import { answerMatches, type AnyElementDefinition } from "@exitgame/engine";
import { Badge, Flex, Text, TextField } from "@radix-ui/themes";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";

export function TryAnswer({
  definition,
  props,
}: {
  definition: AnyElementDefinition;
  props: unknown;
}) {
  const { t } = useTranslation("sceneEditor");
  const id = useId();
  const [value, setValue] = useState("");
  const parsed = definition.schema.safeParse(props);
  if (!definition.answer || !parsed.success) return null;
  const spec = definition.answer(parsed.data);
  if (spec.expected === "") return null;
  const accepted = value !== "" && answerMatches(spec, value);
  return (
    <Flex direction="column" gap="1" className="se-field" data-testid="try-answer">
      <Text as="label" size="1" htmlFor={id}>
        {t("inspector.tryAnswer.label")}
      </Text>
      <TextField.Root
        id={id}
        size="1"
        value={value}
        placeholder={t("inspector.tryAnswer.placeholder")}
        onChange={(e) => setValue(e.target.value)}
      />
      {value !== "" ? (
        <Badge
          size="1"
          color={accepted ? "green" : "red"}
          role="status"
          data-testid="try-answer-verdict"
          data-accepted={accepted}
        >
          {accepted ? t("inspector.tryAnswer.accepted") : t("inspector.tryAnswer.rejected")}
        </Badge>
      ) : null}
    </Flex>
  );
}
