/**
 * Turns `animate` effects into GSAP tweens on the element's animation layer (the inner box; the
 * outer box always shows the runtime's state). Geometry animations use FLIP: the runtime has
 * already moved the element, the tween starts at the offset where it was and runs to zero.
 * With prefers-reduced-motion every animation has a calm equivalent: no travel, no spin, no
 * particles, at most a short fade.
 */
import type { Animation } from "@exitgame/engine";
import type { Effect, Geometry } from "@exitgame/engine/runtime/types";
import type { gsap as Gsap } from "gsap";
import { customTween, gsapEase, rotationDelta, withOpacity } from "./easing";

type AnimateEffect = Extract<Effect, { type: "animate" }>;
type Timeline = ReturnType<typeof Gsap.timeline>;

export interface AnimatorDeps {
  /** The animation layer of an element, when it is mounted. */
  node(elementId: string): HTMLElement | undefined;
  /** The element's geometry now (after the runtime's changes). */
  geometry(elementId: string): Geometry | undefined;
  reducedMotion(): boolean;
  /** Particles for celebrate, in stage coordinates; resolves when they are gone. */
  celebrate(x: number, y: number, intensity: number, durationMs: number): Promise<void>;
}

let gsapPromise: Promise<typeof Gsap> | undefined;
/** GSAP loads with the first animation (or earlier via preloadGsap), never in the initial bundle. */
export function loadGsap(): Promise<typeof Gsap> {
  gsapPromise ??= import("gsap").then((m) => m.gsap);
  return gsapPromise;
}

interface Running {
  timeline: Timeline;
  finish: () => void;
}

export class Animator {
  private readonly running = new Map<string, Set<Running>>();
  constructor(private readonly deps: AnimatorDeps) {}

