/**
 * "Used in" before a delete: deleting elements or a variable that rules refer to first lists
 * those rules and what happens to each (deleted, or which parts it loses), from the engine's
 * dry run of the operation (`pruneReferences`, the same as the scene delete confirmation).
 */
import type { GameDocument, Locale, PruneReport, Rule } from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";
import { AlertDialog, Button, Flex, Text } from "@radix-ui/themes";
import { useTranslation } from "react-i18next";
import { useRuleText } from "../editor-shell/rule-text";

export { affectsRules } from "./affects-rules";

export function DeleteConfirm(props: {
  doc: GameDocument;
  report: PruneReport;
  title: string;
  confirm: string;
  onConfirm(): void;
  onCancel(): void;
}) {
  const { t, i18n } = useTranslation(["sceneEditor", "logic"]);
  const ruleText = useRuleText();
  const locale = (i18n.language === "de" ? "de" : "en") as Locale;
  const { doc, report } = props;
  const ruleName = (rule: Rule) =>
    rule.name ||
    t("sceneEditor:scenes.unnamedRule", { n: doc.rules.findIndex((r) => r.id === rule.id) + 1 });
  const ctx = { doc, registry, locale };
  // The vocabulary loads with the editor; a delete asked for before that lists the rules by name.
  const sentence = (rule: Rule) => ruleText?.ruleSummary(ctx, rule) ?? "";
  /** The parts a rule loses, each as its sentence. */
  const lostParts = (m: PruneReport["modifiedRules"][number]) => [
    ...m.removedTriggers.map((x) => ruleText?.triggerSentence(ctx, x) ?? ""),
    ...m.removedConditions.map((x) => ruleText?.conditionSentence(ctx, x) ?? ""),
    ...m.removedActions.map((x) => ruleText?.actionSentence(ctx, x) ?? ""),
  ];
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && props.onCancel()}>
      <AlertDialog.Content maxWidth="600px" data-testid="delete-confirm">
        <AlertDialog.Title>{props.title}</AlertDialog.Title>
        <AlertDialog.Description size="2">
          {t("sceneEditor:usedBeforeDelete.text", {
            count: report.removedRules.length + report.modifiedRules.length,
          })}
        </AlertDialog.Description>
        <Flex direction="column" gap="1" mt="3" data-testid="affected-rules">
          <Text size="2" weight="bold">
            {t("sceneEditor:scenes.affectedRules")}
          </Text>
          <ul className="se-affected lb-affected">
            {report.removedRules.map((r) => (
              <li key={r.rule.id} data-testid="affected-rule" data-change="removed">
                {t("sceneEditor:scenes.ruleRemoved", { name: ruleName(r.rule) })}
                <Text as="div" size="1" color="gray">
                  {sentence(r.rule)}
                </Text>
              </li>
            ))}
            {report.modifiedRules.map((m) => {
              const rule = doc.rules.find((r) => r.id === m.ruleId);
              const parts = lostParts(m);
              return (
                <li key={m.ruleId} data-testid="affected-rule" data-change="modified">
                  {t("sceneEditor:scenes.ruleModified", {
                    name: rule ? ruleName(rule) : m.ruleId,
                    count: parts.length,
                  })}
                  <ul className="se-affected-parts">
                    {parts.map((part, i) => (
                      <li key={i}>
                        <Text size="1" color="gray">
                          {part}
                        </Text>
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
          <Text size="1" color="gray">
            {t("sceneEditor:usedBeforeDelete.undo")}
          </Text>
        </Flex>
        <Flex gap="3" mt="4" justify="end">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              {t("sceneEditor:cancel")}
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button color="red" onClick={props.onConfirm} data-testid="delete-confirm-ok">
              {props.confirm}
            </Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
