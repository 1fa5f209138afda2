/**
 * Everything a running game needs that the first paint does not: the engine runtime and the
 * element definitions (zod schemas), and the effect adapters. The play page loads this chunk
 * right after hydration, while the start screen shows.
 */
import { STAGE_HEIGHT, STAGE_WIDTH } from "@exitgame/engine/document/constants";
import type { AnswerVerdict, GameDocument, Scene } from "@exitgame/engine";
import { elementAssets, registry } from "@exitgame/element-plugins/definitions";
import { flushSync } from "react-dom";
import { GameController, type Adapters, type ControllerOptions } from "./controller";
import { Animator } from "./effects/animator";
import { AudioAdapter } from "./effects/audio";
import type { Mixer } from "./effects/mixer";
import { ParticleOverlay } from "./effects/particles";
import { SpeechAdapter } from "./effects/speech";
import { runTransition } from "./effects/transitions";
import type { ViewStore } from "./view-store";
import { formatDiagnostic } from "@exitgame/element-plugins/diagnostics";
import { DEFAULT_LOCALE, isLocale } from "../shell/locale";

export interface SessionDeps {
  document: GameDocument;
  gameId: number;
  store: ViewStore;
  mixer: Mixer;
  locale: string;
  /** DOM nodes registered by the stage: element animation layers, scene layers, the overlay. */
  dom: {
    nodes: Map<string, HTMLElement>;
    layers: Map<string, HTMLElement>;
    overlay(): HTMLElement | null;
  };
  reducedMotion(): boolean;
  onMediaFailed(): void;
  /**
   * Who checks answers: the API (default; with the competition whose team cookie names the
   * player), 'local' for the editor's preview, whose document still has its answers, or a
   * decider (a competition team: the server's runtime checks the answer the input sent, and the
   * verdict comes back with the input's reply).
   */
  answers?: AnswerSource;
  /** The API refused to check an answer: too many wrong ones (wait `seconds`), or it failed. */
  onAnswerRefused?(reason: "throttled" | "failed", seconds?: number): void;
  /** The teacher's preview (see ControllerOptions.trace and observe). */
  inspector?: Pick<ControllerOptions, "trace" | "observe">;
}

/** Gives the verdict on a checkAnswer effect when it is known (see SessionDeps.answers). */
export interface AnswerDecider {
  decide(
    effect: { id: string; elementId: string; value: string },
    answer: (verdict: AnswerVerdict) => void,
  ): void;
}
export type AnswerSource = "local" | { competitionId?: string } | AnswerDecider;

/** The images and sounds a scene's elements declare (their asset fields), for preloading. */
function sceneAssets(scene: Scene): { images: string[]; sounds: string[] } {
  const images: string[] = [];
  const sounds: string[] = [];
  for (const el of scene.elements) {
    for (const asset of elementAssets(el.type, el.props)) {
      if (asset.kind === "image") images.push(asset.src);
      if (asset.kind === "audio") sounds.push(asset.src);
    }
  }
  return { images, sounds };
}

/** Seconds before an answer the API could not check (offline) is sent again. */
export const RETRY_SECONDS = 5;

type RemoteResult =
  | { verdict: "correct" | "incorrect" }
  | { verdict: "unavailable"; reason: "throttled" | "failed"; seconds?: number };

/** Asks the API whether an answer is right (POST /api/answers/check). */
async function checkRemotely(body: {
  gameId: number;
  elementId: string;
  value: string;
  playSession: string;
  competitionId?: string;
}): Promise<RemoteResult> {
  try {
    const res = await fetch("/api/answers/check", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      credentials: "same-origin",
      body: JSON.stringify(body),
    });
    if (res.ok) {
      const { correct } = (await res.json()) as { correct: boolean };
      return { verdict: correct ? "correct" : "incorrect" };
    }
    if (res.status === 429) {
      const seconds = Number(res.headers.get("Retry-After"));
      return {
        verdict: "unavailable",
        reason: "throttled",
        ...(Number.isFinite(seconds) && seconds > 0 ? { seconds } : {}),
      };
    }
  } catch {
    // Offline or the server is gone: the player may try again.
  }
  return { verdict: "unavailable", reason: "failed" };
}

