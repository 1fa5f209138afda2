/**
 * The one-click fix for the "answerVisible" warning: the literal a rule compares a player's entry
 * with becomes the element's secret answer, and the rule reacts to "validated correctly" (see
 * convertVisibleAnswer in the engine). Shown under the warning in the rule builder.
 */
import {
  convertVisibleAnswer,
  type AnswerPlace,
  type GameDocument,
  type Operation,
  type Registry,
  type Rule,
} from "@exitgame/engine";
import { Button } from "@radix-ui/themes";
import { useTranslation } from "react-i18next";

export interface VisibleAnswerFixProps {
  doc: GameDocument;
  registry: Registry;
  rule: Rule;
  place: AnswerPlace;
  /** Whether the rule is already in the document (else the conversion adds it). */
  exists: boolean;
  /** Applies the operation; returns whether it went through. */
  apply(operation: Operation): boolean;
  /** The converted rule, now saved: the builder shows it. */
  converted(rule: Rule): void;
}

export function VisibleAnswerFix(props: VisibleAnswerFixProps) {
  const { t } = useTranslation("logic");
  const conversion = convertVisibleAnswer(
    props.doc,
    props.registry,
    props.rule,
    props.place,
    props.exists,
  );
  if (!conversion) return null;
  return (
    <Button
      size="1"
      variant="soft"
      color="amber"
      data-testid="convert-visible-answer"
      onClick={() => {
        if (props.apply(conversion.operation)) props.converted(conversion.rule);
      }}
    >
      {t("builder.keepAnswerSecret")}
    </Button>
  );
}
