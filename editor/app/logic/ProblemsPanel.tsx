/**
 * Every diagnostic of the whole game (broken references, type mismatches, unreachable scenes,
 * variables never read or written, conditions that never hold, the two warnings); each entry
 * opens the rule or shows the element, scene or variable in the scene editor.
 */
import type { Diagnostic } from "@exitgame/engine";
import { DiagnosticList } from "@exitgame/player/kit";
import { Flex, Heading, Text } from "@radix-ui/themes";
import { useTranslation } from "react-i18next";

export function ProblemsPanel(props: {
  problems: readonly Diagnostic[];
  onSelect(diagnostic: Diagnostic): void;
}) {
  const { t } = useTranslation("logic");
  const errors = props.problems.filter((p) => p.severity === "error");
  const warnings = props.problems.filter((p) => p.severity === "warning");
  return (
    <Flex direction="column" gap="3" p="3" data-testid="problems-panel">
      <Heading as="h2" size="4">
        {t("problems.title")}
      </Heading>
      {props.problems.length === 0 ? (
        <Text color="gray" data-testid="no-problems">
          {t("problems.none")}
        </Text>
      ) : (
        <Text size="2" color="gray">
          {t("problems.counts", { errors: errors.length, warnings: warnings.length })}
        </Text>
      )}
      {/* errors first, then warnings; the list words them in the page's language */}
      <DiagnosticList
        diagnostics={[...errors, ...warnings]}
        showPaths={false}
        onSelect={(d) => props.onSelect(d as Diagnostic)}
      />
    </Flex>
  );
}