  animate(effect: AnimateEffect, from: Geometry, done: () => void): void {
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      done();
    };
    loadGsap().then(
      (gsap) => this.run(gsap, effect, from, finish),
      () => finish(),
    );
  }

  /** Stops every animation of an element where it is; their effects complete. */
  stop(elementId: string): void {
    const set = this.running.get(elementId);
    if (!set) return;
    for (const r of Array.from(set)) {
      r.timeline.kill();
      r.finish();
    }
    set.clear();
  }

  private run(gsap: typeof Gsap, effect: AnimateEffect, from: Geometry, finish: () => void): void {
    const { elementId, animation: a } = effect;
    const node = this.deps.node(elementId);
    const to = this.deps.geometry(elementId);
    if (a.name === "stopAnimation") {
      this.stop(elementId);
      if (node)
        gsap.set(node, { x: 0, y: 0, rotation: 0, scale: 1, opacity: 1, clearProps: "filter" });
      return finish();
    }
    if (!node || !to) return finish();
    const reduced = this.deps.reducedMotion();
    const timeline = gsap.timeline({ paused: true });
    const duration = Math.max(0, a.durationMs) / 1000;
    const ease = gsapEase(a.easing);
    const repeat = a.infinite && !reduced ? -1 : a.cycles - 1;
    const record: Running = { timeline, finish };
    const cleanup = () => {
      this.running.get(elementId)?.delete(record);
      finish();
    };
    let set = this.running.get(elementId);
    if (!set) this.running.set(elementId, (set = new Set()));
    // A new animation on the same element takes over from the one running (GSAP overwrite).
    set.add(record);

    if (reduced) this.calm(gsap, timeline, node, a, from, to);
    else this.full(gsap, timeline, node, a, from, to, { duration, ease, repeat }, cleanup);

    // Infinite animations complete their effect after the first cycle, so awaiting rules go on.
    if (repeat === -1) timeline.eventCallback("onRepeat", () => finish());
    timeline.eventCallback("onComplete", cleanup);
    timeline.play();
  }

  private full(
    gsap: typeof Gsap,
    tl: Timeline,
    node: HTMLElement,
    a: Animation,
    from: Geometry,
    to: Geometry,
    t: { duration: number; ease: string; repeat: number },
    cleanup: () => void,
  ): void {
    const { duration, ease, repeat } = t;
    // The layer's translation lives inside the box's rotation: turn the offset back by it.
    const dx = from.x + from.width / 2 - (to.x + to.width / 2);
    const dy = from.y + from.height / 2 - (to.y + to.height / 2);
    const rad = (-to.rotation * Math.PI) / 180;
    const flip = {
      x: dx * Math.cos(rad) - dy * Math.sin(rad),
      y: dx * Math.sin(rad) + dy * Math.cos(rad),
      scaleX: to.width > 0 ? from.width / to.width : 1,
      scaleY: to.height > 0 ? from.height / to.height : 1,
    };
    const sub = (vars: Record<string, unknown>) => ({ duration, ease, ...vars });
    switch (a.name) {
      case "fadeIn":
        tl.fromTo(node, { opacity: 0 }, sub({ opacity: 1, repeat }));
        break;
      case "fadeOut":
        tl.fromTo(node, { opacity: 1 }, sub({ opacity: 0, repeat }));
        tl.set(node, { opacity: 1 });
        break;
      case "popIn":
        tl.fromTo(
          node,
          { scale: 0, opacity: 0 },
          sub({
            scale: 1,
            opacity: 1,
            repeat,
            ease: a.easing.name === "none" ? "back.out(1.7)" : ease,
          }),
        );
        break;
      case "popOut":
        tl.fromTo(
          node,
          { scale: 1, opacity: 1 },
          sub({
            scale: 0,
            opacity: 0,
            repeat,
            ease: a.easing.name === "none" ? "back.in(1.7)" : ease,
          }),
        );
        tl.set(node, { scale: 1, opacity: 1 });
        break;
      case "moveTo":
      case "moveBy":
      case "flyToTarget":
      case "resetPosition":
      case "scaleTo":
      case "scaleBy":
        tl.fromTo(
          node,
          {
            x: flip.x,
            y: flip.y,
            scaleX: flip.scaleX,
            scaleY: flip.scaleY,
            rotation: from.rotation - to.rotation,
          },
          sub({ x: 0, y: 0, scaleX: 1, scaleY: 1, rotation: 0, repeat }),
        );
        break;
      case "rotateTo": {
        const delta = rotationDelta(from.rotation, a.targetAngle, a.direction);
        tl.fromTo(node, { rotation: -delta }, sub({ rotation: 0, repeat }));
        break;
      }
      case "rotateBy":
      case "spin":
        tl.fromTo(node, { rotation: from.rotation - to.rotation }, sub({ rotation: 0, repeat }));
        break;
      case "bounce": {
        const half = a.cycleDurationMs / 2000;
        tl.to(node, {
          y: -a.bounceHeight,
          duration: half,
          ease: "power2.out",
          yoyo: true,
          repeat: 1,
        });
        tl.repeat(repeat);
        break;
      }
      case "wiggle": {
        const step = duration / (a.wiggles * 2 + 1);
        for (let i = 0; i < a.wiggles; i++) {
          tl.to(node, { rotation: a.rotationAmount, duration: step, ease: "sine.inOut" });
          tl.to(node, { rotation: -a.rotationAmount, duration: step, ease: "sine.inOut" });
        }
        tl.to(node, { rotation: 0, duration: step, ease: "sine.inOut" });
        tl.repeat(repeat);
        break;
      }
      case "shake": {
        const shakes = 6;
        const step = duration / (shakes + 1);
        for (let i = 0; i < shakes; i++)
          tl.to(node, {
            x: (i % 2 === 0 ? 1 : -1) * a.intensity,
            duration: step,
            ease: "sine.inOut",
          });
        tl.to(node, { x: 0, duration: step });
        tl.repeat(repeat);
        break;
      }
      case "pulse":
        tl.to(node, {
          scale: a.scale,
          duration: duration / (a.pulses * 2),
          ease,
          yoyo: true,
          repeat: a.pulses * 2 - 1,
        });
        tl.repeat(repeat);
        break;
      case "flash":
        tl.to(node, {
          opacity: 0.15,
          duration: duration / (a.flashes * 2),
          ease,
          yoyo: true,
          repeat: a.flashes * 2 - 1,
        });
        tl.repeat(repeat);
        break;
      case "glow": {
        const on = `drop-shadow(0px 0px ${a.glowSize}px ${withOpacity(a.glowColor, a.glowOpacity)})`;
        const off = `drop-shadow(0px 0px 0px ${withOpacity(a.glowColor, 0)})`;
        tl.fromTo(
          node,
          { filter: off },
          {
            filter: on,
            duration: duration / (a.pulses * 2),
            ease,
            yoyo: true,
            repeat: a.pulses * 2 - 1,
          },
        );
        tl.set(node, { clearProps: "filter" });
        tl.repeat(repeat);
        break;
      }
      case "glowOn":
        tl.fromTo(
          node,
          { filter: `drop-shadow(0px 0px 0px ${withOpacity(a.glowColor, 0)})` },
          sub({
            filter: `drop-shadow(0px 0px ${a.glowSize}px ${withOpacity(a.glowColor, a.glowOpacity)})`,
          }),
        );
        break;
      case "glowOff":
        tl.to(node, sub({ filter: "drop-shadow(0px 0px 0px rgba(0, 0, 0, 0))" }));
        tl.set(node, { clearProps: "filter" });
        break;
      case "flipHorizontal":
      case "flipVertical": {
        // Flips toggle: a flipped element flips back.
        const axis = a.name === "flipHorizontal" ? "scaleX" : "scaleY";
        const current = Number(gsap.getProperty(node, axis)) || 1;
        tl.to(node, sub({ [axis]: current > 0 ? -1 : 1, repeat }));
        break;
      }
      case "celebrate": {
        tl.to(node, {
          scale: 1.08,
          duration: Math.min(0.3, duration / 4 || 0.3),
          yoyo: true,
          repeat: 1,
          ease: "sine.inOut",
        });
        const cx = to.x + to.width / 2;
        const cy = to.y + to.height / 2;
        // The effect completes when both the pulse and the particles are done.
        const particles = this.deps.celebrate(cx, cy, a.intensity, Math.max(600, a.durationMs));
        tl.eventCallback("onComplete", () => void particles.then(cleanup, cleanup));
        tl.play();
        return;
      }
      case "custom":
        tl.to(node, sub({ ...customTween(a), repeat }));
        break;
      case "stopAnimation":
        break;
    }
  }

  /** Reduced motion: end states without travel; attention effects become a brief, gentle fade. */
  private calm(
    gsap: typeof Gsap,
    tl: Timeline,
    node: HTMLElement,
    a: Animation,
    from: Geometry,
    to: Geometry,
  ): void {
    const moved =
      from.x !== to.x ||
      from.y !== to.y ||
      from.width !== to.width ||
      from.height !== to.height ||
      from.rotation !== to.rotation;
    switch (a.name) {
      case "fadeIn":
      case "popIn":
        tl.fromTo(node, { opacity: 0 }, { opacity: 1, duration: 0.2 });
        break;
      case "fadeOut":
      case "popOut":
        tl.to(node, { opacity: 0, duration: 0.2 });
        tl.set(node, { opacity: 1 });
        break;
      case "glowOn":
        tl.set(node, {
          filter: `drop-shadow(0px 0px ${a.glowSize}px ${withOpacity(a.glowColor, a.glowOpacity)})`,
        });
        break;
      case "glowOff":
        tl.set(node, { clearProps: "filter" });
        break;
      case "glow":
        tl.set(node, {
          filter: `drop-shadow(0px 0px ${a.glowSize}px ${withOpacity(a.glowColor, a.glowOpacity)})`,
        });
        tl.set(node, { clearProps: "filter" }, Math.min(2, a.durationMs / 1000));
        break;
      case "flipHorizontal":
      case "flipVertical": {
        const axis = a.name === "flipHorizontal" ? "scaleX" : "scaleY";
        const current = Number(gsap.getProperty(node, axis)) || 1;
        tl.set(node, { [axis]: current > 0 ? -1 : 1 });
        break;
      }
      case "custom": {
        const vars = customTween(a);
        tl.set(node, vars);
        break;
      }
      case "celebrate":
      case "bounce":
      case "wiggle":
      case "shake":
      case "pulse":
      case "flash":
      case "spin":
        tl.to(node, { opacity: 0.6, duration: 0.15, yoyo: true, repeat: 1 });
        break;
      default:
        if (moved) tl.fromTo(node, { opacity: 0.2 }, { opacity: 1, duration: 0.2 });
        else tl.set(node, {});
    }
  }
}
