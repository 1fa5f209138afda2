import type { ProjectorFieldsFragment } from "@exitgame/schema";
import { requestGraphQL } from "@exitgame/player/kit/graphql.server";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { requireRole } from "../../auth/guards.server";
import { ClassroomStrings } from "../../components/ClassroomStrings";
import { CompetitionProjectorQuery, PROJECTOR_SUBSCRIPTION } from "../../competitions/documents";
import { useLiveSubscription } from "../../competitions/live-stream";
import "../../competitions/projector.css";
import type { Route } from "./+types/competition-projector";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, "COMPETITION_MANAGER");
  const id = params.competitionId;
  const result = /^[0-9a-f-]{36}$/i.test(id)
    ? await requestGraphQL(request, CompetitionProjectorQuery, { id }).catch(() => null)
    : null;
  if (!result) throw data(null, { status: 404 });
  return { projector: result.competitionProjector };
}

type Projector = ProjectorFieldsFragment;

function clock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = String(Math.floor((total % 3600) / 60)).padStart(2, "0");
  const s = String(total % 60).padStart(2, "0");
  return h > 0 ? `${h}:${m}:${s}` : `${m}:${s}`;
}

/**
 * The class's countdown: to the end of the teams still playing without extra time (the
 * earliest end of a team still playing), frozen while the class is paused.
 */
function countdownTarget(p: Projector): number {
  const playing = p.teams.filter((t) => !t.over).map((t) => Date.parse(String(t.endsAt)));
  return playing.length > 0 ? Math.min(...playing) : Date.parse(String(p.endDate));
}

/**
 * The classroom projector: read-only, full screen. The countdown, each team's progress (names or
 * only numbers, as the teacher chose on the board) and the teacher's announcement; never answers,
 * wrong attempts or stuck alerts. Live over SSE; reconnects by itself.
 */
export default function CompetitionProjector(props: Route.ComponentProps) {
  return (
    <ClassroomStrings>
      <Projector {...props} />
    </ClassroomStrings>
  );
}

function Projector({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("competitions");
  const {
    value: p,
    connected,
    receivedAt,
  } = useLiveSubscription(
    PROJECTOR_SUBSCRIPTION,
    loaderData.projector.competitionId,
    "competitionProjectorChanged",
    loaderData.projector,
  );
  // The server's clock as this browser sees it (its own may be wrong).
  const serverTime = Date.parse(String(p.serverTime));
  const offset = serverTime - receivedAt;
  const [now, setNow] = useState(serverTime);
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now() + offset), 500);
    return () => clearInterval(tick);
  }, [offset]);
  const target = countdownTarget(p);
  const upcoming = p.phase === "UPCOMING" && now < Date.parse(String(p.startDate));
  const ended = !upcoming && (p.teams.length > 0 ? p.teams.every((x) => x.over) : now >= target);
  // While paused the server moves the ends on with the pause: the time left stands still.
  const left = upcoming
    ? Date.parse(String(p.startDate)) - now
    : target - (p.paused ? serverTime : now);

  return (
    <main className="eg-projector" data-testid="projector">
      <title>{`${t("board.projector.title", { title: p.title })} – Exitgame Studio`}</title>
      <header className="eg-projector-head">
        <h1>{p.title}</h1>
        <div className="eg-projector-clock" aria-live="off">
          {ended ? (
            <span data-testid="projector-ended">{t("board.projector.ended")}</span>
          ) : (
            <>
              <span className="eg-projector-clock-label">
                {upcoming ? t("board.projector.startsIn") : t("board.projector.timeLeft")}
              </span>
              <span className="eg-projector-clock-value" data-testid="projector-countdown">
                {clock(left)}
              </span>
            </>
          )}
        </div>
        <button
          type="button"
          className="eg-projector-full"
          onClick={() => void document.documentElement.requestFullscreen?.().catch(() => {})}
        >
          {t("board.projector.fullscreen")}
        </button>
      </header>
      {p.paused && !ended ? (
        <p className="eg-projector-paused" role="status" data-testid="projector-paused">
          {t("board.projector.paused")}
        </p>
      ) : null}
      {p.announcement ? (
        <p className="eg-projector-announcement" role="status" data-testid="projector-announcement">
          <span>{t("board.projector.announcement")}:</span> {p.announcement}
        </p>
      ) : null}
      {p.teams.length === 0 ? (
        <p className="eg-projector-empty">{t("board.projector.noTeams")}</p>
      ) : (
        <ol className="eg-projector-teams" aria-label={t("board.columns.team")}>
          {p.teams.map((team) => {
            const share = p.sceneCount > 0 ? Math.min(1, team.scenesReached / p.sceneCount) : 0;
            return (
              <li
                key={team.number}
                className="eg-projector-team"
                data-testid="projector-team"
                data-finished={team.finished}
              >
                <div className="eg-projector-team-name">
                  <strong>{t("board.projector.team", { number: team.number })}</strong>
                  {team.name ? <span>{team.name}</span> : null}
                </div>
                <div
                  className="eg-projector-bar"
                  role="progressbar"
                  aria-valuemin={0}
                  aria-valuemax={p.sceneCount}
                  aria-valuenow={team.scenesReached}
                  aria-label={t("board.projector.scenes", {
                    count: team.scenesReached,
                    total: p.sceneCount,
                  })}
                >
                  <div style={{ width: `${Math.round(share * 100)}%` }} />
                </div>
                <div className="eg-projector-team-state">
                  {team.finished && team.rank
                    ? t("board.projector.finished", { rank: team.rank })
                    : t("board.projector.scenes", {
                        count: team.scenesReached,
                        total: p.sceneCount,
                      })}
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {!connected ? (
        <p className="eg-projector-offline" role="status">
          {t("board.projector.reconnecting")}
        </p>
      ) : null}
    </main>
  );
}
