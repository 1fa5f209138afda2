/**
 * What only the browser can tell about an element: the height a box that follows its content
 * needs, and whether content is cut off. Laid out inside the canvas's stage (its fonts and
 * theme); without a canvas on screen nothing is measured.
 */
import type { Element } from "@exitgame/engine";
import { measureElement } from "@exitgame/element-plugins/views";

function stage(): HTMLElement | null {
  // Rendered on the server too: there is nothing to measure there.
  if (typeof document === "undefined") return null;
  return document.querySelector<HTMLElement>(".se-canvas .se-layer");
}

export function contentHeight(element: Element): number | null {
  const container = stage();
  return container ? (measureElement(element, container)?.height ?? null) : null;
}

export function isClipped(element: Element): boolean {
  const container = stage();
  return container ? (measureElement(element, container)?.clipped ?? false) : false;
}
