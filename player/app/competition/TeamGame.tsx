import type { GameDocument } from "@exitgame/engine";
import { Button, Card, Flex, Text } from "@radix-ui/themes";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { announce } from "@exitgame/element-plugins/announcer";
import type { GameController } from "../game/controller";
import { GamePlayer } from "../game/GamePlayer";
import { competitionApi, type TeamSession } from "./api";
import type { CompetitionData } from "./CompetitionView";
import { TeamSync, type TeamState } from "./team-sync";
import { TeamClockBar, type TeamClock } from "./TeamClock";
import { teamHintSource } from "../game/hints/team-source";
import "./competition.css";

type Loaded =
  | { state: "loading" }
  | { state: "failed" }
  | { state: "ready"; document: GameDocument; title: string; gameId: number };

type Notice = { kind: "movedOn"; scene: string } | { kind: "throttled"; seconds: number } | null;

/**
 * The team's game: loads the document and continues from the team's state on the server. The
 * server decides the game (team-sync.ts): this device sends its inputs, predicts locally, and
 * follows the team's channel, so another device's progress shows here within a second.
 */
export function TeamGame({
  competition,
  team,
  onEnded,
  onFinished,
  now,
}: {
  competition: CompetitionData;
  team: TeamSession;
  onEnded(): void;
  /** The team reached a final scene (the server's state says so). */
  onFinished?(): void;
  /** The server's clock as this browser sees it. */
  now(): number;
}) {
  const { t } = useTranslation("player");
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [notice, setNotice] = useState<Notice>(null);
  // The teacher's time control: paused, the team's end, the last announcement.
  const [clock, setClock] = useState<TeamClock>(() => ({
    paused: team.paused ?? false,
    endsAt: Date.parse(team.endsAt ?? competition.endDate),
    announcement: null,
    over: false,
    heardAt: now(),
  }));
  const follow = useCallback(
    (state: TeamState) => {
      if (state.endsAt === undefined) return;
      setClock({
        paused: state.paused ?? false,
        endsAt: Date.parse(state.endsAt),
        announcement: state.announcement ?? null,
        over: (state.over ?? false) && !state.finished,
        heardAt: now(),
      });
    },
    [now],
  );
  // The teacher ended the team's game (or its time is up): the end view.
  useEffect(() => {
    if (clock.over) onEnded();
  }, [clock.over, onEnded]);
  const [hints] = useState(() => teamHintSource());
  const [sync] = useState(() =>
    hints.attach(
      new TeamSync({
        competitionId: competition.id,
        startSeq: team.inputSeq,
        startVersion: team.snapshotSeq,
        sendInput: (id, seq, input) => competitionApi.sendInput(id, seq, input),
        onEnded,
        onThrottled: (seconds) => setNotice({ kind: "throttled", seconds }),
        onPaused: () => setClock((c) => ({ ...c, paused: true, heardAt: now() })),
        onMovedOn: (sceneId) => setNotice({ kind: "movedOn", scene: sceneId }),
        onHints: (list) => hints.update(list),
      }),
    ),
  );

  useEffect(() => {
    let cancelled = false;
    // A retry asks again past any cache.
    fetch(`/competitions/${competition.id}/game${attempt ? `?retry=${attempt}` : ""}`, {
      credentials: "same-origin",
    })
      .then(async (res) => {
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        const body = (await res.json()) as {
          game: { id: number; title: string };
          document: GameDocument;
        };
        if (!cancelled)
          setLoaded({
            state: "ready",
            document: body.document,
            title: body.game.title,
            gameId: body.game.id,
          });
      })
      .catch(() => !cancelled && setLoaded({ state: "failed" }));
    return () => {
      cancelled = true;
    };
  }, [competition.id, attempt]);

  const finishedRef = useRef(onFinished);
  useEffect(() => {
    finishedRef.current = onFinished;
  }, [onFinished]);
  // The team's channel: every change of the team's state, from any device or a timer.
  useEffect(
    () =>
      competitionApi.teamEvents(competition.id, (state) => {
        follow(state);
        sync.receive(state);
        if (state.finished) finishedRef.current?.();
      }),
    [competition.id, sync, follow],
  );
  useEffect(() => () => sync.stop(), [sync]);

  const onRunning = useCallback(
    (controller: GameController | null) => {
      if (!controller) return sync.detach();
      sync.attach(controller, !team.snapshot?.started);
    },
    [sync, team.snapshot],
  );

  const sceneName = (id: string) =>
    loaded.state === "ready" ? (loaded.document.scenes.find((s) => s.id === id)?.name ?? "") : "";
  const noticeText = notice
    ? notice.kind === "movedOn"
      ? t("competition.game.movedOn", { scene: sceneName(notice.scene) })
      : t("play.tooManyAnswers", { count: notice.seconds })
    : null;
  useEffect(() => {
    if (noticeText) announce(noticeText);
  }, [noticeText]);

  if (loaded.state !== "ready") {
    return (
      <Flex align="center" justify="center" minHeight="100vh" p="4">
        <Card size="4">
          {loaded.state === "loading" ? (
            <Text>{t("competition.game.loading")}</Text>
          ) : (
            <Flex direction="column" gap="3" role="alert">
              <Text>{t("play.loadFailed")}</Text>
              <Button
                onClick={() => {
                  setLoaded({ state: "loading" });
                  setAttempt((n) => n + 1);
                }}
              >
                {t("play.retry")}
              </Button>
            </Flex>
          )}
        </Card>
      </Flex>
    );
  }
  return (
    <>
      <title>{`${competition.title} – Exitgame Studio`}</title>
      <TeamClockBar clock={clock} now={now} onOver={onEnded} />
      <main data-testid="team-game" data-session={team.id} inert={clock.paused}>
        <GamePlayer
          key={team.id}
          document={loaded.document}
          title={loaded.title}
          gameId={loaded.gameId}
          resumeFrom={team.snapshot}
          onRunning={onRunning}
          answers={sync}
          hints={hints}
        />
      </main>
      {/* Read through the player's one live region (see the effect above), not a second one. */}
      <div className="eg-toast eg-team-toast">
        {notice ? (
          <span className="eg-toast-body" data-testid="team-notice">
            {noticeText}
            <button
              type="button"
              className="eg-toast-close"
              aria-label={t("play.dismiss")}
              onClick={() => setNotice(null)}
            >
              ×
            </button>
          </span>
        ) : null}
      </div>
    </>
  );
}
