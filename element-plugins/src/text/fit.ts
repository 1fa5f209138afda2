/**
 * How a text fits its box (shared by the renderer, which the editor and the player both use, and
 * by the editor's measurements): "grow" keeps the box as high as the text (the editor sets the
 * height as the author types), "shrink" lowers the font size until the text fits (down to
 * MIN_FONT_SIZE_IN_REM), "none" leaves both alone. Whether a text is cut off needs the browser's
 * layout: the engine cannot judge it from the props.
 */
import type { Element } from "@exitgame/engine";
import type { CSSProperties } from "react";
import type { TextProps } from "./definition";

export const MIN_FONT_SIZE_IN_REM = 0.5;
const JUSTIFY = { left: "flex-start", center: "center", right: "flex-end" } as const;

export function textStyle(props: TextProps): CSSProperties {
  return {
    width: "100%",
    height: "100%",
    display: "flex",
    alignItems: "center",
    justifyContent: JUSTIFY[props.textAlign],
    textAlign: props.textAlign,
    color: props.color || "var(--eg-text)",
    fontSize: `${props.fontSizeInRem}rem`,
    fontWeight: props.bold ? 700 : 400,
    lineHeight: 1.3,
    whiteSpace: "pre-wrap",
    overflowWrap: "anywhere",
  };
}

/**
 * The largest size in [min, max] (steps of 1/16 rem) at which `fits` holds, or `min` when none
 * does (`max` itself when it is below `min`). `fits` is monotonic: a smaller font never needs more room.
 */
export function fitFontSize(
  max: number,
  min: number,
  fits: (sizeInRem: number) => boolean,
): number {
  if (max <= min || fits(max)) return max;
  const step = 1 / 16;
  let lo = 0; // index of a size that fits (or min)
  let hi = Math.ceil((max - min) / step); // index of a size that does not fit
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (fits(min + mid * step)) lo = mid;
    else hi = mid;
  }
  return min + lo * step;
}

/** Whether the content of `box` is taller or wider than the box (1 px tolerance for rounding). */
export function overflows(box: HTMLElement): boolean {
  return box.scrollHeight > box.clientHeight + 1 || box.scrollWidth > box.clientWidth + 1;
}

/**
 * Measures a text element laid out inside `container` (the stage, so fonts and theme apply):
 * the height its box needs in "grow" mode (null otherwise) and whether its text is cut off.
 */
export function measureText(
  element: Element<TextProps>,
  container: HTMLElement,
): { height: number | null; clipped: boolean } {
  const probe = document.createElement("div");
  const frame = document.createElement("div");
  Object.assign(frame.style, {
    position: "absolute",
    left: "0",
    top: "0",
    visibility: "hidden",
    pointerEvents: "none",
    width: `${element.width}px`,
    height: `${element.height}px`,
  });
  Object.assign(probe.style, textStyle(element.props));
  probe.textContent = element.props.text;
  frame.appendChild(probe);
  container.appendChild(frame);
  try {
    const { fit } = element.props;
    if (fit === "grow") {
      frame.style.height = "auto";
      probe.style.height = "auto";
      // An empty text keeps one line of room.
      if (!element.props.text) probe.textContent = " ";
      return { height: Math.max(1, Math.ceil(probe.scrollHeight)), clipped: false };
    }
    if (fit === "shrink") {
      const size = fitFontSize(element.props.fontSizeInRem, MIN_FONT_SIZE_IN_REM, (s) => {
        probe.style.fontSize = `${s}rem`;
        return !overflows(probe);
      });
      probe.style.fontSize = `${size}rem`;
    }
    return { height: null, clipped: overflows(probe) };
  } finally {
    frame.remove();
  }
}
