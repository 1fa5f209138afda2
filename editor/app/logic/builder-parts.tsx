/**
 * Pieces every section of the rule builder uses: a titled section, the problems at a part of
 * the rule, and moving an item within a list.
 */
import { type Diagnostic, type Locale } from "@exitgame/engine";
import { formatDiagnostic } from "@exitgame/element-plugins/diagnostics";
import { Card, Flex, Heading, Text } from "@radix-ui/themes";
import type { ReactNode } from "react";

/** validate()'s findings for a rule as drafted, with paths relative to the rule ('actions.2'). */
export type RuleProblems = readonly (Diagnostic & { rel: string })[];

/** Problems at a part of the rule: `rel` is 'triggers.0', 'conditions.items.1', 'actions.2'… */
export function ProblemsAt(props: {
  problems: RuleProblems;
  at: string;
  locale: Locale;
  exact?: boolean;
}) {
  const here = props.problems.filter((p) =>
    props.exact ? p.rel === props.at : p.rel === props.at || p.rel.startsWith(`${props.at}.`),
  );
  if (!here.length) return null;
  return (
    <ul className="lb-problems" data-testid="inline-problems">
      {here.map((p, i) => (
        <li key={i} data-severity={p.severity} data-code={p.code}>
          <Text size="1" color={p.severity === "error" ? "red" : "amber"}>
            {formatDiagnostic(p, props.locale)}
          </Text>
        </li>
      ))}
    </ul>
  );
}

export const move = <T,>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

export function Section(props: {
  title: string;
  children: ReactNode;
  testId: string;
  hint?: string;
}) {
  return (
    <Card className="lb-section" data-testid={props.testId}>
      <Heading as="h3" size="3" mb="1">
        {props.title}
      </Heading>
      {props.hint ? (
        <Text size="1" color="gray" as="p" mb="2">
          {props.hint}
        </Text>
      ) : null}
      <Flex direction="column" gap="3">
        {props.children}
      </Flex>
    </Card>
  );
}
