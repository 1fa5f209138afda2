import { Card, Container, Flex, Heading, Link, Text } from "@radix-ui/themes";
import {
  competitionPhaseMachine,
  countdown,
} from "@exitgame/engine/machines/competition-phase.machine";
import { useCallback, useEffect, useRef, useState } from "react";
import { useScormLaunch } from "../game/scorm-relay";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { createActor, type SnapshotFrom } from "xstate";
import { CompetitionFacts } from "../components/CompetitionFacts";
import { PhaseBadge } from "../components/PhaseBadge";
import { SiteHeader } from "../components/SiteHeader";
import { useDateFormat } from "../shell";
import { competitionApi, type TeamSession } from "./api";
import { TeamGame } from "./TeamGame";
import { LoginForm, RegistrationForm } from "./TeamForms";

export interface CompetitionData {
  id: string;
  title: string;
  startDate: string;
  endDate: string;
  participantCount: number;
  participantNaming?: "NICKNAME" | "FIRST_NAME_INITIAL" | "FULL_NAME";
  phase: "UPCOMING" | "ACTIVE" | "ENDED";
  game: { id: number; title: string };
}

type View = "upcoming" | "registration" | "login" | "ended";

function viewOf(value: SnapshotFrom<typeof competitionPhaseMachine>["value"]): View {
  if (value === "upcoming" || value === "resolving") return "upcoming";
  if (value === "ended") return "ended";
  if (typeof value === "object" && "active" in value)
    return value.active === "login" ? "login" : "registration";
  return "registration";
}

/**
 * The server's clock as the browser sees it: the loader's reading, then a measured round trip.
 * The browser's own clock may be wrong; only the difference between its readings is trusted.
 */
function useServerNow(serverTime: string): () => number {
  const offset = useRef<number | null>(null);
  useEffect(() => {
    offset.current ??= Date.parse(serverTime) - Date.now();
    const sync = () =>
      void competitionApi
        .serverTime()
        .then((now) => {
          offset.current = now - Date.now();
        })
        .catch(() => {});
    sync();
    const timer = setInterval(sync, 60_000);
    window.addEventListener("focus", sync);
    return () => {
      clearInterval(timer);
      window.removeEventListener("focus", sync);
    };
  }, [serverTime]);
  return useCallback(() => Date.now() + (offset.current ?? 0), []);
}

/**
 * The public competition page: its view follows the competition phase machine of the engine,
 * driven by the server's clock. Waiting (countdown) → active (registration or login, then the
 * team's game) → ended.
 */
