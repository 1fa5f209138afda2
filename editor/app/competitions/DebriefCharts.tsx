/**
 * The debrief's charts (recharts, SVG: sharp in print, with its keyboard accessibility layer).
 * Imported only by the debrief route, so the library is in that route's chunk alone and the
 * editor's initial bundle does not grow. Each chart is a figure with a caption; the tables
 * beside them hold the same numbers for screen readers and for reading.
 */
import type { CompetitionDebriefQuery } from "@exitgame/schema";
import { useTranslation } from "react-i18next";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";

type Debrief = CompetitionDebriefQuery["competitionDebrief"];

/** Colours that stay apart in print and for the common colour-vision deficiencies (Okabe–Ito). */
export const SCENE_COLOURS = [
  "#0072B2",
  "#E69F00",
  "#009E73",
  "#CC79A7",
  "#56B4E9",
  "#D55E00",
  "#F0E442",
  "#000000",
];

export const minutes = (ms: number | null | undefined) =>
  ms === null || ms === undefined ? null : Math.round((ms / 60_000) * 10) / 10;

const rowHeight = (n: number) => Math.max(140, 48 + n * 36);

function Figure({
  caption,
  testId,
  height,
  children,
}: {
  caption: string;
  testId: string;
  height: number;
  children: React.ReactElement;
}) {
  return (
    <figure className="debrief-chart" data-testid={testId} style={{ margin: 0 }}>
      <figcaption className="debrief-caption">{caption}</figcaption>
      <div style={{ width: "100%", height }}>
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

/** A bar per riddle: teams that solved it, tried without solving, did not try. */
export function RiddleSolvedChart({ debrief }: { debrief: Debrief }) {
  const { t } = useTranslation("debrief");
  const data = debrief.riddles.map((r) => ({
    name: r.elementName,
    solved: r.teamsSolved,
    triedOnly: Math.max(0, r.teamsTried - r.teamsSolved),
    notTried: Math.max(0, debrief.teamCount - Math.max(r.teamsTried, r.teamsSolved)),
  }));
  return (
    <Figure
      caption={t("riddles.solvedChart")}
      testId="chart-solved"
      height={rowHeight(data.length)}
    >
      <BarChart data={data} layout="vertical" margin={{ left: 16, right: 24 }}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" allowDecimals={false} domain={[0, debrief.teamCount || 1]} />
        <YAxis type="category" dataKey="name" width={160} />
        <Tooltip />
        <Legend itemSorter={null} />
        <Bar
          dataKey="solved"
          name={t("riddles.solved")}
          stackId="teams"
          fill="#009E73"
          isAnimationActive={false}
        />
        <Bar
          dataKey="triedOnly"
          name={t("riddles.triedOnly")}
          stackId="teams"
          fill="#E69F00"
          isAnimationActive={false}
        />
        <Bar
          dataKey="notTried"
          name={t("riddles.notTried")}
          stackId="teams"
          fill="#BBBBBB"
          isAnimationActive={false}
        />
      </BarChart>
    </Figure>
  );
}

/** A bar per riddle: median and slowest time to solve it, in minutes. */
export function RiddleTimeChart({ debrief }: { debrief: Debrief }) {
  const { t } = useTranslation("debrief");
  const data = debrief.riddles.map((r) => ({
    name: r.elementName,
    median: minutes(r.medianSolveMs),
    slowest: minutes(r.slowestSolveMs),
  }));
  return (
    <Figure caption={t("riddles.timeChart")} testId="chart-time" height={rowHeight(data.length)}>
      <BarChart data={data} layout="vertical" margin={{ left: 16, right: 24 }}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" />
        <YAxis type="category" dataKey="name" width={160} />
        <Tooltip formatter={(value) => t("minutes", { value: String(value) })} />
        <Legend itemSorter={null} />
        <Bar dataKey="median" name={t("riddles.median")} fill="#0072B2" isAnimationActive={false} />
        <Bar
          dataKey="slowest"
          name={t("riddles.slowest")}
          fill="#D55E00"
          isAnimationActive={false}
        />
      </BarChart>
    </Figure>
  );
}

/** A timeline per team: one segment per scene it was on, as long as it stayed there. */
export function TeamTimeline({ debrief }: { debrief: Debrief }) {
  const { t } = useTranslation("debrief");
  const colourOf = new Map(
    debrief.scenes.map((s, i) => [s.sceneId, SCENE_COLOURS[i % SCENE_COLOURS.length]!]),
  );
  const steps = Math.max(0, ...debrief.teams.map((team) => team.path.length));
  const data = debrief.teams.map((team) => {
    const row: Record<string, string | number | null> = {
      name: t("teams.team", { number: team.number }),
    };
    team.path.forEach((step, k) => {
      row[`s${k}`] = minutes(step.durationMs);
      row[`n${k}`] = step.sceneName;
    });
    return row;
  });
  return (
    <Figure caption={t("teams.timeline")} testId="chart-timeline" height={rowHeight(data.length)}>
      <BarChart data={data} layout="vertical" margin={{ left: 16, right: 24 }}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" />
        <YAxis type="category" dataKey="name" width={90} />
        <Tooltip
          formatter={(value, key, item) => [
            t("minutes", { value: String(value) }),
            String((item.payload as Record<string, unknown>)[`n${String(key).slice(1)}`] ?? ""),
          ]}
        />
        {Array.from({ length: steps }, (_, k) => (
          <Bar key={k} dataKey={`s${k}`} stackId="path" isAnimationActive={false}>
            {debrief.teams.map((team) => (
              <Cell
                key={team.sessionId}
                fill={colourOf.get(team.path[k]?.sceneId ?? "") ?? "#888888"}
                stroke="#ffffff"
              />
            ))}
          </Bar>
        ))}
      </BarChart>
    </Figure>
  );
}

/** Which colour is which scene (the timeline's bars have one colour per scene). */
export function SceneLegend({ debrief }: { debrief: Debrief }) {
  return (
    <ul className="debrief-legend" aria-hidden>
      {debrief.scenes.map((s, i) => (
        <li key={s.sceneId}>
          <span
            className="debrief-swatch"
            style={{ background: SCENE_COLOURS[i % SCENE_COLOURS.length] }}
          />
          {s.sceneName}
        </li>
      ))}
    </ul>
  );
}
