import { DataList } from "@radix-ui/themes";
import { useTranslation } from "react-i18next";
import { formatDateTime, type Locale } from "../shell";

export interface CompetitionFactsProps {
  startDate: string;
  endDate: string;
  participantCount: number;
  game: { title: string };
  size?: "2" | "3";
}

/** Game, start, end and participants of a competition (list tiles and the competition page). */
export function CompetitionFacts({ startDate, endDate, participantCount, game, size }: CompetitionFactsProps) {
  const { t, i18n } = useTranslation("player");
  const locale = i18n.language as Locale;
  const rows: [string, string | number][] = [
    ["competitions.game", game.title],
    ["competitions.starts", formatDateTime(startDate, locale)],
    ["competitions.ends", formatDateTime(endDate, locale)],
    ["competitions.participants", participantCount],
  ];
  return (
    <DataList.Root size={size}>
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.Label>{t(label)}</DataList.Label>
          <DataList.Value>{value}</DataList.Value>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
