import { announce } from "@exitgame/element-plugins/announcer";
import {
  countdownRunning,
  extendCountdown,
  stopCountdown,
} from "@exitgame/element-plugins/time-limit";
import { DropdownMenu } from "@radix-ui/themes";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ToolIconButton } from "./ToolIconButton";
import type { GameController } from "./controller";
import type { ViewStore } from "./view-store";

export const EXTEND_SECONDS = 10 * 60;

const running = (store: ViewStore, id: string) => countdownRunning(store.element(id)?.state);

/**
 * WCAG 2.2.1 (timing adjustable), outside competitions and where the author allows it: the
 * player may turn the time limit off (every countdown stops, and stays stopped when a rule
 * starts it again) or extend it by 10 minutes (each running countdown). Uses the timers' own
 * actions, so rules see the same time changes as when a rule adds seconds.
 */
export function TimeChoices({
  controller,
  store,
  timers,
}: {
  controller: GameController;
  store: ViewStore;
  timers: readonly string[];
}) {
  const { t } = useTranslation("player");
  const [off, setOff] = useState(false);
  const [anyRunning, setAnyRunning] = useState(() => timers.some((id) => running(store, id)));
  const stop = useMemo(
    () => (id: string) =>
      controller.dispatch({ type: "elementAction", elementId: id, ...stopCountdown }),
    [controller],
  );
  useEffect(() => {
    const check = () => {
      if (off) for (const id of timers) if (running(store, id)) queueMicrotask(() => stop(id));
      setAnyRunning(timers.some((id) => running(store, id)));
    };
    check();
    const offs = timers.map((id) => store.subscribeElement(id, check));
    return () => offs.forEach((unsubscribe) => unsubscribe());
  }, [off, timers, store, stop]);

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <ToolIconButton aria-label={t("time.open")} data-testid="time-choices">
          <svg
            width="20"
            height="20"
            viewBox="0 0 24 24"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <circle cx="12" cy="13" r="8" />
            <path d="M12 9v4l2.5 2.5M9 2h6" />
          </svg>
        </ToolIconButton>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.Label>{off ? t("time.isOff") : t("time.title")}</DropdownMenu.Label>
        <DropdownMenu.Item
          disabled={off || !anyRunning}
          onSelect={() => {
            for (const id of timers)
              if (running(store, id))
                controller.dispatch({
                  type: "elementAction",
                  elementId: id,
                  ...extendCountdown(EXTEND_SECONDS),
                });
            announce(t("time.extended"));
          }}
        >
          {t("time.extend")}
        </DropdownMenu.Item>
        <DropdownMenu.Item
          disabled={off}
          onSelect={() => {
            setOff(true);
            for (const id of timers) if (running(store, id)) stop(id);
            announce(t("time.turnedOff"));
          }}
        >
          {t("time.turnOff")}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
