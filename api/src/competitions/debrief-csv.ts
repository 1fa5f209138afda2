/**
 * The debrief as CSV (issue 24 item 5): one row per team, or one row per riddle. UTF-8 with a
 * byte order mark (spreadsheets then read umlauts right), comma-separated, RFC 4180 quoting.
 * Cells that a spreadsheet would run as a formula (=, +, -, @, tab, CR first) get a leading
 * apostrophe: a team's wrong answer "=HYPERLINK(…)" stays text.
 */
import type { Locale } from "@exitgame/engine";
import type { Debrief } from "./debrief";

const HEADERS = {
  teams: {
    de: [
      "Team",
      "Spielende",
      "Beendet",
      "Spielzeit (s)",
      "Gelöste Rätsel",
      "Falsche Antworten",
      "Hinweise",
      "Weg durch die Szenen",
      "Aufgehört bei",
    ],
    en: [
      "Team",
      "Players",
      "Finished",
      "Time played (s)",
      "Riddles solved",
      "Wrong answers",
      "Hints taken",
      "Path through the scenes",
      "Stopped at",
    ],
  },
  riddles: {
    de: [
      "Rätsel",
      "Szene",
      "Teams gelöst",
      "Teams versucht",
      "Median bis gelöst (s)",
      "Langsamstes Team (s)",
      "Falsche Antworten",
      "Häufigste falsche Antworten",
      "Hier aufgehört",
      "Hinweise",
    ],
    en: [
      "Riddle",
      "Scene",
      "Teams solved",
      "Teams tried",
      "Median time to solve (s)",
      "Slowest (s)",
      "Wrong answers",
      "Most common wrong answers",
      "Teams stopped here",
      "Hints taken",
    ],
  },
} as const;

const YES = { de: "ja", en: "yes" };
const NO = { de: "nein", en: "no" };
const UNKNOWN = { de: "(nicht erfasst)", en: "(not recorded)" };

function cell(value: string | number | null): string {
  if (value === null) return "";
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const seconds = (ms: number | null) => (ms === null ? null : Math.round(ms / 1000));

function lines(rows: (string | number | null)[][]): string {
  return "\uFEFF" + rows.map((row) => row.map(cell).join(",")).join("\r\n") + "\r\n";
}

export function debriefCsv(debrief: Debrief, rows: "teams" | "riddles", locale: Locale): string {
  if (rows === "teams")
    return lines([
      [...HEADERS.teams[locale]],
      ...debrief.teams.map((t) => [
        t.number,
        t.players.join("; "),
        t.finished ? YES[locale] : NO[locale],
        seconds(t.timePlayedMs),
        t.riddlesSolved,
        t.wrongAttempts,
        t.hintsTaken,
        t.path.map((s) => `${s.sceneName} (${seconds(s.atMs)} s)`).join(" > "),
        t.stoppedAt
          ? [t.stoppedAt.sceneName, t.stoppedAt.riddleName].filter(Boolean).join(" / ")
          : null,
      ]),
    ]);
  return lines([
    [...HEADERS.riddles[locale]],
    ...debrief.riddles.map((r) => [
      r.elementName,
      r.sceneName,
      r.teamsSolved,
      r.teamsTried,
      seconds(r.medianSolveMs),
      seconds(r.slowestSolveMs),
      r.wrongAnswerCount,
      r.wrongAnswers.map((w) => `${w.answer ?? UNKNOWN[locale]} (${w.count})`).join("; "),
      r.stoppedHere,
      r.hintsTaken,
    ]),
  ]);
}
