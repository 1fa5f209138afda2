/**
 * The play page's reports to a learning platform (LTI grades, a SCORM launcher), with the LTI
 * report's status. Loaded only when the page has a launch (see launch.ts); it hands the page its
 * onRunning, which the page calls with the running game, also when the game started before this
 * code arrived.
 */
import type { GameDocument } from "@exitgame/engine";
import { useCallback, useEffect } from "react";
import { useTranslation } from "react-i18next";
import type { GameController } from "./controller";
import { useLtiReport } from "./lti-report";
import { useScormRelay } from "./scorm-relay";

export type OnRunning = (controller: GameController | null) => void;

export function LaunchRelays(props: {
  gameId: number;
  document: GameDocument;
  register: (onRunning: OnRunning | null) => void;
}) {
  const { gameId, document, register } = props;
  const { t } = useTranslation("player");
  const { onRunning: ltiRunning, status } = useLtiReport(gameId, document);
  const scorm = useScormRelay(gameId, document);
  const onRunning = useCallback<OnRunning>(
    (controller) => {
      ltiRunning(controller);
      scorm(controller);
    },
    [ltiRunning, scorm],
  );
  useEffect(() => {
    register(onRunning);
    return () => register(null);
  }, [register, onRunning]);
  // Only for a launch from a learning platform: the page's one live region stays the player's otherwise.
  return status ? (
    <div
      role="status"
      data-testid="lti-report"
      data-status={status}
      style={{
        position: "fixed",
        insetInline: 0,
        bottom: 16,
        margin: "0 auto",
        width: "fit-content",
        maxWidth: "90vw",
        padding: "8px 16px",
        borderRadius: 8,
        background: status === "failed" ? "var(--red-3)" : "var(--gray-1)",
        color: status === "failed" ? "var(--red-11)" : "var(--gray-12)",
        boxShadow: "var(--shadow-3)",
        zIndex: 50,
      }}
    >
      {t(`play.lti.${status}`)}
    </div>
  ) : null;
}
