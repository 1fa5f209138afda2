import { STAGE_HEIGHT, STAGE_WIDTH, type GameDocument, type Scene } from "@exitgame/engine";
import { loadPlugins, PluginHostContext, registry } from "@exitgame/element-plugins";
import { Button, Flex, Heading } from "@radix-ui/themes";
import { useEffect, useMemo, useState } from "react";
import { flushSync } from "react-dom";
import { useTranslation } from "react-i18next";
import { Stage, type StageInteraction } from "../stage";
import { GameController, type Adapters } from "./controller";
import { Animator, loadGsap } from "./effects/animator";
import { AudioAdapter, loadHowler } from "./effects/audio";
import { Mixer } from "./effects/mixer";
import { ParticleOverlay } from "./effects/particles";
import { SpeechAdapter } from "./effects/speech";
import { runTransition } from "./effects/transitions";
import { SettingsDrawer } from "./SettingsDrawer";
import "./game.css";

export interface GamePlayerProps {
  document: GameDocument;
  title: string;
  gameId: number;
}

const reducedMotion = () => typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;

/** Every element id some enabled rule reacts to with one of `triggers`. */
function elementsWithTrigger(document: GameDocument, triggers: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const rule of document.rules) {
    if (!rule.enabled) continue;
    for (const t of rule.triggers) if (t.type === "element" && triggers.includes(t.trigger)) out.add(t.elementId);
  }
  return out;
}

function sceneAssets(scene: Scene): { images: string[]; sounds: string[] } {
  const images: string[] = [];
  const sounds: string[] = [];
  for (const el of scene.elements) {
    const src = (el.props as { src?: unknown }).src;
    if (typeof src !== "string" || !src) continue;
    if (el.type === "image") images.push(src);
    if (el.type === "audio") sounds.push(src);
  }
  return { images, sounds };
}

/** Plays a game: the stage, the engine runtime, and the effect adapters (GSAP, howler, Pixi, speech). */
export function GamePlayer({ document, title, gameId }: GamePlayerProps) {
  const { t, i18n } = useTranslation("player");
  const [mixer] = useState(() => new Mixer(typeof window === "undefined" ? null : window.localStorage));
  const [notice, setNotice] = useState<string | null>(null);
  const [started, setStarted] = useState(false);

  const [{ controller, dispose, dom }] = useState(() => {
    // DOM nodes the adapters work on, registered by the stage as they mount.
    const dom = { nodes: new Map<string, HTMLElement>(), layers: new Map<string, HTMLElement>(), overlay: new Map<"overlay", HTMLElement>() };
    const particles = new ParticleOverlay(() => dom.overlay.get("overlay") ?? null, STAGE_WIDTH, STAGE_HEIGHT);
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
      failed: () => setNotice("media"),
    });
    const speech = new SpeechAdapter(() => mixer.volume("voice"), i18n.language);
    const adapters: Adapters = {
      animate: (effect, from, done) => animator.animate(effect, from, done),
      transition(effect, done) {
        const store = ctl().store;
        store.setScene({ sceneId: effect.sceneId, leaving: { sceneId: effect.from, transition: effect.transition } });
        // The entering layer mounts in the next frame; then both layers animate.
        requestAnimationFrame(() => {
          void runTransition(dom.layers.get(effect.from), dom.layers.get(effect.sceneId), effect.transition, reducedMotion()).then(() => {
            store.setScene({ sceneId: effect.sceneId, leaving: null });
            done();
          });
        });
      },
      services: { "audio.": audio.handle, "speech.": speech.handle },
      preload(scene) {
        const { images, sounds } = sceneAssets(scene);
        for (const src of images) new Image().src = assetUrl(src);
        for (const src of sounds) audio.preload(src);
      },
      diagnostics: (result) => console.warn("game rules:", result.diagnostics),
    };
    const c = new GameController(document, {
      registry,
      adapters,
      batch: (apply) => flushSync(apply),
      host: {
        jsxGraphFrameUrl: "/api/jsxgraph/frame",
        aiChat: { endpoint: "/api/ai-chat", gameId },
        reducedMotion: reducedMotion(),
        mediaVolume: (channel) => mixer.volume(channel),
      },
    });
    created = c;
    const dispose = () => {
      c.dispose();
      audio.dispose();
      void particles.dispose();
      window.speechSynthesis?.cancel();
    };
    return { controller: c, dispose, dom };
  });

  useEffect(() => {
    // Views of the types this game uses, and the effect libraries, load while the start screen shows.
    void loadPlugins(new Set([...document.scenes.flatMap((s) => s.elements), ...document.globalElements].map((e) => e.type)));
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200));
    idle(() => {
      void loadGsap();
      void loadHowler();
    });
    return dispose;
  }, [dispose, document]);

  const interaction = useMemo<StageInteraction>(
    () => ({
      dispatch: (event) => controller.dispatch(event),
      clickable: elementsWithTrigger(document, ["click"]),
      hoverable: elementsWithTrigger(document, ["mouseEnter", "mouseLeave"]),
    }),
    [controller, document],
  );

  const start = () => {
    setStarted(true);
    controller.start();
  };

  return (
    <div className="eg-player">
      <PluginHostContext.Provider value={controller.host}>
        <Stage
          store={controller.store}
          mode="play"
          label={title}
          interaction={started ? interaction : undefined}
          registerNode={(kind, id, node) => {
            const map = kind === "element" ? dom.nodes : dom.layers;
            if (node) map.set(id, node);
            else map.delete(id);
          }}
        >
          <div
            ref={(node) => {
              if (node) dom.overlay.set("overlay", node);
              else dom.overlay.delete("overlay");
            }}
            className="eg-overlay"
            aria-hidden="true"
          />
          {!started ? (
            <div className="eg-start">
              <Flex direction="column" align="center" gap="5" className="eg-start-card">
                <Heading as="h1" size="8" align="center">
                  {title}
                </Heading>
                <Button size="4" autoFocus onClick={start} data-testid="start-game">
                  {t("play.start")}
                </Button>
              </Flex>
            </div>
          ) : null}
        </Stage>
      </PluginHostContext.Provider>
      <div className="eg-player-tools">
        <SettingsDrawer mixer={mixer} />
      </div>
      <div className="eg-toast" role="status" aria-live="polite">
        {notice === "media" ? (
          <span className="eg-toast-body">
            {t("play.mediaFailed")}
            <button type="button" className="eg-toast-close" aria-label={t("play.dismiss")} onClick={() => setNotice(null)}>
              ×
            </button>
          </span>
        ) : null}
      </div>
    </div>
  );
}
