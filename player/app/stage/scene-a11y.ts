import { announce } from "@exitgame/element-plugins/announcer";
import type { Element, Scene } from "@exitgame/engine";
import { focusOrderOf } from "@exitgame/engine/document/focus-order";
import { useEffect, useLayoutEffect, useRef, type RefObject } from "react";

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
 *
 * The focus moves in a layout effect: the commit that removes the start screen or makes the left
 * scene inert takes the focus from the page, and a passive effect of a commit outside an input
 * event (the runtime arriving, an answer the server checked) may run after the browser handled
 * the next key press — a Tab would then start over from the page's body. The announcement stays
 * in a passive effect, after those of the scene's elements ("solved", then "new scene").
 */
export function useSceneFocus(
  playing: boolean,
  sceneId: string,
  heading: RefObject<HTMLHeadingElement | null>,
  message: () => string,
): void {
  const focused = useRef<string | null>(null);
  const announced = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (!playing) {
      focused.current = null;
      return;
    }
    if (focused.current === sceneId) return;
    focused.current = sceneId;
    heading.current?.focus({ preventScroll: true });
  }, [playing, sceneId, heading]);
  useEffect(() => {
    if (!playing) {
      announced.current = null;
      return;
    }
    const previous = announced.current;
    announced.current = sceneId;
    if (previous !== null && previous !== sceneId) announce(message());
    // The message is read when the scene changes, not when its wording does.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [playing, sceneId]);
}
