/**
 * Scene transitions with the Web Animations API on the two scene layers (no library needed):
 * cross-fade, slide left/right/top/bottom. Reduced motion: slides become a short cross-fade.
 */
import type { SceneTransition } from "@exitgame/engine";

type Frames = [Keyframe[], Keyframe[]];

/** Keyframes of the leaving and the entering layer. "Slide left" moves the scenes to the left. */
export function transitionFrames(type: SceneTransition["type"]): Frames | null {
  // The leaving scene moves out by (dx, dy) percent, the entering one comes in from the opposite side.
  const move = (dx: number, dy: number): Frames => [
    [{ transform: "translate(0%, 0%)" }, { transform: `translate(${dx}%, ${dy}%)` }],
    [{ transform: `translate(${-dx}%, ${-dy}%)` }, { transform: "translate(0%, 0%)" }],
  ];
  switch (type) {
    case "none":
      return null;
    case "crossFade":
      return [
        [{ opacity: 1 }, { opacity: 0 }],
        [{ opacity: 0 }, { opacity: 1 }],
      ];
    case "slideLeft":
      return move(-100, 0);
    case "slideRight":
      return move(100, 0);
    case "slideTop":
      return move(0, -100);
    case "slideBottom":
      return move(0, 100);
  }
}

export async function runTransition(
  leaving: HTMLElement | undefined,
  entering: HTMLElement | undefined,
  transition: SceneTransition,
  reducedMotion: boolean,
): Promise<void> {
  let type = transition.type;
  let duration = transition.durationMs;
  if (reducedMotion && type !== "none") {
    type = "crossFade";
    duration = Math.min(duration, 250);
  }
  const frames = transitionFrames(type);
  if (!frames || duration <= 0 || !leaving || !entering || typeof entering.animate !== "function")
    return;
  const options: KeyframeAnimationOptions = {
    duration,
    easing: "cubic-bezier(0.4, 0, 0.2, 1)",
    fill: "both",
  };
  const animations = [leaving.animate(frames[0], options), entering.animate(frames[1], options)];
  await Promise.all(animations.map((a) => a.finished.catch(() => undefined)));
  for (const a of animations) a.cancel();
}
