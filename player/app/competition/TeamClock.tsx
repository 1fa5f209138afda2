import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

export interface TeamClock {
  paused: boolean;
  /** The team's end (server clock, ms): the competition's end plus extra time and pauses. */
  endsAt: number;
  announcement: { text: string; at: string } | null;
  /** The team's game is over (ended by the teacher, or its time is up). */
  over: boolean;
  /** The server's time when this was heard (the time left stands still while paused). */
  heardAt: number;
}

function left(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = String(Math.floor((total % 3600) / 60)).padStart(2, "0");
  const s = String(total % 60).padStart(2, "0");
  return h > 0 ? `${h}:${m}:${s}` : `${m}:${s}`;
}

/**
 * The team's countdown to its own end (the teacher's extra time moves it), the teacher's pause
 * (the game underneath is inert; the countdown stands still) and announcements.
 */
export function TeamClockBar({
  clock,
  now,
  onOver,
}: {
  clock: TeamClock;
  now(): number;
  onOver(): void;
}) {
  const { t } = useTranslation("player");
  const [nowMs, setNowMs] = useState(now);
  // While paused the server moves the end on with the pause: the time left stands still.
  const remaining = clock.endsAt - (clock.paused ? clock.heardAt : nowMs);
  const [dismissed, setDismissed] = useState<string | null>(null);
  useEffect(() => {
    const tick = setInterval(() => setNowMs(now()), 1000);
    return () => clearInterval(tick);
  }, [now]);
  useEffect(() => {
    if (!clock.paused && remaining <= 0) onOver();
  }, [clock.paused, remaining, onOver]);
  const announcement =
    clock.announcement && dismissed !== clock.announcement.at ? clock.announcement : null;
  return (
    <>
      <div
        className="eg-team-clock"
        data-testid="team-countdown"
        data-paused={clock.paused}
        data-ends-at={new Date(clock.endsAt).toISOString()}
      >
        <span className="eg-team-clock-label">{t("competition.game.timeLeft")}</span>{" "}
        <span className="eg-team-clock-value" data-testid="team-countdown-value">
          {left(remaining)}
        </span>
      </div>
      {announcement ? (
        <div className="eg-team-announcement" role="status" data-testid="team-announcement">
          <strong>{t("competition.game.announcement")}:</strong> {announcement.text}
          <button
            type="button"
            className="eg-toast-close"
            aria-label={t("play.dismiss")}
            onClick={() => setDismissed(announcement.at)}
          >
            ×
          </button>
        </div>
      ) : null}
      {clock.paused ? (
        <div className="eg-team-paused" role="alert" data-testid="team-paused">
          <div className="eg-team-paused-card">
            <h2>{t("competition.game.paused")}</h2>
            <p>{t("competition.game.pausedHint")}</p>
          </div>
        </div>
      ) : null}
    </>
  );
}