export function CompetitionView({ c, serverTime }: { c: CompetitionData; serverTime: string }) {
  const { t } = useTranslation("player");
  const format = useDateFormat();
  const now = useServerNow(serverTime);
  const start = Date.parse(c.startDate);
  const end = Date.parse(c.endDate);
  const initial: View =
    c.phase === "UPCOMING" ? "upcoming" : c.phase === "ENDED" ? "ended" : "registration";
  const [view, setView] = useState<View>(initial);
  const [nowMs, setNowMs] = useState(() => Date.parse(serverTime));
  const actor = useRef<ReturnType<typeof createActor<typeof competitionPhaseMachine>> | null>(null);
  const [team, setTeam] = useState<TeamSession | null>(null);
  // A join card's QR code opens the page with its access code (`?code=`): the form is prefilled.
  const [searchParams] = useSearchParams();
  // The team's own end may come after the competition's (the teacher's extra time, pauses).
  const [teamOver, setTeamOver] = useState(false);
  // Launched from a learning platform (`?lti=<launch>`): once joined, the launch pairs the LMS
  // user with this team (api/src/lti/competition-launch.ts) and comes back here.
  const ltiLaunch = searchParams.get("lti");
  const onJoined = useCallback(
    (session: TeamSession) => {
      setTeam(session);
      if (ltiLaunch && /^[0-9a-f-]{36}$/i.test(ltiLaunch))
        window.location.assign(`/lti/competition/${ltiLaunch}`);
    },
    [ltiLaunch],
  );

  useEffect(() => {
    const a = createActor(competitionPhaseMachine, {
      input: { startDate: start, endDate: end, now },
    });
    actor.current = a;
    const sub = a.subscribe((s) => setView(viewOf(s.value)));
    a.start();
    // Timers can fire late (a sleeping laptop) and the offset may be corrected: ask every second.
    const tick = setInterval(() => {
      setNowMs(now());
      a.send({ type: "CLOCK_CHECK" });
    }, 1000);
    return () => {
      clearInterval(tick);
      sub.unsubscribe();
      a.stop();
    };
  }, [start, end, now]);

  // A team that registered or logged in on this browser continues (HttpOnly cookie).
  useEffect(() => {
    if (view === "upcoming" || team) return;
    let cancelled = false;
    void competitionApi
      .currentSession(c.id)
      .then((session) => {
        if (!cancelled && session) setTeam(session);
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [c.id, view, team]);

  // Started from a SCORM package: start and the team's end reach the launcher (scorm-relay.ts).
  const scorm = useScormLaunch(`competition:${c.id}`);
  const ended = useCallback(() => {
    setTeamOver(true);
    setView("ended");
    void scorm.finished();
  }, [scorm]);
  // A team whose game is over sees the end, whatever the competition's clock still says.
  const shown: View = teamOver || team?.over ? "ended" : view;
  const phase = shown === "upcoming" ? "UPCOMING" : shown === "ended" ? "ENDED" : "ACTIVE";
  const playing = team && !teamOver && !team.over && shown !== "upcoming";
  useEffect(() => {
    if (playing) scorm.started();
  }, [playing, scorm]);
  if (playing) {
    return (
      <TeamGame competition={c} team={team} onEnded={ended} onFinished={scorm.finished} now={now} />
    );
  }
  const left = countdown(start - nowMs);
  return (
    <>
      <title>{`${c.title} – Exitgame Studio`}</title>
      <SiteHeader />
      <Container size="3" px="4" py="7" asChild>
        <main>
          <Link href="/competitions" size="2">
            ← {t("competitions.back")}
          </Link>
          <Card size="4" mt="3">
            <Flex direction="column" gap="5">
              <Flex align="center" gap="3" wrap="wrap">
                <Heading as="h1" size="7">
                  {c.title}
                </Heading>
                <PhaseBadge phase={phase} />
              </Flex>
              {shown === "upcoming" ? (
                <Flex direction="column" gap="2" data-testid="waiting">
                  <Text size="3" color="gray">
                    {t("competition.waiting.startsIn")}
                  </Text>
                  <Flex gap="4" aria-live="off" data-testid="countdown" suppressHydrationWarning>
                    {(["days", "hours", "minutes", "seconds"] as const).map((unit) => (
                      <Flex key={unit} direction="column" align="center" className="eg-countdown">
                        <Text size="8" weight="bold" suppressHydrationWarning data-unit={unit}>
                          {String(left[unit]).padStart(2, "0")}
                        </Text>
                        <Text size="1" color="gray">
                          {t(`competition.waiting.${unit}`)}
                        </Text>
                      </Flex>
                    ))}
                  </Flex>
                </Flex>
              ) : null}
              {shown === "registration" ? (
                <RegistrationForm
                  competitionId={c.id}
                  initialCode={searchParams.get("code") ?? ""}
                  naming={c.participantNaming}
                  onJoined={onJoined}
                  onShowLogin={() => actor.current?.send({ type: "SHOW_LOGIN" })}
                />
              ) : null}
              {shown === "login" ? (
                <LoginForm
                  competitionId={c.id}
                  onJoined={onJoined}
                  onShowRegistration={() => actor.current?.send({ type: "SHOW_REGISTRATION" })}
                />
              ) : null}
              {shown === "ended" ? (
                <Flex direction="column" gap="2" data-testid="ended">
                  <Heading as="h2" size="5">
                    {t("competition.ended.title")}
                  </Heading>
                  <Text size="4">
                    {t("competitions.endedOn", {
                      date: format.date(c.endDate),
                      time: format.time(c.endDate),
                    })}
                  </Text>
                </Flex>
              ) : null}
              <CompetitionFacts {...c} />
            </Flex>
          </Card>
        </main>
      </Container>
    </>
  );
}
