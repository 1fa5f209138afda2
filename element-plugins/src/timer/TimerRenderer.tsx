import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { announce, crossedThreshold } from "../contract/announcer";
import type { RendererProps } from "../contract/plugin";
import { formatTimer, type TimerProps, type TimerState } from "./definition";

export function TimerRenderer({ element, state, mode }: RendererProps<TimerProps, TimerState>) {
  const { t } = useTranslation("elements");
  const { countDirection, color, fontSizeInRem, startTimeInSeconds } = element.props;
  const time = state?.currentTimeInSeconds ?? (countDirection === "down" ? startTimeInSeconds : 0);
  // A running countdown says "time is almost up" twice: at 1 minute and at 10 seconds left
  // (assertive: the only announcement that interrupts), never every second.
  const previous = useRef(time);
  useEffect(() => {
    const crossed = crossedThreshold(previous.current, time);
    previous.current = time;
    if (mode !== "play" || countDirection !== "down" || crossed === null) return;
    announce(
      crossed >= 60
        ? t("timer.almostUpMinutes", { count: crossed / 60 })
        : t("timer.almostUpSeconds", { count: crossed }),
      { politeness: "assertive" },
    );
  }, [time, mode, countDirection, t]);
  const minutes = Math.floor(time / 60);
  const seconds = time % 60;
  const spoken = [
    minutes > 0 ? t("timer.minutes", { count: minutes }) : null,
    t("timer.seconds", { count: seconds }),
  ]
    .filter(Boolean)
    .join(" ");
  // The visible digits change every second; screen readers get the value on demand (role timer
  // is not announced on each change), and the label says what it counts.
  return (
    <div
      className="eg-timer"
      role="timer"
      aria-label={t(countDirection === "down" ? "timer.remaining" : "timer.elapsedTime", {
        time: spoken,
      })}
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        color: color || "var(--eg-text)",
        fontSize: `${fontSizeInRem}rem`,
        fontVariantNumeric: "tabular-nums",
        fontWeight: 700,
        letterSpacing: "0.02em",
      }}
    >
      <span aria-hidden="true">{formatTimer(time)}</span>
    </div>
  );
}
