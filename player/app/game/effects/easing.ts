import type { Animation, Easing } from "@exitgame/engine";

/** GSAP ease name for a document easing: power2 / inOut → 'power2.inOut'; none → 'none'. */
export function gsapEase(easing: Easing): string {
  if (easing.name === "none") return "none";
  return `${easing.name}.${easing.direction}`;
}

/** Degrees to turn from `from` to `target` (0–360) in the chosen direction. */
export function rotationDelta(
  from: number,
  target: number,
  direction: "auto" | "clockwise" | "counterclockwise",
): number {
  const diff = (((target - from) % 360) + 360) % 360; // 0..359, clockwise
  if (direction === "clockwise") return diff;
  if (direction === "counterclockwise") return diff === 0 ? 0 : diff - 360;
  return diff > 180 ? diff - 360 : diff;
}

/** `#rgb`, `#rrggbb` or any CSS colour plus an opacity → a colour GSAP can tween. */
export function withOpacity(color: string, opacity: number): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!hex) return color;
  const h = hex[1]!.length === 3 ? [...hex[1]!].map((c) => c + c).join("") : hex[1]!;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${Math.max(0, Math.min(1, opacity))})`;
}

/** Properties a custom tween may animate on an element: look, not layout or script. */
export const CUSTOM_TWEEN_PROPERTIES = new Set([
  "x",
  "y",
  "xPercent",
  "yPercent",
  "rotation",
  "rotationX",
  "rotationY",
  "scale",
  "scaleX",
  "scaleY",
  "skewX",
  "skewY",
  "opacity",
  "autoAlpha",
  "backgroundColor",
  "color",
  "borderColor",
  "borderRadius",
  "filter",
  "boxShadow",
  "transformOrigin",
  "yoyo",
  "repeatDelay",
  "delay",
  "stagger",
]);

export function customTween(
  animation: Extract<Animation, { name: "custom" }>,
): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(animation.tween)) {
    if (!CUSTOM_TWEEN_PROPERTIES.has(key)) continue;
    if (typeof value === "string" && /url\s*\(|expression|javascript:/i.test(value)) continue;
    out[key] = value;
  }
  return out;
}
