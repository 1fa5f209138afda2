import type { GameDocument } from "@exitgame/engine";
import type { GameSnapshot } from "@exitgame/engine/runtime/snapshot";
import type { RuleTrace } from "@exitgame/engine/runtime/runtime";
import type { DispatchResult } from "@exitgame/engine/runtime/types";
import { allElements } from "@exitgame/engine/document/element-index";
import { defaultHost, PluginHostContext, type PluginHost } from "@exitgame/element-plugins/host";
import { loadPlugins } from "@exitgame/element-plugins/views";
import { announce } from "@exitgame/element-plugins/announcer";
import { Button, Flex, Heading, Spinner } from "@radix-ui/themes";
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Stage, type StageInteraction } from "../stage";
import type { GameController } from "./controller";
import type { AnswerSource } from "./session";
import { Mixer } from "./effects/mixer";
import { LiveRegion } from "./LiveRegion";
import { countdownTimers } from "@exitgame/element-plugins/time-limit";
import { ViewStore } from "./view-store";
import type { HintSource } from "./hints/source";
import "./game.css";

// The drawer (Radix dialog) loads when the page is idle or on first use, not with the page.
const SettingsDrawer = lazy(() =>
  import("./SettingsDrawer").then((m) => ({ default: m.SettingsDrawer })),
);
// The time choices (a Radix dropdown menu) show once a game runs: they load with it, not with the page.
const loadTimeChoices = () => import("./TimeChoices");
type TimeChoicesView = Awaited<ReturnType<typeof loadTimeChoices>>["TimeChoices"];
// The hint control (and the hint lists it reads) loads with the game, not with the page.
const HintControl = lazy(() =>
  import("./hints/HintControl").then((m) => ({ default: m.HintControl })),
);

/** localStorage, or null where the browser denies it (a frame on another site, blocked storage). */
function deviceStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export interface GamePlayerProps {
  document: GameDocument;
  title: string;
  gameId: number;
  /** Continue from this saved state instead of the first scene (competition teams). */
  resumeFrom?: GameSnapshot | null;
  /** The running game once it has started or resumed (competitions save its snapshots). */
  onRunning?: (controller: GameController | null) => void;
  /**
   * The editor's preview with a live inspector: the rule trace, every runtime result, and the
   * controller once it exists (null when it goes). Read once, when the session is created.
   */
  inspector?: PreviewInspector;
  /**
   * Who checks answers: the API (default), 'local' for the editor's preview, whose document
   * still has its answers, or a decider (a competition team: the server checks, see session.ts).
   */
  answers?: AnswerSource;
  /**
   * Offer the WCAG 2.2.1 time choices (turn off, extend) when the author allows them: play
   * outside competitions only (a competition's time is the teacher's).
   */
  timeChoices?: boolean;
  /**
   * Where hints come from: a competition team's server state; by default the API for this play
   * of the game (its hints never are in the document); the preview's own document.
   */
  hints?: HintSource;
}

export interface PreviewInspector {
  trace(entry: RuleTrace): void;
  observe(result: DispatchResult): void;
  onController(controller: GameController | null): void;
}

const reducedMotion = () =>
  typeof window !== "undefined" &&
  window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;

/** Every element id some enabled rule reacts to with one of `triggers`. */
function elementsWithTrigger(document: GameDocument, triggers: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const rule of document.rules) {
    if (!rule.enabled) continue;
    for (const t of rule.triggers)
      if (t.type === "element" && triggers.includes(t.trigger)) out.add(t.elementId);
  }
  return out;
}

/** The author lets players turn off or extend the time limit (document settings). */
function playerTimeChoices(document: GameDocument): boolean {
  return document.settings?.playerTimeChoices === true;
}

/**
 * Plays a game: the stage (server-rendered), then, after hydration, the engine runtime and the
 * effect adapters (GSAP, howler, Pixi, speech) from a lazily loaded session chunk.
 */
/**
 * A play session's wait is seconds; a whole network's (the address's daily bound of wrong answers
 * per puzzle) minutes or hours.
 */
function throttledMessage(t: (key: string, options: { count: number }) => string, seconds: number) {
  if (seconds <= 120) return t("play.tooManyAnswers", { count: seconds });
  if (seconds <= 90 * 60)
    return t("play.tooManyAnswersMinutes", { count: Math.ceil(seconds / 60) });
  return t("play.tooManyAnswersHours", { count: Math.ceil(seconds / 3600) });
}

