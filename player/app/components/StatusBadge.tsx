import { Badge } from "@radix-ui/themes";
import { useTranslation } from "react-i18next";
import type { GameStatus } from "@exitgame/schema";

/** The status labels: Published, Published (unlisted), Draft. */
export function StatusBadge({ status }: { status: GameStatus }) {
  const { t } = useTranslation("player");
  const color = status === "PUBLISHED" ? "green" : status === "UNLISTED" ? "blue" : "gray";
  return <Badge color={color}>{t(`status.${status}`)}</Badge>;
}
