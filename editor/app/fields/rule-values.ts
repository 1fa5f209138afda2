/**
 * Values the rule argument widgets start from: the parameters each animation kind has (and
 * nothing else) with sensible defaults, switching kinds, a type's neutral literal. No React.
 */
import {
  AnimationSchema,
  type Animation,
  type AnimationName,
  type Scalar,
  type ValueType,
} from "@exitgame/engine";

/** One parameter of an animation kind, as the animation editor shows it. */
export type AnimationParam =
  | { key: string; kind: "number"; min: number; max: number; step: number; unit?: "px" | "deg" }
  | { key: string; kind: "select"; options: readonly string[] }
  | { key: string; kind: "switch" }
  | { key: string; kind: "color" }
  | { key: string; kind: "element" }
  | { key: string; kind: "json" };

const num = (key: string, min: number, max: number, step = 1, unit?: "px" | "deg") =>
  ({ key, kind: "number", min, max, step, unit }) as const;
const AXIS = { key: "axis", kind: "select", options: ["x", "y", "xy"] } as const;
const GLOW = [
  { key: "glowColor", kind: "color" },
  num("glowSize", 0, 200, 1, "px"),
  num("glowOpacity", 0, 1, 0.05),
] as const;

/** Exactly the parameters of each kind besides the common ones. */
export const ANIMATION_PARAMS: Record<AnimationName, readonly AnimationParam[]> = {
  fadeIn: [],
  fadeOut: [],
  moveTo: [AXIS, num("x", -10_000, 10_000, 1, "px"), num("y", -10_000, 10_000, 1, "px")],
  moveBy: [AXIS, num("x", -10_000, 10_000, 1, "px"), num("y", -10_000, 10_000, 1, "px")],
  bounce: [num("bounceHeight", 0, 2000, 1, "px"), num("cycleDurationMs", 1, 60_000, 10)],
  wiggle: [num("rotationAmount", 0, 360, 1, "deg"), num("wiggles", 1, 100)],
  spin: [
    num("rotations", 0, 1000, 0.5),
    num("rotationSpeed", 0, 100, 0.1),
    { key: "direction", kind: "select", options: ["clockwise", "counterclockwise"] },
  ],
  rotateTo: [
    num("targetAngle", 0, 360, 1, "deg"),
    { key: "direction", kind: "select", options: ["auto", "clockwise", "counterclockwise"] },
  ],
  rotateBy: [num("rotationAmount", -36_000, 36_000, 1, "deg")],
  pulse: [num("scale", 0.01, 100, 0.05), num("pulses", 1, 100)],
  shake: [num("intensity", 0, 1000, 1, "px")],
  flash: [num("flashes", 1, 100)],
  glow: [...GLOW, num("pulses", 1, 100)],
  glowOn: GLOW,
  glowOff: [],
  scaleTo: [num("scale", 0, 100, 0.05)],
  scaleBy: [num("scale", 0, 100, 0.05)],
  flipHorizontal: [],
  flipVertical: [],
  popIn: [],
  popOut: [],
  celebrate: [num("intensity", 0, 10, 0.5)],
  flyToTarget: [{ key: "targetElementId", kind: "element" }],
  resetPosition: [
    { key: "resetOpacity", kind: "select", options: ["full", "original"] },
    { key: "resetDimensions", kind: "switch" },
  ],
  custom: [{ key: "tween", kind: "json" }],
  stopAnimation: [],
};

const PARAM_DEFAULTS: Record<string, unknown> = {
  axis: "xy",
  x: 0,
  y: 0,
  bounceHeight: 40,
  cycleDurationMs: 500,
  rotationAmount: 15,
  wiggles: 3,
  rotations: 1,
  rotationSpeed: 1,
  direction: "clockwise",
  targetAngle: 0,
  scale: 1.2,
  pulses: 2,
  intensity: 10,
  flashes: 3,
  glowColor: "#ffd54f",
  glowSize: 20,
  glowOpacity: 0.8,
  resetOpacity: "original",
  resetDimensions: false,
  tween: { scale: 1.2 },
};

/** A new animation of `name` with every parameter it has at a sensible default. */
export function defaultAnimation(name: AnimationName, targetElementId = ""): Animation {
  const base: Record<string, unknown> = {
    name,
    durationMs: 1000,
    easing: { name: "power1", direction: "out" },
    cycles: 1,
    infinite: false,
    autoShow: name === "fadeIn" || name === "popIn",
    autoHide: name === "fadeOut" || name === "popOut",
  };
  for (const p of ANIMATION_PARAMS[name])
    base[p.key] =
      p.kind === "element"
        ? targetElementId
        : name === "rotateTo" && p.key === "direction"
          ? "auto"
          : name === "celebrate" && p.key === "intensity"
            ? 5
            : PARAM_DEFAULTS[p.key];
  return base as Animation;
}

/** Switching kinds keeps the common settings and the parameters both kinds have. */
export function changeAnimationKind(previous: Animation, name: AnimationName): Animation {
  const fresh = defaultAnimation(name) as Record<string, unknown>;
  const old = previous as Record<string, unknown>;
  for (const key of ["durationMs", "easing", "cycles", "infinite"]) fresh[key] = old[key];
  for (const p of ANIMATION_PARAMS[name]) if (old[p.key] !== undefined) fresh[p.key] = old[p.key];
  const parsed = AnimationSchema.safeParse(fresh);
  return parsed.success ? parsed.data : defaultAnimation(name);
}

/** A literal of `type`'s neutral value. */
export function zeroOf(type: ValueType | undefined): Scalar {
  return type === "number" ? 0 : type === "boolean" ? true : "";
}
