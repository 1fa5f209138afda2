/**
 * "Used in": the rules that refer to an element, a variable or a scene, each as its sentence and
 * a link that opens it in the logic builder. Shown in the scene editor's inspector.
 */
import type { GameDocument, Locale } from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";
import { Flex, Text } from "@radix-ui/themes";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useRuleText, type RuleTarget } from "./rule-text";
import "./shell.css";

export function UsedIn({ doc, target }: { doc: GameDocument; target: RuleTarget }) {
  const ruleText = useRuleText();
  const { t, i18n } = useTranslation("logic");
  const { gameId } = useParams();
  const locale = (i18n.language === "de" ? "de" : "en") as Locale;
  // Until the vocabulary has loaded (just after the editor opened) there is nothing to list yet.
  if (!ruleText) return null;
  const { rulesUsing, ruleSummary } = ruleText;
  const rules = rulesUsing(doc, target);
  return (
    <Flex direction="column" gap="1" mt="3" data-testid="used-in">
      <Text size="1" weight="bold" color="gray">
        {t("usedIn.title")}
      </Text>
      {rules.length === 0 ? (
        <Text size="1" color="gray">
          {t("usedIn.none")}
        </Text>
      ) : (
        <ul className="shell-used-in">
          {rules.map((rule) => {
            const index = doc.rules.indexOf(rule);
            return (
              <li key={rule.id}>
                <Link to={`/editor/${gameId}/logic?rule=${encodeURIComponent(rule.id)}`}>
                  <Text size="1" weight="bold">
                    {rule.name || t("list.numbered", { n: index + 1 })}
                  </Text>
                </Link>
                <Text size="1" as="div" color="gray">
                  {ruleSummary({ doc, registry, locale }, rule)}
                </Text>
              </li>
            );
          })}
        </ul>
      )}
    </Flex>
  );
}
