import { announce } from "@exitgame/element-plugins/announcer";
import type { Element, Scene } from "@exitgame/engine";
import { focusOrderOf } from "@exitgame/engine/document/focus-order";
import { useEffect, useRef, type RefObject } from "react";

/**
 * The scene's elements in their focus order (the author's list, then reading order), each with
 * its place `i` in the stacking order.
 */
export function inFocusOrder(scene: Scene): { el: Element; i: number }[] {
  const index = new Map(scene.elements.map((el, i) => [el.id, i]));
  return focusOrderOf(scene, scene.elements).map((id) => {
    const i = index.get(id)!;
    return { el: scene.elements[i]!, i };
  });
}

/**
 * When play begins, focus goes to the scene's heading; on every later scene change it moves to
 * the new scene's heading and the change is announced (WCAG 2.4.3, 4.1.3).
 */
export function useSceneFocus(
  playing: boolean,
  sceneId: string,
  heading: RefObject<HTMLHeadingElement | null>,
  message: () => string,
): void {
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!playing) {
      shown.current = null;
      return;
    }
    const previous = shown.current;
    shown.current = sceneId;
    if (previous === sceneId) return;
    if (previous !== null) announce(message());
    heading.current?.focus({ preventScroll: true });
    // The message is read when the scene changes, not when its wording does.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [playing, sceneId, heading]);
}
