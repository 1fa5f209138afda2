import type { DiagnosticData } from "@exitgame/engine";
import { Badge, Box, Code, Flex, Text } from "@radix-ui/themes";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { isLocale, DEFAULT_LOCALE } from "../locale";
import { formatDiagnostic, formatMore } from "@exitgame/element-plugins/diagnostics";

export interface DiagnosticListProps {
  diagnostics: readonly DiagnosticData[];
  /** How many there are in all, when `diagnostics` is only the first of them. */
  total?: number;
  /** Show at most this many (default: all given). */
  max?: number;
  /** Show the document path of each entry (authors); players see the sentence only. */
  showPaths?: boolean;
  /** Called with a diagnostic's path when it is chosen (an editor jumps to the broken part). */
  onSelect?: (diagnostic: DiagnosticData) => void;
  /** Something to offer beside an entry (the editor's one-step fix), or null. */
  renderExtra?: (diagnostic: DiagnosticData) => ReactNode;
}

/**
 * The shared way to show engine diagnostics in the page's language: the player's view of a
 * game that fails validation, the editor's refused save or publish, and the editor's problems
 * panel to come (which passes onSelect to jump to the path).
 */
export function DiagnosticList({
  diagnostics,
  total,
  max,
  showPaths = false,
  onSelect,
  renderExtra,
}: DiagnosticListProps) {
  const { t, i18n } = useTranslation("shell");
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  const shown = max === undefined ? diagnostics : diagnostics.slice(0, max);
  const rest = Math.max(total ?? 0, diagnostics.length) - shown.length;
  return (
    <Flex asChild direction="column" gap="1" m="0" p="0" style={{ listStyle: "none" }}>
      <ul data-testid="diagnostics">
        {shown.map((d, i) => {
          const sentence = formatDiagnostic(d, locale);
          return (
            <li
              key={`${i}:${d.code}:${d.path}`}
              data-code={d.code}
              data-path={d.path}
              data-severity={d.severity ?? "error"}
            >
              {/* The badge beside the first line of a long entry (a chosen entry is a button,
                  whose baseline is its last line). */}
              <Flex gap="2" align="start">
                {d.severity ? (
                  <Badge
                    color={d.severity === "error" ? "red" : "amber"}
                    size="1"
                    style={{ flexShrink: 0, marginTop: 1 }}
                  >
                    {t(`diagnostics.${d.severity}`)}
                  </Badge>
                ) : null}
                <Box>
                  {onSelect ? (
                    <button
                      type="button"
                      onClick={() => onSelect(d)}
                      style={{ all: "unset", cursor: "pointer", textDecoration: "underline" }}
                    >
                      {sentence}
                    </button>
                  ) : (
                    <Text size="2">{sentence}</Text>
                  )}
                  {showPaths && d.path ? (
                    <>
                      {" "}
                      <Code size="1" variant="ghost" color="gray">
                        {d.path}
                      </Code>
                    </>
                  ) : null}
                  {renderExtra ? renderExtra(d) : null}
                </Box>
              </Flex>
            </li>
          );
        })}
        {rest > 0 ? (
          <li data-testid="diagnostics-more">
            <Text size="2" color="gray">
              {formatMore(rest, locale)}
            </Text>
          </li>
        ) : null}
      </ul>
    </Flex>
  );
}
