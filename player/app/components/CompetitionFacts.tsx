import { DataList } from "@radix-ui/themes";
import { useTranslation } from "react-i18next";
import { useDateFormat } from "../shell";

export interface CompetitionFactsProps {
  startDate: string;
  endDate: string;
  participantCount: number;
  game: { title: string };
  size?: "2" | "3";
}

/** Game, start, end and participants of a competition (list tiles and the competition page). */
export function CompetitionFacts({
  startDate,
  endDate,
  participantCount,
  game,
  size,
}: CompetitionFactsProps) {
  const { t } = useTranslation("player");
  const format = useDateFormat();
  const rows: [string, string | number][] = [
    ["competitions.game", game.title],
    ["competitions.starts", format.dateTime(startDate)],
    ["competitions.ends", format.dateTime(endDate)],
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