export function createSession(deps: SessionDeps): { controller: GameController; dispose(): void } {
  const { dom, mixer, reducedMotion } = deps;
  const particles = new ParticleOverlay(dom.overlay, STAGE_WIDTH, STAGE_HEIGHT);
  // The adapters reach the controller created below (they only run once the game has started).
  let created: GameController | undefined;
  const ctl = (): GameController => created!;
  const animator = new Animator({
    node: (id) => dom.nodes.get(id),
    geometry: (id) => ctl().store.element(id),
    reducedMotion,
    celebrate: (x, y, intensity, ms) => particles.celebrate(x, y, intensity, ms),
  });
  const assetUrl = (src: string) => ctl().host.assetUrl(src);
  const audio = new AudioAdapter({
    mixer,
    assetUrl,
    ended: (elementId) => ctl().dispatch({ type: "elementAction", elementId, action: "ended" }),
    failed: deps.onMediaFailed,
  });
  const speech = new SpeechAdapter(() => mixer.volume("voice"), deps.locale);
  const answers = deps.answers ?? {};
  const playSession = crypto.randomUUID();
  const adapters: Adapters = {
    animate: (effect, from, done) => animator.animate(effect, from, done),
    transition(effect, done) {
      const store = ctl().store;
      store.setScene({
        sceneId: effect.sceneId,
        leaving: { sceneId: effect.from, transition: effect.transition },
      });
      // The entering layer mounts in the next frame; then both layers animate.
      requestAnimationFrame(() => {
        void runTransition(
          dom.layers.get(effect.from),
          dom.layers.get(effect.sceneId),
          effect.transition,
          reducedMotion(),
        ).then(() => {
          store.setScene({ sceneId: effect.sceneId, leaving: null });
          done();
        });
      });
    },
    services: { audio: audio.handle, speech: speech.handle },
    ...(answers === "local"
      ? {}
      : "decide" in answers
        ? { checkAnswer: (effect, answer) => answers.decide(effect, answer) }
        : {
            checkAnswer(effect, answer) {
              void checkRemotely({
                gameId: deps.gameId,
                elementId: effect.elementId,
                value: effect.value,
                playSession,
                ...(answers.competitionId ? { competitionId: answers.competitionId } : {}),
              }).then((result) => {
                if (result.verdict !== "unavailable") return answer(result.verdict);
                deps.onAnswerRefused?.(result.reason, result.seconds);
                // The element keeps the entry and checks it again once the wait is over.
                answer("unavailable", result.seconds ?? RETRY_SECONDS);
              });
            },
          }),
    preload(scene) {
      const { images, sounds } = sceneAssets(scene);
      for (const src of images) new Image().src = assetUrl(src);
      for (const src of sounds) audio.preload(src);
    },
    // For the author testing a game: what went wrong, in the page's language, with the data.
    diagnostics: (result) => {
      const locale = isLocale(deps.locale) ? deps.locale : DEFAULT_LOCALE;
      for (const d of result.diagnostics)
        console.warn(`game rules: ${formatDiagnostic({ ...d, path: d.path ?? "" }, locale)}`, d);
    },
  };
  const controller = new GameController(deps.document, {
    registry,
    adapters,
    store: deps.store,
    batch: (apply) => flushSync(apply),
    ...deps.inspector,
    host: {
      codeFrameUrl: "/api/jsxgraph/frame",
      chatProxy: { endpoint: "/api/ai-chat", gameId: deps.gameId },
      reducedMotion: reducedMotion(),
      mediaVolume: (channel) => mixer.volume(channel),
    },
  });
  created = controller;
  return {
    controller,
    dispose() {
      controller.dispose();
      audio.dispose();
      void particles.dispose();
      window.speechSynthesis?.cancel();
    },
  };
}
