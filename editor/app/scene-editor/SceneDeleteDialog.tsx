/**
 * The confirmation before a scene is deleted: what it holds and which rules lose parts or go.
 * Loaded when it is first needed (SceneStrip).
 */
import type { GameDocument, PruneReport, Scene } from "@exitgame/engine";
import { AlertDialog, Button, Flex, Text } from "@radix-ui/themes";
import { useTranslation } from "react-i18next";

export function SceneDeleteDialog({
  scene,
  report,
  doc,
  onConfirm,
  onClose,
}: {
  scene: Scene;
  report: PruneReport;
  doc: GameDocument;
  onConfirm(): void;
  onClose(): void;
}) {
  const { t } = useTranslation("sceneEditor");
  const ruleName = (rule: { id: string; name?: string | null }) =>
    rule.name || t("scenes.unnamedRule", { n: doc.rules.findIndex((r) => r.id === rule.id) + 1 });
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Content maxWidth="600px">
        <AlertDialog.Title>{t("scenes.deleteTitle", { name: scene.name })}</AlertDialog.Title>
        <AlertDialog.Description size="2">
          {t("scenes.deleteText", { count: scene.elements.length })}
        </AlertDialog.Description>
        {report.removedRules.length + report.modifiedRules.length > 0 ? (
          <Flex direction="column" gap="1" mt="3" data-testid="affected-rules">
            <Text size="2" weight="bold">
              {t("scenes.affectedRules")}
            </Text>
            <ul className="se-affected">
              {report.removedRules.map((r) => (
                <li key={r.rule.id}>{t("scenes.ruleRemoved", { name: ruleName(r.rule) })}</li>
              ))}
              {report.modifiedRules.map((m) => {
                const rule = doc.rules.find((r) => r.id === m.ruleId);
                return (
                  <li key={m.ruleId}>
                    {t("scenes.ruleModified", {
                      name: rule ? ruleName(rule) : m.ruleId,
                      count:
                        m.removedTriggers.length +
                        m.removedConditions.length +
                        m.removedActions.length,
                    })}
                  </li>
                );
              })}
            </ul>
          </Flex>
        ) : (
          <Text as="p" size="2" mt="3" color="gray">
            {t("scenes.noRulesAffected")}
          </Text>
        )}
        <Flex gap="3" mt="4" justify="end">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              {t("cancel")}
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button color="red" onClick={onConfirm}>
              {t("scenes.deleteConfirm")}
            </Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
