import { Badge } from "@radix-ui/themes";
import type { CompetitionPhase } from "@exitgame/schema";
import { useTranslation } from "react-i18next";

export function PhaseBadge({ phase }: { phase: CompetitionPhase }) {
  const { t } = useTranslation("player");
  const color = phase === "ACTIVE" ? "green" : phase === "UPCOMING" ? "amber" : "gray";
  return <Badge color={color}>{t(`competitions.phase.${phase}`)}</Badge>;
}