export function GamePlayer({
  document,
  title,
  gameId,
  resumeFrom,
  onRunning,
  inspector,
  answers,
  timeChoices = false,
  hints,
}: GamePlayerProps) {
  const { t, i18n } = useTranslation("player");
  const [mixer] = useState(() => new Mixer(deviceStorage()));
  const [store] = useState(() => {
    const initial = new ViewStore(document);
    // A resuming team sees its saved scene from the first paint, not scene 1.
    if (resumeFrom) initial.showSnapshot(resumeFrom);
    return initial;
  });
  // DOM nodes the adapters work on, registered by the stage as they mount.
  const [dom] = useState(() => ({
    nodes: new Map<string, HTMLElement>(),
    layers: new Map<string, HTMLElement>(),
    slots: new Map<"overlay", HTMLElement>(),
  }));
  const [session, setSession] = useState<{ controller: GameController; dispose(): void } | null>(
    null,
  );
  const [notice, setNotice] = useState<string | null>(null);
  const [throttledFor, setThrottledFor] = useState(0);
  const answersRef = useRef(answers);
  const inspectorRef = useRef(inspector);
  const [started, setStarted] = useState(false);
  const [drawer, setDrawer] = useState(false);
  const controllerRef = useRef<GameController | null>(null);
  // Hints come from `hints`, or from this player's own source, which loads with the game (its
  // module is not part of the page's first load): the hint control shows once the game runs.
  const [ownHints, setOwnHints] = useState<HintSource | null>(null);
  const hintSource = hints ?? ownHints;
  const ownHintsFor = useRef({ document, gameId, local: answers === "local" });
  useEffect(() => {
    if (hints) return;
    let cancelled = false;
    void import("./hints/source").then(({ ownHintSource }) => {
      if (cancelled) return;
      const own = ownHintSource({
        ...ownHintsFor.current,
        // This browser decides the game here: its runtime hears of the hint ("hint taken" rules).
        onTaken: (targetId) => controllerRef.current?.dispatch({ type: "hintTaken", targetId }),
      });
      setOwnHints((prev) => prev ?? own);
    });
    return () => {
      cancelled = true;
    };
  }, [hints]);

  const [TimeChoices, setTimeChoices] = useState<TimeChoicesView | null>(null);
  const timers = useMemo(() => countdownTimers(document), [document]);
  const offerTime = timeChoices && playerTimeChoices(document) && timers.length > 0;

  useEffect(() => {
    let cancelled = false;
    let dispose: (() => void) | undefined;
    // Views of the types this game uses, the runtime and the effect libraries load while the start
    // screen shows. The game starts once the views are there too: a view still loading when the
    // scene appears shows nothing yet (its server-rendered markup is dropped with the first
    // update), so a Tab from the scene's heading would pass the lock it is about to show.
    const views = loadPlugins(new Set(allElements(document).map((e) => e.type))).catch(
      () => undefined, // a view that fails to load fails where it renders, as before
    );
    // The time choices are a stop of the Tab key from the first moment of play.
    const tools = offerTime ? loadTimeChoices().catch(() => undefined) : undefined;
    void Promise.all([import("./session"), views, tools])
      .then(([{ createSession }, , timeModule]) => {
        if (cancelled) return;
        // Rendered with the session, in the same commit as the scene (a lazy component would
        // show a moment later: a Tab through the scene could pass its place before it is there).
        if (timeModule) setTimeChoices(() => timeModule.TimeChoices);
        const created = createSession({
          document,
          gameId,
          store,
          mixer,
          locale: i18n.language,
          dom: {
            nodes: dom.nodes,
            layers: dom.layers,
            overlay: () => dom.slots.get("overlay") ?? null,
          },
          reducedMotion,
          onMediaFailed: () => setNotice("media"),
          ...(answersRef.current ? { answers: answersRef.current } : {}),
          onAnswerRefused: (reason, seconds) => {
            setThrottledFor(seconds ?? 60);
            setNotice(reason === "throttled" ? "throttled" : "answerFailed");
          },
          ...(inspectorRef.current
            ? {
                inspector: {
                  trace: (entry: RuleTrace) => inspectorRef.current?.trace(entry),
                  observe: (result: DispatchResult) => inspectorRef.current?.observe(result),
                },
              }
            : {}),
        });
        dispose = () => {
          inspectorRef.current?.onController(null);
          created.dispose();
        };
        inspectorRef.current?.onController(created.controller);
        setSession(created);
      })
      .catch(() => {
        // The chunk could not be loaded and the reload guard holds: say so.
        if (!cancelled) setNotice("loadFailed");
      });
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200));
    idle(() => {
      // The effect adapters come with the session chunk; their libraries load while idle.
      void import("./effects/animator").then((m) => m.loadGsap());
      void import("./effects/audio").then((m) => m.loadHowler());
      setDrawer(true);
    });
    return () => {
      cancelled = true;
      dispose?.();
    };
  }, [document, gameId, store, mixer, dom, i18n.language, offerTime]);

  useEffect(() => {
    // Outside React's commit: starting dispatches, and the controller flushes its updates synchronously.
    if (!started || !session) return;
    const { controller } = session;
    queueMicrotask(() => {
      if (!controller.started) {
        try {
          if (resumeFrom) controller.resume(resumeFrom);
        } catch (error) {
          // A state of an earlier version of the game: start over rather than not at all.
          console.warn("the saved game state does not fit this game; starting over", error);
        }
        if (!controller.started) controller.start();
      }
      onRunning?.(controller);
    });
    return () => onRunning?.(null);
    // The saved state is read once, when the game starts.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [started, session]);

  const controller = session?.controller;
  controllerRef.current = controller ?? null;
  const interaction = useMemo<StageInteraction | undefined>(
    () =>
      controller
        ? {
            dispatch: (event) => controller.dispatch(event),
            clickable: elementsWithTrigger(document, ["click"]),
            hoverable: elementsWithTrigger(document, ["mouseEnter", "mouseLeave"]),
          }
        : undefined,
    [controller, document],
  );
  const host: PluginHost = controller?.host ?? defaultHost;
  const startTitle = useId();
  const startButton = useRef<HTMLButtonElement>(null);
  const noticeText =
    notice === "loadFailed"
      ? t("play.loadFailed")
      : notice === "throttled"
        ? throttledMessage(t, throttledFor)
        : notice === "answerFailed"
          ? t("play.answerCheckFailed")
          : notice === "media"
            ? t("play.mediaFailed")
            : null;
  // The toast is read through the live region, once when it appears.
  useEffect(() => {
    if (noticeText) announce(noticeText);
  }, [noticeText]);

  return (
    <div className="eg-player">
      <PluginHostContext.Provider value={host}>
        <Stage
          store={store}
          mode="play"
          label={title}
          interaction={started ? interaction : undefined}
          covered={!started || !session}
          registerNode={(kind, id, node) => {
            const map = kind === "element" ? dom.nodes : dom.layers;
            if (node) map.set(id, node);
            else map.delete(id);
          }}
        >
          <div
            ref={(node) => {
              if (node) dom.slots.set("overlay", node);
              else dom.slots.delete("overlay");
            }}
            className="eg-overlay"
            aria-hidden="true"
          />
          {/* The start screen stays until the runtime runs: nothing typed or clicked is lost. */}
          {!started || !session ? (
            <div
              className="eg-start"
              role="dialog"
              aria-modal="true"
              aria-labelledby={startTitle}
              onKeyDown={(e) => {
                // Modal: Tab goes round its controls (Start, the sound settings); once Start is
                // pressed it stays on Start until the game runs. Keys in the sound dialog (a
                // portal, whose events React bubbles here) are that dialog's own.
                if (e.key !== "Tab" || !e.currentTarget.contains(e.target as Node)) return;
                e.preventDefault();
                const controls: (HTMLElement | null)[] = started
                  ? [startButton.current]
                  : [...e.currentTarget.querySelectorAll<HTMLElement>("button:not([disabled])")];
                const at = controls.indexOf(window.document.activeElement as HTMLElement);
                const step = at < 0 ? 0 : at + (e.shiftKey ? -1 : 1);
                controls[(step + controls.length) % controls.length]?.focus();
              }}
            >
              <Flex direction="column" align="center" gap="5" className="eg-start-card">
                <Heading as="h1" size="8" align="center" id={startTitle}>
                  {title}
                </Heading>
                {/* Pressed while the game still loads, it shows that it is busy but stays
                    enabled (not Radix's `loading`, which disables it): it keeps the focus, which a
                    disabled button drops to the page's body, until the scene's heading takes it
                    (useSceneFocus). */}
                <Button
                  ref={startButton}
                  size="4"
                  autoFocus
                  onClick={() => setStarted(true)}
                  data-testid="start-game"
                >
                  {started ? <Spinner size="3" /> : null}
                  {resumeFrom ? t("play.continue") : t("play.start")}
                </Button>
                {drawer ? (
                  <Suspense fallback={null}>
                    <SettingsDrawer mixer={mixer} onStartScreen />
                  </Suspense>
                ) : null}
              </Flex>
            </div>
          ) : null}
        </Stage>
      </PluginHostContext.Provider>
      <div className="eg-player-tools">
        {offerTime && started && controller && TimeChoices ? (
          <TimeChoices controller={controller} store={store} timers={timers} />
        ) : null}
        {drawer && started && controller && hintSource ? (
          <Suspense fallback={null}>
            <HintControl
              document={document}
              store={store}
              source={hintSource}
              playedMs={() => controller.gameTime()}
            />
          </Suspense>
        ) : null}
        {drawer && started && session ? (
          <Suspense fallback={null}>
            <SettingsDrawer mixer={mixer} />
          </Suspense>
        ) : null}
      </div>
      <LiveRegion />
      <div className="eg-toast">
        {notice === "loadFailed" ? (
          <span className="eg-toast-body" data-testid="play-load-failed">
            {t("play.loadFailed")}
          </span>
        ) : null}
        {notice === "throttled" || notice === "answerFailed" ? (
          <span className="eg-toast-body" data-testid="answer-refused">
            {notice === "throttled"
              ? throttledMessage(t, throttledFor)
              : t("play.answerCheckFailed")}
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
        {notice === "media" ? (
          <span className="eg-toast-body">
            {t("play.mediaFailed")}
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
    </div>
  );
}
